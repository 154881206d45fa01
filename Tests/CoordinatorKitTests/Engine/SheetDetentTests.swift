import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import NavigationTestSupport
import Testing

/// Sheet detents are navigation state: a sheet is presented at a height, the app or the user
/// moves it to another one it offers (an update in place), and a saved state or a link brings
/// the height back. Every impossible request is refused with the state unchanged.
@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
  @Test func aSheetIsPresentedAtItsFirstDetentAndMovesInPlaceToAnotherOne() throws {
    var state = NavigationState(root: "list")
    let id = try state.present("compose", as: .sheet, detents: .mediumAndLarge)
    try state.push("attachments")
    #expect(state.layers.first?.detents == .mediumAndLarge)
    #expect(state.layers.first?.detents?.selected == .medium)
    #expect(state.layers.first?.detents?.showsGrabber == true)
    #expect(state.layers.map(\.detents) == [.mediumAndLarge])
    #expect(
      state.treeDescription.components(separatedBy: "\n")[2] == "sheet at medium of [medium, large]"
    )

    let before = state
    try state.selectDetent(.large, ofLayerContaining: state.topScreen.id)
    #expect(try state.detents(ofLayerContaining: id)?.selected == .large)
    #expect(state.screens.map(\.id) == before.screens.map(\.id), "nothing moves")
    #expect(state != before, "states that differ only in a sheet's height differ")
    let plan = TransitionPlan(from: before, to: state, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.updateInPlace])
    #expect(plan.last?.state == state)
  }

  @Test func impossibleRequestsAreRefusedAndChangeNothing() throws {
    var state = NavigationState(root: "list")
    let sheet = try state.present("compose", as: .sheet, detents: .mediumAndLarge)
    let plain = try state.present("plain", as: .sheet)
    let cover = try state.present("cover", as: .cover)
    let before = state

    #expect(
      throws: NavigationError.detentNotAvailable(.fraction(0.3), available: [.medium, .large])
    ) {
      try state.selectDetent(.fraction(0.3), ofLayerContaining: sheet)
    }
    #expect(throws: NavigationError.detentNotAvailable(.medium, available: [.large])) {
      try state.selectDetent(.medium, ofLayerContaining: plain)
    }
    #expect(throws: NavigationError.detentsNeedASheet(.modal(.cover))) {
      try state.selectDetent(.large, ofLayerContaining: cover)
    }
    #expect(throws: NavigationError.detentsNeedASheet(.push)) {
      try state.setDetents(.medium, ofLayerContaining: state.root.id)
    }
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try state.setDetents(.medium, ofLayerContaining: unknown)
    }
    #expect(throws: NavigationError.detentsNeedASheet(.modal(.popover))) {
      try state.present("card", as: .popover, detents: .medium)
    }
    #expect(state == before)
    #expect(
      NavigationError.detentNotAvailable(.medium, available: [.large]).description
        == "The sheet does not offer the detent medium: nothing changed; it offers large. "
        + "Change what it offers with `setDetents(_:ofLayerContaining:)` first.")

    // A sheet without detents rests at `.large`; selecting it again changes nothing.
    try state.selectDetent(.large, ofLayerContaining: plain)
    #expect(state == before)
  }

  @Test func detentsCannotBeMadeInconsistent() throws {
    #expect(
      throws: NavigationError.invalidSheetDetents(reason: "a sheet needs at least one detent")
    ) {
      try SheetDetents([])
    }
    #expect(
      throws: NavigationError.invalidSheetDetents(reason: "the detent medium is given twice")
    ) {
      try SheetDetents([.medium, .medium])
    }
    #expect(
      throws: NavigationError.invalidSheetDetents(
        reason: "the fraction 1.5 is not more than 0 and at most 1")
    ) {
      try SheetDetents([.fraction(1.5)])
    }
    #expect(throws: NavigationError.detentNotAvailable(.large, available: [.medium])) {
      try SheetDetents([.medium], selected: .large)
    }
    let custom = try SheetDetents([.height(200), .large], selected: .large, showsGrabber: false)
    #expect(custom.selected == .large && !custom.showsGrabber)
    #expect(SheetDetent(name: "height:200.0") == .height(200))
    #expect(SheetDetent(name: "fraction:0") == nil)
    #expect(SheetDetent.medium.height(in: 24) == 12)
    #expect(SheetDetent.height(40).height(in: 24) == 24)
  }

  @Test func aSavedStateKeepsTheHeightAndAFileThatBreaksTheRulesIsRefused() throws {
    var state = NavigationState(root: "list")
    try state.present("compose", as: .sheet, detents: .mediumAndLarge)
    try state.selectDetent(.large, ofLayerContaining: state.topScreen.id)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let saved = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(
      saved.contains(
        #""detents":{"available":["medium","large"],"selected":"large","showsGrabber":true}"#))
    #expect(try JSONDecoder().decode(NavigationState<String>.self, from: Data(saved.utf8)) == state)

    // A sheet saved before detents existed (or without them) reads as one at the default height.
    let plain = try NavigationState(
      root: NavigationScreen("list"),
      path: [PresentedScreen(NavigationScreen("compose"), style: .modal(.sheet))])
    let plainSaved = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!plainSaved.contains("detents"))

    let onACover = saved.replacingOccurrences(of: #""style":"sheet""#, with: #""style":"cover""#)
    let error = try #require(
      throws: DecodingError.self,
      performing: {
        try JSONDecoder().decode(NavigationState<String>.self, from: Data(onACover.utf8))
      })
    guard case .dataCorrupted(let context) = error else { throw error }
    #expect(
      context.debugDescription == NavigationError.detentsNeedASheet(.modal(.cover)).description)

    let unknown = saved.replacingOccurrences(
      of: #""selected":"large""#, with: #""selected":"huge""#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(unknown.utf8))
    }
    let unavailable = saved.replacingOccurrences(
      of: #""selected":"large""#, with: #""selected":"fraction:0.5""#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(unavailable.utf8))
    }
  }

  @Test func theUserDragsASheetWithoutAskingItsGuardAndAStaleDragIsRefused() throws {
    let navigator = Navigator(root: "list")
    let host = HeadlessHost(navigator: navigator)
    let id = try navigator.present("compose", as: .sheet, detents: .mediumAndLarge)
    try navigator.update { try $0.setLeaveGuard(true, for: id) }
    host.showPendingSteps()

    try host.dragSheet(to: .large)
    #expect(navigator.state.layers.first?.detents?.selected == .large)
    #expect(navigator.lastChange?.cause == .user(.selectedDetent(.large, layerContaining: id)))
    #expect(navigator.hosting.displayedState == navigator.state)

    #expect(
      throws: NavigationError.detentNotAvailable(.fraction(0.5), available: [.medium, .large])
    ) {
      try host.dragSheet(to: .fraction(0.5))
    }
    try navigator.update(overridingLeaveGuards: true) { try $0.dismiss() }
    host.showPendingSteps()
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "no sheet is on top: the top modal layer is absent")
    ) {
      try host.dragSheet(to: .large)
    }
  }

  /// Restoring a state whose only difference is a sheet's height resizes the sheet in place:
  /// the sheet, its screens and their coordinator stay.
  @Test func restoringAnotherHeightResizesTheSheetItKeeps() throws {
    let navigator = Navigator(root: "list")
    let root = ShowingEverything(navigator: navigator)
    try root.startAsRoot()
    try navigator.restore(
      NavigationTarget().presenting("compose", as: .sheet, detents: .mediumAndLarge))
    let sheet = navigator.state.topScreen.id
    var saved = navigator.state
    try saved.selectDetent(.large, ofLayerContaining: sheet)

    try navigator.restore(NavigationTarget(saved))
    #expect(navigator.state.topScreen.id == sheet, "the sheet stays")
    #expect(navigator.state.layers.first?.detents?.selected == .large)
    #expect(navigator.lastChange?.steps.map(\.action) == [.updateInPlace])
  }

  @Test func aTargetCarriesDetentsAndRefusesThemOnAnotherStyle() throws {
    var state = NavigationState(root: "list")
    try state.present("compose", as: .sheet, detents: .medium)
    #expect(NavigationTarget(state).path.map(\.detents) == [.medium])
    #expect(
      NavigationTarget<String>().presenting("compose", as: .sheet, detents: .medium).path.first?
        .detents == .medium)

    let navigator = Navigator(root: "list")
    let target = NavigationTarget<String>().presenting("card", as: .cover, detents: .medium)
    #expect(
      throws: FollowError.impossibleScreen(
        route: "card",
        reason: NavigationError.detentsNeedASheet(.modal(.cover)).description)
    ) {
      try navigator.restore(target)
    }
    #expect(navigator.state.path.isEmpty)
  }
}
