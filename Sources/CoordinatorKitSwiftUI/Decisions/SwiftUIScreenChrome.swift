import CoordinatorKit

/// How a SwiftUI host draws each screen of a stack beyond its content: whether the screen hides
/// the tab bar (`toolbar(.hidden, for: .tabBar)`, iOS 16 and later) and the zoom it appears with
/// (`navigationTransition(.zoom(sourceID:in:))`, iOS 18 and later), from the screens'
/// ``ScreenOptions``.
///
/// SwiftUI applies a screen's toolbar visibility while that screen is on top, so a screen
/// pushed after one that hides the tab bar would show it again; UIKit's
/// `hidesBottomBarWhenPushed` keeps it hidden. The engine keeps UIKit's rule
/// (``NavigationState/hidesTabBar``), so this hides the tab bar on every screen from the lowest
/// one that hides it up to the top of a tab's stack. A modal layer's stacks have no tab bar.
///
/// A zoom's source is named by the screen below the zooming one (the one under a pushed screen,
/// the top of the level below a cover); the control `zoomSource(_:)` marks publishes the same
/// ``SourceID`` with `matchedTransitionSource(id:in:)`, so two screens may use one name.
struct SwiftUIScreenChrome: Hashable, Sendable {
  /// The identity a zoom's source and destination share in the navigator's namespace: the
  /// source's name and the screen it is marked on.
  struct SourceID: Hashable, Sendable {
    /// The screen the source control belongs to; `nil` for a control outside every screen.
    var screen: ScreenID?
    /// The source's name.
    var name: String
  }

  /// Whether the screen hides the tab bar.
  var hidesTabBar = false
  /// The source the screen zooms from; `nil` for the standard transition.
  var zoom: SourceID?

  /// The chrome of each screen of a stack, bottom first, keyed by screen: `stack` its screens
  /// with their options (the root's first), `isTabStack` whether the stack is a tab's (the
  /// base level of a tabbed state), `presentingScreen` the top screen of the level below (for a
  /// layer's root that zooms). Screens drawn the standard way are left out.
  static func of(
    stack: [(id: ScreenID, options: ScreenOptions)], isTabStack: Bool,
    presentingScreen: ScreenID?
  ) -> [ScreenID: SwiftUIScreenChrome] {
    var chrome: [ScreenID: SwiftUIScreenChrome] = [:]
    var hiding = false
    var below = presentingScreen
    for screen in stack {
      hiding = hiding || (isTabStack && screen.options.hidesTabBar)
      let zoom = screen.options.zoomSource.flatMap { source in
        below.map { SourceID(screen: $0, name: source.name) }
      }
      if hiding || zoom != nil {
        chrome[screen.id] = SwiftUIScreenChrome(hidesTabBar: hiding, zoom: zoom)
      }
      below = screen.id
    }
    return chrome
  }
}
