import CoordinatorKit

/// The `UIAlertController.Style` a UIKit host gives an ``AlertState``, and where an action sheet
/// points.
///
/// Named here so the mapping from the engine's ``AlertPresentation`` is decided once, on Linux.
/// An action sheet shows as a popover on a regular-width screen (iPad), and UIKit raises an
/// exception when such a popover has no anchor; the host anchors it at the bottom centre of the
/// presenting view with no arrow, where a compact-width screen shows it too.
package enum UIKitAlertControllerStyle: String, Hashable, Sendable, CaseIterable {
  /// `.alert`: in the middle of the screen.
  case alert
  /// `.actionSheet`: a list of actions from the bottom of the screen.
  case actionSheet

  /// The style for an alert shown as `presentation`.
  package init(_ presentation: AlertPresentation) {
    switch presentation {
    case .alert: self = .alert
    case .confirmationDialog: self = .actionSheet
    }
  }

  /// Whether the controller needs a popover anchor (`sourceView` and `sourceRect`).
  package var needsPopoverAnchor: Bool { self == .actionSheet }

  /// The anchor of an action sheet's popover in a view `width` by `height` points: a point at
  /// the middle of its bottom edge, as `(x, y, width, height)` of the source rectangle.
  package static func popoverAnchor(width: Double, height: Double) -> (
    x: Double, y: Double, width: Double, height: Double
  ) {
    (x: width / 2, y: height, width: 0, height: 0)
  }
}
