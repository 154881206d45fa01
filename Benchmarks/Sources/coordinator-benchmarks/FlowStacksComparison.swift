import CoordinatorKit

/// The same changes planned by FlowStacks' algorithm (``WholeArraySteps``) and by
/// `TransitionPlan`, from the state before the change to the state after it (making those
/// states is the app's work in both, outside the measured part). The goals: one push at
/// most twice FlowStacks' cost at 1 screen and cheaper from 10; each multi-step scenario at most
/// FlowStacks' cost from 100.
///
/// FlowStacks keeps the screens above the root in its array, so a stack of `n` screens is its
/// root and `n - 1` routes there; the engine's states hold the same screens.
@MainActor
enum FlowStacksComparison {
  static let sizes = [1, 10, 100, 1_000, 10_000]

  /// One scenario measured both ways, at the sizes it is run at; its two cases are named after
  /// it, as `instructions.sh` pairs them.
  struct Scenario {
    let sizes: [Int]
    let flowStacks: Case
    let engine: Case

    init(
      name: String, sizes: [Int],
      flowStacks: @escaping @MainActor (Int) throws -> (@MainActor (Int) throws -> Void),
      engine: @escaping @MainActor (Int) throws -> (@MainActor (Int) throws -> Void)
    ) {
      self.sizes = sizes
      self.flowStacks = Case(name: "\(name) · FlowStacks", prepare: flowStacks)
      self.engine = Case(name: "\(name) · CoordinatorKit", prepare: engine)
    }
  }

  /// Runs `body` `count` times, for a case whose fixture is already made.
  private static func repeating(_ body: @escaping @MainActor () -> Void) -> (
    @MainActor (Int) throws -> Void
  ) {
    { count in for _ in 0..<count { body() } }
  }

  /// A push onto a stack of `n` screens: one step.
  static let onePush = Scenario(
    name: "push onto n screens, planned",
    sizes: sizes,
    flowStacks: { n in
      let start = (1..<n).map { WholeArraySteps.ShownRoute.push($0) }
      let end = start + [.push(n)]
      return repeating {
        precondition(WholeArraySteps.steps(from: start, to: end).last?.count == n)
      }
    },
    engine: { n in
      let from = NavigationState(root: 0, pushing: Array(1..<n))
      var pushed = from
      try pushed.push(n)
      // Captured as a constant, as FlowStacks' arrays are: a captured `var` is read through a
      // box, with an exclusivity check the engine does not make.
      let to = pushed
      return repeating {
        precondition(TransitionPlan(from: from, to: to, capabilities: .allAtOnce).count == 1)
      }
    })

  /// `n` sheets presented over the root, one step per sheet, and every screen of every step
  /// read (what a host or a test that replays the steps does).
  static let sheetsReadEveryStep = Scenario(
    name: "present n sheets, read every step",
    sizes: Array(sizes.dropLast()),
    flowStacks: { n in
      let end = (1...n).map { WholeArraySteps.ShownRoute.sheet($0) }
      return repeating {
        var screens = 0
        for step in WholeArraySteps.steps(from: [], to: end) { screens += step.count }
        precondition(screens == n * (n + 1) / 2)
      }
    },
    engine: { n in
      let from = NavigationState(root: 0)
      var presented = from
      for route in 1...n { try presented.present(route, as: .sheet) }
      let to = presented
      return repeating {
        var screens = 0
        for step in TransitionPlan(from: from, to: to, capabilities: .allAtOnce) {
          screens += step.state.path.count
        }
        precondition(screens == n * (n + 1) / 2)
      }
    })

  /// `n` sheets over the root dismissed together: one step where several can go at once.
  static let dismissSheets = Scenario(
    name: "dismiss n sheets, batched",
    sizes: sizes,
    flowStacks: { n in
      let start = (1...n).map { WholeArraySteps.ShownRoute.sheet($0) }
      return repeating {
        precondition(WholeArraySteps.steps(from: start, to: []).last?.isEmpty == true)
      }
    },
    engine: { n in
      var presented = NavigationState(root: 0)
      for route in 1...n { try presented.present(route, as: .sheet) }
      var dismissed = presented
      try dismissed.dismissAll()
      let from = presented
      let to = dismissed
      return repeating {
        precondition(TransitionPlan(from: from, to: to, capabilities: .allAtOnce).count == 1)
      }
    })

  /// `n` pushed screens replaced by `n` other screens, shown the same way.
  static let replaceScreens = Scenario(
    name: "replace n pushed screens",
    sizes: sizes,
    flowStacks: { n in
      let start = (1...n).map { WholeArraySteps.ShownRoute.push($0) }
      let end = (1...n).map { WholeArraySteps.ShownRoute.push(n + $0) }
      return repeating {
        precondition(WholeArraySteps.steps(from: start, to: end).last?.count == n)
      }
    },
    engine: { n in
      let from = NavigationState(root: 0, pushing: Array(1...n))
      let to = try NavigationState(
        root: from.root,
        path: (n + 1...2 * n).map { PresentedScreen(NavigationScreen($0), style: .push) })
      return repeating {
        precondition(TransitionPlan(from: from, to: to, capabilities: .allAtOnce).count == 1)
      }
    })

  static let scenarios = [onePush, sheetsReadEveryStep, dismissSheets, replaceScreens]

  /// Every scenario both ways between callgrind's markers, for `instructions.sh`: enough
  /// operations at each size for a steady count, fewer where one operation is long.
  static func markInstructions() throws {
    for scenario in scenarios {
      for n in scenario.sizes {
        let count = max(2, 2_000 / n)
        try Measurement.markInstructions(of: scenario.flowStacks, depth: n, count: count)
        try Measurement.markInstructions(of: scenario.engine, depth: n, count: count)
      }
    }
  }
}
