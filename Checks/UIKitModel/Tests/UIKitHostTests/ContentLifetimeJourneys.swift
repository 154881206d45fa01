import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport
import Testing
@_spi(UIKitModel) import UIKit

/// A screen's view controller, made with the model its coordinator made (`nil`: none).
@MainActor
private final class ModelController: UIViewController {
  let screen: ScreenID
  let model: String?

  init(screen: NavigationScreen<String>, model: String?) {
    self.screen = screen.id
    self.model = model
    super.init(nibName: nil, bundle: nil)
    title = model ?? "\(screen.route) without a coordinator"
  }

  required init?(coder: NSCoder) { nil }
}

extension HostOnModel {
  /// A screen's view controller is made once its coordinator runs, as on every host: the host
  /// is on screen before the app starts its tabs the README's way (the terminal demo's Mail,
  /// opened from its picker, showed "Unavailable" tabs for good).
  @MainActor
  @Suite struct ContentLifetime {
    @Test func tabsStartedWhileTheHostShowsALaunchScreenShowTheirFlowsScreens() async throws {
      UIKitModel.reset()
      let navigator = Navigator(root: "launch")
      let host = NavigatorHost(navigator: navigator) { screen in
        ModelController(screen: screen, model: navigator.model(for: screen) as? String)
      }
      let app = ModelApp(
        navigator: navigator, root: host.rootViewController, keeping: host,
        knownScreen: { ($0 as? ModelController)?.screen })
      await app.settle("launch")
      let tabBar = ReadmeTabBar(navigator: navigator)
      try tabBar.startAsRoot()
      await app.settle("the tabs and their flows")
      #expect((app.topScreen as? ModelController)?.model == "inbox made by its flow")
      #expect(app.user.tapTab(1))
      await app.settle("the second tab")
      #expect((app.topScreen as? ModelController)?.model == "search made by its flow")
      withExtendedLifetime(tabBar) {}
    }

    /// Tabs shown by their routes, then given a flow in a later turn (after an `await`, say):
    /// the tab's view controller, made for the route alone, gives way to one made for the flow,
    /// in place, with no transition the user would see.
    @Test func aTabRootTakenOverInALaterTurnGetsItsFlowsViewControllerInPlace() async throws {
      UIKitModel.reset()
      let navigator = Navigator(root: "launch")
      let host = NavigatorHost(navigator: navigator) { screen in
        ModelController(screen: screen, model: navigator.model(for: screen) as? String)
      }
      let transitions = TransitionRecorder()
      host.navigationControllerDelegate = transitions
      let app = ModelApp(
        navigator: navigator, root: host.rootViewController, keeping: host,
        knownScreen: { ($0 as? ModelController)?.screen })
      try navigator.replace(
        with: try NavigationState(
          tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
      await UIKitModel.settle()
      #expect((app.topScreen as? ModelController)?.title == "inbox without a coordinator")
      let before = transitions.animated

      let root = RootFlow()
      try root.startAsRoot()
      try root.coordinate(to: ReadmeTabFlow("inbox", navigator: navigator), inTab: "inbox")
      await app.settle("the inbox taken over by its flow")
      #expect((app.topScreen as? ModelController)?.model == "inbox made by its flow")
      #expect(app.user.visibleNavigationController?.viewControllers.count == 1)
      #expect(transitions.animated == before, "no transition the user would see")
      withExtendedLifetime(root) {}
    }
  }
}

/// A draft's view controller, made with the model its coordinator made for it.
@MainActor
private final class DraftController: UIViewController {
  let model: DraftModel?

  init(model: DraftModel?) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

extension HostOnModel.ContentLifetime {
  /// A screen's model lives as long as its screen on every host: a coordinator that does not
  /// cache its models gets one per screen, its route updated on every keystroke included.
  @Test func aModelIsMadeOnceWhileItsScreensRouteIsUpdated() async throws {
    UIKitModel.reset()
    let navigator = Navigator(root: "launch")
    let host = NavigatorHost(navigator: navigator) { screen in
      DraftController(model: navigator.model(for: screen) as? DraftModel)
    }
    let app = ModelApp(navigator: navigator, root: host.rootViewController, keeping: host)
    let flow = DraftFlow(navigator: navigator)
    try flow.startAsRoot()
    let draft = try flow.showDraft("H")
    await app.settle("the draft")
    let first = try #require(app.topScreen as? DraftController)
    #expect(first.model != nil)
    for text in ["He", "Hel", "Hell", "Hello"] {
      try navigator.update { try $0.updateRoute(of: draft, to: "draft:\(text)") }
      await app.settle("the draft's route updated to \(text)")
      #expect(app.topScreen === first)
    }
    #expect(flow.modelsMade == 1)
    withExtendedLifetime(flow) {}
  }
}

/// A root that shows nothing itself: it only starts flows.
@MainActor
private final class RootFlow: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

/// Counts the animated transitions the host's navigation controllers begin.
@MainActor
private final class TransitionRecorder: NSObject, UINavigationControllerDelegate {
  var animated = 0

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    if animated { self.animated += 1 }
  }
}
