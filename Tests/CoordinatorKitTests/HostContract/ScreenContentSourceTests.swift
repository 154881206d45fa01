import CoordinatorKit
import CoordinatorKitTesting
import NavigationTestSupport
import Testing

/// The one rule of every host: a screen's content is made from `Navigator.contentSource(for:)`,
/// never while its coordinator has not started yet, and kept for the owner it was made for.
@MainActor
@Suite("Screen content: made when its coordinator runs")
struct ScreenContentSourceTests {
  /// A navigator showing a launch screen through a host that has not shown anything yet, and
  /// the tab bar started on it: the host's first step still holds the tabs without owners.
  private func tabsStartedWhileAHostShowsTheLaunch() throws -> (Navigator<String>, ReadmeTabBar) {
    let navigator = Navigator(root: "launch")
    navigator.attachHost(capabilities: .oneAtATime)
    let tabBar = ReadmeTabBar(navigator: navigator)
    try tabBar.startAsRoot()
    return (navigator, tabBar)
  }

  @Test func aStepsTabRootsComeWithTheOwnersThatTookThemOver() throws {
    let (navigator, tabBar) = try tabsStartedWhileAHostShowsTheLaunch()
    let step = try #require(navigator.hosting.currentStep)
    let roots = step.state.tabStacks.map { $0.stack[0] }
    #expect(roots.map(\.owner) == [nil, nil], "the step was planned before the flows started")

    let sources = roots.map { navigator.contentSource(for: $0) }
    #expect(sources.map { $0?.id } == roots.map(\.id))
    #expect(sources.map { $0?.owner } == tabBar.children.map { $0.identifier })
    #expect(
      sources.map { $0.flatMap(navigator.model(for:)) as? String } == [
        "inbox made by its flow", "search made by its flow",
      ])
  }

  @Test func aCacheMakesTheOwnersContentOnceAcrossTheStepsThatShowIt() throws {
    let (navigator, tabBar) = try tabsStartedWhileAHostShowsTheLaunch()
    defer { withExtendedLifetime(tabBar) {} }
    var cache = ScreenContentCache<String, String>()
    var made: [String] = []
    let make = { (screen: NavigationScreen<String>) -> String? in
      made.append(screen.route)
      return navigator.model(for: screen) as? String
    }
    // Every step on the way draws the tab roots, then the settled state does.
    while let step = navigator.hosting.currentStep {
      for tab in step.state.tabStacks {
        #expect(
          cache.content(for: tab.stack[0], on: navigator, make: make)
            == "\(tab.stack[0].route) made by its flow")
      }
      navigator.hostDidShow(step.id)
    }
    for tab in navigator.state.tabStacks {
      _ = cache.content(for: tab.stack[0], on: navigator, make: make)
    }
    #expect(made == ["inbox", "search"])
  }

  @Test func nothingIsMadeOrKeptForAScreenWhoseCoordinatorStopped() throws {
    let navigator = Navigator(root: "home")
    let tabBar = ReadmeTabBar(navigator: navigator)
    try tabBar.startAsRoot()
    let search = try #require(navigator.state.tabStacks.last?.stack.first)
    tabBar.stop()

    #expect(navigator.contentSource(for: search) == nil)
    var cache = ScreenContentCache<String, String>()
    var calls = 0
    #expect(
      cache.content(for: search, on: navigator) { _ in
        calls += 1
        return "view"
      } == nil)
    #expect(calls == 0 && cache.isEmpty)
  }

  /// A host that must put something in every screen's place (a UIKit navigation controller)
  /// and drew the tabs by their routes, in a turn before the app gave them their flows: the
  /// cache names the tab roots whose content must be made again, for their flows, once (a tab
  /// root is the only screen a coordinator takes over in place), and releases it when the tabs
  /// leave. A screen without an owner never waits for one.
  @Test func contentMadeForATabsRouteIsNamedForRemakingOnceItsFlowTakesItOver() throws {
    let navigator = Navigator(root: "launch")
    try navigator.replace(
      with: try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    var cache = ScreenContentCache<String, String>()
    var made: [String] = []
    let make = { (screen: NavigationScreen<String>) -> String? in
      made.append(screen.route)
      return navigator.model(for: screen) as? String ?? "the route \(screen.route)"
    }
    let placeholder = { "placeholder" }
    for root in navigator.state.tabRoots {
      #expect(
        cache.content(for: root, on: navigator, make: make, placeholder: placeholder)
          == "the route \(root.route)")
    }
    #expect(cache.screensToRemake(among: navigator.state.tabRoots, on: navigator).isEmpty)

    let root = RootCoordinator()
    try root.startAsRoot()
    try root.coordinate(to: ReadmeTabFlow("inbox", navigator: navigator), inTab: "inbox")
    let inbox = navigator.state.tabRoots[0]
    let remade = cache.screensToRemake(among: navigator.state.tabRoots, on: navigator)
    #expect(remade.map(\.id) == [inbox.id], "the search tab has no flow: its content stays")
    #expect(
      cache.content(for: remade[0], on: navigator, make: make, placeholder: placeholder)
        == "inbox made by its flow")
    #expect(cache.screensToRemake(among: navigator.state.tabRoots, on: navigator).isEmpty)
    #expect(made == ["inbox", "search", "inbox"])

    // The tabs leave: their contents go.
    try navigator.replace(with: NavigationState(root: "home"))
    let released = cache.release(keepingScreensOf: [navigator.state])
    #expect(Set(released) == ["inbox made by its flow", "the route search"] && cache.isEmpty)
    withExtendedLifetime(root) {}
  }

  /// A placeholder for a screen whose coordinator stopped never gives way: nothing is made for
  /// a stopped coordinator, and the screen is leaving.
  @Test func aPlaceholderOfAScreenWhoseCoordinatorStoppedStaysUntilTheScreenLeaves() throws {
    let navigator = Navigator(root: "home")
    let tabBar = ReadmeTabBar(navigator: navigator)
    try tabBar.startAsRoot()
    let search = try #require(navigator.state.tabStacks.last?.stack.first)
    tabBar.stop()
    var cache = ScreenContentCache<String, String>()
    #expect(
      cache.content(for: search, on: navigator, make: { _ in "view" }, placeholder: { "empty" })
        == "empty")
    #expect(cache.holdsPlaceholder(for: search.id) && cache[search.id] == "empty")
    #expect(cache.screensToRemake(among: [search], on: navigator).isEmpty)
  }

  @Test func aScreenShownByItsRouteAloneIsItsOwnSource() throws {
    let navigator = Navigator(root: "home")
    try navigator.update { try $0.push("detail") }
    let detail = navigator.state.topScreen
    #expect(navigator.contentSource(for: detail) == detail)
  }

  @Test func contentMadeForARouteIsMadeAgainForTheCoordinatorThatTakesTheScreenOver() throws {
    let navigator = Navigator(root: "home")
    try navigator.replace(
      with: try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    let ownerless = navigator.state.baseStack[0]
    var cache = ScreenContentCache<String, String>()
    let make = { (screen: NavigationScreen<String>) -> String? in
      navigator.model(for: screen) as? String ?? "the route \(screen.route)"
    }
    #expect(cache.content(for: ownerless, on: navigator, make: make) == "the route inbox")

    let root = RootCoordinator()
    try root.startAsRoot()
    try root.coordinate(to: ReadmeTabFlow("inbox", navigator: navigator), inTab: "inbox")
    let owned = navigator.state.baseStack[0]
    #expect(owned.id == ownerless.id && owned.owner != nil)
    #expect(cache.content(for: owned, on: navigator, make: make) == "inbox made by its flow")
  }
}

/// A root that shows nothing itself: it only starts flows.
@MainActor
private final class RootCoordinator: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

/// The headless host follows the same rule as the UI hosts: a tab root first shown by its route
/// gets its owner's content once a coordinator takes it over.
@MainActor
@Suite("Headless host: content made for the screen's coordinator")
struct HeadlessHostContentSourceTests {
  @Test func tabRootsShowTheirFlowsModelsNotTheirRoutes() throws {
    let navigator = Navigator(root: "launch")
    let host = HeadlessHost(
      navigator: navigator,
      destinations: ScreenDestinations<String>().destination(for: String.self) { $0 })
    let tabBar = ReadmeTabBar(navigator: navigator)
    try tabBar.startAsRoot()
    let root = navigator.state.baseStack[0]
    #expect(host.contents[root.id] == "inbox made by its flow")
    withExtendedLifetime(tabBar) {}
  }
}
