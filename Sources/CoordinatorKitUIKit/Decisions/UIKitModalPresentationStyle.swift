import CoordinatorKit

/// The `UIModalPresentationStyle` a UIKit host gives the navigation controller of a modal layer.
///
/// Named here so the mapping from the engine's ``ModalStyle`` is decided once, on Linux, and the
/// adapter only spells the matching UIKit constant.
package enum UIKitModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// `.pageSheet`: a sheet over the level below, which the user can swipe down.
  case pageSheet
  /// `.fullScreen`: a cover hiding everything below it, which the user cannot swipe away.
  case fullScreen
  /// `.popover`: a popover on a regular-width screen (an iPad), which the user dismisses by
  /// tapping outside it; UIKit shows it as a sheet where the width is compact.
  case popover

  /// The presentation style for a layer shown as `style`.
  package init(_ style: ModalStyle) {
    switch style {
    case .sheet: self = .pageSheet
    case .cover: self = .fullScreen
    case .popover: self = .popover
    }
  }

  /// Whether the layer needs a popover anchor (`sourceView` and `sourceRect`): see
  /// ``UIKitPopoverAnchor/popoverLayer(width:height:)``.
  package var needsPopoverAnchor: Bool {
    switch self {
    case .pageSheet, .fullScreen: false
    case .popover: true
    }
  }
}
