import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The screens of the mail app whose windows these tests open, as an app declares its routes.
enum MailRoute: Hashable, Codable, Sendable {
  case inbox
  case message(Int)
  case compose
  case settings
}

/// A screen's model, as a view model or presenter would be: the host keeps it while its screen is
/// displayed.
@MainActor
final class MailScreenModel {
  let route: MailRoute
  init(route: MailRoute) { self.route = route }
}

/// A window's headless host, building a model for every screen it displays.
typealias MailHost = HeadlessHost<MailRoute, MailScreenModel>

/// A window's root: the inbox, with messages pushed over it, and the composer as a flow of its
/// own. Settings are not reachable from it: a link there cannot be opened.
@MainActor
final class MailCoordinator: Flow<MailRoute> {
  func start() throws(NavigationError) {
    try replaceNavigation(withRoot: .inbox)
  }

  func child(for route: MailRoute) -> ChildFlow<MailRoute>? {
    route == .compose ? ChildFlow(ComposeCoordinator(navigator: navigator)) : nil
  }

  func next(_ route: MailRoute, style: PresentationStyle, after previous: MailRoute)
    -> RouteStep<MailRoute>
  {
    route == .settings ? .refuse : defaultStep(for: route)
  }
}

/// The composer's flow: one screen, presented.
@MainActor
final class ComposeCoordinator: Flow<MailRoute> {
  func start() throws(NavigationError) {
    try show(.compose)
  }
}

/// The app's registry: every scene gets a navigator and a started `MailCoordinator`; the roots it
/// made are kept weakly in `roots`, for the tests to see them go.
@MainActor
final class MailApp {
  let links = LinkTable<MailRoute>(
    schemes: ["mail"],
    patterns: [
      LinkPattern("messages/:id") { (id: Int) in NavigationTarget().pushing(.message(id)) },
      LinkPattern("settings") { _ in NavigationTarget().pushing(.settings) },
    ])
  private(set) var roots: [String: WeakRoot] = [:]
  private(set) lazy var scenes = SceneRegistry<MailRoute>(
    activityType: "com.example.mail.navigation", links: links
  ) { [unowned self] scene throws(NavigationError) in
    let navigator = Navigator(root: MailRoute.inbox)
    let root = MailCoordinator(navigator: navigator)
    try root.startAsRoot()
    roots[scene] = WeakRoot(root)
    return (navigator, root)
  }

  /// A weak reference to a scene's root coordinator.
  struct WeakRoot {
    weak var root: MailCoordinator?
    init(_ root: MailCoordinator) { self.root = root }
  }

  /// Connects two windows, "left" and "right" (the frontmost), each shown by a host, with
  /// message `id` opened in the left one.
  func twoWindows(leftShowing id: Int) async throws -> [MailHost] {
    try scenes.connect("left")
    try scenes.connect("right")
    let hosts = [try host("left"), try host("right")]
    try await scenes.open(SceneEntry(NavigationTarget().pushing(.message(id))), in: .scene("left"))
    return hosts
  }

  /// Shows `scene`'s navigator with a headless host building a model per screen.
  func host(_ scene: String) throws -> MailHost {
    let navigator = try #require(scenes.navigator(of: scene))
    return MailHost(navigator: navigator) { MailScreenModel(route: $0.route) }
  }
}
