#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Saves a navigator's state in UIKit's scene state restoration and hands it back when the
  /// scene reconnects: the UIKit counterpart of SwiftUI's `restoringNavigation(of:key:restore:)`.
  ///
  /// Return ``stateRestorationActivity()`` from your scene delegate's
  /// `stateRestorationActivity(for:)`, and pass `session.stateRestorationActivity` to
  /// ``restore(from:using:)`` in `scene(_:willConnectTo:options:)`, after the window shows the
  /// host, rebuilding the state through the coordinators:
  ///
  /// ```swift
  /// let restoration = SceneNavigationRestoration(navigator: app.navigator)
  /// // scene(_:willConnectTo:options:)
  /// try? restoration.restore(from: session.stateRestorationActivity) { saved in
  ///   try app.navigator.restore(everyTabOf: saved)  // every tab, through the coordinators
  /// }
  /// // stateRestorationActivity(for:)
  /// return restoration.stateRestorationActivity()
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

    /// Saves `navigator`'s state in activities of type `activityType`, under `key`.
    public init(
      navigator: Navigator<Route>, activityType: String = "CoordinatorKit.navigationState",
      key: String = "CoordinatorKit.navigationState"
    ) {
      self.navigator = navigator
      self.activityType = activityType
      self.key = key
    }

    /// An activity holding the navigator's state now, for `stateRestorationActivity(for:)`.
    public func stateRestorationActivity() -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.addUserInfoEntries(
        from: UIKitRestorationPayload.userInfo(saving: navigator.state, key: key))
      return activity
    }

    /// Hands the state saved in `activity` to `restore`, which rebuilds it (usually
    /// `navigator.restore(everyTabOf:)`).
    ///
    /// - Returns: Whether a saved state was found and restored; `false` when `activity` is `nil`,
    ///   of another type, or holds nothing this version can read (the app stays at its root).
    /// - Throws: what `restore` throws; a restoration that fails changes nothing.
    @discardableResult
    public func restore(
      from activity: NSUserActivity?, using restore: (NavigationState<Route>) throws -> Void
    ) rethrows -> Bool {
      guard let activity, activity.activityType == activityType,
        let saved = UIKitRestorationPayload.savedState(
          in: activity.userInfo, key: key, as: Route.self)
      else { return false }
      try restore(saved)
      return true
    }
  }
#endif
