// Stand-ins for UIKit's scenes, as an app's scene delegate uses them: a window scene, why it
// connected (the URLs of a cold start), the URLs opened later, and the scene delegate protocols.
// Re-typed from Apple's documentation (URL above each); optional Objective-C requirements are
// requirements with default implementations here. Bodies are placeholders: this module only
// type-checks.
import Foundation

// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {}
  // https://developer.apple.com/documentation/uikit/uiscene/session
  open var session: UISceneSession { UISceneSession() }
  // https://developer.apple.com/documentation/uikit/uiscene/delegate
  open var delegate: (any UISceneDelegate)?
  // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  open var activationState: UIScene.ActivationState { .unattached }

  // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  public enum ActivationState: Int, @unchecked Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  // (UIKit makes them; apps never do)
  @MainActor
  open class ConnectionOptions: NSObject {
    init(urlContexts: Set<UIOpenURLContext>, userActivities: Set<NSUserActivity>) {}
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
    open var urlContexts: Set<UIOpenURLContext> { [] }
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
    open var userActivities: Set<NSUserActivity> { [] }
  }
}

extension UIScene {
  // https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  // https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
}

// https://developer.apple.com/documentation/uikit/uiopenurlcontext
// (UIKit makes them; apps never do)
@available(iOS 13.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
  init(url: URL) {}
  // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
  open var url: URL { URL(fileURLWithPath: "/") }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  open var windows: [UIWindow] { [] }
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, *)
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
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

@available(iOS 13.0, *)
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

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  var window: UIWindow? { get set }
}

@available(iOS 13.0, *)
extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
