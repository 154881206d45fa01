import Testing
@_spi(UIKitModel) import UIKit

/// A scene delegate that shows a screen in its own window when its scene connects, writes what
/// it hears, in order, to `log`, and saves `activityToSave`.
@MainActor
private final class SceneRecorder: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var log: [String] = []
  var activityToSave: NSUserActivity?
  let screen = Screen("Root")

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let urls = connectionOptions.urlContexts.map(\.url.absoluteString).sorted()
    let activities = connectionOptions.userActivities.map(\.activityType).sorted()
    let saved = session.stateRestorationActivity?.activityType ?? "none"
    log.append("willConnect urls \(urls) activities \(activities) saved \(saved)")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    log.append("willEnterForeground")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    log.append(
      "didBecomeActive saved \(scene.session.stateRestorationActivity?.activityType ?? "none")")
  }

  func sceneWillResignActive(_ scene: UIScene) {
    log.append("willResignActive")
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    log.append("didEnterBackground")
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    log.append("didDisconnect")
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    log.append("openURLContexts \(urlContexts.map(\.url.absoluteString).sorted())")
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    log.append("stateRestorationActivity \(scene.activationState)")
    return activityToSave
  }
}

/// A scene delegate that implements none of the optional methods.
@MainActor
private final class SilentSceneDelegate: UIResponder, UISceneDelegate {}

extension ModelRules {
  /// A window scene's life cycle, the URLs it opens and the activity it saves, as the model
  /// implements them from Apple's documentation.
  @MainActor
  @Suite struct Scenes {
    @Test func aColdStartsLinksArriveWithTheConnectionAndLaterOnesThroughOpenURLContexts() throws {
      UIKitModel.reset()
      let delegate = SceneRecorder()
      let link = try #require(URL(string: "myapp://notes/1"))
      let later = try #require(URL(string: "myapp://notes/2"))
      let scene = ModelSystem.connectScene(
        delegate: delegate, urls: [link],
        userActivities: [NSUserActivity(activityType: "com.example.handoff")])
      #expect(
        delegate.log == [
          "willConnect urls [\"myapp://notes/1\"] activities [\"com.example.handoff\"] saved none",
          "willEnterForeground",
        ])
      #expect(scene.activationState == .foregroundInactive)
      #expect(scene.delegate === delegate)
      #expect(ModelSystem.connectedScenes.count == 1)
      let window = try #require(delegate.window)
      #expect(window.windowScene === scene)
      #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
      #expect(window.frame.size == CGSize(width: 390, height: 844))
      #expect(delegate.screen.log == ["willAppear", "didAppear"])

      ModelSystem.activate(scene)
      ModelSystem.activate(scene)
      ModelSystem.open([later], in: scene)
      #expect(scene.activationState == .foregroundActive)
      #expect(
        delegate.log.suffix(2) == [
          "didBecomeActive saved none", "openURLContexts [\"myapp://notes/2\"]",
        ])
    }

    @Test func goingToTheBackgroundAsksForTheActivityAndTheSessionKeepsACopyForTheNextScene() {
      UIKitModel.reset()
      let delegate = SceneRecorder()
      let session = UISceneSession(stateRestorationActivity: nil)
      let scene = ModelSystem.connectScene(delegate: delegate, session: session)
      ModelSystem.activate(scene)
      let activity = NSUserActivity(activityType: "com.example.state")
      activity.userInfo = ["screen": "notes/1"]
      delegate.activityToSave = activity
      delegate.log = []

      let saved = ModelSystem.moveToBackground(scene)
      #expect(
        delegate.log == [
          "willResignActive", "didEnterBackground", "stateRestorationActivity background",
        ])
      #expect(scene.activationState == .background)
      #expect(saved === session.stateRestorationActivity)
      #expect(saved !== activity, "the session keeps a copy")
      #expect(saved?.activityType == "com.example.state")
      #expect(saved?.userInfo?["screen"] as? String == "notes/1")
      activity.userInfo = ["screen": "notes/2"]
      #expect(session.stateRestorationActivity?.userInfo?["screen"] as? String == "notes/1")

      ModelSystem.disconnect(scene)
      #expect(delegate.log.last == "didDisconnect")
      #expect(scene.activationState == .unattached)
      #expect(scene.delegate == nil, "UIKit lets go of the scene and its delegate")
      #expect(ModelSystem.connectedScenes.isEmpty)

      let next = SceneRecorder()
      let reconnected = ModelSystem.connectScene(delegate: next, session: session)
      #expect(reconnected.session === session)
      #expect(next.log.first == "willConnect urls [] activities [] saved com.example.state")
    }

    /// UIKit posts `UIScene.didActivateNotification` when the scene becomes active and
    /// `UIScene.didDisconnectNotification` when it removes the scene, each with the scene as its
    /// object, after the delegate's own call
    /// (https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification,
    /// https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification).
    @Test func activationAndDisconnectionArePostedAfterTheDelegateHearsThem() {
      UIKitModel.reset()
      let delegate = SceneRecorder()
      let scene = ModelSystem.connectScene(delegate: delegate)
      let center = NotificationCenter.default
      let observers = [
        center.addObserver(forName: UIScene.didActivateNotification, object: scene, queue: nil) {
          _ in MainActor.assumeIsolated { delegate.log.append("didActivateNotification") }
        },
        center.addObserver(forName: UIScene.didDisconnectNotification, object: scene, queue: nil) {
          _ in MainActor.assumeIsolated { delegate.log.append("didDisconnectNotification") }
        },
      ]
      defer { observers.forEach(center.removeObserver) }
      ModelSystem.activate(scene)
      ModelSystem.activate(scene)  // active already: nothing happens
      ModelSystem.disconnect(scene)
      #expect(
        delegate.log.filter { $0.hasPrefix("did") } == [
          "didBecomeActive saved none", "didActivateNotification", "didEnterBackground",
          "didDisconnect", "didDisconnectNotification",
        ])
    }

    @Test func aSceneComingBackFromTheBackgroundEntersTheForegroundBeforeBecomingActive() {
      UIKitModel.reset()
      let delegate = SceneRecorder()
      let scene = ModelSystem.connectScene(delegate: delegate, regularWidth: true)
      #expect(delegate.window?.frame.size == CGSize(width: 1024, height: 1366))
      #expect(delegate.window?.horizontalSizeClass == .regular)
      ModelSystem.moveToBackground(scene)
      delegate.log = []
      ModelSystem.activate(scene)
      #expect(delegate.log == ["willEnterForeground", "didBecomeActive saved none"])
    }

    @Test func anActivityThatArrivesAfterALockedConnectionIsInTheSessionWhenTheSceneIsActive() {
      UIKitModel.reset()
      let delegate = SceneRecorder()
      let session = UISceneSession(stateRestorationActivity: nil)
      let scene = ModelSystem.connectScene(delegate: delegate, session: session)
      session.stateRestorationActivity = NSUserActivity(activityType: "com.example.state")
      ModelSystem.activate(scene)
      #expect(
        delegate.log == [
          "willConnect urls [] activities [] saved none", "willEnterForeground",
          "didBecomeActive saved com.example.state",
        ])
    }

    @Test func aDelegateWithoutTheOptionalMethodsLeavesTheSessionNothingToRestore() {
      UIKitModel.reset()
      let session = UISceneSession(
        stateRestorationActivity: NSUserActivity(activityType: "com.example.state"))
      let delegate = SilentSceneDelegate()
      let scene = ModelSystem.connectScene(delegate: delegate, session: session)
      ModelSystem.open([URL(fileURLWithPath: "/tmp/note.txt")], in: scene)
      #expect(ModelSystem.moveToBackground(scene) == nil)
      #expect(session.stateRestorationActivity == nil)
    }
  }
}
