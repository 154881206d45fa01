// Foundation's NSUserActivity, which Apple's Foundation has and Linux's does not; declared here
// because `import UIKit` makes Foundation visible, and scene state restoration hands it to the
// app.
import Foundation

// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
  private let type: String

  // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {
    type = activityType
    super.init()
  }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  open var activityType: String { type }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
  // https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
  // ("Adds the contents of the specified dictionary to the user info dictionary")
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary {
      merged[key] = value
    }
    userInfo = merged
  }
}
