import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@testable import InboxExample

/// The Inbox example's flow, run without any UI: the app as its SwiftUI and UIKit files show
/// it, driven through the links the views tap and the models they hold. Questions are awaited,
/// never polled.
@MainActor
@Suite struct InboxFlowTests {
  let app = InboxApp()
  let host: HeadlessHost<InboxRoute, Any>

  init() {
    host = HeadlessHost(showingModelsOf: app.navigator)
  }

  private var state: NavigationState<InboxRoute> { app.navigator.state }
  private let draft42 = Draft(recipient: "Grace")

  /// Opens message 42 and taps Reply, as the views' links do: the composer's sheet is up.
  @discardableResult
  private func openComposer() async throws -> ComposerModel {
    try await host.tapLink(to: .message(42))
    try await host.tapLink(to: .compose(draft42), as: .modal(.sheet))
    return try #require(host.topModel(ComposerModel.self))
  }

  /// The state as the hosts save it, and a new launch that restores it as they do.
  private func relaunch() throws -> (InboxApp, HeadlessHost<InboxRoute, Any>) {
    let saved = try JSONEncoder().encode(app.navigator.stateToSave)
    let state = try JSONDecoder().decode(NavigationState<InboxRoute>.self, from: saved)
    let relaunched = InboxApp()
    let relaunchedHost = HeadlessHost(showingModelsOf: relaunched.navigator)
    try relaunched.navigator.restore(everyTabOf: state)
    return (relaunched, relaunchedHost)
  }

  @Test func theInboxTabShowsTheListAndPushesAMessage() async throws {
    #expect(state.tabs == ["Inbox", "Contacts"])
    #expect(state.tabItems.map(\.title) == ["Inbox", "Contacts"])
    try await host.tapLink(to: .message(42))
    #expect(state.topStack.map(\.route) == [.inbox, .message(42)])
    #expect(state.topStack.map(\.owner) == [state.root.owner, state.root.owner])
  }

  @Test func aReplyOpensTheComposerInASheetWithItsOwnStack() async throws {
    let composer = try await openComposer()
    #expect(composer.value == draft42)
    #expect(state.baseStack.map(\.route) == [.inbox, .message(42)])
    #expect(state.layers.map(\.style) == [.sheet])
    #expect(state.topStack.map(\.route) == [.compose(draft42)])
    #expect(app.children.contains { $0.children.first is ComposerFlow })
  }

  @Test func thePickerPushedInTheSheetReturnsTheContactToTheComposer() async throws {
    let composer = try await openComposer()
    composer.send(.pickRecipient)
    #expect(state.topStack.map(\.route) == [.compose(draft42), .recipients])
    try #require(host.topModel(EventViewModel<String, Void>.self)).send("Linus")
    #expect(state.topStack.map(\.route) == [.compose(draft42)])
    #expect(host.topModel(ComposerModel.self) === composer)
    #expect(composer.value == Draft(recipient: "Linus"))
    #expect(app.navigator.stateToSave.topStack.map(\.route) == [.compose(composer.value)])
  }

  @Test func typingMakesTheDraftOneModelThatAsksBeforeItIsCancelled() async throws {
    let composer = try await openComposer()
    composer.value.text = "See you"
    composer.value.text = "See you soon"
    #expect(host.topModel(ComposerModel.self) === composer)
    composer.send(.cancel)
    #expect(try await host.answerAlert(tapping: "Keep Editing").title == "Discard draft?")
    await app.navigator.waitUntilSettled()
    #expect(state.layers.count == 1)
    #expect(host.topModel(ComposerModel.self) === composer)
    composer.send(.cancel)
    try await host.answerAlert(tapping: "Discard")
    await app.navigator.waitUntilSettled()
    #expect(state.topStack.map(\.route) == [.inbox, .message(42)])
  }

  @Test func cancellingAnUntouchedDraftClosesAtOnceAndFreesTheComposer() async throws {
    let leaks = LeakTracker()
    do {
      let composer = try await openComposer()
      leaks.track(composer, as: "the composer's model")
      leaks.track(try #require(app.children.first?.children.first), as: "the composer's flow")
      composer.send(.cancel)
    }
    #expect(state.alert == nil)
    #expect(state.topStack.map(\.route) == [.inbox, .message(42)])
    leaks.expectAllReleased()
  }

  @Test func sendingClosesTheSheetWithoutAsking() async throws {
    let composer = try await openComposer()
    composer.value.text = "Thanks!"
    composer.send(.send)
    #expect(state.alert == nil)
    #expect(state.layers.isEmpty)
  }

  @Test func swipingAnEditedSheetDownAsksToo() async throws {
    try await openComposer().value.text = "Draft"
    #expect(try host.swipeDown() != .nothingToDismiss)
    #expect(state.modalDepth == 1)
    try await host.answerAlert(tapping: "Discard")
    await app.navigator.waitUntilSettled()
    #expect(state.modalDepth == 0)
    #expect(state.topStack.map(\.route) == [.inbox, .message(42)])
  }

  @Test(arguments: ["Inbox", "Contacts"])
  func theReplyLinkOpensTheComposerOverMessage42FromEitherTab(tab: String) async throws {
    try host.tapTab(TabID(tab))
    try await app.navigator.open(link: "myapp://inbox/42/reply", using: InboxApp.links)
    #expect(state.selectedTab == "Inbox")
    #expect(state.baseStack.map(\.route) == [.inbox, .message(42)])
    #expect(state.topStack.map(\.route) == [.compose(draft42)])
    // The composer the link built works as one the user opened: the picked contact arrives.
    try #require(host.topModel(ComposerModel.self)).send(.pickRecipient)
    try #require(host.topModel(EventViewModel<String, Void>.self)).send("Ada")
    #expect(host.topModel(ComposerModel.self)?.value.recipient == "Ada")
  }

  @Test func aBadLinkSaysWhatWasWrongAndChangesNothing() async throws {
    let before = state
    await #expect(throws: FollowError.self) {
      try await app.navigator.open(link: "myapp://inbox/x/reply", using: InboxApp.links)
    }
    #expect(state == before)
  }

  @Test func everyTabIsSavedAndRestoredAcrossLaunchesTheTypedDraftIncluded() async throws {
    try host.tapTab("Contacts")
    try await host.tapLink(to: .contact("Ada"))
    try host.tapTab("Inbox")
    let composer = try await openComposer()
    composer.value.text = "Yes"
    composer.send(.pickRecipient)

    let (relaunched, relaunchedHost) = try relaunch()
    let after = relaunched.navigator.state
    let typed = Draft(recipient: "Grace", text: "Yes")
    #expect(
      after.tabStacks.map { $0.stack.map(\.route) } == [
        [.inbox, .message(42)], [.contacts, .contact("Ada")],
      ])
    #expect(after.selectedTab == "Inbox")
    #expect(after.topStack.map(\.route) == [.compose(typed), .recipients])
    #expect(after.layers.map(\.style) == [.sheet])
    // The draft keeps its guard, and its picker still returns to it.
    let editor = try #require(after.topStack.first)
    #expect(after.isLeaveGuarded(editor.id))
    try #require(relaunchedHost.topModel(EventViewModel<String, Void>.self)).send("Linus")
    let restored = try #require(relaunchedHost.topModel(ComposerModel.self))
    #expect(restored.value == Draft(recipient: "Linus", text: "Yes"))
  }

  @Test func theContactsTabKeepsItsOwnStack() async throws {
    try await host.tapLink(to: .message(41))
    try host.tapTab("Contacts")
    try await host.tapLink(to: .contact("Grace"))
    #expect(state.topStack.map(\.route) == [.contacts, .contact("Grace")])
    #expect(host.topContent == nil)  // Shown by its route alone: no model.
    try host.tapTab("Inbox")
    #expect(state.topStack.map(\.route) == [.inbox, .message(41)])
    #expect(try state.stack(ofTab: "Contacts").map(\.route) == [.contacts, .contact("Grace")])
  }
}
