import CoordinatorKit
import Testing

@testable import CoordinatorKitSwiftUI

/// Which activities a SwiftUI window continues and advertises: only what it can read, so the
/// system offers the others elsewhere; Handoff only with the app's own activity type.
@Suite("SwiftUI scene entries")
struct SwiftUISceneEntriesTests {
  @Test func aWindowContinuesWebLinksOnlyWithLinksAndItsOwnTypeOnlyWhenGiven() {
    #expect(
      SwiftUISceneEntries.continuedActivityTypes(activityType: nil, hasLinks: true)
        == [SceneActivity.browsingWeb])
    #expect(
      SwiftUISceneEntries.continuedActivityTypes(activityType: "com.example.screen", hasLinks: true)
        == [SceneActivity.browsingWeb, "com.example.screen"])
    #expect(
      SwiftUISceneEntries.continuedActivityTypes(
        activityType: "com.example.screen", hasLinks: false)
        == ["com.example.screen"])
    #expect(SwiftUISceneEntries.continuedActivityTypes(activityType: nil, hasLinks: false) == [])
  }

  @Test func aWindowAdvertisesOnlyWithAnActivityTypeOfItsOwn() {
    #expect(SwiftUISceneEntries.advertises(activityType: "com.example.screen"))
    #expect(!SwiftUISceneEntries.advertises(activityType: nil))
    #expect(!SwiftUISceneEntries.advertises(activityType: ""))
  }
}
