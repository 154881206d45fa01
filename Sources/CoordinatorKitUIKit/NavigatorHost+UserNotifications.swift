#if canImport(UIKit) && canImport(UserNotifications)
  import CoordinatorKit
  import UserNotifications

  extension NavigatorHost where Route: Codable {
    /// Opens a tapped notification through the coordinators, from
    /// `userNotificationCenter(_:didReceive:)`: its content's user info's `link` (read with the
    /// links given to ``attach(to:options:links:activityType:onFailure:adjustingSavedState:)``)
    /// or `target` (an encoded `NavigationTarget`). A notification that launched the scene comes
    /// in its connection options, which `attach` opens itself. Before the scene's saved state is
    /// restored, it waits for it; what cannot be opened is reported and changes nothing.
    ///
    /// An app of several windows reads it with `SceneRegistry.entry(for:)` instead, and opens it
    /// in the window its rule chooses.
    public func open(_ response: UNNotificationResponse) {
      attachedGate?.receive(
        .notification(SceneActivity.textEntries(of: response.notification.request.content.userInfo))
      )
    }
  }
#endif
