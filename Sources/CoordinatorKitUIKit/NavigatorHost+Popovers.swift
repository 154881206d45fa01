#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Where popovers point: a layer's at the control its anchor names, an action sheet's at the
  /// presenting view.
  extension NavigatorHost {
    /// Points the popover `controller` shows in (if its style makes one) at `presenter`'s view,
    /// where `anchor` says, with no arrow: UIKit raises an exception for a popover without a
    /// source.
    func anchorPopover(
      of controller: UIViewController, in presenter: UIViewController,
      at anchor: (_ width: Double, _ height: Double) -> UIKitPopoverAnchor
    ) {
      let bounds = presenter.view.bounds
      apply(
        anchor(Double(bounds.width), Double(bounds.height)), to: controller,
        presentingView: presenter.view, control: nil)
    }

    /// Points the popover of the layer `controller` at the control that `anchor` names on
    /// `presentingScreen`, as its view controller returns it (``PopoverAnchoring``), or, without
    /// one, at the middle of `presenter`'s view (``UIKitPopoverAnchor``). A popover already
    /// shown (`isShown`) is laid out again, so it moves to its new source.
    func pointPopover(
      of controller: UIViewController, in presenter: UIViewController, at anchor: PopoverAnchor?,
      of presentingScreen: ScreenID?, isShown: Bool
    ) {
      let presentingView: UIView = presenter.view
      var control: UIView?
      if let anchor, let presentingScreen,
        let screen = viewControllers[presentingScreen] as? any PopoverAnchoring
      {
        control = screen.popoverSourceView(for: anchor)
      }
      let found: UIKitPopoverAnchor.Control
      if let control {
        found =
          control.isDescendant(of: presentingView)
          ? .found(width: Double(control.bounds.width), height: Double(control.bounds.height))
          : .detached
      } else {
        found = .absent
      }
      let bounds = presentingView.bounds
      apply(
        UIKitPopoverAnchor.popoverLayer(
          control: found, presentingWidth: Double(bounds.width),
          presentingHeight: Double(bounds.height)),
        to: controller, presentingView: presentingView, control: control)
      if isShown, let container = controller.popoverPresentationController?.containerView {
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }
    }

    /// Points the popover of `layer`, just presented, at its anchor again: a control that was
    /// not in the window yet when the layer was made (a restored state presented once the
    /// window appears, a screen set in the same step) is now. A popover without an anchor stays
    /// at the middle of the presenting view.
    func pointPresentedPopover(
      _ layer: UINavigationController, in presenter: UIViewController, at anchor: PopoverAnchor?,
      of presentingScreen: ScreenID?
    ) {
      guard anchor != nil else { return }
      pointPopover(of: layer, in: presenter, at: anchor, of: presentingScreen, isShown: true)
    }

    /// Gives the popover `controller` shows in (if its style makes one) the source `anchor`
    /// says: `control` or `presentingView`, the rectangle, and its arrows.
    func apply(
      _ anchor: UIKitPopoverAnchor, to controller: UIViewController, presentingView: UIView,
      control: UIView?
    ) {
      guard let popover = controller.popoverPresentationController else { return }
      switch anchor.sourceView {
      case .presentingView: popover.sourceView = presentingView
      case .control: popover.sourceView = control ?? presentingView
      }
      popover.sourceRect = CGRect(
        x: anchor.x, y: anchor.y, width: anchor.width, height: anchor.height)
      popover.permittedArrowDirections = anchor.permitsArrow ? .any : []
    }
  }
#endif
