#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  extension SceneRegistry where Route: Codable {
    /// Asks UIKit for a new scene for `entry`, one the registry handed back
    /// (`SceneDelivery.openNewScene(_:)`): the request carries the entry in a user activity
    /// (``SceneRegistry/activity(openingNewSceneFor:)``), which the new scene's delegate finds
    /// in `connectionOptions.userActivities`, reads with `entry(for: SceneActivity(activity))`
    /// (the same entry, its identity included) and opens there with `.scene(_:)`, once.
    ///
    /// ```swift
    /// if case .openNewScene(let entry) = try await app.scenes.open(entry, in: .newScene) {
    ///   app.scenes.requestNewScene(for: entry)
    /// }
    /// ```
    ///
    /// - Returns: Whether the request was made; `false` when the entry's target does not
    ///   encode. UIKit reports a refusal to `errorHandler`.
    @discardableResult
    public func requestNewScene(
      for entry: SceneEntry<Route>, errorHandler: ((any Error) -> Void)? = nil
    ) -> Bool {
      guard let activity = activity(openingNewSceneFor: entry) else { return false }
      UIApplication.shared.activateSceneSession(
        for: UISceneSessionActivationRequest(userActivity: activity.makeUserActivity()),
        errorHandler: errorHandler)
      return true
    }
  }
#endif
