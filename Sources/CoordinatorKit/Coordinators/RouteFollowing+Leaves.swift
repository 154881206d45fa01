extension RouteFollowing {
  /// Refuses every route: the default for a leaf, a coordinator that links and restorations pass
  /// through (they show its screens) but never continue from, such as a picker or a composer
  /// with one screen. A coordinator whose flow continues implements this method itself.
  public func next(_ route: Route, style: PresentationStyle, after previous: Route)
    -> RouteStep<Route>
  {
    .refuse
  }
}
