import CoordinatorKit

enum TestRoute: Hashable, Codable, Sendable {
  case home
  case list
  case item(Int)
  case picker
  case pickerStep(Int)
}

/// Records lifecycle events from every test coordinator, in order.
@MainActor
final class LifecycleLog {
  var events: [String] = []
}

/// A coordinator that shows one screen and can start children.
@MainActor
final class ScreenCoordinator: FlowCoordinator {
  let node: CoordinatorNode
  let navigator: Navigator<TestRoute>
  let route: TestRoute
  let name: String
  let log: LifecycleLog?

  init(
    _ name: String, route: TestRoute, navigator: Navigator<TestRoute>, log: LifecycleLog? = nil
  ) {
    node = CoordinatorNode(identifier: CoordinatorID(name))
    self.name = name
    self.route = route
    self.navigator = navigator
    self.log = log
  }

  func start() throws(NavigationError) {
    log?.events.append("start \(name)")
    if parent == nil {
      try replaceNavigation(withRoot: route)
    } else {
      try show(route)
    }
  }

  func didStop() {
    log?.events.append("stop \(name)")
  }

  /// A coordinator named "root" showing `.home`, started as the root of `navigator`: where most
  /// lifecycle tests begin.
  static func startedRoot(navigator: Navigator<TestRoute>, log: LifecycleLog? = nil) throws
    -> ScreenCoordinator
  {
    let root = ScreenCoordinator("root", route: .home, navigator: navigator, log: log)
    try root.startAsRoot()
    return root
  }

  /// Starts a child named `name` showing `route`, on this coordinator's navigator and logging to
  /// its log: how the tests grow a tree.
  @discardableResult
  func startChild(_ name: String, route: TestRoute, style: PresentationStyle = .push)
    throws(NavigationError) -> ScreenCoordinator
  {
    let child = ScreenCoordinator(name, route: route, navigator: navigator, log: log)
    try coordinate(to: child, style: style)
    return child
  }
}

/// A coordinator with no screens of its own.
@MainActor
final class PlainCoordinator: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

/// A two-step picker that returns a number.
@MainActor
final class PickerCoordinator: FlowCoordinator, ResultCoordinator {
  typealias Output = Int
  let node = CoordinatorNode(identifier: CoordinatorID("picker"))
  let navigator: Navigator<TestRoute>

  init(navigator: Navigator<TestRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.picker)
  }

  func next() throws(NavigationError) {
    try show(.pickerStep(2))
  }

  func pick(_ value: Int) throws(NavigationError) {
    try finish(with: value)
  }
}

/// A coordinator whose start always fails (it shows its screen while an alert is up).
@MainActor
final class FailingCoordinator: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<TestRoute>
  init(navigator: Navigator<TestRoute>) { self.navigator = navigator }
  func start() throws(NavigationError) {
    try show(.list)
  }
}
