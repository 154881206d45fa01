import CallgrindShim
import CoordinatorKit
import NavigationTestSupport

/// Changes of many owned screens at once, per screen: their cost should not grow with their
/// number.
///
/// - A chain of child flows, each showing one screen over the one before (as master-detail
///   grows when every Detail opens a Master), popped to the root in one change: the navigator
///   finds every flow left without a screen and stops it (it once walked each stopping
///   flow's descendants again).
/// - `replace(with:)` with the same screens rebuilt, all owned by the root flow: every screen
///   of the new state is checked for a running owner, and the guards of none are carried.
/// - Reading a state's `path` and `screens`, as every host projection and app does.
@MainActor
enum ChainBenchmarks {
  static let depths = [1_000, 10_000]

  /// A root flow and a chain of `depth` child flows over it, one screen each.
  static func chain(depth: Int) throws -> (navigator: Navigator<Int>, root: IntRouteFlow) {
    let navigator = Navigator(root: 0)
    let root = IntRouteFlow(navigator: navigator, route: 0)
    try root.startAsRoot()
    var parent = root
    for route in 1...depth {
      let child = IntRouteFlow(navigator: navigator, route: route)
      try parent.coordinate(to: child)
      parent = child
    }
    return (navigator, root)
  }

  static func pop(_ chain: (navigator: Navigator<Int>, root: IntRouteFlow)) throws {
    try chain.navigator.update { try $0.popToRoot() }
    precondition(chain.root.children.isEmpty && chain.navigator.state.path.isEmpty)
  }

  /// A navigator showing `depth` screens owned by its root flow, and a state showing the same
  /// screens rebuilt (new nodes, equal screens).
  static func ownedScreens(depth: Int) throws -> (
    navigator: Navigator<Int>, root: IntRouteFlow, rebuilt: NavigationState<Int>
  ) {
    let navigator = Navigator(root: 0)
    let root = IntRouteFlow(navigator: navigator, route: 0)
    try root.startAsRoot()
    try navigator.update { state in
      try state.push(contentsOf: Array(1..<depth), owner: root.identifier)
    }
    let screens = navigator.state.screens
    let rebuilt = try NavigationState(
      root: screens[0], path: screens.dropFirst().map { PresentedScreen($0, style: .push) })
    return (navigator, root, rebuilt)
  }

  /// The measured operations: each builds its fixture, then runs the measured part.
  static let operations:
    [(name: String, prepare: @MainActor (Int) throws -> @MainActor () throws -> Void)] = [
      (
        "pop a chain of child flows, per flow",
        { depth in
          let built = try chain(depth: depth)
          return { try pop(built) }
        }
      ),
      (
        "replace(with:) owned screens, per screen",
        { depth in
          let fixture = try ownedScreens(depth: depth)
          return {
            try fixture.navigator.replace(with: fixture.rebuilt)
            precondition(fixture.root.isRunning)
          }
        }
      ),
      (
        "read state.path, per screen",
        { depth in
          let state = NavigationState(root: 0, pushing: Array(1...depth))
          precondition(state.path.count == depth)  // Also warms up lazily made type data.
          return { precondition(state.path.count == depth) }
        }
      ),
      (
        "read state.screens, per screen",
        { depth in
          let state = NavigationState(root: 0, pushing: Array(1..<depth))
          precondition(state.screens.count == depth)
          return { precondition(state.screens.count == depth) }
        }
      ),
    ]

  /// Wall time per screen, median of 5 fixtures at each depth.
  static func run() throws {
    print("")
    print("Changes of many owned screens in one change (median of 5, ns per screen)")
    for operation in operations {
      var previous: Double?
      for depth in depths {
        var samples: [Double] = []
        for _ in 0..<5 {
          let measured = try operation.prepare(depth)
          let start = ContinuousClock.now
          try measured()
          let elapsed = ContinuousClock.now - start
          samples.append(
            (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
              / 1e9 / Double(depth))
        }
        let perScreen = samples.sorted()[samples.count / 2]
        let growth =
          previous.map { " (×\(format(perScreen / $0, decimals: 2)) for ×10 screens)" } ?? ""
        print("  \(operation.name), \(depth): \(format(perScreen)) ns\(growth)")
        previous = perScreen
      }
    }
  }

  /// Each operation alone between callgrind's markers, counted per screen, for
  /// `instructions.sh`.
  static func markInstructions() throws {
    for operation in operations {
      for depth in depths {
        try markInstructions(of: operation, depth: depth)
      }
    }
  }

  /// One operation at one depth between callgrind's markers.
  static func markInstructions(
    of operation: (name: String, prepare: @MainActor (Int) throws -> @MainActor () throws -> Void),
    depth: Int
  ) throws {
    let measured = try operation.prepare(depth)
    let region = "\(operation.name) depth=\(depth) count=\(depth)"  // Made outside the region.
    callgrind_start()
    try measured()
    callgrind_stop(region)
  }
}
