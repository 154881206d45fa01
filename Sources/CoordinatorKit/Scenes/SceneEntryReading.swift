import Foundation

/// How what arrives from outside (an activity, a notification's user info, a link) becomes a
/// target, and what a navigator advertises for Handoff: the one reading every entry point uses,
/// a ``SceneRegistry``'s and a single window's (the Apple hosts' scene helpers).
package enum SceneEntryReading {
  /// The target an activity continues: an advertised one (`activityType`) by its `target` or
  /// `link`, a web link (``SceneActivity/browsingWeb``) by `links`.
  ///
  /// - Throws: ``SceneError/unknownActivity(type:expected:)``,
  ///   ``SceneError/unreadableEntry(reason:)``, ``SceneError/link(_:)``.
  package static func target<Route: Codable>(
    continuing activity: SceneActivity, activityType: String?, links: LinkTable<Route>?
  ) throws(SceneError) -> NavigationTarget<Route> {
    if let activityType, activity.activityType == activityType {
      return try target(in: activity.userInfo, links: links)
    }
    guard activity.activityType == SceneActivity.browsingWeb, links != nil else {
      throw .unknownActivity(
        type: activity.activityType,
        expected: (activityType.map { [$0] } ?? [])
          + (links == nil ? [] : [SceneActivity.browsingWeb]))
    }
    guard let url = activity.webpageURL else {
      throw .unreadableEntry(reason: "the web link activity has no webpageURL")
    }
    return try target(forLink: url.absoluteString, links: links)
  }

  /// The target a user info names by `link` (read with `links`) or `target` (an encoded
  /// ``NavigationTarget``).
  ///
  /// - Throws: ``SceneError/unreadableEntry(reason:)``, ``SceneError/link(_:)``.
  package static func target<Route: Codable>(
    in userInfo: [String: String], links: LinkTable<Route>?
  ) throws(SceneError) -> NavigationTarget<Route> {
    if let link = userInfo["link"] { return try target(forLink: link, links: links) }
    guard let text = userInfo["target"] else {
      throw .unreadableEntry(reason: "it has neither a \"link\" nor a \"target\"")
    }
    do {
      return try JSONDecoder().decode(NavigationTarget<Route>.self, from: Data(text.utf8))
    } catch {
      throw .unreadableEntry(reason: "its \"target\" is not a target of this app's routes")
    }
  }

  /// The target `link` leads to, read with `links`.
  ///
  /// - Throws: ``SceneError/unreadableEntry(reason:)`` without `links`, ``SceneError/link(_:)``.
  package static func target<Route>(forLink link: String, links: LinkTable<Route>?)
    throws(SceneError) -> NavigationTarget<Route>
  {
    guard let links else {
      throw .unreadableEntry(reason: "it carries a link, and no link table was given")
    }
    do {
      return try links.target(for: link)
    } catch {
      throw .link(error)
    }
  }

  /// The activity of type `activityType` that advertises `navigator`'s current screen for
  /// Handoff: the target of the state it would save (``Navigator/stateToSave``, drafts
  /// included), with `entry` as its delivery identity when given. `nil` when the state does not
  /// encode.
  @MainActor
  package static func advertisedActivity<Route: Codable & Equatable>(
    of navigator: Navigator<Route>, activityType: String, entry: String?
  ) -> SceneActivity? {
    activity(
      carrying: NavigationTarget(navigator.stateToSave), entry: entry, activityType: activityType)
  }

  /// The activity of type `activityType` that carries `target` (encoded under `target`), with
  /// `entry` as its delivery identity when given; `nil` when the target does not encode.
  package static func activity<Route: Codable>(
    carrying target: NavigationTarget<Route>, entry: String?, activityType: String
  ) -> SceneActivity? {
    guard let data = try? JSONEncoder().encode(target) else { return nil }
    var userInfo = ["target": String(decoding: data, as: UTF8.self)]
    userInfo["entry"] = entry
    return SceneActivity(activityType: activityType, userInfo: userInfo)
  }
}
