#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// A screen's view controller that knows its controls by the names zoom transitions grow from.
  ///
  /// A screen pushed or covered with `.zooming(from:)` (`navigator.push(.photo(3), options:
  /// .zooming(from: "photo-3"))`) grows, on iOS 18 and later, from a control of the screen below
  /// it. ``NavigatorHost`` asks that screen's view controller, when it adopts this protocol, for
  /// the control the name stands for, when the zoom begins and again when it zooms back. Without
  /// this protocol, or when the controller returns `nil` or a view that is not in a window, the
  /// zoom has no source view (UIKit then zooms from the middle of the screen); before iOS 18 the
  /// screen appears with the standard transition.
  ///
  /// ```swift
  /// final class GalleryViewController: UIViewController, ZoomSourcing {
  ///   func zoomSourceView(for source: ZoomSource) -> UIView? {
  ///     thumbnails[source.name]
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ZoomSourcing {
    /// The control `source` names on this screen, in its view hierarchy; `nil` when the screen
    /// has none of that name.
    func zoomSourceView(for source: ZoomSource) -> UIView?
  }
#endif
