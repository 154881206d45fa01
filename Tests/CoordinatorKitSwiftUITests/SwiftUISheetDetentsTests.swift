import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// Replays what SwiftUI does with a sheet's `presentationDetents(_:selection:)`: the host renders
/// the detents and the selection the state gives the sheet's layer, SwiftUI writes the selection
/// when the user drags the sheet (and may write it back when the app moves it), and what
/// ``SwiftUISheetDetents`` makes of each write is fed to a real navigator attached as a SwiftUI
/// host (Apple, https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:):
/// "a binding to the currently selected detent").
@MainActor
@Suite("SwiftUI sheet detents")
struct SwiftUISheetDetentsTests {
  /// A navigator attached as a SwiftUI host, showing a sheet `compose` over the root with
  /// `detents`, and the sheet's screen.
  private func sheet(_ detents: SheetDetents?) throws -> (Navigator<String>, ScreenID) {
    let navigator = try attachedNavigator("", capabilities: .swiftUI)
    let id = try navigator.present("compose", as: .sheet, detents: detents)
    showAllSteps(navigator)
    return (navigator, id)
  }

  @Test func aSheetWithDetentsOffersThemAndSelectsTheStatesOne() throws {
    let (navigator, id) = try sheet(.mediumAndLarge)
    let detents = SwiftUISheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState)
    #expect(detents.offered == [.medium, .large])
    #expect(detents.selected == .medium)
    #expect(detents.dragIndicator == .visible)
    #expect(detents.layerRoot == id)

    let custom = try SheetDetents(
      [.fraction(0.3), .height(200)], selected: .height(200), showsGrabber: false)
    let (customNavigator, customID) = try sheet(custom)
    let customDetents = SwiftUISheetDetents(
      layerRootedAt: customID, in: customNavigator.hosting.displayedState)
    #expect(customDetents.offered == [.fraction(0.3), .height(200)])
    #expect(customDetents.selected == .height(200))
    #expect(customDetents.dragIndicator == .hidden)
  }

  /// A sheet without detents, a cover and a popover get the platform's default spelled out, so
  /// the modifier stays on the sheet's content; no write to it reports anything.
  @Test func aSheetWithoutDetentsGetsThePlatformsDefaultAndReportsNothing() throws {
    let navigator = try attachedNavigator("S2,C3,O4", capabilities: .swiftUI)
    let displayed = navigator.hosting.displayedState
    for name in ["2", "3", "4", "gone"] {
      let detents = SwiftUISheetDetents(layerRootedAt: screenID(name), in: displayed)
      #expect(detents.offered == [.large], "\(name)")
      #expect(detents.selected == .large, "\(name)")
      #expect(detents.dragIndicator == .automatic, "\(name)")
      #expect(detents.userNavigation(forSelectionWritten: .large, rendered: .large) == nil)
      #expect(detents.userNavigation(forSelectionWritten: .medium, rendered: .large) == nil)
    }
  }

  @Test func aUserDragBecomesSelectedDetentAndAppliesThroughTheNavigator() throws {
    let (navigator, id) = try sheet(.mediumAndLarge)
    let rendered = SwiftUISheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState)

    let now = SwiftUISheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState)
    let event = now.userNavigation(forSelectionWritten: .large, rendered: rendered.selected)
    #expect(event == .selectedDetent(.large, layerContaining: id))
    try report(event, to: navigator)
    #expect(navigator.state.layers[0].detents?.selected == .large)
    #expect(navigator.hosting.displayedState == navigator.state, "the drag is displayed")
    #expect(navigator.hosting.currentStep == nil, "nothing for the host to show")

    // SwiftUI writes the same value again through the stale binding, or the new one: nothing.
    let after = SwiftUISheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState)
    #expect(after.selected == .large)
    #expect(after.userNavigation(forSelectionWritten: .large, rendered: rendered.selected) == nil)
    #expect(after.userNavigation(forSelectionWritten: .large, rendered: after.selected) == nil)
    // Dragging it back down is the user's again.
    #expect(
      after.userNavigation(forSelectionWritten: .medium, rendered: after.selected)
        == .selectedDetent(.medium, layerContaining: id))
  }

  @Test func aDragToTheSelectedDetentOrAStaleOneReportsNothing() throws {
    let (navigator, id) = try sheet(.mediumAndLarge)
    let rendered = SwiftUISheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState)
    #expect(rendered.userNavigation(forSelectionWritten: .medium, rendered: .medium) == nil)
    #expect(
      rendered.userNavigation(forSelectionWritten: .fraction(0.5), rendered: .medium) == nil,
      "a detent the sheet does not offer")

    // The app moved the sheet before SwiftUI drew it: a write through the old binding is stale.
    try navigator.update { try $0.selectDetent(.large, ofLayerContaining: id) }
    showAllSteps(navigator)
    let now = SwiftUISheetDetents(layerRootedAt: id, in: navigator.hosting.displayedState)
    #expect(now.userNavigation(forSelectionWritten: .medium, rendered: rendered.selected) == nil)
    #expect(navigator.state.layers[0].detents?.selected == .large)
  }

  /// The app's `selectDetent` is an update in place: the sheet keeps its item (SwiftUI keeps it
  /// presented), its content is drawn with the new selection, and the step is shown at once.
  @Test func anAppsSelectDetentRedrawsTheSameSheetAtTheNewDetent() throws {
    let (navigator, id) = try sheet(.mediumAndLarge)
    let before = navigator.hosting.displayedState
    try navigator.update { try $0.selectDetent(.large, ofLayerContaining: id) }
    let step = try #require(navigator.hosting.currentStep)
    #expect(step.action == .updateInPlace)
    #expect(
      SwiftUIStepCompletion(of: step, from: navigator.hosting.shownState) == .immediately)
    #expect(
      SwiftUINavigationProjection(step.state).levels[0].sheet
        == SwiftUINavigationProjection(before).levels[0].sheet)
    let drawn = SwiftUISheetDetents(layerRootedAt: id, in: step.state)
    #expect(drawn.selected == .large && drawn.offered == [.medium, .large])
    showAllSteps(navigator)
    #expect(navigator.state.layers[0].detents?.selected == .large)
  }
}
