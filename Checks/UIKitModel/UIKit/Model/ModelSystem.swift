import Foundation

/// The system's part in a scene's life: it connects a scene to a session, moves it between the
/// foreground and the background, hands it URLs and disconnects it, calling its delegate as
/// UIKit does (see `UIScene` for each rule and its documentation). A test plays iOS with it, as
/// it plays the person using the app with `ModelUser`.
///
/// A session outlives its scenes: keep it to reconnect, as UIKit does when the user comes back
/// to a scene it disconnected. While the device is locked a session's saved activity is
/// unavailable when the scene connects: connect with a session whose
/// `stateRestorationActivity` is `nil`, then set it once the device is unlocked ("When the data
/// becomes available, the system updates the value accordingly",
/// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity).
@_spi(UIKitModel)
@MainActor
public enum ModelSystem {
  /// Connects a new window scene with `delegate` to `session` (a new one by default) and brings
  /// it to the foreground, inactive, as when the user opens the app: the delegate hears
  /// `scene(_:willConnectTo:options:)`, with `urls` (a cold start's links) in
  /// `options.urlContexts` and `userActivities` in `options.userActivities`, then
  /// `sceneWillEnterForeground(_:)`. The scene is an iPad's full screen with `regularWidth`,
  /// else a phone in portrait. UIKit keeps the scene, and through it its delegate, until it
  /// disconnects.
  @discardableResult
  public static func connectScene(
    delegate: any UISceneDelegate,
    session: UISceneSession = UISceneSession(stateRestorationActivity: nil),
    urls: [URL] = [], userActivities: [NSUserActivity] = [], regularWidth: Bool = false
  ) -> UIWindowScene {
    let options = UIScene.ConnectionOptions(
      urlContexts: Set(urls.map(UIOpenURLContext.init)), userActivities: Set(userActivities))
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scene.modelRegularWidth = regularWidth
    scene.delegate = delegate
    UIKitModel.connectedScenes.append(scene)
    delegate.scene(scene, willConnectTo: session, options: options)
    enterForeground(scene)
    return scene
  }

  /// Makes `scene` active, as when it is on screen and receives events: its delegate hears
  /// `sceneWillEnterForeground(_:)` first if the scene was in the background, then
  /// `sceneDidBecomeActive(_:)`, and `UIScene.didActivateNotification` is posted. Nothing happens to a scene already active or disconnected.
  public static func activate(_ scene: UIScene) {
    if scene.modelActivationState == .background { enterForeground(scene) }
    guard scene.modelActivationState == .foregroundInactive else { return }
    scene.modelActivationState = .foregroundActive
    scene.delegate?.sceneDidBecomeActive(scene)
    NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
  }

  /// Opens `urls` in `scene`, connected already, as when the user taps a link to the running
  /// app: its delegate hears `scene(_:openURLContexts:)` with one context per URL. Nothing
  /// happens to a disconnected scene.
  public static func open(_ urls: [URL], in scene: UIScene) {
    guard scene.modelActivationState != .unattached, !urls.isEmpty else { return }
    scene.delegate?.scene(scene, openURLContexts: Set(urls.map(UIOpenURLContext.init)))
  }

  /// Sends `scene` to the background, as when the user leaves the app: its delegate hears
  /// `sceneWillResignActive(_:)` if it was active, `sceneDidEnterBackground(_:)`, then
  /// `stateRestorationActivity(for:)`, and a copy of the activity it returns becomes the
  /// session's `stateRestorationActivity` (none: `nil`). Nothing happens to a scene in the
  /// background already or disconnected.
  ///
  /// - Returns: the session's `stateRestorationActivity` afterwards.
  @discardableResult
  public static func moveToBackground(_ scene: UIScene) -> NSUserActivity? {
    switch scene.modelActivationState {
    case .unattached, .background:
      return scene.session.stateRestorationActivity
    case .foregroundActive:
      scene.modelActivationState = .foregroundInactive
      scene.delegate?.sceneWillResignActive(scene)
    case .foregroundInactive:
      break
    }
    scene.modelActivationState = .background
    scene.delegate?.sceneDidEnterBackground(scene)
    let activity = scene.delegate?.stateRestorationActivity(for: scene)
    scene.session.stateRestorationActivity = activity?.modelCopy()
    return scene.session.stateRestorationActivity
  }

  /// Disconnects `scene`, as UIKit does to reclaim its resources: a scene in the foreground
  /// goes to the background first (see ``moveToBackground(_:)``), then its delegate hears
  /// `sceneDidDisconnect(_:)`, `UIScene.didDisconnectNotification` is posted, and UIKit lets go of
  /// the scene and its delegate. The session keeps
  /// the saved activity for the next scene that connects to it.
  public static func disconnect(_ scene: UIScene) {
    guard scene.modelActivationState != .unattached else { return }
    moveToBackground(scene)
    scene.modelActivationState = .unattached
    scene.delegate?.sceneDidDisconnect(scene)
    NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    UIKitModel.connectedScenes.removeAll { $0 === scene }
    scene.delegate = nil
  }

  /// The scenes connected now, oldest first.
  public static var connectedScenes: [UIScene] { UIKitModel.connectedScenes }

  /// Brings `scene` to the foreground, inactive: `sceneWillEnterForeground(_:)`.
  private static func enterForeground(_ scene: UIScene) {
    scene.modelActivationState = .foregroundInactive
    scene.delegate?.sceneWillEnterForeground(scene)
  }
}
