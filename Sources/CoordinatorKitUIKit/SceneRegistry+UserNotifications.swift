#if canImport(UIKit) && canImport(UserNotifications)
  import CoordinatorKit
  import UserNotifications

  extension SceneRegistry where Route: Codable {
    /// The entry a tapped notification opens, from `userNotificationCenter(_:didReceive:)` or
    /// a scene's `connectionOptions.notificationResponse`: its content's user info's `link`
    /// (read with ``SceneRegistry/links``) or `target` (an encoded `NavigationTarget`), delivered
    /// as its request's identifier, so a response handed over twice opens once
    /// (``SceneRegistry/entry(forNotification:id:)``; only the text entries of the user info
    /// are read).
    ///
    /// ```swift
    /// let entry = try app.scenes.entry(for: response)
    /// try await app.scenes.open(entry, in: .frontmost)
    /// ```
    ///
    /// - Throws: `SceneError.unreadableEntry(reason:)`, `SceneError.link(_:)`; nothing changed.
    public func entry(for response: UNNotificationResponse) throws(SceneError) -> SceneEntry<Route>
    {
      let request = response.notification.request
      return try entry(
        forNotification: SceneActivity.textEntries(of: request.content.userInfo),
        id: request.identifier)
    }
  }
#endif
