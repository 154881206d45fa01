#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// The content of each screen a ``NavigatorView`` shows, made once per screen (see
  /// ``SwiftUIScreenContentCache``); kept by the view across updates.
  @MainActor
  final class ScreenContents<Route: Equatable, Content: View> {
    private var cache = SwiftUIScreenContentCache<Route, Content>()

    /// The content of `screen`, made by `make` only the first time or after its route changed.
    func content(
      for screen: CoordinatorKit.NavigationScreen<Route>,
      make: (CoordinatorKit.NavigationScreen<Route>) -> Content
    ) -> Content {
      cache.content(for: screen, make: make)
    }

    /// Releases the content of every screen not in `kept`.
    func release(keepingScreensOf states: [NavigationState<Route>]) {
      cache.release(keepingScreensOf: states)
    }
  }
#endif
