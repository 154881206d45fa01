import CoordinatorKit
import Testing

/// A flow that shows `first` when it starts and can show more screens later.
@MainActor
private final class ShowingFlow: Flow<String> {
  let first: String
  let detents: SheetDetents?

  init(_ first: String, navigator: Navigator<String>, detents: SheetDetents? = nil) {
    self.first = first
    self.detents = detents
    super.init(navigator: navigator, identifier: CoordinatorID(first))
  }

  func start() throws(NavigationError) {
    try show(first, detents: detents)
  }
}

/// `show(_:)` does one of four things, chosen only by how its coordinator was entered, and
/// `replaceNavigation(withRoot:)` always replaces everything: one test per case.
@MainActor
@Suite("What show(_:) and replaceNavigation(withRoot:) do")
struct ShowTests {
  @Test func aRootFlowsFirstScreenReplacesTheWholeState() throws {
    let navigator = Navigator(try NavigationState(tabs: [Tab("a", root: "a")], selected: "a"))
    try navigator.update { try $0.present("sheet", as: .sheet) }
    let root = ShowingFlow("root", navigator: navigator)
    try root.startAsRoot()
    #expect(navigator.state.screens.map(\.route) == ["root"])
    #expect(navigator.state.tabs.isEmpty)
    #expect(navigator.state.root.owner == root.identifier)
  }

  @Test func aPushedFlowsFirstScreenIsPushedOntoTheTopStack() throws {
    let navigator = Navigator(root: "home")
    let root = ShowingFlow("root", navigator: navigator)
    try root.startAsRoot()
    try navigator.update { try $0.present("sheet", as: .sheet) }
    let child = ShowingFlow("child", navigator: navigator)
    try root.coordinate(to: child, style: .push)
    #expect(navigator.state.path.map(\.screen.route) == ["sheet", "child"])
    #expect(navigator.state.path.map(\.style) == [.modal(.sheet), .push])
  }

  @Test(arguments: ModalStyle.allCases)
  func aPresentedFlowsFirstScreenStartsAModalLayer(style: ModalStyle) throws {
    let navigator = Navigator(root: "home")
    let root = ShowingFlow("root", navigator: navigator)
    try root.startAsRoot()
    try root.coordinate(to: ShowingFlow("child", navigator: navigator), style: .modal(style))
    #expect(navigator.state.path.map(\.style) == [.modal(style)])
    #expect(navigator.state.layers.map(\.style) == [style])
  }

  /// A flow sizes its sheet as a SwiftUI sheet's content does: the detents it asks for apply
  /// when its first screen starts a sheet, and nowhere else.
  @Test(arguments: PresentationStyle.allCases)
  func aFlowsDetentsSizeOnlyTheSheetItsFirstScreenStarts(style: PresentationStyle) throws {
    let navigator = Navigator(root: "home")
    let root = ShowingFlow("root", navigator: navigator, detents: .medium)
    try root.startAsRoot()
    let child = ShowingFlow("child", navigator: navigator, detents: .mediumAndLarge)
    try root.coordinate(to: child, style: style)
    #expect(
      navigator.state.layers.map(\.detents)
        == (style.isModal ? [style == .modal(.sheet) ? .mediumAndLarge : nil] : []))
    let before = navigator.state.layers.map(\.detents)
    try child.show("second", detents: .medium)
    #expect(navigator.state.path.count == 2)
    #expect(navigator.state.layers.map(\.detents) == before, "a push sizes nothing")
  }

  /// Where a flow's popover points is its parent's choice, like its style: the first screen
  /// points at the anchor, later screens push inside the popover, and the flow's end takes it.
  @Test func aFlowEnteredAsAPopoverFromAControlPointsAtIt() throws {
    let navigator = Navigator(root: "home")
    let root = ShowingFlow("root", navigator: navigator)
    try root.startAsRoot()
    let card = ShowingFlow("card", navigator: navigator)
    try root.coordinate(to: card, popoverFrom: "sender")
    #expect(navigator.state.layers.map(\.style) == [.popover])
    #expect(navigator.state.layers.map(\.anchor) == ["sender"])
    try card.show("details")
    #expect(navigator.state.path.map(\.style) == [.modal(.popover), .push])
    #expect(navigator.state.layers.map(\.anchor) == ["sender"])
    let plain = ShowingFlow("plain", navigator: navigator)
    try card.coordinate(to: plain, style: .modal(.popover))
    #expect(navigator.state.layers.map(\.anchor) == ["sender", nil], "only when asked for")
    try card.finishFlow()
    #expect(navigator.state.layers.isEmpty && !plain.isRunning)
  }

  @Test func aTabsFlowsFirstScreenReplacesThatTabsStack() throws {
    let navigator = Navigator(
      try NavigationState(tabs: [Tab("a", root: "a"), Tab("b", root: "b")], selected: "a"))
    try navigator.update { try $0.push("b1", inTab: "b") }
    let root = PlainRoot(navigator: navigator)
    try root.startAsRoot()
    try root.coordinate(to: ShowingFlow("b-flow", navigator: navigator), inTab: "b")
    #expect(try navigator.state.stack(ofTab: "b").map(\.route) == ["b-flow"])
    #expect(try navigator.state.stack(ofTab: "a").map(\.route) == ["a"])
  }

  @Test func laterScreensArePushedAfterTheFlowsOwn() throws {
    let navigator = Navigator(root: "home")
    let root = ShowingFlow("root", navigator: navigator)
    try root.startAsRoot()
    let child = ShowingFlow("child", navigator: navigator)
    try root.coordinate(to: child, style: .modal(.sheet))
    try child.show("child-2")
    #expect(navigator.state.path.map(\.screen.route) == ["child", "child-2"])
    #expect(navigator.state.path.map(\.style) == [.modal(.sheet), .push])
  }

  @Test func replaceNavigationReplacesTabsModalsAndEveryOtherFlow() throws {
    let navigator = Navigator(
      try NavigationState(tabs: [Tab("a", root: "a"), Tab("b", root: "b")], selected: "a"))
    let root = PlainRoot(navigator: navigator)
    try root.startAsRoot()
    let flow = ShowingFlow("a-flow", navigator: navigator)
    try root.coordinate(to: flow, inTab: "a")
    let sheet = ShowingFlow("sheet", navigator: navigator)
    try flow.coordinate(to: sheet, style: .modal(.sheet))
    try flow.replaceNavigation(withRoot: "fresh")
    #expect(navigator.state.screens.map(\.route) == ["fresh"])
    #expect(navigator.state.tabs.isEmpty)
    #expect(!sheet.isRunning)
    #expect(flow.isRunning)
  }
}

/// A root without screens of its own, which starts the tabs' flows.
@MainActor
private final class PlainRoot: FlowCoordinatorBase<String>, Coordinator {
  func start() {}
}
