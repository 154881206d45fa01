#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// A screen's view controller that knows its controls by the names popovers point at.
  ///
  /// A popover layer presented with a `PopoverAnchor` (`navigator.present(route, as: .popover,
  /// anchor: "share")`) points at a control of the screen under it. ``NavigatorHost`` asks that
  /// screen's view controller, when it adopts this protocol, for the control the name stands
  /// for, and points the popover at its bounds, with an arrow; it asks again when the app
  /// re-points a shown popover, or another screen comes under it. Without this protocol, or
  /// when the controller returns `nil` or a view outside its screen's hierarchy, the popover
  /// points at the middle of the presenting screen without an arrow, as a popover without an
  /// anchor does: a stale or mistyped name never hides a popover.
  ///
  /// ```swift
  /// final class InboxViewController: UIViewController, PopoverAnchoring {
  ///   private let filterButton = UIButton(type: .system)
  ///
  ///   func popoverSourceView(for anchor: PopoverAnchor) -> UIView? {
  ///     anchor.name == "filter" ? filterButton : nil
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol PopoverAnchoring {
    /// The control `anchor` names on this screen, in its view hierarchy; `nil` when the screen
    /// has none of that name (the popover then points at the whole screen).
    func popoverSourceView(for anchor: PopoverAnchor) -> UIView?
  }
#endif
