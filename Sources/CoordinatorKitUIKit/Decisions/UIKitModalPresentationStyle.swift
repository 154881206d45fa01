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

  /// The presentation style for a layer shown as `style`.
  package init(_ style: ModalStyle) {
    switch style {
    case .sheet: self = .pageSheet
    case .cover: self = .fullScreen
    }
  }
}
