import CoordinatorKit

/// Which activities a window's `navigatorScene(opening:links:activityType:key:onFailure:adjustingSavedState:)`
/// continues and advertises: the decisions of the SwiftUI scene helper beyond restoration
/// (`SwiftUIRestorationSaving`) and the opening of entries (`SceneEntryGate`), outside
/// `#if canImport`, tested on Linux.
enum SwiftUISceneEntries {
  /// The activity types the window continues (`onContinueUserActivity`): web links
  /// (``SceneActivity/browsingWeb``) when it has links to read them with, and the app's own type
  /// (Handoff) when it gives one. A type it could not read is not claimed, so the system offers
  /// it elsewhere.
  static func continuedActivityTypes(activityType: String?, hasLinks: Bool) -> [String] {
    (hasLinks ? [SceneActivity.browsingWeb] : []) + (activityType.map { [$0] } ?? [])
  }

  /// Whether the window advertises its current screen for Handoff (`userActivity(_:isActive:)`):
  /// only with an activity type of the app's, which its Info.plist declares.
  static func advertises(activityType: String?) -> Bool {
    activityType.map { !$0.isEmpty } ?? false
  }
}
