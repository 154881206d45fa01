// Stand-in for Foundation's NSUserActivity, which Apple's Foundation has and Linux's does not;
// declared here because `import UIKit` makes Foundation visible (see ViewControllers.swift), and
// scene state restoration hands it to the app. Bodies are placeholders: this module only
// type-checks.
import Foundation

// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
  // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {}
  // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  open var activityType: String { "" }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
  // https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}
  // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL?
}

// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor
open class UISceneSession: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
  open var stateRestorationActivity: NSUserActivity?
  // https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
  open var persistentIdentifier: String { "" }
}
