import CoordinatorKit
import CoordinatorKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// A screen's view controller, titled by its route, with a thumbnail zooms grow from.
@MainActor
private final class ChromeController: UIViewController, ZoomSourcing {
  let screen: ScreenID
  let thumbnail = UIView()

  init(screen: NavigationScreen<String>) {
    self.screen = screen.id
    super.init(nibName: nil, bundle: nil)
    title = screen.route
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.addSubview(thumbnail)
  }

  func zoomSourceView(for source: ZoomSource) -> UIView? {
    source.name == "thumbnail" ? thumbnail : nil
  }
}

/// An app's own animator: it completes at once, and counts its runs.
@MainActor
private final class CountingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var runs = 0

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    runs += 1
    transitionContext.completeTransition(true)
  }
}

/// An app's own navigation controller delegate with a push animation of its own.
@MainActor
private final class AnimatingDelegate: NSObject, UINavigationControllerDelegate {
  let animator = CountingAnimator()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .push ? animator : nil
  }
}

extension HostOnModel {
  /// What a screen's options draw through the UIKit host: a tab bar hidden by
  /// `hidesBottomBarWhenPushed`, a zoom from the screen below's control, and the app's own
  /// animators, per route.
  @MainActor
  @Suite struct ScreenChrome {
    private func app(_ state: NavigationState<String>) async -> (
      NavigatorHost<String>, ModelApp<String>
    ) {
      UIKitModel.reset()
      let navigator = Navigator(state)
      let host = NavigatorHost(navigator: navigator) { ChromeController(screen: $0) }
      let app = ModelApp(
        navigator: navigator, root: host.rootViewController, keeping: host,
        knownScreen: { ($0 as? ChromeController)?.screen })
      await app.settle("the first screen")
      return (host, app)
    }

    private func tabBarController(of host: NavigatorHost<String>) -> UITabBarController? {
      host.rootViewController.children.compactMap { $0 as? UITabBarController }.first
    }

    @Test func aReaderHidesTheTabBarUntilTheUserGoesBackBelowIt() async throws {
      let (host, app) = await app(
        try NavigationState(
          tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
      let navigator = app.navigator
      let tabs = try #require(tabBarController(of: host))
      #expect(!ModelCustomTransitions.isTabBarHidden(in: tabs))

      try navigator.push("reader", options: .hidingTabBar)
      await app.settle("the reader")
      #expect(app.topScreen?.hidesBottomBarWhenPushed == true)
      #expect(ModelCustomTransitions.isTabBarHidden(in: tabs))
      try navigator.push("attachment")
      await app.settle("the attachment")
      #expect(app.topScreen?.hidesBottomBarWhenPushed == false)
      #expect(ModelCustomTransitions.isTabBarHidden(in: tabs), "UIKit keeps it hidden above")

      #expect(app.user.tapBack())
      await app.settle("back to the reader")
      #expect(ModelCustomTransitions.isTabBarHidden(in: tabs))
      #expect(app.user.tapBack())
      await app.settle("back to the inbox")
      #expect(!ModelCustomTransitions.isTabBarHidden(in: tabs))
      #expect(navigator.state.hidesTabBar == false)
    }

    @Test func aPushAndACoverZoomFromTheControlOfTheScreenBelow() async throws {
      let (_, app) = await app(NavigationState(root: "gallery"))
      let navigator = app.navigator
      let gallery = try #require(app.topScreen as? ChromeController)

      try navigator.push("photo", options: .zooming(from: "thumbnail"))
      await app.settle("the photo")
      #expect(app.topScreen?.title == "photo")
      #expect(
        ModelCustomTransitions.log.map(\.operation) == ["push"]
          && ModelCustomTransitions.log[0].zoomed)
      #expect(ModelCustomTransitions.log[0].sourceView === gallery.thumbnail)

      try navigator.push("missing", options: .zooming(from: "nothing"))
      await app.settle("a zoom whose name no control has")
      #expect(ModelCustomTransitions.log.last?.zoomed == true)
      #expect(ModelCustomTransitions.log.last?.sourceView == nil, "no source: the middle")
      #expect(app.user.tapBack())
      await app.settle("back to the photo")

      #expect(app.user.tapBack())
      await app.settle("back to the gallery")
      #expect(ModelCustomTransitions.log.last?.operation == "pop")
      #expect(ModelCustomTransitions.log.last?.sourceView === gallery.thumbnail, "zooms back")

      try navigator.update {
        try $0.present("viewer", as: .cover, options: .zooming(from: "thumbnail"))
      }
      await app.settle("the viewer")
      #expect(ModelCustomTransitions.log.last?.operation == "present")
      #expect(ModelCustomTransitions.log.last?.controller is UINavigationController)
      #expect(ModelCustomTransitions.log.last?.sourceView === gallery.thumbnail)
      try navigator.update { try $0.dismiss() }
      await app.settle("the viewer dismissed")
      #expect(ModelCustomTransitions.log.last?.operation == "dismiss")
    }

    @Test func theAppsAnimatorRunsForItsRouteAndItsOwnDelegateStillAnimatesTheRest() async throws {
      let (host, app) = await app(NavigationState(root: "list"))
      let navigator = app.navigator
      let card = CountingAnimator()
      var asked: [UIKitTransitionOperation] = []
      host.transitionAnimator = { operation, screen in
        guard screen.route == "card" else { return nil }
        asked.append(operation)
        return card
      }
      try navigator.push("card")
      await app.settle("the card pushed")
      #expect(app.user.tapBack())
      await app.settle("the card popped")
      try navigator.update { try $0.present("card", as: .cover) }
      await app.settle("the card covering")
      try navigator.update { try $0.dismiss() }
      await app.settle("the card dismissed")
      #expect(asked == [.push, .pop, .present, .dismiss])
      #expect(card.runs == 4)
      #expect(ModelCustomTransitions.log.map(\.operation) == ["push", "pop", "present", "dismiss"])

      try navigator.update { try $0.present("card", as: .sheet) }
      await app.settle("a sheet keeps UIKit's own presentation")
      #expect(asked.count == 4)
      try navigator.update { try $0.dismiss() }
      await app.settle("the sheet dismissed")

      try navigator.push("card", options: .zooming(from: "thumbnail"))
      await app.settle("a zooming card")
      #expect(asked.count == 4, "the zoom the state asks for wins")
      #expect(ModelCustomTransitions.log.last?.zoomed == true)
      #expect(app.user.tapBack())
      await app.settle("back")

      let delegate = AnimatingDelegate()
      host.navigationControllerDelegate = delegate
      try navigator.push("details")
      await app.settle("the app's own delegate's push")
      #expect(delegate.animator.runs == 1, "a route the host has no animator for")
      try navigator.pop()
      await app.settle("back")
      try navigator.push("card")
      await app.settle("the host's animator first")
      #expect(card.runs == 5 && delegate.animator.runs == 1)
    }
  }
}
