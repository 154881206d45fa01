import CoordinatorKit
import CoordinatorKitTerminal
import TerminalToolkit
import Testing

/// The host keeps a screen's view (and so its presenter or view model) exactly while the screen
/// is in the state or on display: views of screens that left are released, views of screens
/// that stay are the same objects, whatever the change and however it was found (a view drawn
/// from its route alone, without a model, is made again when its route changes).
@MainActor
@Suite("Terminal host: views of screens that leave")
struct TerminalHostViewReleaseTests {
  let size = TerminalSize(columns: 60, rows: 20)
  let navigator = Navigator(root: "home")

  private func makeHost() -> TerminalHost<String> {
    TerminalHost(navigator: navigator, animatesTransitions: false) { TitledScreen($0.route) }
  }

  /// Pushes `routes` one at a time, drawing a frame after each, as a user's keys would.
  private func push(_ routes: [String], on host: TerminalHost<String>) throws {
    for route in routes {
      try navigator.update { (state) throws(NavigationError) in try state.push(route) }
      _ = host.frame(size: size)
    }
  }

  /// The views the host holds now for every screen of the state, by route.
  private func views(of host: TerminalHost<String>) -> [String: TitledScreen] {
    var views: [String: TitledScreen] = [:]
    for screen in navigator.state.screens {
      views[screen.route] = host.screen(for: screen) as? TitledScreen
    }
    return views
  }

  @Test func poppedScreensLoseTheirViewsAndTheOthersKeepTheirs() throws {
    let host = makeHost()
    _ = host.frame(size: size)
    try push(["a", "b", "c", "d"], on: host)
    let kept = views(of: host).filter { ["home", "a", "b"].contains($0.key) }
    weak var c: TitledScreen?
    c = views(of: host)["c"]
    weak var d: TitledScreen?
    d = views(of: host)["d"]
    #expect(c != nil && d != nil)
    let b = try #require(navigator.state.screens.first { $0.route == "b" })
    try navigator.update { (state) throws(NavigationError) in try state.pop(to: b.id) }
    _ = host.frame(size: size)
    let after = views(of: host)
    #expect(after.keys.sorted() == ["a", "b", "home"])
    for route in ["home", "a", "b"] {
      #expect(after[route] === kept[route], "\(route) keeps its view")
    }
    #expect(c == nil && d == nil, "the popped screens' views are released")
  }

  @Test func screensRebuiltAboveAChangeKeepTheirViews() throws {
    let host = makeHost()
    _ = host.frame(size: size)
    try push(["a", "b", "c"], on: host)
    let before = views(of: host)
    let a = try #require(navigator.state.screens.first { $0.route == "a" })
    // Changing a's route rebuilds the path above it: b and c are new nodes, the same screens.
    try navigator.update { (state) throws(NavigationError) in
      try state.updateRoute(of: a.id, to: "a2")
    }
    _ = host.frame(size: size)
    try navigator.update { (state) throws(NavigationError) in try state.push("d") }
    _ = host.frame(size: size)
    for route in ["home", "b", "c"] {
      #expect(views(of: host)[route] === before[route], "\(route) keeps its view")
    }
    // No coordinator makes a model for a: its view is drawn from its route alone, and made
    // again to draw the new one (a view holding a model is kept: TerminalHostModelLifetimeTests).
    #expect(views(of: host)["a2"] !== before["a"], "a is drawn again for its new route")
    #expect(views(of: host)["a2"]?.title == "a2")
  }

  @Test func aViewMadeForAScreenInNoStateIsReleasedAndOneDeepInTheStateKept() throws {
    let host = makeHost()
    _ = host.frame(size: size)
    try push(["a", "b", "c"], on: host)
    weak var ghost: TitledScreen?
    ghost = host.screen(for: NavigationScreen("ghost")) as? TitledScreen
    let a = try #require(navigator.state.screens.first { $0.route == "a" })
    weak var deep: TitledScreen?
    deep = host.screen(for: a) as? TitledScreen
    #expect(ghost != nil && deep != nil)
    try push(["d"], on: host)
    #expect(ghost == nil, "a view whose screen is in no state is released at the next change")
    #expect(deep != nil, "a view made for a screen deep in the state stays")
    #expect(host.screen(for: a) === deep)
  }

  @Test func aNewRootReleasesEveryViewOfTheOldState() throws {
    let host = makeHost()
    _ = host.frame(size: size)
    try push(["a", "b"], on: host)
    weak var home: TitledScreen?
    home = views(of: host)["home"]
    weak var a: TitledScreen?
    a = views(of: host)["a"]
    weak var b: TitledScreen?
    b = views(of: host)["b"]
    #expect(home != nil && a != nil && b != nil)
    try navigator.replace(with: NavigationState(root: "elsewhere", pushing: ["x"]))
    _ = host.frame(size: size)
    #expect(home == nil && a == nil && b == nil)
    #expect(views(of: host).keys.sorted() == ["elsewhere", "x"])
  }
}
