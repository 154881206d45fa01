import CoordinatorKit
import Foundation
import Testing

/// What an `NSUserActivity` becomes for a scene registry and back: its text entries, its type
/// and its web page; a value an entry point cannot read is left out, not guessed at.
@Suite("Scene activity user info")
struct SceneActivityUserInfoTests {
  @Test func anActivityKeepsItsTextEntriesTypeAndWebPage() {
    let url = URL(string: "https://mail.example/messages/7")
    let activity = SceneActivity(
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
    let userInfo = advertised.activityUserInfo
    #expect(
      SceneActivity(
        type: advertised.activityType, userInfo: userInfo, webpageURL: nil) == advertised)
    #expect(
      SceneActivity(type: "x", userInfo: nil, webpageURL: nil).userInfo == [:])
  }
}

/// A notification's user info is read as an activity's is: its text entries, nothing guessed.
@Suite("Notification user info")
struct NotificationUserInfoTests {
  @Test func onlyTheTextEntriesOfANotificationsUserInfoAreRead() {
    let userInfo: [AnyHashable: Any] = ["link": "mail://messages/7", "aps": ["badge": 1], 3: "x"]
    #expect(SceneActivity.textEntries(of: userInfo) == ["link": "mail://messages/7"])
    #expect(SceneActivity.textEntries(of: nil) == [:])
  }
}
