import CoordinatorKit
import NavigationTestSupport
import Testing

@Suite("Removing and replacing parts of a flow")
struct FlowEditingTests {
  @Test func removeScreensTakesTheScreenAndEverythingAboveIt() throws {
    var state = try state("P2,S3,P4")
    try state.removeScreens(startingAt: state.path[1].screen.id)
    #expect(notation(state) == "[P2]")
  }

  @Test func removeScreensRefusesTheRootAndUnknownScreens() throws {
    var state = try state("P2")
    let before = state
    #expect(throws: NavigationError.self) { try state.removeScreens(startingAt: state.root.id) }
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try state.removeScreens(startingAt: unknown)
    }
    #expect(state == before)
  }

  @Test func replacePushesKeepsTheModalsAbove() throws {
    var state = try state("P2,P3,C4")
    let cover = state.path[2].screen.id
    try state.replacePushes(after: state.root.id, with: ["a", "b", "c"])
    #expect(notation(state) == "[Pa,Pb,Pc,C4]")
    #expect(state.path[3].screen.id == cover, "the modal keeps its identity")
  }
}
