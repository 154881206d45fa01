import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A flow that runs one tab, or a child pushed in it.
@MainActor
private final class TabFlow: ResultFlowCoordinatorBase<String, String>, FlowCoordinator,
  ResultCoordinator
{
  let first: String

  init(_ first: String, navigator: Navigator<String>) {
    self.first = first
    super.init(navigator: navigator)
  }

  func start() throws(NavigationError) {
    try show(first)
  }
}

/// The tab bar: Inbox and Search, a flow each.
@MainActor
private final class TabBar: Coordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<String>
  private(set) var inbox: TabFlow?
  private(set) var search: TabFlow?

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    let inbox = TabFlow("inbox", navigator: navigator)
    let search = TabFlow("search", navigator: navigator)
    try coordinate(to: inbox, inTab: "inbox")
    try coordinate(to: search, inTab: "search")
    (self.inbox, self.search) = (inbox, search)
  }
}

/// Every request path keeps the one lifecycle rule: a flow's requests reach its screens wherever
/// they are (a tab that is not selected included), and no request brings back a screen whose
/// coordinator stopped.
@MainActor
@Suite("The lifecycle rule on every request path")
struct LifecycleRuleRequestTests {
  /// Two tabs, Search's flow two screens deep, Inbox selected.
  private func searchDeepInAHiddenTab() throws -> (Navigator<String>, TabBar, TabFlow) {
    let navigator = Navigator(root: "launch")
    let tabBar = TabBar(navigator: navigator)
    try tabBar.startAsRoot()
    let search = try #require(tabBar.search)
    try search.show("search/a")
    try search.show("search/b")
    #expect(navigator.state.selectedTab == "inbox")
    return (navigator, tabBar, search)
  }

  private func searchStack(of navigator: Navigator<String>) throws -> [String] {
    try navigator.state.stack(ofTab: "search").map(\.route)
  }

  @Test func aFlowInATabThatIsNotSelectedPopsToItsFirstScreen() throws {
    let (navigator, tabBar, search) = try searchDeepInAHiddenTab()
    let outcome = try search.popToFirstScreen()
    #expect(outcome.removedScreens.map(\.route) == ["search/a", "search/b"])
    #expect(try searchStack(of: navigator) == ["search"])
    #expect(navigator.state.selectedTab == "inbox" && search.isRunning)
    withExtendedLifetime(tabBar) {}
  }

  @Test func aFlowInATabThatIsNotSelectedResetsItsPushes() throws {
    let (navigator, tabBar, search) = try searchDeepInAHiddenTab()
    try search.resetFlow(pushing: ["search/x", "search/y"])
    #expect(try searchStack(of: navigator) == ["search", "search/x", "search/y"])
    #expect(
      try navigator.state.stack(ofTab: "search").allSatisfy { $0.owner == search.identifier })
    #expect(navigator.state.selectedTab == "inbox")
    withExtendedLifetime(tabBar) {}
  }

  @Test func aFlowInATabThatIsNotSelectedStartsAChildInPlaceOfItsPushes() throws {
    let (navigator, tabBar, search) = try searchDeepInAHiddenTab()
    var results: [FlowResult<String>] = []
    let child = TabFlow("search/child", navigator: navigator).reportingResult { results.append($0) }
    try search.resetFlow(coordinatingTo: child)
    #expect(child.isRunning)
    #expect(try searchStack(of: navigator) == ["search", "search/child"])
    #expect(try navigator.state.stack(ofTab: "search").last?.owner == child.identifier)

    try child.finish(with: "picked")
    #expect(results == [.finished("picked")])
    #expect(try searchStack(of: navigator) == ["search"])
    withExtendedLifetime(tabBar) {}
  }

  /// A saved state holding a stopped flow's screens, put back three ways: each is refused and
  /// changes nothing, as `replace(with:)` already was.
  @Test func noRequestBringsBackTheScreensOfAStoppedCoordinator() async throws {
    let navigator = Navigator(root: "home")
    let app = TabFlow("home", navigator: navigator)
    try app.startAsRoot()
    let editor = TabFlow("editor", navigator: navigator)
    try app.coordinate(to: editor)
    let saved = navigator.state
    let editorScreen = saved.topScreen
    editor.stop()
    let after = navigator.state
    var refusals: [NavigationError] = []
    let observation = navigator.observeRefusals { refusals.append($0) }
    let refusal = NavigationError.ownerNotRunning(screen: editorScreen.id)

    #expect(throws: refusal) { try navigator.update { $0 = saved } }
    let pushed = #expect(throws: NavigationError.self) {
      try navigator.push("editor/again", owner: editor.identifier)
    }
    guard case .ownerNotRunning(let screen) = pushed, screen != editorScreen.id else {
      Issue.record("the push was refused as \(String(describing: pushed))")
      return
    }
    await #expect(throws: refusal) { try await navigator.updateAfterAsking { $0 = saved } }
    #expect(navigator.state == after)
    #expect(refusals.count == 3)
    withExtendedLifetime(observation) {}
  }

  /// The same, through a user's tab tap held behind an open question: the asked change is
  /// checked when it is finally made.
  @Test func aChangeMadeAfterAskingIsCheckedWhenItIsMade() async throws {
    let navigator = Navigator(root: "home")
    let app = TabFlow("home", navigator: navigator)
    try app.startAsRoot()
    let editor = TabFlow("editor", navigator: navigator)
    try app.coordinate(to: editor)
    let saved = navigator.state
    editor.stop()
    let after = navigator.state
    let putBack = Task { try await navigator.updateAfterAsking { $0 = saved } }
    await #expect(throws: NavigationError.ownerNotRunning(screen: saved.topScreen.id)) {
      try await putBack.value
    }
    #expect(navigator.state == after)
  }
}
