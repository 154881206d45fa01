// Stand-in for UIKit's application object, as far as a scene request goes; see Scenes.swift.
import Foundation

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared
  public static let shared = UIApplication()

  // https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:)
  @available(iOS 17.0, *)
  open func activateSceneSession(
    for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
  ) {}
}

// https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest
@available(iOS 17.0, *)
public struct UISceneSessionActivationRequest {
  // https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest/useractivity
  public var userActivity: NSUserActivity?
  // https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest/init(role:useractivity:options:)
  public init(userActivity: NSUserActivity? = nil) {}
}
