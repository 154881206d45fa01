import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// Replays what a SwiftUI host's level does with its popover: the controls marked with
/// `popoverAnchor(_:)` publish their bounds through an anchor preference, the level resolves
/// them in its own coordinates (`GeometryProxy.subscript(_:)`) and attaches its one
/// `popover(item:attachmentAnchor:arrowEdge:content:)` with `.rect(.rect(…))` to the rectangle
/// ``SwiftUIPopoverAttachment`` picks (Apple,
/// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:):
/// "attachmentAnchor: The positioning anchor that defines the attachment point of the popover").
@MainActor
@Suite("SwiftUI popover attachment")
struct SwiftUIPopoverAttachmentTests {
  private typealias Rect = SwiftUIPopoverAttachment.Rect
  private typealias Source = SwiftUIPopoverAttachment.Source

  private let screen = Rect(x: 0, y: 0, width: 1024, height: 768)
  private let sender = Rect(x: 900, y: 20, width: 44, height: 44)
  private let filter = Rect(x: 16, y: 20, width: 60, height: 44)
  private let presenting = screenID("2")

  @Test func anAnchoredNameOfThePresentingScreenGivesItsControlsRect() {
    let published = [Source(screen: presenting, name: "sender"): sender]
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "sender", presentingScreen: presenting, published: published,
        screenBounds: screen) == sender)
  }

  @Test func noAnchorGivesTheWholeScreen() {
    let published = [Source(screen: presenting, name: "sender"): sender]
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: nil, presentingScreen: presenting, published: published, screenBounds: screen)
        == screen)
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: nil, presentingScreen: presenting, published: [:], screenBounds: screen)
        == screen)
  }

  /// A stale or mistyped name, or a control not drawn (yet, or any more), never hides the
  /// popover: it points at the whole screen, as without an anchor.
  @Test func anUnknownNameGivesTheWholeScreen() {
    let published = [Source(screen: presenting, name: "sender"): sender]
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "sendr", presentingScreen: presenting, published: published,
        screenBounds: screen) == screen)
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "sender", presentingScreen: presenting, published: [:], screenBounds: screen)
        == screen)
  }

  @Test func severalNamesPickTheAnchorsOne() {
    let published = [
      Source(screen: presenting, name: "sender"): sender,
      Source(screen: presenting, name: "filter"): filter,
    ]
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "filter", presentingScreen: presenting, published: published,
        screenBounds: screen) == filter)
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "sender", presentingScreen: presenting, published: published,
        screenBounds: screen) == sender)
  }

  /// A level's preferences also come from screens other than the presenting one (the root under
  /// a pushed screen, another tab) and from views outside every screen: only the presenting
  /// screen's control of that name counts.
  @Test func aControlOfAnotherScreenOrOfNoScreenIsNotThePresentingScreens() {
    let below = screenID("1")
    let published = [
      Source(screen: below, name: "sender"): filter,
      Source(screen: nil, name: "sender"): filter,
    ]
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "sender", presentingScreen: presenting, published: published,
        screenBounds: screen) == screen)
    var both = published
    both[Source(screen: presenting, name: "sender")] = sender
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: "sender", presentingScreen: presenting, published: both, screenBounds: screen)
        == sender)
  }

  /// A level presents its popover from its top screen: the last one pushed, or its root.
  @Test func aLevelPresentsFromItsTopScreen() throws {
    let navigator = try attachedNavigator("P2,P3,O4,P5", capabilities: .swiftUI)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(SwiftUIPopoverAttachment.presentingScreen(of: projection.levels[0]) == screenID("3"))
    #expect(SwiftUIPopoverAttachment.presentingScreen(of: projection.levels[1]) == screenID("5"))
    let bare = try attachedNavigator("O4", capabilities: .swiftUI)
    #expect(
      SwiftUIPopoverAttachment.presentingScreen(
        of: SwiftUINavigationProjection(bare.hosting.displayedState).levels[0])
        == screenID("root"))
  }

  /// The level reads the anchor of the popover it presents from the state it draws; a level
  /// without a popover, or with a popover without an anchor, has none.
  @Test func theAnchorIsThePopoverLayersInTheDrawnState() throws {
    let navigator = try attachedNavigator("P2", capabilities: .swiftUI)
    let id = try navigator.present("share", as: .popover, anchor: "sender")
    showAllSteps(navigator)
    let displayed = navigator.hosting.displayedState
    let level = try #require(SwiftUINavigationProjection(displayed).level(0))
    #expect(level.popover?.id == id)
    #expect(
      SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: level.popover?.id, in: displayed)
        == PopoverAnchor("sender"))
    #expect(SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: nil, in: displayed) == nil)
    #expect(
      SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: screenID("gone"), in: displayed) == nil)

    let others = try attachedNavigator("S2,O3", capabilities: .swiftUI)
    let shown = others.hosting.displayedState
    #expect(SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: screenID("2"), in: shown) == nil)
    #expect(SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: screenID("3"), in: shown) == nil)
  }

  /// The app re-points a shown popover (here by restoring a target that differs only in the
  /// anchor): an update in place, shown at once; the popover keeps its item, so SwiftUI keeps
  /// it presented, and the level attaches it to the new control.
  @Test func aNewAnchorRePointsTheSamePopoverInPlace() throws {
    let navigator = try attachedNavigator("P2", capabilities: .swiftUI)
    let id = try navigator.present("share", as: .popover, anchor: "sender")
    showAllSteps(navigator)
    let before = navigator.hosting.displayedState
    var target = NavigationTarget(before)
    target.path[1].anchor = "filter"
    try navigator.restore(target)

    let step = try #require(navigator.hosting.currentStep)
    #expect(step.action == .updateInPlace)
    #expect(
      SwiftUIStepCompletion(of: step, from: navigator.hosting.shownState) == .immediately)
    let level = try #require(SwiftUINavigationProjection(step.state).level(0))
    #expect(level.popover == SwiftUINavigationProjection(before).levels[0].popover)
    #expect(level.popover?.id == id)
    let anchor = SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: id, in: step.state)
    #expect(anchor == "filter")
    let published = [
      Source(screen: screenID("2"), name: "sender"): sender,
      Source(screen: screenID("2"), name: "filter"): filter,
    ]
    #expect(
      SwiftUIPopoverAttachment.rect(
        anchor: anchor, presentingScreen: SwiftUIPopoverAttachment.presentingScreen(of: level),
        published: published, screenBounds: screen) == filter)
    showAllSteps(navigator)
    #expect(navigator.state.layers[0].anchor == "filter")
  }
}
