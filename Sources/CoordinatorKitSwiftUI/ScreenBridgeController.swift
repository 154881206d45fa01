#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// The view controller of a ``ScreenControllerBridge``: a child of the screen's hosting
  /// controller, so it shares its transitions and its presentation.
  final class ScreenBridgeController: UIViewController {
    /// Called when the transition the screen appears in ends (not when it is cancelled).
    var onTransitionEnded: @MainActor () -> Void = {}
    /// Called on a blocked swipe-down of the presentation this controller is inside; `nil`
    /// when the screen is not a layer's root, and then no proxy is installed.
    var onDismissalAttempt: (@MainActor () -> Void)?
    private var proxy: DismissalAttemptProxy?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      installDismissalAttemptProxy()
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
  }
#endif
