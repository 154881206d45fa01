import Foundation

/// An `NSUserActivity` as plain data (Linux has none): what the platform hands over when the user
/// continues an activity (Handoff, a Spotlight result, a universal link), and what a scene
/// advertises. The Apple hosts convert it to and from `NSUserActivity`.
public struct SceneActivity: Hashable, Sendable {
  /// The activity type of a web link (a universal link): `NSUserActivityTypeBrowsingWeb`.
  public static let browsingWeb = "NSUserActivityTypeBrowsingWeb"

  /// The activity's type: the app's own (see ``SceneRegistry/activityType``), or
  /// ``browsingWeb``.
  public var activityType: String
  /// The activity's user info, as text: `target` holds an encoded ``NavigationTarget``, `link` a
  /// link the app's ``LinkTable`` reads, and `entry` the identity of the delivery.
  public var userInfo: [String: String]
  /// The web page a web link opens.
  public var webpageURL: URL?

  /// An activity of type `activityType`.
  public init(activityType: String, userInfo: [String: String] = [:], webpageURL: URL? = nil) {
    self.activityType = activityType
    self.userInfo = userInfo
    self.webpageURL = webpageURL
  }
}
