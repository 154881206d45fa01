import CoordinatorKit
import Foundation

/// When `navigatorScene(opening:links:activityType:key:onFailure:adjustingSavedState:)` writes the navigator's state
/// to the scene's storage, and what it writes and reads back: the decisions of the SwiftUI
/// restoration helper, outside `#if canImport`, tested on Linux.
///
/// Encoding a state costs its whole depth (4.8 ms at 1,000 screens), so it is never done per
/// change. The state is saved when the scene stops being active (the app switcher, a call, a
/// window losing focus), again when it goes to the background, and when the view leaves: each
/// moment comes before the system may discard the scene, as UIKit asks a scene for its
/// restoration activity only when it goes. A change made and lost in the same active period
/// (the app crashing) is not saved, as in UIKit.
///
/// What is saved is the state without its alert (what answers an alert cannot be saved),
/// JSON-encoded; a saved state this version cannot read gives nothing back, so the app starts
/// at its root.
enum SwiftUIRestorationSaving {
  /// A scene's phase, as SwiftUI's `ScenePhase` reports it.
  enum Phase: Hashable, Sendable {
    /// In the foreground and interactive.
    case active
    /// In the foreground but not receiving events (the app switcher, a call, focus elsewhere).
    case inactive
    /// Not visible; the system may discard it.
    case background
  }

  /// Whether the helper saves when the scene's phase goes from `old` to `new`: when it stops
  /// being active, and again when it reaches the background (the state may have changed while
  /// it was inactive). Coming back saves nothing: nothing can be lost then.
  static func saves(from old: Phase, to new: Phase) -> Bool {
    switch (old, new) {
    case (.active, .inactive), (.active, .background), (.inactive, .background): true
    default: false
    }
  }

  /// What the helper writes for `state`: the state without its alert, JSON-encoded; `nil` when it
  /// cannot be encoded (then nothing is written, and the last saved copy stays).
  static func data<Route: Codable & Equatable>(saving state: NavigationState<Route>)
    -> Data?
  {
    var saved = state
    saved.dismissAlert()
    return try? JSONEncoder().encode(saved)
  }

  /// The state saved in `data`, or `nil` when nothing is saved or it no longer decodes.
  static func savedState<Route: Codable & Equatable>(
    in data: Data?, as route: Route.Type = Route.self
  ) -> NavigationState<Route>? {
    guard let data else { return nil }
    return try? JSONDecoder().decode(NavigationState<Route>.self, from: data)
  }
}
