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
    guard let record = connected[scene],
      let data = try? JSONEncoder().encode(NavigationTarget(record.navigator.stateToSave))
    else { return nil }
    return SceneActivity(
      activityType: activityType,
      userInfo: [
        "target": String(decoding: data, as: UTF8.self),
        "entry": "\(advertisingPrefix)-\(scene)-\(record.revision)",
      ])
  }

  /// The entry an activity continues: an advertised one (``activityType``) by its target or link,
  /// a web link (``SceneActivity/browsingWeb``) by ``links``. Its identity is the one it
  /// advertised (`entry`), else a new one.
  ///
  /// - Throws: ``SceneError/unknownActivity(type:expected:)``,
  ///   ``SceneError/unreadableEntry(reason:)``, ``SceneError/link(_:)``; nothing changed.
  public func entry(for activity: SceneActivity) throws(SceneError) -> SceneEntry<Route> {
    let target: NavigationTarget<Route>
    switch activity.activityType {
    case activityType:
      target = try self.target(in: activity.userInfo)
    case SceneActivity.browsingWeb where links != nil:
      guard let url = activity.webpageURL else {
        throw .unreadableEntry(reason: "the web link activity has no webpageURL")
      }
      target = try self.target(forLink: url.absoluteString)
    default:
      throw .unknownActivity(
        type: activity.activityType,
        expected: [activityType] + (links == nil ? [] : [SceneActivity.browsingWeb]))
    }
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
    SceneEntry(id: id, target: try target(in: userInfo))
  }

  /// The target a user info names by `link` or `target`.
  private func target(in userInfo: [String: String]) throws(SceneError) -> NavigationTarget<Route> {
    if let link = userInfo["link"] { return try target(forLink: link) }
    guard let text = userInfo["target"] else {
      throw .unreadableEntry(reason: "it has neither a \"link\" nor a \"target\"")
    }
    do {
      return try JSONDecoder().decode(NavigationTarget<Route>.self, from: Data(text.utf8))
    } catch {
      throw .unreadableEntry(reason: "its \"target\" is not a target of this app's routes")
    }
  }

  /// The target `link` leads to, read with ``links``.
  private func target(forLink link: String) throws(SceneError) -> NavigationTarget<Route> {
    guard let links else {
      throw .unreadableEntry(reason: "it carries a link, and the registry was given no links")
    }
    do {
      return try links.target(for: link)
    } catch {
      throw .link(error)
    }
  }
}
