import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// Replays what a UIKit host does with a sheet's `UISheetPresentationController`: it gives the
/// sheet the detents of its layer before presenting it, makes a sheet that stays follow the
/// app's changes (an update in place), and reports the user's drag, which UIKit tells its
/// delegate with `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` ("not
/// called if selectedDetentIdentifier is programmatically set", UIKit's header), to a real
/// navigator attached with the `.uiKit` preset.
@MainActor
@Suite("UIKit sheet detents")
struct UIKitSheetDetentsTests {
  /// A navigator attached as a UIKit host, every step shown on a simulated hierarchy that
  /// enforces UIKit's rules, showing a sheet `compose` over the root with `detents`.
  private func sheet(_ detents: SheetDetents?) throws -> (
    navigator: Navigator<String>, id: ScreenID, hierarchy: SimulatedUIKitHierarchy
  ) {
    let navigator = try attachedNavigator("", capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(navigator.hosting.shownState))
    let id = try navigator.present("compose", as: .sheet, detents: detents)
    hierarchy.showPendingSteps(of: navigator)
    return (navigator, id, hierarchy)
  }

  /// The event the host reports when the sheet rooted at `id` now rests at `identifier`.
  private func drag(_ id: ScreenID, to identifier: String?) -> UIKitHostEvent {
    .sheetDidChangeSelectedDetent(layerRoot: id, identifier: identifier)
  }

  @Test func aSheetWithDetentsIsPresentedOfferingThemAtTheStatesOne() throws {
    let (navigator, id, _) = try sheet(.mediumAndLarge)
    let detents = try #require(
      UIKitSheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState))
    #expect(detents.detents == [.medium, .large])
    #expect(
      detents.detents.map(\.identifier) == ["com.apple.UIKit.medium", "com.apple.UIKit.large"])
    #expect(detents.selectedIdentifier == "com.apple.UIKit.medium")
    #expect(detents.prefersGrabberVisible)
    #expect(
      UIKitNavigationProjection(navigator.hosting.displayedState).levels[1].sheetDetents
        == detents)

    // Custom detents are named by their detent and resolve their height from UIKit's maximum.
    let custom = try SheetDetents(
      [.large, .fraction(0.3), .height(200)], selected: .height(200), showsGrabber: false)
    let (customNavigator, customID, _) = try sheet(custom)
    let customDetents = try #require(
      UIKitSheetDetents(layerRootedAt: customID, in: customNavigator.hosting.displayedState))
    #expect(
      customDetents.detents == [
        .large, .custom(identifier: "fraction:0.3", .fraction(0.3)),
        .custom(identifier: "height:200.0", .height(200)),
      ])
    #expect(customDetents.selectedIdentifier == "height:200.0")
    #expect(!customDetents.prefersGrabberVisible)
    #expect(customDetents.detents.map { $0.height(maximumDetentValue: 800) } == [800, 240, 200])
    #expect(customDetents.detents[2].height(maximumDetentValue: 150) == 150, "never above it")
    // UIKit takes them smallest first; which is smaller depends on the sheet's room.
    #expect(
      customDetents.detents(smallestFirstIn: 800).map(\.sheetDetent) == [
        .height(200), .fraction(0.3), .large,
      ])
    #expect(
      customDetents.detents(smallestFirstIn: 500).map(\.sheetDetent) == [
        .fraction(0.3), .height(200), .large,
      ])
  }

  /// A sheet without detents gets UIKit's default spelled out; a cover and a popover get none.
  @Test func aSheetWithoutDetentsGetsUIKitsDefaultAndOtherLayersNone() throws {
    let navigator = try attachedNavigator("S2,C3,O4", capabilities: .uiKit)
    let displayed = navigator.hosting.displayedState
    let plain = try #require(UIKitSheetDetents(layerRootedAt: screenID("2"), in: displayed))
    #expect(plain.detents == [.large])
    #expect(plain.selectedIdentifier == "com.apple.UIKit.large")
    #expect(!plain.prefersGrabberVisible)
    #expect(UIKitSheetDetents(layerRootedAt: screenID("3"), in: displayed) == nil)
    #expect(UIKitSheetDetents(layerRootedAt: screenID("4"), in: displayed) == nil)
    #expect(UIKitSheetDetents(layerRootedAt: screenID("gone"), in: displayed) == nil)
    #expect(
      UIKitNavigationProjection(displayed).levels.map(\.sheetDetents) == [nil, plain, nil, nil])
  }

  @Test func aUserDragBecomesSelectedDetentAndAppliesThroughTheNavigator() throws {
    let (navigator, id, start) = try sheet(.mediumAndLarge)
    var hierarchy = start
    let event = drag(id, to: "com.apple.UIKit.large")
    let now = UIKitNavigationProjection(navigator.hosting.displayedState)
    #expect(now.userNavigation(for: event) == .selectedDetent(.large, layerContaining: id))
    try navigator.userDidNavigate(#require(now.userNavigation(for: event)))
    #expect(navigator.state.layers[0].detents?.selected == .large)
    #expect(navigator.hosting.displayedState == navigator.state, "the drag is displayed")
    #expect(hierarchy.showPendingSteps(of: navigator).isEmpty, "UIKit already shows it")

    let after = UIKitNavigationProjection(navigator.hosting.displayedState)
    #expect(
      after.userNavigation(for: drag(id, to: "com.apple.UIKit.medium"))
        == .selectedDetent(.medium, layerContaining: id))
  }

  @Test func aDragToTheSelectedDetentOrAStaleOneReportsNothing() throws {
    let (navigator, id, _) = try sheet(.mediumAndLarge)
    let now = UIKitNavigationProjection(navigator.hosting.displayedState)
    #expect(now.userNavigation(for: drag(id, to: "com.apple.UIKit.medium")) == nil)
    #expect(now.userNavigation(for: drag(id, to: nil)) == nil, "UIKit's smallest, never left")
    #expect(now.userNavigation(for: drag(id, to: "fraction:0.5")) == nil, "not offered")
    #expect(
      now.userNavigation(for: drag(screenID("gone"), to: "com.apple.UIKit.large")) == nil,
      "a sheet no longer displayed")

    // A cover has no detents: nothing it could report means anything.
    let cover = try attachedNavigator("C3", capabilities: .uiKit)
    #expect(
      UIKitNavigationProjection(cover.hosting.displayedState).userNavigation(
        for: drag(screenID("3"), to: "com.apple.UIKit.large")) == nil)
  }

  /// The app's `selectDetent` is an update in place, which the host shows as one change of the
  /// sheet's selected detent, animated (inside `animateChanges(_:)`); nothing is presented
  /// again, and a change under a layer that stays is not animated.
  @Test func anAppsSelectDetentIsAnUpdateInPlaceTheHostTurnsIntoASelectionChange() throws {
    let (navigator, id, start) = try sheet(.mediumAndLarge)
    var hierarchy = start
    try navigator.update { try $0.selectDetent(.large, ofLayerContaining: id) }
    #expect(navigator.hosting.currentStep?.action == .updateInPlace)
    let selected = UIKitSheetDetents(
      layerRoot: id, detents: try SheetDetents.mediumAndLarge.selecting(.large))
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.setSheetDetents(level: 1, selected, animated: true)]
      ])
    #expect(selected.selectedIdentifier == "com.apple.UIKit.large")
    #expect(navigator.state.layers[0].detents?.selected == .large)

    // Taking the detents away gives the sheet UIKit's default back.
    try navigator.update { try $0.setDetents(nil, ofLayerContaining: id) }
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.setSheetDetents(level: 1, UIKitSheetDetents(layerRoot: id, detents: nil), animated: true)]
      ])

    // Under a cover that stays, the sheet follows out of sight.
    try navigator.update { try $0.setDetents(.medium, ofLayerContaining: id) }
    hierarchy.showPendingSteps(of: navigator)
    try navigator.present("photo", as: .cover)
    hierarchy.showPendingSteps(of: navigator)
    try navigator.update {
      try $0.setDetents(.mediumAndLarge, ofLayerContaining: id)
    }
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [
          .setSheetDetents(
            level: 1, UIKitSheetDetents(layerRoot: id, detents: .mediumAndLarge), animated: false)
        ]
      ])
  }

  /// The simulated hierarchy refuses detents on a layer that is not a sheet, as UIKit gives no
  /// `sheetPresentationController` to one.
  @Test func onlyAPresentedSheetTakesDetents() throws {
    let navigator = try attachedNavigator("C3", capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(navigator.hosting.displayedState))
    let detents = UIKitSheetDetents(layerRoot: screenID("3"), detents: .medium)
    #expect(!hierarchy.perform([.setSheetDetents(level: 1, detents, animated: true)]).isEmpty)
    #expect(!hierarchy.perform([.setSheetDetents(level: 0, detents, animated: true)]).isEmpty)
  }
}
