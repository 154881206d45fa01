/// What a host keeps per screen (a view, a view controller, a presenter): made once from the
/// screen's content source and kept while the screen stays, so every host gives a screen's
/// content the same lifetime.
///
/// Content is made only from ``Navigator/contentSource(for:)``: never while the screen's
/// coordinator has not started yet (nothing is kept, and the next request tries again), and
/// made again when the screen's owner changes (a coordinator took over a screen first shown by
/// its route alone), so a view never outlives the coordinator it was made for. Release after
/// each change costs what changed (``ScreenReleaseCheck``).
package struct ScreenContentCache<Route: Equatable, Content> {
  /// The content kept for each screen.
  package private(set) var contents: [ScreenID: Content] = [:]
  /// What each kept content was made from: its screen's owner and route then.
  private var sources: [ScreenID: (owner: CoordinatorID?, route: Route)] = [:]
  /// Which contents to release after a change, at the cost of what changed.
  private var releaseCheck = ScreenReleaseCheck<Route>()
  /// Whether a screen whose route changed in place gets new content (the SwiftUI host's rule).
  private let remakesWhenRouteChanges: Bool

  /// An empty cache; `remakesWhenRouteChanges` makes a screen's content again when the engine
  /// updates its route in place.
  package init(remakesWhenRouteChanges: Bool = false) {
    self.remakesWhenRouteChanges = remakesWhenRouteChanges
  }

  /// The content of `screen`: the one kept for it while its source's owner (and, where the
  /// cache says so, its route) is the same, else a new one from `make`, given the source, and
  /// kept. `nil` while the screen's content cannot be made (its coordinator has not started,
  /// or has stopped before its content was ever made) or `make` makes none; nothing is kept
  /// then.
  @MainActor
  package mutating func content(
    for screen: NavigationScreen<Route>, on navigator: Navigator<Route>,
    make: (NavigationScreen<Route>) -> Content?
  ) -> Content? {
    // The step's own copy names the owner the content was made for: nothing to look up.
    if let content = reusableContent(of: screen.id, owner: screen.owner, route: screen.route) {
      return content
    }
    // A screen whose owner stopped after its content was made (it is leaving) kept it above;
    // one whose owner has not started yet gets nothing, and nothing is kept.
    guard let source = navigator.contentSource(for: screen) else { return nil }
    if let content = reusableContent(of: source.id, owner: source.owner, route: source.route) {
      return content
    }
    guard let content = make(source) else { return nil }
    if contents[screen.id] == nil { releaseCheck.noteMade(screen.id) }
    contents[screen.id] = content
    sources[screen.id] = (source.owner, source.route)
    return content
  }

  /// The content kept for screen `id` if it was made for `owner` (and, where the cache says
  /// so, `route`).
  private func reusableContent(of id: ScreenID, owner: CoordinatorID?, route: Route) -> Content? {
    guard let made = sources[id], made.owner == owner,
      !remakesWhenRouteChanges || made.route == route
    else { return nil }
    return contents[id]
  }

  /// The content kept for screen `id`, if any.
  package subscript(id: ScreenID) -> Content? {
    contents[id]
  }

  /// Releases the content of every screen in none of `states` (the displayed state, and those
  /// still on screen as they leave): it costs what changed since the last release, not the
  /// contents kept, so a host calls it after every change.
  package mutating func release(keepingScreensOf states: [NavigationState<Route>]) {
    for id in releaseCheck.screensThatLeft(keeping: states, kept: contents.keys) {
      release(id)
    }
  }

  /// Releases the content of every screen not in `kept`.
  package mutating func release(keeping kept: Set<ScreenID>) {
    contents = contents.filter { kept.contains($0.key) }
    sources = sources.filter { kept.contains($0.key) }
  }

  /// Releases the content of screen `id`.
  package mutating func release(_ id: ScreenID) {
    contents[id] = nil
    sources[id] = nil
  }

  /// The screens whose content is kept.
  package var screens: Set<ScreenID> { Set(contents.keys) }

  /// Whether no content is kept.
  package var isEmpty: Bool { contents.isEmpty }
}
