import CoordinatorKit
import NavigationTestSupport
import Testing

@Suite("Navigation state operations")
struct NavigationStateOperationTests {
  @Test func pushAddsToTheBaseStack() throws {
    var state = NavigationState(root: "1")
    let id = try state.push("2")
    try state.push("3")
    #expect(notation(state) == "[P2,P3]")
    #expect(state.baseStack.map(\.route) == ["1", "2", "3"])
    #expect(state.topScreen.route == "3")
    #expect(state.screen(withID: id)?.route == "2")
  }

  @Test func readingAStateGivesEveryScreenInOrderWithItsOwnerWhateverItsShape() throws {
    let owner = CoordinatorID("flow")
    var state = NavigationState(root: "1")
    #expect(state.path.isEmpty)
    #expect(state.screens.map(\.route) == ["1"])
    #expect(state.baseStack.map(\.route) == ["1"])
    try state.present("2", as: .sheet, owner: owner)
    #expect(state.baseStack.map(\.route) == ["1"])
    try state.push("3", owner: owner)
    try state.present("4", as: .cover)
    #expect(state.path.map(\.screen.route) == ["2", "3", "4"])
    #expect(state.path.map(\.style) == [.modal(.sheet), .push, .modal(.cover)])
    #expect(state.path.map(\.screen.owner) == [owner, owner, nil])
    #expect(state.screens.map(\.route) == ["1", "2", "3", "4"])
    #expect(state.screens.map(\.owner) == [nil, owner, owner, nil])
    #expect(state.baseStack.map(\.route) == ["1"])
    #expect(state.topScreen.route == "4")
    #expect(state.root.route == "1")
  }

  @Test func theSameRoutePushedTwiceIsTwoScreens() throws {
    var state = NavigationState(root: "1")
    let first = try state.push("detail")
    let second = try state.push("detail")
    #expect(first != second)
    try state.pop(to: first)
    #expect(notation(state) == "[Pdetail]")
    #expect(state.topScreen.id == first)
  }

  @Test func pushAfterPresentGoesIntoTheModalsOwnStack() throws {
    var state = try state("P2")
    try state.present("3", as: .sheet)
    try state.push("4")
    #expect(notation(state) == "[P2,S3,P4]")
    #expect(state.baseStack.map(\.route) == ["1", "2"])
    #expect(state.layers.count == 1)
    #expect(state.layers[0].style == .sheet)
    #expect(state.layers[0].screens.map(\.route) == ["3", "4"])
    #expect(state.topStack.map(\.route) == ["3", "4"])
  }

  @Test func modalOverModalMakesTwoLayers() throws {
    let state = try state("S2,P3,C4,P5")
    #expect(state.layers.map(\.style) == [.sheet, .cover])
    #expect(state.layers.map { $0.screens.map(\.route) } == [["2", "3"], ["4", "5"]])
    #expect(state.modalDepth == 2)
  }

  @Test func popRemovesTheTopPushedScreen() throws {
    var state = try state("P2,P3")
    let outcome = try state.pop()
    #expect(outcome.removedScreens.map(\.route) == ["3"])
    #expect(notation(state) == "[P2]")
  }

  @Test func popOnAOneScreenStackSaysNothingToPopAndChangesNothing() throws {
    var state = NavigationState(root: "1")
    let before = state
    let outcome = try state.pop()
    #expect(outcome == .nothingToPop)
    #expect(!outcome.didChange)
    #expect(state == before)
  }

  @Test func popAtAModalRootDoesNotDismissIt() throws {
    var state = try state("P2,S3")
    let before = state
    #expect(try state.pop() == .nothingToPop)
    #expect(state == before)
  }

  @Test func popToRootPopsOnlyTheTopStack() throws {
    var state = try state("P2,S3,P4,P5")
    let outcome = try state.popToRoot()
    #expect(outcome.removedScreens.map(\.route) == ["4", "5"])
    #expect(notation(state) == "[P2,S3]")
    #expect(try state.popToRoot() == .nothingToPop)
  }

  @Test func popToAScreenDismissesLayersAbove() throws {
    var state = try state("P2,P3,S4,P5")
    let target = state.path[0].screen.id
    let outcome = try state.pop(to: target)
    #expect(outcome.removedScreens.map(\.route) == ["3", "4", "5"])
    #expect(notation(state) == "[P2]")
  }

  @Test func popToTheRootID() throws {
    var state = try state("P2,C3")
    try state.pop(to: state.root.id)
    #expect(notation(state) == "[]")
  }

  @Test func popToAnUnknownScreenThrowsAndChangesNothing() throws {
    var state = try state("P2")
    let before = state
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) { try state.pop(to: unknown) }
    #expect(state == before)
  }

  @Test func popToLastMatchingPredicatePicksTheTopmost() throws {
    var state = try state("Pa,Pb,Pa,Pc")
    try state.popToLast { $0 == "a" }
    #expect(notation(state) == "[Pa,Pb,Pa]")
  }

  @Test func popToLastWithoutMatchThrowsAndChangesNothing() throws {
    var state = try state("Pa")
    let before = state
    #expect(throws: NavigationError.noMatchingScreen(description: "the given condition")) {
      try state.popToLast { $0 == "zzz" }
    }
    #expect(state == before)
  }

  enum Route: Equatable {
    case list
    case detail(String)
    case settings
  }

  @Test func popToLastOfARouteCaseIgnoresPayloads() throws {
    var state = NavigationState(root: Route.list)
    try state.push(.detail("a"))
    try state.push(.detail("b"))
    try state.push(.settings)
    try state.popToLast(sameCaseAs: .detail(""))
    #expect(state.topScreen.route == .detail("b"))
    try state.popToLast(sameCaseAs: .list)
    #expect(state.path.isEmpty)
    #expect(throws: NavigationError.noMatchingScreen(description: "the route case \"settings\"")) {
      try state.popToLast(sameCaseAs: .settings)
    }
  }

  @Test func dismissRemovesTheTopLayerWithItsPushes() throws {
    var state = try state("P2,S3,C4,P5")
    let outcome = try state.dismiss()
    #expect(outcome.removedScreens.map(\.route) == ["4", "5"])
    #expect(notation(state) == "[P2,S3]")
  }

  @Test func dismissWithoutModalSaysNothingToDismiss() throws {
    var state = try state("P2")
    let before = state
    #expect(try state.dismiss() == .nothingToDismiss)
    #expect(try state.dismissAll() == .nothingToDismiss)
    #expect(state == before)
  }

  @Test func dismissAllKeepsTheBaseStack() throws {
    var state = try state("P2,S3,P4,C5")
    try state.dismissAll()
    #expect(notation(state) == "[P2]")
  }

  @Test func dismissLayerContainingAScreen() throws {
    var state = try state("S2,P3,C4")
    let inner = state.path[1].screen.id
    try state.dismissLayer(containing: inner)
    #expect(notation(state) == "[]")
  }

  @Test func dismissLayerOfTheRootThrowsEvenWithNothingPresented() throws {
    var state = NavigationState(root: "1")
    let before = state
    #expect(throws: NavigationError.self) { try state.dismissLayer(containing: state.root.id) }
    #expect(state == before)
  }

  @Test func dismissLayerOfABaseStackScreenThrows() throws {
    var state = try state("P2,S3")
    let base = state.path[0].screen.id
    let before = state
    #expect(throws: NavigationError.self) { try state.dismissLayer(containing: base) }
    #expect(state == before)
  }

  @Test func resetRemovesEverythingOverTheRoot() throws {
    var state = try state("P2,S3,P4")
    try state.showAlert(AlertState(title: "Hi"))
    state.reset()
    #expect(notation(state) == "[]")
  }

  @Test func replaceJumpsAnywhere() throws {
    var state = try state("S2")
    let end = NavigationState(root: "0", pushing: ["1", "2", "3", "4", "5", "6"])
    state.replace(with: end)
    #expect(state == end)
    #expect(state.baseStack.map(\.route) == ["0", "1", "2", "3", "4", "5", "6"])
  }

  @Test func alertIsAnsweredWithTheChosenAction() throws {
    var state = try state("P2")
    try state.showAlert(
      AlertState(
        title: "Delete?", message: "It cannot be undone",
        actions: [AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)]))
    let action = try state.answerAlert(withActionID: "Delete")
    #expect(action.role == .destructive)
    #expect(state.alert == nil)
  }

  @Test func anAlertWithoutActionsGetsOK() {
    let alert = AlertState(title: "Done")
    #expect(alert.actions == [AlertAction("OK")])
    #expect(alert.dismissalAction == nil, "dismissed without a tap, OK is not chosen")
  }

  @Test func buildersMakeJumpTargets() throws {
    let target = try NavigationState(root: "1").pushing("2").presenting("3", as: .cover)
    #expect(notation(target) == "[P2,C3]")
  }

  @Test func ownersAreRecordedOnScreens() throws {
    let owner = CoordinatorID("flow")
    var state = NavigationState(root: "1")
    try state.push("2", owner: owner)
    #expect(state.owners == [owner])
    #expect(state.screens(ownedBy: owner).map(\.route) == ["2"])
  }
}
