#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  // The zoom transition is iOS 18 API, which the iOS 17.4 SDK of the real-SDK type-check does
  // not declare: it is compiled only against UIKit 8000 or later (the iOS 18 SDK's, which every
  // Xcode that builds with Swift 6 has; the 17.4 SDK's is 7439), as the `UITab` drawing is, and
  // used only where the system has it.
  extension NavigatorHost {
    /// Whether this system draws zoom transitions (iOS 18 and later).
    var zoomIsAvailable: Bool {
      #if canImport(UIKit, _version: 8000)
        if #available(iOS 18, *) { return true }
      #endif
      return false
    }

    /// Makes `controller` zoom from the control `source` names on screen `below`
    /// (``ZoomSourcing``), asked when it appears and again when it zooms back, by which time the
    /// screen it shows may have left the state.
    func zoom(_ controller: UIViewController, from source: ZoomSource, below: ScreenID?) {
      #if canImport(UIKit, _version: 8000)
        guard #available(iOS 18, *) else { return }
        controller.preferredTransition = .zoom { [weak self] _ in
          self?.zoomSourceView(for: source, on: below)
        }
      #endif
    }
  }
#endif
