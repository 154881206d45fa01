#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// The view controller of a ``ScreenControllerBridge``: a child of the screen's hosting
  /// controller, so it shares its transitions, its presentation and its navigation controller.
  final class ScreenBridgeController: UIViewController {
    /// Called when the transition the screen appears in ends (not when it is cancelled).
    var onTransitionEnded: @MainActor () -> Void = {}
    /// Called on a blocked swipe-down of the presentation this controller is inside; `nil`
    /// when the screen is not a layer's root, and then no proxy is installed.
    var onDismissalAttempt: (@MainActor () -> Void)?
    private var proxy: DismissalAttemptProxy?
    /// Asked when a pop gesture of the navigation controller showing the screen is about to
    /// begin, with whether the screen is its top and whether a transition is under way: `false`
    /// refuses the swipe, `nil` lets the gesture's own delegate answer. `nil` while the
    /// screen's Back does not ask, and then no proxy is installed.
    var onBackSwipe: (@MainActor (_ isTop: Bool, _ isTransitioning: Bool) -> Bool?)?
    private var swipeProxies: [BackSwipeProxy] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      installDismissalAttemptProxy()
      installBackSwipeProxies()
      // The push or presentation bringing the screen is under way: its coordinator (an
      // ancestor's, when this controller is not itself involved) tells its end. Without one the
      // host waits its default settle time after `onAppear`.
      transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
        guard !context.isCancelled else { return }
        self?.onTransitionEnded()
      }
    }

    /// Makes a ``DismissalAttemptProxy`` the delegate of the presentation this controller is
    /// inside, forwarding to the delegate SwiftUI set; does nothing when already installed,
    /// when the screen is not a layer's root, or when nothing is presented yet.
    func installDismissalAttemptProxy() {
      guard onDismissalAttempt != nil else { return }
      var top: UIViewController = self
      while let parent = top.parent { top = parent }
      guard top !== self, top.presentingViewController != nil,
        let presentation = top.presentationController
      else { return }
      let proxy = self.proxy ?? DismissalAttemptProxy()
      self.proxy = proxy
      proxy.onAttempt = { [weak self] in self?.onDismissalAttempt?() }
      proxy.install(on: presentation)
    }

    /// Gives the presentation its original delegate back, when the screen leaves.
    func removeDismissalAttemptProxy() {
      proxy?.uninstall()
      proxy = nil
    }

    /// While the screen's Back asks (`onBackSwipe`), makes a ``BackSwipeProxy`` the delegate of
    /// each pop gesture of the navigation controller showing it, in front of UIKit's; otherwise
    /// gives each gesture its original delegate back. Installing again is harmless: a proxy
    /// already in front stays, one that was replaced is put in front again.
    func installBackSwipeProxies() {
      guard onBackSwipe != nil, let navigationController else {
        removeBackSwipeProxies()
        return
      }
      let recognizers = [
        navigationController.interactivePopGestureRecognizer,
        Self.contentPopGestureRecognizer(of: navigationController),
      ]
      .compactMap { $0 }
      var proxies: [BackSwipeProxy] = []
      for recognizer in recognizers {
        let proxy =
          swipeProxies.first { $0.recognizer === recognizer } ?? BackSwipeProxy()
        proxy.shouldBegin = { [weak self, weak navigationController] in
          guard let self, let navigationController, let onBackSwipe else { return nil }
          return onBackSwipe(
            isTop(of: navigationController), navigationController.transitionCoordinator != nil)
        }
        proxy.install(on: recognizer)
        proxies.append(proxy)
      }
      for proxy in swipeProxies where !proxies.contains(where: { $0 === proxy }) {
        proxy.uninstall()
      }
      swipeProxies = proxies
    }

    /// Gives each pop gesture its original delegate back: the screen's Back no longer asks, or
    /// the screen leaves.
    func removeBackSwipeProxies() {
      for proxy in swipeProxies { proxy.uninstall() }
      swipeProxies = []
    }

    /// Whether the screen is `navigationController`'s top: the child of the navigation
    /// controller this controller is inside (the screen's hosting controller) is its top.
    private func isTop(of navigationController: UINavigationController) -> Bool {
      var controller: UIViewController = self
      while let parent = controller.parent, parent !== navigationController {
        controller = parent
      }
      return navigationController.topViewController === controller
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26), which pops on a swipe anywhere in the
    /// content. The iOS 17 SDK does not declare it, so on Apple's platforms it is reached by
    /// name at run time, only on iOS 26 and only when the navigation controller answers to it,
    /// as the UIKit host does (this module does not depend on it).
    private static func contentPopGestureRecognizer(
      of navigationController: UINavigationController
    ) -> UIGestureRecognizer? {
      #if canImport(ObjectiveC)
        guard #available(iOS 26, *) else { return nil }
        let name = "interactiveContentPopGestureRecognizer"
        guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
        return navigationController.value(forKey: name) as? UIGestureRecognizer
      #else
        // The stand-in UIKit (no Objective-C runtime) declares it, from Apple's documentation.
        guard #available(iOS 26, *) else { return nil }
        return navigationController.interactiveContentPopGestureRecognizer
      #endif
    }
  }
#endif
