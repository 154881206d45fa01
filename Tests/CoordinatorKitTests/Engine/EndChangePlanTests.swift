import NavigationTestSupport
import Testing

@testable import CoordinatorKit

/// Pushes and presentations (one or several at once), pops and dismissals, and stacks replaced
/// or cut and extended, planned by the engine's one planner from what its storage answers (what
/// the states share, what lies above it), for random states and changes, on every kind of host.
/// These tests hold that it makes exactly the steps ``ReferencePlanner``, a naive planner working
/// on arrays of the states' elements, makes: every step's identity, action, animation and state,
/// leave guards included.
@Suite("Plans of changes at the end of the path")
struct EndChangePlanTests {
  /// Every combination of what a host can merge into one step.
  static let hosts: [TransitionCapabilities] = [false, true].flatMap { pushes in
    [false, true].flatMap { dismissals in
      [false, true].map { replaces in
        TransitionCapabilities(
          pushesSeveralAtOnce: pushes, dismissesSeveralAtOnce: dismissals,
          replacesStackInOneStep: replaces)
      }
    }
  }

  /// What a host sees of a plan: each step's identity, action, state (with its leave guards)
  /// and animation.
  private func seen(_ plan: [TransitionStep<Int>]) -> [String] {
    plan.map { step in
      "\(step.id) \(step.action) \(step.isAnimated) \(step.state.path.map(\.screen.id))"
        + " \(step.state.leaveGuardedScreens.sorted { $0.description < $1.description })"
    }
  }

  private func expectSamePlans(
    from start: NavigationState<Int>, to target: NavigationState<Int>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // A rebuilt state leaves a tab container: the tab steps have tests of their own.
    guard start.hasSameTabs(as: target) else { return }
    for host in Self.hosts {
      for animation in [TransitionAnimation.everyStep, .lastStepOnly, .none] {
        let planned = TransitionPlan(
          from: start, to: target, capabilities: host, animation: animation, transition: 7)
        let reference = ReferencePlanner.steps(
          from: start, to: target, capabilities: host, animation: animation, transition: 7)
        #expect(
          Array(planned) == reference && seen(Array(planned)) == seen(reference),
          "\(host) \(animation): \(seen(Array(planned))) ≠ \(seen(reference))",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// A random state: a root (in a tab container or not), pushes and layers with pushes in
  /// them, some screens guarded, sometimes an alert; only pushes and guards when `pushesOnly`.
  private func randomState(
    _ generator: inout SeededGenerator, pushesOnly: Bool = false
  ) throws -> NavigationState<Int> {
    var state =
      Bool.random(using: &generator)
      ? NavigationState(root: 0)
      : try NavigationState(tabs: [Tab("a", root: 0), Tab("b", root: 100)], selected: "a")
    for route in 1...Int.random(in: 1...8, using: &generator) {
      switch pushesOnly ? 4 : Int.random(in: 0..<5, using: &generator) {
      case 0: try state.present(route, as: .sheet)
      case 1: try state.present(route, as: .cover)
      default: try state.push(route)
      }
    }
    for screen in state.path where Int.random(in: 0..<4, using: &generator) == 0 {
      try state.setLeaveGuard(true, for: screen.screen.id)
    }
    if !pushesOnly, Int.random(in: 0..<6, using: &generator) == 0 {
      try state.showAlert(AlertState(title: "Sure?"))
    }
    return state
  }

  /// A random change of `state`, mostly at the end of its path.
  private func randomChange(
    of state: NavigationState<Int>, _ generator: inout SeededGenerator
  ) -> NavigationState<Int> {
    var changed = state
    let path = state.path
    let picked = path.randomElement(using: &generator)?.screen.id
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: _ = try? changed.push(50)
    case 1: _ = try? changed.present(51, as: .sheet)
    case 2: _ = try? changed.present(52, as: .cover)
    case 3: _ = try? changed.pop()
    case 4: _ = try? changed.popToRoot()
    case 5: _ = try? changed.dismiss()
    case 6: _ = try? changed.dismissAll()
    case 7: if let picked { _ = try? changed.pop(to: picked) }
    case 8: if let picked { _ = try? changed.dismissLayer(containing: picked) }
    case 9:
      if let picked { try? changed.setLeaveGuard(Bool.random(using: &generator), for: picked) }
    case 10: _ = changed.dismissAlert()
    default: _ = try? changed.push(contentsOf: [53, 54])
    }
    return changed
  }

  @Test func randomChangesArePlannedAsTheReferencePlansThem() throws {
    var generator = SeededGenerator(seed: 27)
    for _ in 0..<1_500 {
      let start = try randomState(&generator)
      let target = randomChange(of: start, &generator)
      expectSamePlans(from: start, to: target)
      // The change undone: what a pop or a dismissal is to a push or a presentation.
      expectSamePlans(from: target, to: start)
    }
  }

  /// A random change of a stack into another stack: replaced above a screen, cut and extended,
  /// rebuilt from the same screens (new nodes, the same identities), reordered, or with a route
  /// changed in place.
  private func randomStackChange(
    of state: NavigationState<Int>, _ generator: inout SeededGenerator
  ) throws -> NavigationState<Int> {
    var changed = state
    let path = state.path.map(\.screen)
    let kept = Int.random(in: 0...path.count, using: &generator)
    let routes = (0..<Int.random(in: 0...4, using: &generator)).map { 60 + $0 }
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      try changed.replacePushes(
        after: kept == 0 ? state.root.id : path[kept - 1].id, with: routes)
    case 1:
      // The same screens in new nodes, then new ones: what a restored or rebuilt state shows.
      let screens = path.prefix(kept) + routes.map { NavigationScreen($0) }
      changed = try NavigationState(
        root: NavigationScreen(state.root.route, id: state.root.id),
        path: screens.map { PresentedScreen($0, style: .push) })
    case 2:
      let screens = Array(path.prefix(kept)).shuffled(using: &generator)
      changed = try NavigationState(
        root: state.root, path: screens.map { PresentedScreen($0, style: .push) })
    case 3:
      if kept > 0 { try changed.updateRoute(of: path[kept - 1].id, to: 99) }
      try changed.push(contentsOf: routes)
    case 4:
      try changed.updateRoute(of: state.root.id, to: 98)
      try changed.push(contentsOf: routes)
    default:
      _ = try changed.popToRoot()
      try changed.push(contentsOf: routes)
    }
    return changed
  }

  @Test func randomStackChangesArePlannedAsTheReferencePlansThem() throws {
    var generator = SeededGenerator(seed: 2_711)
    for _ in 0..<1_000 {
      let start = try randomState(&generator, pushesOnly: true)
      let target = try randomStackChange(of: start, &generator)
      expectSamePlans(from: start, to: target)
      expectSamePlans(from: target, to: start)
    }
  }

  /// Several elements added at once (pushes, sheets and covers, as a deep link adds them): each
  /// new layer its own step, with the pushes merged where the host merges them.
  @Test func randomGrowthIsPlannedAsTheReferencePlansIt() throws {
    var generator = SeededGenerator(seed: 4_127)
    for _ in 0..<1_000 {
      var start = try randomState(&generator)
      _ = start.dismissAlert()
      var target = start
      for route in 70..<(72 + Int.random(in: 0...4, using: &generator)) {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: try target.present(route, as: .sheet)
        case 1: try target.present(route, as: .cover)
        default: try target.push(route)
        }
      }
      expectSamePlans(from: start, to: target)
      expectSamePlans(from: target, to: start)
    }
  }

  /// A random change anywhere in the path, as a restoration or an app rebuilding its state makes
  /// one (new nodes throughout): screens replaced, moved, inserted or removed under layers that
  /// stay and in them, a route changed in place, a new root; with the same tabs, and an alert
  /// sometimes.
  private func randomRestructuring(
    of state: NavigationState<Int>, _ generator: inout SeededGenerator
  ) throws -> NavigationState<Int> {
    var path = state.path
    var root = state.root
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      randomEdit(of: &path, root: &root, &generator)
    }
    var changed = try NavigationState(
      root: root, path: path,
      alert: Int.random(in: 0..<5, using: &generator) == 0 ? AlertState(title: "Sure?") : nil)
    if root.id == state.root.id {
      changed.tabsBox = state.tabsBox
    }
    for screen in path where Int.random(in: 0..<4, using: &generator) == 0 {
      try changed.setLeaveGuard(true, for: screen.screen.id)
    }
    return changed
  }

  /// One edit of `path` or `root` for ``randomRestructuring(of:_:)``.
  private func randomEdit(
    of path: inout [PresentedScreen<Int>], root: inout NavigationScreen<Int>,
    _ generator: inout SeededGenerator
  ) {
    let index = path.indices.randomElement(using: &generator)
    switch Int.random(in: 0..<7, using: &generator) {
    case 0:
      if let index {
        path[index] = PresentedScreen(NavigationScreen(80 + index), style: path[index].style)
      }
    case 1:
      if let index {
        let moved = path.remove(at: index)
        path.insert(moved, at: Int.random(in: 0...path.count, using: &generator))
      }
    case 2:
      if let index {
        let screen = path[index].screen
        path[index] = PresentedScreen(
          NavigationScreen(screen.route + 100, id: screen.id, owner: screen.owner),
          style: path[index].style)
      }
    case 3:
      path.insert(
        PresentedScreen(
          NavigationScreen(90 + path.count),
          style: Bool.random(using: &generator) ? .push : .modal(.sheet)),
        at: Int.random(in: 0...path.count, using: &generator))
    case 4:
      if let index { path.remove(at: index) }
    case 5:
      root = NavigationScreen(root.route + 100, id: root.id, owner: root.owner)
    default:
      if Int.random(in: 0..<3, using: &generator) == 0 { root = NavigationScreen(99) }
    }
  }

  @Test func randomRestructuringIsPlannedAsTheReferencePlansIt() throws {
    var generator = SeededGenerator(seed: 8_191)
    for _ in 0..<1_500 {
      let start = try randomState(&generator)
      let target = try randomRestructuring(of: start, &generator)
      expectSamePlans(from: start, to: target)
      expectSamePlans(from: target, to: start)
    }
  }

  @Test func eachEndChangeOnItsOwn() throws {
    var stack = NavigationState(root: 0)
    var pushed = stack
    try pushed.push(1)
    expectSamePlans(from: stack, to: pushed)
    expectSamePlans(from: pushed, to: stack)
    try stack.push(1)
    try stack.present(2, as: .sheet)
    try stack.push(3)
    try stack.present(4, as: .cover)
    try stack.push(5)
    for kept in 0...stack.path.count {
      // The start's own nodes, as a pop or a dismissal leaves them.
      let cut = stack.prefix(kept, keepingAlert: false)
      expectSamePlans(from: stack, to: cut)
      expectSamePlans(from: cut, to: stack)
    }
    var emptied = stack
    try emptied.popToRoot()
    try emptied.dismissAll()
    expectSamePlans(from: stack, to: emptied)
    expectSamePlans(from: stack, to: stack)
  }
}
