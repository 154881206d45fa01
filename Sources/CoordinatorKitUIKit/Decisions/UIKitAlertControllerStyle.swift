import CoordinatorKit

/// The `UIAlertController.Style` a UIKit host gives an ``AlertState``.
///
/// Named here so the mapping from the engine's ``AlertPresentation`` is decided once, on Linux.
/// An action sheet shows as a popover on a regular-width screen (iPad), and UIKit raises an
/// exception when such a popover has no anchor; the host anchors it with
/// ``UIKitPopoverAnchor/actionSheet(width:height:)``.
enum UIKitAlertControllerStyle: String, Hashable, Sendable, CaseIterable {
  /// `.alert`: in the middle of the screen.
  case alert
  /// `.actionSheet`: a list of actions from the bottom of the screen.
  case actionSheet

  /// The style for an alert shown as `presentation`.
  init(_ presentation: AlertPresentation) {
    switch presentation {
    case .alert: self = .alert
    case .confirmationDialog: self = .actionSheet
    }
  }

  /// Whether the controller needs a popover anchor (`sourceView` and `sourceRect`).
  var needsPopoverAnchor: Bool {
    switch self {
    case .alert: false
    case .actionSheet: true
    }
  }
}
