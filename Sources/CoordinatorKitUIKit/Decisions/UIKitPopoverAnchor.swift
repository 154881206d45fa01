import CoordinatorKit

/// Where a popover a UIKit host presents points: its `sourceView`, its `sourceRect` in that
/// view's coordinates, and whether it shows an arrow (`permittedArrowDirections`).
///
/// UIKit raises an exception when a popover has neither a source view nor a bar button item, and
/// both an action sheet (on a regular-width screen) and a popover layer show as popovers, so the
/// host anchors every one with a value from here, decided once on Linux. An action sheet, and a
/// popover layer without a control to point at, point at the presenting view itself, with no
/// arrow (`permittedArrowDirections = []`), where a compact-width screen shows them too. A
/// popover layer whose ``PopoverAnchor`` names a control the presenting screen's controller
/// returns (`PopoverAnchoring`) points at that control's bounds, with an arrow.
struct UIKitPopoverAnchor: Hashable, Sendable {
  /// The view the popover's `sourceRect` is in, and that it points at.
  enum SourceView: Hashable, Sendable {
    /// The view of the controller that presents the popover (the host's container, or the
    /// navigation controller of the level below).
    case presentingView
    /// The control the popover layer's anchor names, as the presenting screen's controller
    /// returns it.
    case control
  }

  /// What the host found for a popover layer's anchor on the screen under the popover.
  enum Control: Hashable, Sendable {
    /// No control: the layer has no anchor, the presenting screen's controller does not adopt
    /// `PopoverAnchoring`, or it returns `nil` for the anchor (a stale or mistyped name).
    case absent
    /// The controller returned a view that is not inside the presenting view (not in the
    /// window, or elsewhere): UIKit cannot point a popover at it.
    case detached
    /// The controller returned a view inside the presenting view, `width` by `height` points.
    case found(width: Double, height: Double)
  }

  /// The source rectangle, in points of ``sourceView``: its left edge.
  var x: Double
  /// Its top edge.
  var y: Double
  /// Its width.
  var width: Double
  /// Its height.
  var height: Double
  /// The view the rectangle is in.
  var sourceView: SourceView
  /// Whether the popover shows an arrow to its source (`permittedArrowDirections = .any`), or
  /// none (`[]`).
  var permitsArrow: Bool

  /// An anchor at the rectangle `x`, `y`, `width` by `height` of `sourceView`, with an arrow
  /// when `permitsArrow`.
  init(
    x: Double, y: Double, width: Double, height: Double,
    sourceView: SourceView = .presentingView, permitsArrow: Bool = false
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.sourceView = sourceView
    self.permitsArrow = permitsArrow
  }

  /// The anchor of an action sheet in a view `width` by `height` points: the middle of its
  /// bottom edge, where the list of actions rises from on a phone.
  static func actionSheet(width: Double, height: Double) -> Self {
    Self(x: width / 2, y: height, width: 0, height: 0)
  }

  /// The anchor of a popover layer without a control to point at, in a presenting view `width`
  /// by `height` points: the view's centre, with no arrow, so the popover shows over the middle
  /// of the screen that opened it.
  static func popoverLayer(width: Double, height: Double) -> Self {
    Self(x: width / 2, y: height / 2, width: 0, height: 0)
  }

  /// The anchor of a popover layer, given what the host found for its anchor (`control`) and
  /// the presenting view's size: a control found points the popover at the control's bounds,
  /// with an arrow; no control, or one UIKit cannot point at, leaves the popover at the centre
  /// of the presenting view without an arrow, as a popover without an anchor. A stale or
  /// mistyped name never hides a popover.
  static func popoverLayer(
    control: Control, presentingWidth: Double, presentingHeight: Double
  ) -> Self {
    switch control {
    case .found(let width, let height):
      Self(x: 0, y: 0, width: width, height: height, sourceView: .control, permitsArrow: true)
    case .absent, .detached:
      popoverLayer(width: presentingWidth, height: presentingHeight)
    }
  }
}
