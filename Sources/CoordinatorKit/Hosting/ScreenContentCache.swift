/// What a host keeps per screen (a view, a view controller, a presenter): made once from the
/// screen's content source and kept while the screen stays, route updates included, so every
/// host gives a screen's content (and the model its coordinator makes for it, see
/// ``FlowCoordinator/makeModel(for:)``) the same lifetime.
///
/// Content is made only from ``Navigator/contentSource(for:)``: never while the screen's
/// coordinator has not started yet (nothing is kept, and the next request tries again), and
/// made again when the screen's owner changes (a coordinator took over a screen first shown by
/// its route alone), so a view never outlives the coordinator it was made for. A host that draws
/// a screen's route itself (SwiftUI, the terminal) has content drawn from the route alone (no
/// model) made again when the route changes in place, so it shows the new route; content that
/// holds a model is never made again for a route update. Release after each change costs what
/// changed (``ScreenReleaseCheck``).
package struct ScreenContentCache<Route: Equatable, Content> {
  /// The content kept for each screen.
  package private(set) var contents: [ScreenID: Content] = [:]
  /// The owner each kept content was made for (`nil` inside: made for a screen without one).
  /// Kept apart from the content, and of a type that is not generic, so that looking it up
  /// asks the runtime for no type (this runs for every screen a host draws).
  private var owners: [ScreenID: CoordinatorID?] = [:]
  /// The route each kept content drawn from its route alone was made for, where such content
  /// is made again when the route changes (see `remakesContentDrawnFromRoutes`); empty
  /// otherwise, and for content that holds a model.
  private var routes: [ScreenID: Route] = [:]
  /// The screens whose kept content is a placeholder (see
  /// ``content(for:on:make:placeholder:)``), as the host drew them, made again once their
  /// coordinator runs.
  private var placeholders: [ScreenID: NavigationScreen<Route>] = [:]
  /// Which contents to release after a change, at the cost of what changed.
  private var releaseCheck = ScreenReleaseCheck<Route>()
  /// Whether content drawn from a screen's route alone is made again when the route changes in
  /// place (hosts whose content draws the route: SwiftUI, the terminal).
  private let remakesContentDrawnFromRoutes: Bool

  /// An empty cache. `remakesContentDrawnFromRoutes` makes the content of a screen that holds
  /// no model (it has no owner, or its owner makes no models, see
  /// `Navigator.makesModels(forScreenOwnedBy:)`) again when the engine updates its route in
  /// place; content that holds a model is kept, route updates included, on every host.
  package init(remakesContentDrawnFromRoutes: Bool = false) {
    self.remakesContentDrawnFromRoutes = remakesContentDrawnFromRoutes
  }

  /// The content of `screen`: the one kept for it while its source's owner is the same (and,
  /// for content drawn from the route alone where the cache says so, its route), else a new one
  /// from `make`, given the source, and kept. `nil` while the screen's content cannot be made
  /// (its coordinator has not started, or has stopped before its content was ever made) or
  /// `make` makes none; nothing is kept then.
  @MainActor
  package mutating func content(
    for screen: NavigationScreen<Route>, on navigator: Navigator<Route>,
    make: (NavigationScreen<Route>) -> Content?
  ) -> Content? {
    // Read once: this runs for every screen a host draws, in code generic over the route and
    // the content, where each use of a generic value asks the runtime for its type.
    let id = screen.id
    let shownOwner = screen.owner
    // The step's own copy names the owner the content was made for: nothing to look up.
    if owners[id] == .some(shownOwner), routeIsCurrent(of: screen),
      placeholders.isEmpty || placeholders[id] == nil, let content = contents[id]
    {
      return content
    }
    // A screen whose owner stopped after its content was made (it is leaving) kept it above;
    // one whose owner has not started yet gets nothing, and nothing is kept.
    guard case .ready(let owner) = navigator.contentOwner(ofScreen: id, shownAs: shownOwner)
    else { return nil }
    if owner != shownOwner, owners[id] == .some(owner), routeIsCurrent(of: screen),
      let content = contents[id]
    {
      return content
    }
    var source = screen
    source.owner = owner
    guard let content = make(source) else { return nil }
    keep(content, for: screen, madeFor: owner, drawnFromRoute: drawsRouteAlone(owner, navigator))
    return content
  }

  /// Whether content made for `owner`'s screen is drawn from its route alone and made again
  /// when the route changes: the cache says so, and the content holds no model.
  @MainActor
  private func drawsRouteAlone(_ owner: CoordinatorID?, _ navigator: Navigator<Route>) -> Bool {
    remakesContentDrawnFromRoutes && !navigator.makesModels(forScreenOwnedBy: owner)
  }

  /// ``content(for:on:make:)``, for a host that must put something in place of every screen it
  /// shows (a view controller in a navigation controller): while the screen's content cannot be
  /// made, `placeholder`'s, kept (so the host can tell which screen it stands for) and replaced
  /// by the real content the first time it can be made (``screensToRemake(among:on:)`` says when).
  /// The decision every such host follows: content once the screen's coordinator runs, or at
  /// once for a screen without one; a placeholder meanwhile, never content made too early.
  @MainActor
  package mutating func content(
    for screen: NavigationScreen<Route>, on navigator: Navigator<Route>,
    make: (NavigationScreen<Route>) -> Content?, placeholder: () -> Content
  ) -> Content {
    if let content = content(for: screen, on: navigator, make: make) {
      if !placeholders.isEmpty { placeholders[screen.id] = nil }
      return content
    }
    if placeholders[screen.id] != nil, let kept = contents[screen.id] { return kept }
    let content = placeholder()
    keep(content, for: screen, madeFor: nil, drawnFromRoute: false)
    placeholders[screen.id] = screen
    return content
  }

  /// The screens whose kept content must give way to new content now: each placeholder whose
  /// coordinator now runs (as the host drew it), and each of `candidates`, copies from the
  /// latest state, owned by a running coordinator other than the one its content was made for (a
  /// tab's root first shown by its route, taken over by a coordinator in a later turn). The
  /// host makes their content with ``content(for:on:make:placeholder:)`` and puts it in the old
  /// one's place. It costs the placeholders kept and the candidates (a host passes the tabs'
  /// roots, `NavigationState.tabRoots`), not the contents kept or the depth of the state.
  @MainActor
  package func screensToRemake(
    among candidates: [NavigationScreen<Route>], on navigator: Navigator<Route>
  ) -> [NavigationScreen<Route>] {
    var remade: [NavigationScreen<Route>] = []
    for screen in placeholders.values
    where navigator.contentOwner(ofScreen: screen.id, shownAs: screen.owner) != .notStarted {
      remade.append(screen)
    }
    for screen in candidates {
      // A candidate without an owner has nothing new to be made for; one with an owner is
      // answered without looking it up in the state.
      guard let owner = screen.owner, placeholders.isEmpty || placeholders[screen.id] == nil,
        let madeFor = owners[screen.id], madeFor != owner,
        navigator.contentOwner(ofScreen: screen.id, shownAs: owner) == .ready(owner)
      else { continue }
      remade.append(screen)
    }
    return remade
  }

  /// Keeps `content` for `screen`, made for `owner`; `drawnFromRoute` content is made again when
  /// the screen's route changes.
  private mutating func keep(
    _ content: Content, for screen: NavigationScreen<Route>, madeFor owner: CoordinatorID?,
    drawnFromRoute: Bool
  ) {
    if owners.updateValue(owner, forKey: screen.id) == nil {
      releaseCheck.noteMade(screen.id)
    }
    contents[screen.id] = content
    if drawnFromRoute {
      routes[screen.id] = screen.route
    } else if !routes.isEmpty {
      routes[screen.id] = nil
    }
  }

  /// Whether the content kept for `screen`'s identity still fits its route: content that holds a
  /// model always does (it is kept, route updates included); content drawn from the route alone
  /// does while the route is the one it was made for.
  private func routeIsCurrent(of screen: NavigationScreen<Route>) -> Bool {
    guard !routes.isEmpty, let drawn = routes[screen.id] else { return true }
    return drawn == screen.route
  }

  /// Whether the content kept for screen `id` is a placeholder.
  package func holdsPlaceholder(for id: ScreenID) -> Bool {
    !placeholders.isEmpty && placeholders[id] != nil
  }

  /// The content kept for screen `id`, if any.
  package subscript(id: ScreenID) -> Content? {
    contents[id]
  }

  /// Releases the content of every screen in none of `states` (the displayed state, and those
  /// still on screen as they leave): it costs what changed since the last release, not the
  /// contents kept, so a host calls it after every change.
  ///
  /// - Returns: The contents released, for a host that keeps something else by content (a
  ///   view controller's screen, say).
  @discardableResult
  package mutating func release(keepingScreensOf states: [NavigationState<Route>]) -> [Content] {
    var released: [Content] = []
    for id in releaseCheck.screensThatLeft(keeping: states, kept: owners.keys) {
      guard owners.removeValue(forKey: id) != nil else { continue }
      if let content = contents.removeValue(forKey: id) { released.append(content) }
      if !routes.isEmpty { routes.removeValue(forKey: id) }
      if !placeholders.isEmpty { placeholders[id] = nil }
    }
    return released
  }

  /// Releases the content of every screen not in `kept`.
  package mutating func release(keeping kept: Set<ScreenID>) {
    contents = contents.filter { kept.contains($0.key) }
    owners = owners.filter { kept.contains($0.key) }
    routes = routes.filter { kept.contains($0.key) }
    placeholders = placeholders.filter { kept.contains($0.key) }
  }

  /// Releases the content of screen `id`.
  package mutating func release(_ id: ScreenID) {
    guard owners.removeValue(forKey: id) != nil else { return }
    contents.removeValue(forKey: id)
    if !routes.isEmpty { routes.removeValue(forKey: id) }
    if !placeholders.isEmpty { placeholders[id] = nil }
  }

  /// The screens whose content is kept.
  package var screens: Set<ScreenID> { Set(owners.keys) }

  /// Whether no content is kept.
  package var isEmpty: Bool { owners.isEmpty }
}
