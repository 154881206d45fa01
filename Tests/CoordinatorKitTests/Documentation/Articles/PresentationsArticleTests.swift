import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// The article "Presentations": each way to show a screen or a question, as the state holds it,
/// compiled and run.
@MainActor
@Suite("Article: Presentations")
struct PresentationsArticleTests {
  enum Route: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
    case contact(String)
    case compose
    case photo
  }

  @Test func everyWayToShowAScreenIsOneStateOperation() throws {
    var state = NavigationState(root: Route.inbox)
    try state.push(.message(1))  // onto the current stack
    try state.present(.contact("Ada"), as: .popover)  // a small panel over the message
    try state.dismiss()
    try state.present(.compose, as: .sheet)  // a panel with its own stack
    try state.push(.contact("Ada"))  // pushed inside the sheet
    try state.present(.photo, as: .cover)  // hides everything below it

    #expect(state.layers.map(\.style) == [.sheet, .cover])
    #expect(state.baseStack.map(\.route) == [.inbox, .message(1)])
    #expect(state.path.map(\.style) == [.push, .modal(.sheet), .push, .modal(.cover)])
    let saved = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    #expect(saved.contains(#""style":"cover""#))
  }

  @Test func theUserDismissesALayerAndAGuardTurnsThatIntoAQuestion() throws {
    let navigator = Navigator(root: Route.inbox)
    let host = HeadlessHost(navigator: navigator)
    let card = try navigator.present(.contact("Ada"), as: .popover)

    try host.tapOutsidePopover()  // what a host reports as .dismissedLayer(containing: card)

    #expect(navigator.lastChange?.cause == .user(.dismissedLayer(containing: card)))
    #expect(navigator.state.layers.isEmpty)

    let draft = try navigator.present(.compose, as: .popover)
    try navigator.update { try $0.setLeaveGuard(true, for: draft) }
    host.showPendingSteps()

    #expect(try host.tapOutsidePopover() == .awaitingConfirmation(draft))
    #expect(navigator.state.layers.map(\.style) == [.popover], "the guarded draft stays")
  }

  @Test func aSheetRestsAtADetentTheAppAndTheUserMove() throws {
    let navigator = Navigator(root: Route.inbox)
    let host = HeadlessHost(navigator: navigator)
    let compose = try navigator.present(.compose, as: .sheet, detents: .mediumAndLarge)
    #expect(navigator.state.layers[0].detents?.selected == .medium)

    try host.dragSheet(to: .large)  // what a host reports as .selectedDetent(.large, …)
    #expect(navigator.state.layers[0].detents?.selected == .large)

    try navigator.update { try $0.selectDetent(.medium, ofLayerContaining: compose) }
    #expect(navigator.lastChange?.steps.map(\.action) == [.updateInPlace])
  }

  @Test func aPopoverPointsAtTheControlItsAnchorNames() throws {
    let navigator = Navigator(root: Route.message(1))
    try navigator.present(.contact("Ada"), as: .popover, anchor: "sender")
    #expect(navigator.state.layers[0].anchor == "sender")

    let link = NavigationTarget<Route>().pushing(.message(1))
      .presenting(.contact("Ada"), as: .popover, anchor: "sender")
    #expect(link.path[1].anchor == "sender")

    #expect(throws: NavigationError.anchorNeedsAPopover(.modal(.sheet))) {
      try navigator.present(.compose, as: .sheet, anchor: "sender")
    }
  }

  @Test func aSplitViewIsAStackReadSideways() throws {
    var state = NavigationState(root: Route.inbox)
    state.setSplitLayout(.twoColumns)  // the inbox beside the message it opens
    try state.replacePushes(after: state.root.id, with: [.message(1)])  // a selection
    try state.replacePushes(after: state.root.id, with: [.message(2)])  // another one
    #expect(state.splitColumns?.detail.map(\.route) == [.message(2)])
    #expect(state.baseStack.map(\.route) == [.inbox, .message(2)])  // collapsed: one stack
  }

  @Test func aConfirmationDialogIsAnsweredLikeAnAlert() throws {
    let navigator = Navigator(root: Route.inbox)
    var answer: String?
    let dialog = try AlertState.confirmationDialog(
      title: "Delete message?",
      actions: [AlertAction("Delete", role: .destructive), AlertAction("Cancel", role: .cancel)])
    try navigator.showAlert(dialog) { answer = $0?.id }

    try navigator.userDidNavigate(.choseAlertAction(actionID: "Delete", alertID: dialog.id))

    #expect(answer == "Delete")
    #expect(navigator.state.alert == nil)
  }

  @Test func aQuestionDismissedWithoutAChoiceAnswersItsCancelActionOrNothing() throws {
    let navigator = Navigator(root: Route.inbox)
    var answer: String? = "not answered"
    let draft = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    try navigator.showAlert(draft) { answer = $0?.id }

    try navigator.userDidNavigate(.dismissedAlert(alertID: draft.id))  // Cancel, a tap outside

    #expect(answer == nil)  // no action: the draft stays
    #expect(navigator.state.alert == nil)
  }

  @Test func everyStyleHasOneAnswerInAHost() {
    #expect(ModalStyle.allCases.map(description) == ["sheet", "cover", "popover"])
  }

  /// What a host does with each style: a switch the compiler checks, so a style added to the
  /// engine is an error here until the host shows it.
  func description(of style: ModalStyle) -> String {
    switch style {
    case .sheet: "sheet"  // SwiftUI .sheet(item:), UIKit .pageSheet
    case .cover: "cover"  // SwiftUI .fullScreenCover(item:), UIKit .fullScreen
    case .popover: "popover"  // SwiftUI .popover(item:), UIKit .popover
    }
  }
}
