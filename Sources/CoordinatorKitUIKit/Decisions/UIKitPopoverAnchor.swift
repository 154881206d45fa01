/// Where a popover a UIKit host presents points, in the presenting view's coordinates.
///
/// UIKit raises an exception when a popover has neither a source view nor a bar button item, and
/// both an action sheet (on a regular-width screen) and a popover layer show as popovers, so the
/// host anchors every one with a value from here, decided once on Linux. The engine knows no
/// control a popover was opened from, so the anchors point at the presenting view itself, with
/// no arrow (`permittedArrowDirections = []`), where a compact-width screen shows them too.
package struct UIKitPopoverAnchor: Hashable, Sendable {
  /// The source rectangle, in points of the presenting view.
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  /// An anchor at the rectangle `x`, `y`, `width` by `height`.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The anchor of an action sheet in a view `width` by `height` points: the middle of its
  /// bottom edge, where the list of actions rises from on a phone.
  package static func actionSheet(width: Double, height: Double) -> Self {
    Self(x: width / 2, y: height, width: 0, height: 0)
  }

  /// The anchor of a popover layer in a view `width` by `height` points: the view's centre, so
  /// the popover shows over the middle of the screen that opened it.
  package static func popoverLayer(width: Double, height: Double) -> Self {
    Self(x: width / 2, y: height / 2, width: 0, height: 0)
  }
}
