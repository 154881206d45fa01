#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// The content of each screen a ``NavigatorView`` shows, kept by the view across updates.
  ///
  /// SwiftUI re-runs a screen's view whenever what it reads changes; calling the app's content
  /// closure each time would re-create the screen's presenter and view model. The cache
  /// (`ScreenContentCache` with `SwiftUIScreenContentLifetime`'s rule, the one every host
  /// follows) makes a screen's content once its coordinator runs and keeps it while the screen
  /// stays, route updates included; content drawn from the route alone (the screen has no model)
  /// is made again for its new route. It releases content when the screen is neither displayed
  /// nor still sliding away.
  @MainActor
  final class ScreenContents<Route: Equatable, Content: View> {
    private var cache: ScreenContentCache<Route, Content> = SwiftUIScreenContentLifetime.cache()
    /// The app's content closure, as the ``NavigatorView`` last given it: what makes the
    /// content of a screen drawn for the first time. Kept here rather than in each screen's
    /// view, so that a screen's view compares equal to its last version and is not drawn
    /// again when nothing it reads changed.
    private var make: ((CoordinatorKit.NavigationScreen<Route>) -> Content)?

    /// Makes the contents of screens drawn from now on with `make`, the closure the
    /// ``NavigatorView`` was last given.
    func makeContents(with make: @escaping (CoordinatorKit.NavigationScreen<Route>) -> Content) {
      self.make = make
    }

    /// The content of `screen`, made by the app's closure the first time it can be (and, for a
    /// screen drawn from its route alone, after its route changed); `nil` while its coordinator
    /// has not started yet.
    func content(
      for screen: CoordinatorKit.NavigationScreen<Route>, on navigator: Navigator<Route>
    ) -> Content? {
      guard let make else { return nil }
      return cache.content(for: screen, on: navigator, make: make)
    }

    /// Releases the content of every screen not in `kept`.
    func release(keepingScreensOf states: [NavigationState<Route>]) {
      cache.release(keepingScreensOf: states)
    }
  }
#endif
