import CoordinatorKit
import CoordinatorKitTerminal
import TerminalToolkit
import Testing

/// A tab's flow whose screens have a model naming the flow.
@MainActor
private final class TitledFlow: Flow<String> {
  let root: String

  init(_ root: String, navigator: Navigator<String>) {
    self.root = root
    super.init(navigator: navigator)
  }

  func start() throws(NavigationError) {
    try show(root)
    // As the mail demo's Inbox pushes its messages: a push slides in over the new tabs.
    if root == "inbox" { try show("inbox/messages") }
  }

  func makeModel(for route: String) -> String? {
    route.capitalized
  }
}

/// The README's tab bar: the tabs, then a flow per tab, each a change of its own.
@MainActor
private final class TitledTabBar: Coordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<String>

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(
        tabs: [
          Tab("inbox", title: "Inbox", root: "inbox"),
          Tab("search", title: "Search", root: "search"),
        ],
        selected: "inbox"))
    try coordinate(to: TitledFlow("inbox", navigator: navigator), inTab: "inbox")
    try coordinate(to: TitledFlow("search", navigator: navigator), inTab: "search")
  }
}

/// Tabs whose first flow slides a screen in while the other flows start show each flow's screen
/// from the first frame of the slide (the mail demo opened from the picker showed
/// "Unavailable" tabs for good).
@MainActor
@Suite("Terminal host: content made for the screen's coordinator")
struct TerminalHostContentSourceTests {
  @Test func tabsSlidingInShowTheirFlowsScreensFromTheFirstFrame() throws {
    let navigator = Navigator(root: "launch")
    let host = TerminalHost(navigator: navigator, animatesTransitions: true) { screen in
      TitledScreen(navigator.model(for: screen) as? String ?? "no coordinator")
    }
    let size = TerminalSize(columns: 60, rows: 20)
    _ = host.frame(size: size)
    let tabBar = TitledTabBar(navigator: navigator)
    try tabBar.startAsRoot()

    // The tabs need no slide; the push does: it slides in over the tabs as they were shown,
    // before the other tabs' flows started.
    _ = host.frame(size: size)
    #expect(host.isAnimating)
    let roots = navigator.hosting.shownState.tabStacks.map { $0.stack[0] }
    #expect(roots[1].owner == nil, "Search's flow had not started when the push was planned")
    let sliding = roots.map { host.screen(for: $0) as? TitledScreen }
    #expect(sliding.map { $0?.title } == ["Inbox", "Search"])

    while host.isAnimating {
      _ = host.frame(size: size, at: .now + .seconds(10))
    }
    let settled = host.plainText(size: size)
    #expect(settled.contains("1 Inbox") && settled.contains("2 Search"), "\(settled)")
    let kept = navigator.state.tabStacks.map { host.screen(for: $0.stack[0]) as? TitledScreen }
    #expect(zip(kept, sliding).allSatisfy { $0 === $1 }, "made once, kept")
    withExtendedLifetime(tabBar) {}
  }
}
