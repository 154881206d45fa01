import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@testable import InboxExample

/// The Inbox example's flow, run without any UI: the app as its SwiftUI and
/// UIKit files show it, driven through the view models the views would hold.
@MainActor
@Suite struct InboxFlowTests {
  /// A started app and a headless host that keeps each displayed screen's model.
  private func launch() -> (InboxApp, HeadlessHost<InboxRoute, Any>) {
    let app = InboxApp()
    return (app, HeadlessHost(showingModelsOf: app.navigator))
  }

  /// The link, opened as the SwiftUI and UIKit files open it.
  private func open(_ link: String, in app: InboxApp) async throws {
    try await app.navigator.open(link: link, using: InboxApp.links)
  }

  /// The state as a launch saves it, and a new launch that restores it as the hosts do.
  private func relaunch(restoring app: InboxApp) throws -> (InboxApp, HeadlessHost<InboxRoute, Any>)
  {
    let saved = try JSONEncoder().encode(app.navigator.state)
    let state = try JSONDecoder().decode(NavigationState<InboxRoute>.self, from: saved)
    let relaunched = launch()
    try relaunched.0.navigator.restore(everyTabOf: state)
    return relaunched
  }

  /// Opens message 42 and replies to it: the composer's sheet over the message.
  @discardableResult
  private func openComposer(in host: HeadlessHost<InboxRoute, Any>) throws -> ComposerModel {
    try #require(host.topModel(EventViewModel<Int, Void>.self)).send(42)
    try #require(host.topModel(MessageModel.self)).send()
    return try #require(host.topModel(ComposerModel.self))
  }

  /// Lets the question's task run until the alert is up, then taps `action`.
  private func answer(_ action: String, on host: HeadlessHost<InboxRoute, Any>) async throws {
    for _ in 0..<100 where host.navigator.state.alert == nil {
      await Task.yield()
    }
    try #require(host.navigator.state.alert?.title == "Discard draft?")
    try host.tapAlertAction(action)
    try await host.waitUntilAnswerApplied()
  }

  private let draft42 = Draft(recipient: "Grace")

  @Test func theInboxTabShowsTheListAndPushesAMessage() throws {
    let (app, host) = launch()
    #expect(app.navigator.state.tabs == ["Inbox", "Contacts"])
    try #require(host.topModel(EventViewModel<Int, Void>.self)).send(42)
    #expect(app.navigator.state.topStack.map(\.route) == [.inbox, .message(42)])
    #expect(host.topModel(MessageModel.self)?.id == 42)
  }

  @Test func aReplyOpensTheComposerInASheetWithItsOwnStack() throws {
    let (app, host) = launch()
    let composer = try openComposer(in: host)
    #expect(composer.draft == draft42)
    #expect(app.navigator.state.baseStack.map(\.route) == [.inbox, .message(42)])
    #expect(app.navigator.state.layers.map(\.style) == [.sheet])
    #expect(app.navigator.state.topStack.map(\.route) == [.compose(draft42)])
  }

  @Test func thePickerPushedInTheSheetReturnsTheContactToTheComposer() throws {
    let (app, host) = launch()
    try openComposer(in: host).send(.pickRecipient)
    #expect(app.navigator.state.topStack.map(\.route) == [.compose(draft42), .recipients])
    try #require(host.topModel(EventViewModel<String, Void>.self)).send("Linus")
    let chosen = Draft(recipient: "Linus")
    #expect(app.navigator.state.topStack.map(\.route) == [.compose(chosen)])
    #expect(host.topModel(ComposerModel.self)?.draft == chosen)
  }

  @Test func cancellingAnEditedDraftAsksAndKeepsItOnKeep() async throws {
    let (app, host) = launch()
    let composer = try openComposer(in: host)
    composer.send(.edit("See you"))
    composer.send(.cancel)
    try await answer("Keep Editing", on: host)
    let edited = Draft(recipient: "Grace", text: "See you")
    #expect(app.navigator.state.topStack.map(\.route) == [.compose(edited)])
    try #require(host.topModel(ComposerModel.self)).send(.cancel)
    try await answer("Discard", on: host)
    #expect(app.navigator.state.topStack.map(\.route) == [.inbox, .message(42)])
  }

  @Test func cancellingAnUntouchedDraftClosesAtOnceAndFreesTheComposer() async throws {
    let (app, host) = launch()
    try openComposer(in: host)
    weak var coordinator: (any Coordinator)?
    coordinator = app.children.first?.children.first
    #expect(coordinator is ComposerCoordinator)
    try #require(host.topModel(ComposerModel.self)).send(.cancel)
    try await host.waitUntilAnswerApplied()
    for _ in 0..<100 where app.navigator.state.modalDepth > 0 {
      await Task.yield()
    }
    #expect(app.navigator.state.alert == nil)
    #expect(app.navigator.state.topStack.map(\.route) == [.inbox, .message(42)])
    #expect(coordinator == nil)
  }

  @Test func swipingAnEditedSheetDownAsksToo() async throws {
    let (app, host) = launch()
    try openComposer(in: host).send(.edit("Draft"))
    #expect(try host.swipeDown() != .nothingToDismiss)
    #expect(app.navigator.state.modalDepth == 1)
    try await answer("Discard", on: host)
    #expect(app.navigator.state.modalDepth == 0)
    #expect(app.navigator.state.topStack.map(\.route) == [.inbox, .message(42)])
  }

  @Test func theReplyLinkOpensTheComposerOverMessage42FromAColdStart() async throws {
    let (app, host) = launch()
    try await open("myapp://inbox/42/reply", in: app)
    #expect(app.navigator.state.selectedTab == "Inbox")
    #expect(app.navigator.state.baseStack.map(\.route) == [.inbox, .message(42)])
    #expect(app.navigator.state.topStack.map(\.route) == [.compose(draft42)])
    // The composer the link built works as one the user opened: the picked contact arrives.
    try #require(host.topModel(ComposerModel.self)).send(.pickRecipient)
    try #require(host.topModel(EventViewModel<String, Void>.self)).send("Ada")
    #expect(host.topModel(ComposerModel.self)?.draft.recipient == "Ada")
  }

  @Test func aBadLinkSaysWhatWasWrongAndChangesNothing() async throws {
    let (app, _) = launch()
    let before = app.navigator.state
    await #expect(throws: FollowError.self) { try await open("myapp://inbox/x/reply", in: app) }
    #expect(app.navigator.state == before)
  }

  @Test func everyTabIsSavedAndRestoredAcrossLaunches() throws {
    let (app, host) = launch()
    try host.tapTab("Contacts")
    try #require(host.topModel(EventViewModel<String, Void>.self)).send("Ada")
    try host.tapTab("Inbox")
    let composer = try openComposer(in: host)
    composer.send(.edit("Yes"))
    composer.send(.pickRecipient)

    let (relaunched, relaunchedHost) = try relaunch(restoring: app)
    let before = app.navigator.state
    let after = relaunched.navigator.state
    #expect(
      after.tabStacks.map { $0.stack.map(\.route) }
        == before.tabStacks.map { $0.stack.map(\.route) })
    #expect(after.selectedTab == "Inbox")
    #expect(after.screens.map(\.route) == before.screens.map(\.route))
    #expect(after.layers.map(\.style) == [.sheet])
    // The draft keeps its guard, and its picker still returns to it.
    let editor = try #require(
      after.screens.first { if case .compose = $0.route { true } else { false } })
    #expect(after.isLeaveGuarded(editor.id))
    try #require(relaunchedHost.topModel(EventViewModel<String, Void>.self)).send("Linus")
    let restored = Draft(recipient: "Linus", text: "Yes")
    #expect(relaunched.navigator.state.topStack.map(\.route) == [.compose(restored)])
  }

  @Test func theContactsTabKeepsItsOwnStack() throws {
    let (app, host) = launch()
    try #require(host.topModel(EventViewModel<Int, Void>.self)).send(41)
    try host.tapTab("Contacts")
    try #require(host.topModel(EventViewModel<String, Void>.self)).send("Grace")
    #expect(app.navigator.state.topStack.map(\.route) == [.contacts, .contact("Grace")])
    #expect(host.topContent == nil)  // Shown by its route alone.
    try host.tapTab("Inbox")
    #expect(app.navigator.state.topStack.map(\.route) == [.inbox, .message(41)])
    #expect(
      try app.navigator.state.stack(ofTab: "Contacts").map(\.route) == [
        .contacts, .contact("Grace"),
      ])
  }
}
