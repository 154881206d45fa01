import CoordinatorKit
import Foundation
import Testing

/// A popover's anchor is navigation state: the name of the control it points at travels with
/// the popover through requests, saved states, links and restoration, and is refused on every
/// other style with the state unchanged.
@MainActor
@Suite("Popover anchors")
struct PopoverAnchorTests {
  @Test func aPopoverRemembersTheControlItPointsAt() throws {
    var state = NavigationState(root: "message")
    let card = try state.present("card", as: .popover, anchor: "sender")
    try state.push("details")
    #expect(state.layers.map(\.anchor) == ["sender"])
    #expect(try state.anchor(ofLayerContaining: state.topScreen.id) == "sender")
    #expect(try state.anchor(ofLayerContaining: card) == PopoverAnchor("sender"))
    #expect(state.treeDescription.components(separatedBy: "\n")[2] == #"popover from "sender""#)

    var unanchored = NavigationState(root: "message")
    try unanchored.present("card", as: .popover)
    #expect(unanchored.layers.map(\.anchor) == [nil])
    #expect(unanchored.treeDescription.components(separatedBy: "\n")[2] == "popover")

    // Two states that differ only in where the popover points differ, and the planner moves
    // the popover in place rather than presenting it again.
    var moved = state
    try moved.setAnchor("recipient", ofLayerContaining: state.topScreen.id)
    #expect(moved.screens.map(\.id) == state.screens.map(\.id), "nothing moves")
    #expect(try moved.anchor(ofLayerContaining: card) == "recipient")
    #expect(moved != state)
    #expect(moved.hashValue != state.hashValue)
    let plan = TransitionPlan(from: state, to: moved, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.updateInPlace])
    #expect(plan.last?.state == moved)
  }

  @Test func anAnchorOnAnotherStyleIsRefusedAndChangesNothing() throws {
    var state = NavigationState(root: "message")
    let sheet = try state.present("compose", as: .sheet)
    let before = state
    #expect(throws: NavigationError.anchorNeedsAPopover(.modal(.sheet))) {
      try state.present("compose", as: .sheet, anchor: "sender")
    }
    #expect(throws: NavigationError.anchorNeedsAPopover(.push)) {
      try state.append(NavigationScreen("details"), style: .push, anchor: "sender")
    }
    #expect(throws: NavigationError.anchorNeedsAPopover(.modal(.sheet))) {
      try state.anchor(ofLayerContaining: sheet)
    }
    #expect(throws: NavigationError.anchorNeedsAPopover(.modal(.sheet))) {
      try state.setAnchor("sender", ofLayerContaining: sheet)
    }
    #expect(throws: NavigationError.anchorNeedsAPopover(.push)) {
      try state.anchor(ofLayerContaining: state.root.id)
    }
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try state.anchor(ofLayerContaining: unknown)
    }
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try state.setAnchor("sender", ofLayerContaining: unknown)
    }
    #expect(state == before)
    #expect(
      NavigationError.anchorNeedsAPopover(.modal(.cover)).description
        == "Only a popover points at a control, and this is a cover: nothing changed; present the "
        + "screen `as: .popover` to anchor it, or leave out the anchor.")

    let navigator = Navigator(root: "message")
    #expect(throws: NavigationError.anchorNeedsAPopover(.modal(.cover))) {
      try navigator.present("card", as: .cover, anchor: "sender")
    }
    #expect(navigator.state.path.isEmpty)
  }

  @Test func aSavedStateKeepsTheAnchorAndAFileThatBreaksTheRuleIsRefused() throws {
    var state = NavigationState(root: "message")
    try state.present("card", as: .popover, anchor: "sender")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let saved = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(saved.contains(#""anchor":"sender""#))
    #expect(try JSONDecoder().decode(NavigationState<String>.self, from: Data(saved.utf8)) == state)

    // A popover saved without an anchor (or before anchors existed) reads as one without.
    let plain = try NavigationState(root: "message").presenting("card", as: .popover)
    let plainSaved = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!plainSaved.contains("anchor"))
    #expect(
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(plainSaved.utf8))
        .layers.map(\.anchor) == [nil])

    let onASheet = saved.replacingOccurrences(of: #""style":"popover""#, with: #""style":"sheet""#)
    let error = try #require(
      throws: DecodingError.self,
      performing: {
        try JSONDecoder().decode(NavigationState<String>.self, from: Data(onASheet.utf8))
      })
    guard case .dataCorrupted(let context) = error else { throw error }
    #expect(
      context.debugDescription == NavigationError.anchorNeedsAPopover(.modal(.sheet)).description)
    let notAName = saved.replacingOccurrences(of: #""anchor":"sender""#, with: #""anchor":7"#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(notAName.utf8))
    }
  }

  @Test func aTargetCarriesTheAnchorAndRestoringAnotherOneRepointsTheKeptPopover() throws {
    let navigator = Navigator(root: "list")
    let root = ShowingEverything(navigator: navigator)
    try root.startAsRoot()
    try navigator.restore(
      NavigationTarget().pushing("message").presenting("card", as: .popover, anchor: "sender"))
    #expect(navigator.state.layers.map(\.anchor) == ["sender"])
    let card = navigator.state.topScreen.id
    #expect(NavigationTarget(navigator.state).path.map(\.anchor) == [nil, "sender"])

    try navigator.restore(
      NavigationTarget().pushing("message").presenting("card", as: .popover, anchor: "subject"))
    #expect(navigator.state.topScreen.id == card, "the popover and its screen stay")
    #expect(navigator.state.layers.map(\.anchor) == ["subject"])
    #expect(navigator.lastChange?.steps.map(\.action) == [.updateInPlace])

    let before = navigator.state
    #expect(
      throws: FollowError.impossibleScreen(
        route: "card",
        reason: NavigationError.anchorNeedsAPopover(.modal(.sheet)).description)
    ) {
      try navigator.restore(
        NavigationTarget().pushing("message").presenting("card", as: .sheet, anchor: "sender"))
    }
    #expect(navigator.state == before)
  }
}
