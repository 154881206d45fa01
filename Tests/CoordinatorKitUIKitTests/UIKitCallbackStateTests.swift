import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport
import Testing

/// A UIKit callback is read against what UIKit shows (issue 46): the step's state while the host
/// shows it, the last shown state before it begins one. Found by the random test on the UIKit
/// model: the user tapped Back, the app presented a sheet during the pop's animation, and the
/// pop's `didShow`, read against the sheet's step the host had not begun, was dropped as stale.
@MainActor
@Suite("UIKit callbacks read against what UIKit shows")
struct UIKitCallbackStateTests {
  @Test func aBackMadeBeforeTheHostBeginsAStepIsReadAgainstWhatItShows() throws {
    let navigator = try attachedNavigator("P2", capabilities: .uiKit)
    let shown = navigator.hosting.shownState
    try navigator.update { try $0.present("3", as: .sheet) }
    let event = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: screenIDs("root"), rendered: screenIDs("root", "2"))
    let waiting = UIKitCallbackState.state(
      displayed: navigator.hosting.displayedState, shown: navigator.hosting.shownState,
      isShowingStep: false)
    #expect(waiting == shown)
    let navigation = UIKitNavigationProjection(waiting).userNavigation(for: event)
    #expect(navigation == .wentBack(to: screenID("root")))
    try report(navigation, to: navigator)
    #expect(notation(navigator.state) == "[S3]")
  }

  @Test func whileTheHostShowsAStepACallbackIsReadAgainstTheStepsState() throws {
    let navigator = try attachedNavigator("P2", capabilities: .uiKit)
    try navigator.update { try $0.present("3", as: .sheet) }
    let showing = UIKitCallbackState.state(
      displayed: navigator.hosting.displayedState, shown: navigator.hosting.shownState,
      isShowingStep: true)
    #expect(showing == navigator.hosting.displayedState)
    let stale = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: screenIDs("root"), rendered: screenIDs("root", "2"))
    #expect(UIKitNavigationProjection(showing).userNavigation(for: stale) == nil)
  }
}
