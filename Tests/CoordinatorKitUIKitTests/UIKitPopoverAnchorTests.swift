import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// Replays what a UIKit host does with a popover layer's `UIPopoverPresentationController`: it
/// points a new popover, before presenting it, at the control the layer's anchor names on the
/// screen under it (which that screen's controller returns through `PopoverAnchoring`), or at
/// the middle of the presenting view; and it points a popover that stays again when the app
/// changes its anchor (an update in place) or another screen comes under it. UIKit: "sourceRect:
/// The rectangle in the coordinate space of sourceView that the popover should point at"
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect),
/// and `permittedArrowDirections` "the arrow directions that you allow for the popover"
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections).
@MainActor
@Suite("UIKit popover anchor")
struct UIKitPopoverAnchorTests {
  /// The popover `4` over `base` (in the notation of `state(_:)`), pointing at `anchor`.
  private func popover(over base: String, anchor: PopoverAnchor?) throws -> NavigationState<
    String
  > {
    var state = try state(base)
    try state.append(
      NavigationScreen("4", id: screenID("4")), style: .modal(.popover), anchor: anchor)
    return state
  }

  // MARK: The decision

  @Test func aControlFoundIsPointedAtWithAnArrow() {
    let anchor = UIKitPopoverAnchor.popoverLayer(
      control: .found(width: 44, height: 30), presentingWidth: 768, presentingHeight: 1024)
    #expect(
      anchor
        == UIKitPopoverAnchor(
          x: 0, y: 0, width: 44, height: 30, sourceView: .control, permitsArrow: true))
  }

  /// No control, or one UIKit cannot point at, leaves the popover where one without an anchor
  /// is: the middle of the presenting view, without an arrow. A stale name never hides it.
  @Test func noControlOrADetachedOneKeepsTheMiddleOfThePresentingView() {
    let middle = UIKitPopoverAnchor(
      x: 384, y: 512, width: 0, height: 0, sourceView: .presentingView, permitsArrow: false)
    #expect(UIKitPopoverAnchor.popoverLayer(width: 768, height: 1024) == middle)
    #expect(
      UIKitPopoverAnchor.popoverLayer(
        control: .absent, presentingWidth: 768, presentingHeight: 1024) == middle)
    #expect(
      UIKitPopoverAnchor.popoverLayer(
        control: .detached, presentingWidth: 768, presentingHeight: 1024) == middle)
    #expect(!UIKitPopoverAnchor.actionSheet(width: 768, height: 1024).permitsArrow)
    #expect(UIKitPopoverAnchor.actionSheet(width: 768, height: 1024).sourceView == .presentingView)
  }

  // MARK: The projection

  @Test func aPopoverLayerCarriesItsAnchorAndOtherLayersNone() throws {
    var state = try popover(over: "S2", anchor: "sender")
    try state.present("5", as: .popover)
    try state.present("6", as: .cover)
    let projection = UIKitNavigationProjection(state)
    #expect(projection.levels.map(\.popoverAnchor) == [nil, nil, "sender", nil, nil])
    #expect((try? state.anchor(ofLayerContaining: screenID("4"))) == "sender")
    #expect((try? state.anchor(ofLayerContaining: screenID("2"))) == nil)
    #expect((try? state.anchor(ofLayerContaining: screenID("gone"))) == nil)
  }

  /// A new popover is one `present`: the host points it before presenting it, from the step's
  /// state, at the top screen of the level below.
  @Test func aNewAnchoredPopoverIsPresentedOverTheScreenItPointsInto() throws {
    let navigator = try attachedNavigator("P2", capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(navigator.hosting.shownState))
    let id = try navigator.present("share", as: .popover, anchor: "sender")
    let step = try #require(navigator.hosting.currentStep)
    #expect((try? step.state.anchor(ofLayerContaining: id)) == "sender")
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.present(level: 1, screens: [id], style: .popover, animated: true)]
      ])
    #expect(hierarchy.stack(atLevel: 0).last == screenID("2"), "the screen it points into")
  }

  /// The app re-points the shown popover: an update in place, which the host shows as one
  /// `pointPopover`; nothing is presented again. Taking the anchor away points it at the whole
  /// screen again.
  @Test func aNewAnchorIsAnUpdateInPlaceTheHostTurnsIntoPointPopover() throws {
    let navigator = Navigator(try popover(over: "P2", anchor: "sender"))
    navigator.attachHost(capabilities: .uiKit)
    showAllSteps(navigator)
    var hierarchy = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(navigator.hosting.shownState))
    try navigator.update { $0 = try popover(over: "P2", anchor: "filter") }
    #expect(navigator.hosting.currentStep?.action == .updateInPlace)
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.pointPopover(level: 1, anchor: "filter", presentingScreen: screenID("2"))]
      ])
    #expect(navigator.state.layers[0].anchor == "filter")

    try navigator.update { $0 = try popover(over: "P2", anchor: nil) }
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.pointPopover(level: 1, anchor: nil, presentingScreen: screenID("2"))]
      ])
    // The same anchor again changes nothing.
    try navigator.update { $0 = try popover(over: "P2", anchor: nil) }
    let unchanged = hierarchy.showPendingSteps(of: navigator)
    #expect(unchanged.allSatisfy { $0.isEmpty })
  }

  /// Another screen under an anchored popover: its name now stands for that screen's control,
  /// so the popover is pointed again after the stack changed. A popover without an anchor
  /// points at the presenting view, which stays: no call.
  @Test func anotherScreenUnderAnAnchoredPopoverPointsItAgain() throws {
    let from = UIKitNavigationProjection(try popover(over: "P2", anchor: "sender"))
    let to = UIKitNavigationProjection(try popover(over: "P2,P3", anchor: "sender"))
    #expect(
      from.calls(toReach: to, animated: true) == [
        .setViewControllers(level: 0, screens: screenIDs("root", "2", "3"), animated: false),
        .pointPopover(level: 1, anchor: "sender", presentingScreen: screenID("3")),
      ])
    var hierarchy = SimulatedUIKitHierarchy(from)
    #expect(hierarchy.perform(from.calls(toReach: to, animated: true)).isEmpty)
    #expect(hierarchy.shows(to))

    let plainFrom = UIKitNavigationProjection(try popover(over: "P2", anchor: nil))
    let plainTo = UIKitNavigationProjection(try popover(over: "P2,P3", anchor: nil))
    #expect(
      plainFrom.calls(toReach: plainTo, animated: true) == [
        .setViewControllers(level: 0, screens: screenIDs("root", "2", "3"), animated: false)
      ])
  }

  /// The simulated hierarchy refuses to point a layer that is not a popover, as UIKit gives no
  /// `popoverPresentationController` to one, and a popover at a screen not under it.
  @Test func onlyAPresentedPopoverIsPointedAtTheScreenUnderIt() throws {
    let navigator = try attachedNavigator("P2,S3,O4", capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(navigator.hosting.displayedState))
    #expect(
      !hierarchy.perform([.pointPopover(level: 1, anchor: "a", presentingScreen: screenID("2"))])
        .isEmpty)
    #expect(
      !hierarchy.perform([.pointPopover(level: 0, anchor: "a", presentingScreen: screenID("2"))])
        .isEmpty)
    #expect(
      !hierarchy.perform([.pointPopover(level: 2, anchor: "a", presentingScreen: screenID("2"))])
        .isEmpty)
    #expect(
      hierarchy.perform([.pointPopover(level: 2, anchor: "a", presentingScreen: screenID("3"))])
        .isEmpty)
  }
}
