import CoordinatorKit
import Foundation
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// When `navigatorScene` saves, and what: never per change, since encoding costs
/// the whole state; when the scene stops being active and when it reaches the background.
@Suite("SwiftUI restoration saving")
struct SwiftUIRestorationSavingTests {
  @Test func itSavesWhenTheSceneStopsBeingActiveAndWhenItReachesTheBackground() {
    let phases: [SwiftUIRestorationSaving.Phase] = [.active, .inactive, .background]
    var saving: [String] = []
    for old in phases {
      for new in phases where SwiftUIRestorationSaving.saves(from: old, to: new) {
        saving.append("\(old)→\(new)")
      }
    }
    #expect(saving == ["active→inactive", "active→background", "inactive→background"])
  }

  @Test func theSavedStateComesBackWithoutItsAlert() throws {
    let saved = try state("P2,S3,P4", alert: cancellableAlert())
    let data = try #require(SwiftUIRestorationSaving.data(saving: saved))
    let restored = try #require(SwiftUIRestorationSaving.savedState(in: data, as: String.self))
    #expect(notation(restored) == "[P2,S3,P4]")
    #expect(restored.alert == nil)
  }

  @Test func nothingSavedOrUnreadableGivesNothing() {
    #expect(SwiftUIRestorationSaving.savedState(in: nil, as: String.self) == nil)
    #expect(SwiftUIRestorationSaving.savedState(in: Data("{}".utf8), as: String.self) == nil)
  }
}
