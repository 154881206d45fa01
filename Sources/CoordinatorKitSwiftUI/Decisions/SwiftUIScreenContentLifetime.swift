import CoordinatorKit

/// How long the SwiftUI host keeps each screen's content (`ScreenContents` makes its cache here,
/// so Linux tests check the same rule): made once per screen, once its coordinator runs, and
/// kept while the screen stays, route updates included, as on every host; content drawn from
/// the route alone (no model: the screen has no owner, or its owner makes none) is made again
/// when the route changes, so the screen shows its new route.
package enum SwiftUIScreenContentLifetime {
  /// An empty cache following the SwiftUI host's rule.
  package static func cache<Route: Equatable, Content>() -> ScreenContentCache<Route, Content> {
    ScreenContentCache(remakesContentDrawnFromRoutes: true)
  }
}
