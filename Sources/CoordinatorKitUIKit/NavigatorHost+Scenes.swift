#if canImport(UIKit)
  import CoordinatorKit
  import UIKit
  #if canImport(UserNotifications)
    import UserNotifications
  #endif

  extension NavigatorHost where Route: Codable {
    /// Shows this host in a window of `scene` and gives the scene its navigation: the state its
    /// session saved, restored through the coordinators, every tab of it; then the URLs and user
    /// activities it connected for (`options`), opened through the coordinators, each once; and,
    /// when the scene disconnects, the host detached from its navigator
    /// (``detachFromNavigator()``), its view controllers and through them the screens' models let
    /// go. Call it from `scene(_:willConnectTo:options:)` and keep the window it returns:
    ///
    /// ```swift
    /// window = host.attach(to: scene, options: connectionOptions, links: InboxApp.links)
    /// // scene(_:openURLContexts:)
    /// host.open(urlContexts)
    /// // stateRestorationActivity(for:)
    /// return host.stateRestorationActivity(for: scene)
    /// ```
    ///
    /// While the device is locked the session's saved state cannot be read when the scene
    /// connects ("If the file is unavailable at scene-connection time, perhaps because the
    /// device is still locked, the initial value in this property is nil",
    /// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity):
    /// the host reads it again when the scene first becomes active
    /// (`UIScene.didActivateNotification`). Until the state is restored, or it is known that
    /// none comes, links and activities wait: a cold start's link is opened after the restore,
    /// over the restored state, never lost and never twice.
    ///
    /// - Parameters:
    ///   - scene: the scene connecting; a `UIWindowScene` gets the window.
    ///   - options: why it connected: its `urlContexts`, its `userActivities` and its tapped
    ///     `notificationResponse` are opened.
    ///   - links: the links URLs and web link activities are read with; `nil` opens none.
    ///   - activityType: the app's own activity type, continued by its target (Handoff); `nil`
    ///     continues none.
    ///   - onFailure: what to do with a failure (a saved state that no longer fits, a link the
    ///     table does not read, a target the coordinators do not reach); it changed nothing. By
    ///     default it is written to the standard error.
    ///   - adjustingSavedState: what the app changes in the saved state before it is restored
    ///     (drops the screens that need a sign-in); `nil` restores it as saved.
    /// - Returns: The window showing the host, made key and visible; `nil` for a scene that is
    ///   not a window scene.
    public func attach(
      to scene: UIScene, options: UIScene.ConnectionOptions, links: LinkTable<Route>?,
      activityType: String? = nil, onFailure: (@MainActor (SceneError) -> Void)? = nil,
      adjustingSavedState: (@MainActor (NavigationState<Route>) -> NavigationState<Route>)? = nil
    ) -> UIWindow? {
      for observer in sceneObservers { NotificationCenter.default.removeObserver(observer) }
      let gate = SceneEntryGate(
        navigator: navigator, scene: scene.session.persistentIdentifier, links: links,
        activityType: activityType, adjustingSavedState: adjustingSavedState,
        report: onFailure ?? { SceneEntryGate<Route>.reportToStandardError($0) })
      let attachment = NavigatorSceneAttachment(gate: gate)
      sceneAttachment = attachment
      var window: UIWindow?
      if let windowScene = scene as? UIWindowScene {
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = rootViewController
        window?.makeKeyAndVisible()
      }
      let center = NotificationCenter.default
      // UIKit posts both on the main thread, synchronously.
      sceneObservers = [
        center.addObserver(forName: UIScene.didActivateNotification, object: scene, queue: nil) {
          [weak self, weak scene] _ in
          MainActor.assumeIsolated { self?.sceneDidActivate(scene) }
        },
        center.addObserver(forName: UIScene.didDisconnectNotification, object: scene, queue: nil) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.detachFromNavigator() }
        },
      ]
      gate.restore(
        NavigatorSceneAttachment<Route>.savedState(in: scene.session.stateRestorationActivity),
        isFinal: false)
      open(options.urlContexts)
      for activity in options.userActivities {
        gate.receive(.activity(SceneActivity(activity)))
      }
      #if canImport(UserNotifications)
        if let response = options.notificationResponse { open(response) }
      #endif
      return window
    }

    /// Opens the URLs of `contexts` through the coordinators, read with the links given to
    /// ``attach(to:options:links:activityType:onFailure:adjustingSavedState:)``: from `scene(_:openURLContexts:)`.
    /// Before the scene's saved state is restored, they wait for it.
    public func open(_ contexts: Set<UIOpenURLContext>) {
      guard let gate = attachedGate else { return }
      for link in contexts.map(\.url.absoluteString).sorted() {
        gate.receive(.link(link))
      }
    }

    /// What UIKit saves for `scene`, from `stateRestorationActivity(for:)`: the navigator's state
    /// to save now (`Navigator.stateToSave`: each screen's route as its coordinator saves it, a
    /// draft typed into a model included; alerts are not saved); or, while the state the session
    /// holds was never read (the scene connected while the device was locked and has not become
    /// active since), that state unchanged, so the state the app launched in does not overwrite
    /// it (`UIKitRestorationPayload`).
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      let attachment = sceneAttachment as? NavigatorSceneAttachment<Route>
      let restoredOrSaved =
        (attachment?.saved ?? false) || (attachment?.gate.foundSavedState ?? false)
      let type = NavigatorSceneAttachment<Route>.restorationActivityType
      let key = NavigatorSceneAttachment<Route>.restorationKey
      if let unread = scene.session.stateRestorationActivity,
        UIKitRestorationPayload.keepsUnreadState(
          restoredOrSaved: restoredOrSaved, unreadType: unread.activityType, activityType: type,
          unread: unread.userInfo, key: key, as: Route.self)
      {
        return unread
      }
      attachment?.saved = true
      let activity = NSUserActivity(activityType: type)
      activity.addUserInfoEntries(
        from: UIKitRestorationPayload.userInfo(saving: navigator.stateToSave, key: key))
      return activity
    }

    /// The gate of the scene this host is attached to, which opens what arrives from outside;
    /// `nil`, reported, before ``attach(to:options:links:activityType:onFailure:adjustingSavedState:)``.
    var attachedGate: SceneEntryGate<Route>? {
      guard let gate = (sceneAttachment as? NavigatorSceneAttachment<Route>)?.gate else {
        SceneEntryGate<Route>.reportToStandardError(
          .unreadableEntry(
            reason: "the host was not attached to a scene, attach(to:options:links:)"))
        return nil
      }
      return gate
    }

    /// The scene became active: the saved state, readable now if the device was locked at
    /// connection, is restored unless one was; the waiting links and activities are opened.
    private func sceneDidActivate(_ scene: UIScene?) {
      guard let scene, let attachment = sceneAttachment as? NavigatorSceneAttachment<Route>
      else { return }
      attachment.gate.restore(
        NavigatorSceneAttachment<Route>.savedState(in: scene.session.stateRestorationActivity),
        isFinal: true)
    }
  }
#endif
