import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// A sheet being dismissed is still drawn by SwiftUI during its dismissal animation, after its
/// level has left the displayed state: it must keep showing its last content.
@MainActor
@Suite("SwiftUI level memory")
struct SwiftUILevelMemoryTests {
  @Test func aLeavingSheetKeepsTheLastStateThatShowedItUntilItsDismissalEnds() throws {
    let navigator = try attachedNavigator("P2,S3,P4", capabilities: .swiftUI)
    var memory = SwiftUILevelMemory<String>()
    let shown = memory.state(
      forLevel: 1, rootedAt: screenID("3"), displayed: navigator.hosting.displayedState)
    #expect(shown.map(notation) == "[P2,S3,P4]")

    try navigator.update { try $0.dismiss() }
    // SwiftUI draws the sheet's content again while it slides away.
    let leaving = memory.state(
      forLevel: 1, rootedAt: screenID("3"), displayed: navigator.hosting.displayedState)
    #expect(leaving.map(notation) == "[P2,S3,P4]", "not blank")
    #expect(memory.rememberedStates.map(notation) == ["[P2,S3,P4]"])

    // Its onDismiss: nothing draws it any more.
    showAllSteps(navigator)
    memory.forgetLevels(notShownIn: navigator.hosting.displayedState)
    #expect(
      memory.state(
        forLevel: 1, rootedAt: screenID("3"), displayed: navigator.hosting.displayedState)
        == nil)
    #expect(memory.rememberedStates.isEmpty)
  }

  @Test func aNewLayerAtTheSameLevelIsNeverDrawnWithTheLeavingOnesContent() throws {
    let navigator = try attachedNavigator("S3", capabilities: .swiftUI)
    var memory = SwiftUILevelMemory<String>()
    _ = memory.state(
      forLevel: 1, rootedAt: screenID("3"), displayed: navigator.hosting.displayedState)
    try navigator.replace(with: try state("S5"))
    showAllSteps(navigator)
    let displayed = navigator.hosting.displayedState
    #expect(memory.state(forLevel: 1, rootedAt: screenID("5"), displayed: displayed) == displayed)
    #expect(
      memory.state(forLevel: 1, rootedAt: screenID("3"), displayed: displayed).map(notation)
        == "[S3]")
    memory.forgetLevels(notShownIn: displayed)
    #expect(memory.rememberedStates.map(notation) == ["[S5]"])
  }
}
