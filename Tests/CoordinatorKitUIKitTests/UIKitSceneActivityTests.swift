import CoordinatorKit
import Foundation
import Testing

@testable import CoordinatorKitUIKit

/// What an `NSUserActivity` becomes for a scene registry and back: its text entries, its type
/// and its web page; a value an entry point cannot read is left out, not guessed at.
@Suite("UIKit scene activity")
struct UIKitSceneActivityTests {
  @Test func anActivityKeepsItsTextEntriesTypeAndWebPage() {
    let url = URL(string: "https://mail.example/messages/7")
    let activity = UIKitSceneActivity.sceneActivity(
      type: SceneActivity.browsingWeb,
      userInfo: ["link": "mail://messages/7", "entry": "e-1", "count": 3, 4: "four"],
      webpageURL: url)
    #expect(
      activity
        == SceneActivity(
          activityType: SceneActivity.browsingWeb,
          userInfo: ["link": "mail://messages/7", "entry": "e-1"], webpageURL: url))
  }

  @Test func anAdvertisedActivityComesBackAsItWent() {
    let advertised = SceneActivity(
      activityType: "com.example.mail.navigation", userInfo: ["target": "{}", "entry": "e-2"])
    let userInfo = UIKitSceneActivity.userInfo(of: advertised)
    #expect(
      UIKitSceneActivity.sceneActivity(
        type: advertised.activityType, userInfo: userInfo, webpageURL: nil) == advertised)
    #expect(
      UIKitSceneActivity.sceneActivity(type: "x", userInfo: nil, webpageURL: nil).userInfo == [:])
  }
}
