#if canImport(UIKit)
  import UIKit

  /// The one controller a ``NavigatorHost`` gives the window: it holds either the single
  /// navigation controller of a state without tabs or the `UITabBarController` of a tabbed one,
  /// and presents the first modal layer over whichever it holds. Switching between them never
  /// changes the window's `rootViewController`.
  @MainActor
  final class NavigatorHostContainerViewController: UIViewController {
    /// Called each time the container's view appears: the host retries a presentation UIKit
    /// refused while the container had no window.
    var onAppear: () -> Void = {}
    /// The child shown: the single navigation controller or the tab bar controller.
    private(set) var content: UIViewController?

    init() {
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      return nil  // Made only by a host, never from a storyboard.
    }

    /// Shows `child` as the container's only child, filling it.
    func show(_ child: UIViewController) {
      guard content !== child else { return }
      if let old = content {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      addChild(child)
      child.view.frame = view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(child.view)
      child.didMove(toParent: self)
      content = child
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear()
    }

    // UIKit asks the window's root view controller, this one: what it shows decides, so a
    // screen's preference (or a navigation controller delegate's orientations) reaches UIKit.
    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      content?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      content?.preferredInterfaceOrientationForPresentation
        ?? super.preferredInterfaceOrientationForPresentation
    }
  }
#endif
