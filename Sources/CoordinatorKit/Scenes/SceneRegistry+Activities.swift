import Foundation

/// Entry points beyond links: Handoff's activities, notifications; each read into an entry, or
/// refused with a typed error before anything changes.
extension SceneRegistry where Route: Codable {
  /// The activity `scene` advertises for Handoff: its current screen's target (the state it
  /// would save, ``Navigator/stateToSave``, drafts included), as of its latest change, with an
  /// entry identity of its own, so a continuation is opened once. `nil` for a scene that is not
  /// connected.
  ///
  /// Read it when the platform asks (`updateUserActivityState`, SwiftUI's `userActivity`), never
  /// per change: it costs the screens of the state. ``advertisementDidChange`` says when it is
  /// out of date.
  public func advertisedActivity(of scene: String) -> SceneActivity? {
    guard let record = connected[scene] else { return nil }
    return SceneEntryReading.advertisedActivity(
      of: record.navigator, activityType: activityType,
      entry: "\(advertisingPrefix)-\(scene)-\(record.revision)")
  }

  /// The activity that takes `entry` to a new scene, for an entry the registry handed back
  /// (``SceneDelivery/openNewScene(_:)``): ask the platform for the scene with it (UIKit:
  /// `requestNewScene(for:errorHandler:)` does); the new scene's connection options bring it back, and
  /// ``entry(for:)`` reads the same entry, its identity included, which
  /// ``open(_:in:)`` with ``SceneRule/scene(_:)`` then opens there, once. `nil` when the
  /// entry's target does not encode.
  public func activity(openingNewSceneFor entry: SceneEntry<Route>) -> SceneActivity? {
    SceneEntryReading.activity(carrying: entry.target, entry: entry.id, activityType: activityType)
  }

  /// The entry an activity continues: an advertised one (``activityType``) by its target or link,
  /// a web link (``SceneActivity/browsingWeb``) by ``links``. Its identity is the one it
  /// advertised (`entry`), else a new one.
  ///
  /// - Throws: ``SceneError/unknownActivity(type:expected:)``,
  ///   ``SceneError/unreadableEntry(reason:)``, ``SceneError/link(_:)``; nothing changed.
  public func entry(for activity: SceneActivity) throws(SceneError) -> SceneEntry<Route> {
    let target: NavigationTarget<Route> = try SceneEntryReading.target(
      continuing: activity, activityType: activityType, links: links)
    return activity.userInfo["entry"].map { SceneEntry(id: $0, target: target) }
      ?? SceneEntry(target)
  }

  /// The entry a tapped notification opens: its user info's `link` (read with ``links``) or
  /// `target` (an encoded ``NavigationTarget``), delivered as `id` (the notification request's
  /// identifier), so a response handled twice opens once.
  ///
  /// - Throws: ``SceneError/unreadableEntry(reason:)``, ``SceneError/link(_:)``; nothing changed.
  public func entry(forNotification userInfo: [String: String], id: String) throws(SceneError)
    -> SceneEntry<Route>
  {
    SceneEntry(id: id, target: try SceneEntryReading.target(in: userInfo, links: links))
  }
}
