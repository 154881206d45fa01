#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension View {
    /// On platforms with UIKit, puts a ``ScreenControllerBridge`` behind a screen's content,
    /// which reports the end of the transition that brought the screen and, on a layer's root
    /// screen, a blocked swipe-down, and, while the screen's Back asks (`asksOnBackSwipe`), turns
    /// a back swipe into the attempt Back reports; elsewhere the content as it is.
    func hostBridge<Route: Equatable & Sendable>(
      host: SwiftUINavigatorHost<Route>, screen: ScreenID, isLayerRoot: Bool,
      asksOnBackSwipe: Bool
    ) -> some View {
      #if canImport(UIKit)
        let ended: @MainActor () -> Void = { host.signal(.transitionEnded(screen)) }
        var attempted: (@MainActor () -> Void)?
        if isLayerRoot {
          attempted = { host.attemptDismissal(ofLayer: screen) }
        }
        var swiped: (@MainActor (Bool, Bool) -> Bool?)?
        if asksOnBackSwipe {
          swiped = { isTop, isTransitioning in
            host.backSwipeShouldBegin(from: screen, isTop: isTop, isTransitioning: isTransitioning)
          }
        }
        let bridge = ScreenControllerBridge(
          onTransitionEnded: ended, onDismissalAttempt: attempted, onBackSwipe: swiped)
        return background { bridge }
      #else
        return self
      #endif
    }
  }
#endif
