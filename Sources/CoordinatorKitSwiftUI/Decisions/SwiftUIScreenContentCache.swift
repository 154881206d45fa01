import CoordinatorKit

/// One content per screen for its lifetime in a SwiftUI host, as UIKit keeps one view
/// controller per screen.
///
/// SwiftUI re-runs a host's body on every change; calling the app's content closure each time
/// would re-create every visible screen's presenter and view model (one keystroke would re-create
/// them all). The cache makes a screen's content once, re-makes it only when that screen's route
/// changes (the engine updated it in place), and releases it when the screen is neither in the
/// displayed state nor still on screen (a level leaving, see ``SwiftUILevelMemory``).
package struct SwiftUIScreenContentCache<Route: Equatable, Content> {
  private var entries: [ScreenID: (route: Route, content: Content)] = [:]
  /// Which contents to release after a change, at the cost of what changed.
  private var releaseCheck = ScreenReleaseCheck<Route>()

  /// An empty cache.
  package init() {}

  /// The content of `screen`: the one made before while its route is the same, else a new one
  /// from `make`, kept.
  package mutating func content(
    for screen: NavigationScreen<Route>, make: (NavigationScreen<Route>) -> Content
  ) -> Content {
    if let entry = entries[screen.id], entry.route == screen.route {
      return entry.content
    }
    let content = make(screen)
    if entries[screen.id] == nil { releaseCheck.noteMade(screen.id) }
    entries[screen.id] = (screen.route, content)
    return content
  }

  /// Releases the content of every screen in none of `states` (the displayed state, and those
  /// of levels still sliding away): it costs what changed since the last release
  /// (`ScreenReleaseCheck`), not the contents kept, so a host calls it after every change.
  package mutating func release(keepingScreensOf states: [NavigationState<Route>]) {
    for id in releaseCheck.screensThatLeft(keeping: states, kept: entries.keys) {
      entries[id] = nil
    }
  }

  /// Releases the content of every screen not in `kept`.
  package mutating func release(keeping kept: Set<ScreenID>) {
    entries = entries.filter { kept.contains($0.key) }
  }

  /// The screens whose content is kept.
  package var screens: Set<ScreenID> { Set(entries.keys) }
}
