import Foundation

/// The app, as far as a scene request goes: the app asks for a new scene, and UIKit connects one,
/// with the request's user activity in its connection options.
///
/// Rules:
/// - `activateSceneSession(for:errorHandler:)` "asks the system to activate an existing scene, or
///   create a new scene and associate it with your app"; the request's `userActivity` is "the
///   user activity to pass to the scene's delegate", which finds it in
///   `connectionOptions.userActivities`
///   (https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:),
///   https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest). The model
///   records the request (`UIKitModel.sceneRequests`); a test plays the system's answer with
///   `ModelSystem.connectScene(userActivities:)`.
// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared
  public static let shared = UIApplication()

  // https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:)
  @available(iOS 17.0, *)
  open func activateSceneSession(
    for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
  ) {
    UIKitModel.sceneRequests.append(request)
  }
}

// https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest
@available(iOS 17.0, *)
public struct UISceneSessionActivationRequest {
  // https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest/useractivity
  public var userActivity: NSUserActivity?

  // https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest/init(role:useractivity:options:)
  // (a new scene of the application's window role; the model keeps only the activity)
  public init(userActivity: NSUserActivity? = nil) {
    self.userActivity = userActivity
  }
}
