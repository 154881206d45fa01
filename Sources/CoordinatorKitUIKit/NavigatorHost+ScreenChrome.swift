#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// A screen's chrome (``UIKitScreenChrome``): the tab bar it hides, the zoom it appears with,
  /// and the app's own animators (``NavigatorHost/transitionAnimator``).
  extension NavigatorHost {
    /// The states a screen the host draws can be in: the one being shown, the one shown last
    /// (a screen leaving in the step being shown is still there), the displayed one and the
    /// requested one.
    private var statesDrawn: [NavigationState<Route>] {
      [stepBeingShown?.state, navigator.hosting.shownState, navigator.hosting.displayedState]
        .compactMap { $0 } + [navigator.state]
    }

    /// The options of screen `id`: fixed while the screen stays.
    func screenOptions(of id: ScreenID) -> ScreenOptions {
      for state in statesDrawn {
        if let options = try? state.options(ofScreen: id) { return options }
      }
      return .standard
    }

    /// The chrome of screen `id`, as this system draws it.
    func chrome(of id: ScreenID) -> UIKitScreenChrome {
      UIKitScreenChrome(options: screenOptions(of: id), zoomIsAvailable: zoomIsAvailable)
    }

    /// Gives the controller just made for screen `id` its chrome: `hidesBottomBarWhenPushed`,
    /// and the zoom it is pushed with.
    func applyChrome(to controller: UIViewController, of id: ScreenID) {
      let chrome = chrome(of: id)
      controller.hidesBottomBarWhenPushed = chrome.hidesBottomBarWhenPushed
      if case .zoom(let source) = chrome.transition {
        zoom(controller, from: source, below: screen(below: id))
      }
    }

    /// Gives the navigation controller of a new layer rooted at `root`, shown as `style`, the
    /// transition its root's options ask for: a zoom, or the app's animator for a cover.
    func applyLayerChrome(
      to layer: UINavigationController, root: ScreenID, style: UIKitModalPresentationStyle
    ) {
      switch chrome(of: root).transition {
      case .zoom(let source):
        zoom(layer, from: source, below: screen(below: root))
      case .appAnimatorOrStandard:
        if transitionAnimator != nil, UIKitScreenChrome.asksAppForAnimator(presenting: style) {
          layer.transitioningDelegate = forwarder
        }
      }
    }

    /// The screen shown just below screen `id`, which a zoom to it grows from.
    private func screen(below id: ScreenID) -> ScreenID? {
      statesDrawn.lazy.compactMap { $0.screen(below: id) }.first
    }

    /// The control on screen `below` that `source` names, as that screen's controller returns
    /// it (``ZoomSourcing``); `nil` when it has none in a window.
    func zoomSourceView(for source: ZoomSource, on below: ScreenID?) -> UIView? {
      guard let below, let controller = viewControllers[below] as? any ZoomSourcing,
        let view = controller.zoomSourceView(for: source), view.window != nil
      else { return nil }
      return view
    }

    /// The app's animator for `operation` on the screen `controller` shows (a screen's
    /// controller, or a layer's navigation controller), unless the screen zooms: UIKit's
    /// standard transition when the app gives none.
    func appAnimator(
      for operation: UIKitTransitionOperation, from: UIViewController?, to: UIViewController?
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      guard let transitionAnimator,
        let id = UIKitScreenChrome.animatedScreen(
          by: operation, from: from.flatMap(screen(shownBy:)), to: to.flatMap(screen(shownBy:))),
        chrome(of: id).transition == .appAnimatorOrStandard,
        let screen = statesDrawn.lazy.compactMap({ $0.screen(withID: id) }).first
      else { return nil }
      return transitionAnimator(operation, screen)
    }

    /// The screen `controller` shows: a screen's own, or the root of a layer's.
    private func screen(shownBy controller: UIViewController) -> ScreenID? {
      if let layer = controller as? UINavigationController { return screens(of: layer).first }
      return screenOfController[ObjectIdentifier(controller)]
    }
  }
#endif
