import Foundation

/// A scene: one instance of the app's interface, connected to its session and told through its
/// delegate of each change of its life cycle. Only UIKit makes scenes (here `ModelSystem`, which
/// plays the system's part in tests).
///
/// Rules (what `ModelSystem` does, in this order):
/// - UIKit makes the scene for its session, sets its delegate, then calls
///   `scene(_:willConnectTo:options:)`
///   (https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)).
///   The URLs that opened the app from a cold start are in `connectionOptions.urlContexts`;
///   `scene(_:openURLContexts:)` is not called for them, only for URLs that arrive while the
///   scene is connected
///   (https://developer.apple.com/documentation/uikit/uiscene/connectionoptions,
///   https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)).
///   The session's `stateRestorationActivity` is there already, or `nil` while the device is
///   locked (see `UISceneSession`).
/// - A scene the user opened then enters the foreground: `sceneWillEnterForeground(_:)` "both
///   for newly created and connected scenes" and for scenes coming back from the background,
///   "invariably followed by" `sceneDidBecomeActive(_:)` when it becomes active
///   (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)).
/// - Leaving the foreground: `sceneWillResignActive(_:)` if it was active, then
///   `sceneDidEnterBackground(_:)`
///   (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:),
///   https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)).
/// - "Before disconnecting a scene, the system asks your delegate for an NSUserActivity object
///   containing state information for that scene. If you provide that object, the system puts a
///   copy of it in" the session's `stateRestorationActivity`
///   (https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity);
///   UIKit disconnects only scenes in the background, which it may do at any time
///   (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle), so the
///   model asks `stateRestorationActivity(for:)` each time the scene enters the background,
///   after `sceneDidEnterBackground(_:)`. A `nil` answer (or a delegate without the method)
///   leaves the session nothing to restore: the model's reading, as the documentation says only
///   what happens to an activity provided.
/// - Becoming active, UIKit posts `UIScene.didActivateNotification` with the scene as its object
///   ("Posted when a scene becomes active and is onscreen"), after `sceneDidBecomeActive(_:)`
///   (https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification); the
///   model posts it on the main thread, synchronously, as `NotificationCenter.post` delivers.
/// - Disconnecting: `sceneDidDisconnect(_:)`, then `UIScene.didDisconnectNotification` with the
///   scene as its object ("Posted when UIKit removes a scene from your app",
///   https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification), then
///   UIKit releases the scene, and with it its
///   delegate, which it held strongly
///   (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidisconnect(_:),
///   https://developer.apple.com/documentation/uikit/uiscene/delegate). The session stays, with
///   the activity saved for it: a scene that connects to it later restores from it.
// https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
  private let sceneSession: UISceneSession
  var modelActivationState: ActivationState = .unattached

  // https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
  // ("called by UIKit and not intended to be called by applications")
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    sceneSession = session
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiscene/session
  open var session: UISceneSession { sceneSession }

  // https://developer.apple.com/documentation/uikit/uiscene/delegate ("strongly retained")
  open var delegate: (any UISceneDelegate)?

  // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  open var activationState: UIScene.ActivationState { modelActivationState }

  // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// Why UIKit connected the scene: the URLs and user activities it was opened for.
  // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  // ("Don't create UIScene.ConnectionOptions objects directly")
  @MainActor
  open class ConnectionOptions: NSObject {
    private let contexts: Set<UIOpenURLContext>
    private let activities: Set<NSUserActivity>

    init(urlContexts: Set<UIOpenURLContext>, userActivities: Set<NSUserActivity>) {
      contexts = urlContexts
      activities = userActivities
      super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
    // ("An empty set indicates that there are no URLs to open")
    open var urlContexts: Set<UIOpenURLContext> { contexts }
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
    open var userActivities: Set<NSUserActivity> { activities }
  }
}

extension UIScene {
  // https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  // https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
}

/// A URL to open, as UIKit hands it to the app.
// https://developer.apple.com/documentation/uikit/uiopenurlcontext
// ("Don't create UIOpenURLContext objects yourself")
@MainActor
open class UIOpenURLContext: NSObject {
  private let openedURL: URL

  init(url: URL) {
    openedURL = url
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
  open var url: URL { openedURL }
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate
// (Optional Objective-C requirements are requirements with default implementations here.)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidisconnect(_:)
  func sceneDidDisconnect(_ scene: UIScene)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
  func sceneDidBecomeActive(_ scene: UIScene)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
  func sceneWillResignActive(_ scene: UIScene)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
  func sceneWillEnterForeground(_ scene: UIScene)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
  func sceneDidEnterBackground(_ scene: UIScene)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
  // (the default, `nil`, stands for a delegate that does not implement it)
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}
