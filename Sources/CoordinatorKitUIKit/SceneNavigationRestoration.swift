#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Saves a navigator's state in UIKit's scene state restoration and hands it back when the
  /// scene reconnects: the UIKit counterpart of SwiftUI's `restoringNavigation(of:key:restore:)`.
  ///
  /// Return ``stateRestorationActivity(for:)`` from your scene delegate's
  /// `stateRestorationActivity(for:)`, and pass `session.stateRestorationActivity` to
  /// ``restore(from:using:)`` in `scene(_:willConnectTo:options:)`, after the window shows the
  /// host, and again in `sceneDidBecomeActive(_:)`, rebuilding the state through the
  /// coordinators. While the device is locked the saved activity is unavailable when the scene
  /// connects (`nil`) and arrives later, as UIKit documents for
  /// `UISceneSession.stateRestorationActivity`: the second call restores it then (a state is
  /// restored once), and until it is read the saved one is kept rather than overwritten by the
  /// state the app launched in.
  ///
  /// ```swift
  /// let restoration = SceneNavigationRestoration(navigator: app.navigator)
  /// // scene(_:willConnectTo:options:), and again in sceneDidBecomeActive(_:): every tab,
  /// // through the coordinators
  /// try? restoration.restore(from: session.stateRestorationActivity)
  /// // stateRestorationActivity(for:)
  /// return restoration.stateRestorationActivity(for: scene.session)
  /// ```
  ///
  /// Alerts are not saved. A saved state that no longer decodes is dropped; one that no longer
  /// fits the coordinators fails `restore`, whose error is yours to handle. What is saved and what
  /// is read back is decided by `UIKitRestorationPayload`.
  @MainActor
  public struct SceneNavigationRestoration<Route: Codable & Equatable> {
    /// The navigator whose state is saved.
    public let navigator: Navigator<Route>
    /// The activity type of the saved activity; list it under `NSUserActivityTypes` in the
    /// app's Info.plist.
    public let activityType: String
    /// The `userInfo` key the state is saved under.
    public let key: String
    /// Whether a state was restored, or the navigator's saved, since the scene connected.
    private let record = SceneRestorationRecord()

    /// Saves `navigator`'s state in activities of type `activityType`, under `key`.
    public init(
      navigator: Navigator<Route>, activityType: String = "CoordinatorKit.navigationState",
      key: String = "CoordinatorKit.navigationState"
    ) {
      self.navigator = navigator
      self.activityType = activityType
      self.key = key
    }

    /// What to save for `session`, from `stateRestorationActivity(for:)`: the navigator's state to
    /// save now; or, while the state `session` holds was never read (the scene connected while the
    /// device was locked and nothing was restored or saved since), that state unchanged, so the
    /// state the app launched in does not overwrite it (`UIKitRestorationPayload`).
    public func stateRestorationActivity(for session: UISceneSession) -> NSUserActivity {
      if let unread = session.stateRestorationActivity,
        UIKitRestorationPayload.keepsUnreadState(
          restoredOrSaved: record.restoredOrSaved, unreadType: unread.activityType,
          activityType: activityType, unread: unread.userInfo, key: key, as: Route.self)
      {
        return unread
      }
      return stateRestorationActivity()
    }

    /// An activity holding the navigator's state to save now (``Navigator/stateToSave``: each
    /// screen's route as its coordinator saves it, a draft typed into a model included).
    public func stateRestorationActivity() -> NSUserActivity {
      record.restoredOrSaved = true
      let activity = NSUserActivity(activityType: activityType)
      activity.addUserInfoEntries(
        from: UIKitRestorationPayload.userInfo(saving: navigator.stateToSave, key: key))
      return activity
    }

    /// Rebuilds the state saved in `activity` through the coordinators, every tab of it
    /// (``Navigator/restore(everyTabOf:animation:overridingLeaveGuards:)``).
    ///
    /// - Returns: Whether a saved state was found and restored; see ``restore(from:using:)``.
    /// - Throws: the ``FollowError`` of a saved state that no longer fits the coordinators;
    ///   nothing changed.
    @discardableResult
    public func restore(from activity: NSUserActivity?) throws(FollowError) -> Bool {
      guard let saved = unreadState(in: activity) else { return false }
      try navigator.restore(everyTabOf: saved)
      record.restoredOrSaved = true
      return true
    }

    /// Hands the state saved in `activity` to `restore`, which rebuilds it: for an app that
    /// adjusts the saved state first (drops the screens that need a sign-in).
    ///
    /// - Returns: Whether a saved state was found and restored; `false` when `activity` is `nil`,
    ///   of another type, or holds nothing this version can read (the app stays at its root),
    ///   and when a state was restored or saved already (a second call, once the scene is
    ///   active, restores only what the first could not read).
    /// - Throws: what `restore` throws; a restoration that fails changes nothing.
    @discardableResult
    public func restore(
      from activity: NSUserActivity?, using restore: (NavigationState<Route>) throws -> Void
    ) rethrows -> Bool {
      guard let saved = unreadState(in: activity) else { return false }
      try restore(saved)
      record.restoredOrSaved = true
      return true
    }

    /// The state saved in `activity`, unless a state was restored or saved already.
    private func unreadState(in activity: NSUserActivity?) -> NavigationState<Route>? {
      guard !record.restoredOrSaved, let activity, activity.activityType == activityType else {
        return nil
      }
      return UIKitRestorationPayload.savedState(in: activity.userInfo, key: key, as: Route.self)
    }
  }

  /// Whether a scene restored a state, or saved its navigator's, since it connected.
  @MainActor
  final class SceneRestorationRecord {
    var restoredOrSaved = false
  }
#endif
