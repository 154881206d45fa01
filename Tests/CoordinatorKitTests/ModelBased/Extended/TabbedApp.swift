import CoordinatorKit

/// What the extended model-based test's app shares with its driver: the leave questions its
/// coordinators are asked (the driver answers them later, as a user would), whether the user is
/// signed in, the coordinators links create, and every result a child reported.
@MainActor
final class TabbedWorld {
  struct Question {
    let screen: ScreenID
    let owner: CoordinatorID
    let continuation: CheckedContinuation<Bool, Never>
  }

  var questions: [Question] = []
  var signedIn = false
  /// Coordinators made by a link (``RouteStep/startChild(_:)``), for the driver to adopt.
  var madeByLinks: [TabbedFlow] = []
  /// The sign-in flows guards started, for the driver to adopt.
  var signIns: [TabbedFlow] = []
  /// Every result reported, by child: `nil` for cancelled.
  var results: [CoordinatorID: [Int?]] = [:]

  func ask(_ screen: ScreenID, of owner: CoordinatorID) async -> Bool {
    await withCheckedContinuation {
      questions.append(.init(screen: screen, owner: owner, continuation: $0))
    }
  }

  func record(_ result: FlowResult<Int>, of child: CoordinatorID) {
    results[child, default: []].append(result.value)
  }
}

/// The tab bar: two tabs, each run by a ``TabbedFlow``; it has no screen of its own.
@MainActor
final class TabbedTabBar: Coordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<Int>
  let world: TabbedWorld
  private(set) var tabFlows: [TabID: TabbedFlow] = [:]

  init(navigator: Navigator<Int>, world: TabbedWorld) {
    self.navigator = navigator
    self.world = world
  }

  func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(tabs: [Tab("a", root: 1), Tab("b", root: 2)], selected: "a"))
    for (tab, route) in [("a", 1), ("b", 2)] {
      let flow = TabbedFlow(navigator: navigator, world: world, route: route)
      tabFlows[TabID(tab)] = flow
      try coordinate(to: flow, inTab: TabID(tab))
    }
  }
}

/// Every flow of the app: a tab's flow, a child pushed or in a sheet (with an `Int` result), a
/// sign-in. Its screens can be guarded; links reach plain screens (1xxx), children (2xxx) and
/// screens that need a sign-in (3xxx) through it.
@MainActor
final class TabbedFlow: FlowCoordinator, LeaveGuarding, ResultCoordinator {
  typealias Result = Int
  let node = CoordinatorNode()
  let navigator: Navigator<Int>
  let world: TabbedWorld
  let route: Int

  init(navigator: Navigator<Int>, world: TabbedWorld, route: Int) {
    self.navigator = navigator
    self.world = world
    self.route = route
  }

  func start() throws(NavigationError) {
    try show(route)
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    await world.ask(screen, of: identifier)
  }

  func next(_ route: Int, style: PresentationStyle, after previous: Int) -> RouteStep<Int> {
    switch route / 1_000 {
    case 1: return .showScreen
    case 2:
      let child = TabbedFlow(navigator: navigator, world: world, route: route)
      let world = world
      let id = child.identifier
      child.reportingResult { world.record($0, of: id) }
      world.madeByLinks.append(child)
      return .startChild(child)
    case 3: return .guarded(by: signIn, then: .showScreen)
    default: return .refuse
    }
  }

  /// The sign-in a 3xxx screen needs: this flow presents it in a sheet and waits for it.
  var signIn: RouteGuard {
    RouteGuard(
      "signed in", isSatisfied: { [weak self] in self?.world.signedIn ?? false },
      satisfy: { [weak self] in
        guard let self else { return .cancelled }
        var result = FlowResult<Int>.cancelled
        let signIn = TabbedFlow(navigator: navigator, world: world, route: 9_000)
          .reportingResult { result = $0 }
        world.signIns.append(signIn)
        let id = signIn.identifier
        try? await coordinateUntilEnded(to: signIn, style: .modal(.sheet))
        world.record(result, of: id)
        guard result.value == 1 else { return .cancelled }
        world.signedIn = true
        return .satisfied
      })
  }
}
