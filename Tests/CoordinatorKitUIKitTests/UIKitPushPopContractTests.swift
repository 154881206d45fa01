import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// A UIKit host pushes a push and pops a pop: `pushViewController(_:animated:)` and
/// `popViewController(animated:)` hand UIKit one view controller, where `setViewControllers`
/// hands it the whole stack, so one screen more or less costs the same at any depth. The calls
/// are replayed on ``SimulatedUIKitHierarchy``, which enforces UIKit's rules for them.
@MainActor
@Suite("UIKit push and pop calls")
struct UIKitPushPopContractTests {
  /// Shows every pending step on `hierarchy`, checking each against UIKit's rules and the
  /// step's state; returns the calls of each step.
  private func showSteps(
    of navigator: Navigator<String>, on hierarchy: inout SimulatedUIKitHierarchy
  ) -> [[UIKitHostCall]] {
    var shown: [[UIKitHostCall]] = []
    while let step = navigator.hosting.currentStep {
      let calls = UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)
      #expect(hierarchy.perform(calls).isEmpty, "\(step.action)")
      #expect(hierarchy.shows(UIKitNavigationProjection(step.state)), "\(step.action)")
      shown.append(calls)
      navigator.hostDidShow(step.id)
    }
    return shown
  }

  private func hostedNavigator(_ notation: String) throws -> (
    Navigator<String>, SimulatedUIKitHierarchy
  ) {
    let navigator = try attachedNavigator(notation, capabilities: .uiKit)
    let hierarchy = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(navigator.hosting.shownState))
    return (navigator, hierarchy)
  }

  @Test func aSinglePushIsOnePushCallAndASinglePopOnePopCall() throws {
    var (navigator, hierarchy) = try hostedNavigator("P2,P3")
    try navigator.update { try $0.push("4") }
    let pushed = navigator.state.topScreen.id
    #expect(
      showSteps(of: navigator, on: &hierarchy) == [
        [.push(level: 0, screen: pushed, animated: true)]
      ])
    #expect(hierarchy.stack(atLevel: 0) == screenIDs("root", "2", "3") + [pushed])

    try navigator.update { try $0.pop() }
    #expect(showSteps(of: navigator, on: &hierarchy) == [[.pop(level: 0, animated: true)]])
    #expect(hierarchy.stack(atLevel: 0) == screenIDs("root", "2", "3"))
  }

  /// In a sheet, the push and the pop go to the sheet's navigation controller, the top one.
  @Test func aPushAndAPopInASheetGoToTheTopLevel() throws {
    var (navigator, hierarchy) = try hostedNavigator("P2,S3")
    try navigator.update { try $0.push("4") }
    let pushed = navigator.state.topScreen.id
    #expect(
      showSteps(of: navigator, on: &hierarchy) == [
        [.push(level: 1, screen: pushed, animated: true)]
      ])
    try navigator.update { try $0.pop() }
    #expect(showSteps(of: navigator, on: &hierarchy) == [[.pop(level: 1, animated: true)]])
    #expect(hierarchy.stack(atLevel: 1) == screenIDs("3"))
  }

  /// Several screens at once, or a pop of several, stay one `setViewControllers`.
  @Test func severalScreensAtOnceStayOneSetViewControllers() throws {
    var (navigator, hierarchy) = try hostedNavigator("P2")
    try navigator.update { try $0.push(contentsOf: ["3", "4"]) }
    let calls = showSteps(of: navigator, on: &hierarchy)
    #expect(
      calls == [
        [
          .setViewControllers(
            level: 0, screens: navigator.state.baseStack.map(\.id), animated: true)
        ]
      ])
    try navigator.update { try $0.popToRoot() }
    #expect(
      showSteps(of: navigator, on: &hierarchy) == [
        [.setViewControllers(level: 0, screens: screenIDs("root"), animated: true)]
      ])
  }

  /// UIKit calls `didShow` after the host's own push and pop too: with as many view controllers
  /// as the host gave it (or more), it is an echo the host need not read; only a shorter stack
  /// can be the user's, and the projection agrees.
  @Test func onlyAShorterStackInDidShowCanBeTheUsers() throws {
    #expect(!UIKitNavigationProjection.didShowMayBeTheUsers(shownCount: 4, renderedCount: 4))
    #expect(!UIKitNavigationProjection.didShowMayBeTheUsers(shownCount: 5, renderedCount: 4))
    #expect(UIKitNavigationProjection.didShowMayBeTheUsers(shownCount: 3, renderedCount: 4))

    let displayed = UIKitNavigationProjection(try state("P2,P3"))
    let stack = screenIDs("root", "2", "3")
    for shown in [stack, stack + screenIDs("4")] {
      #expect(
        displayed.userNavigation(
          for: .navigationControllerDidShow(level: 0, shown: shown, rendered: stack)) == nil)
    }
    #expect(
      displayed.userNavigation(
        for: .navigationControllerDidShow(level: 0, shown: screenIDs("root", "2"), rendered: stack))
        == .wentBack(to: screenID("2")))
  }

  /// Without a guarded screen, every level gets nothing: no back action, no gesture disabled,
  /// every layer dismissible by a swipe.
  @Test func aStateWithoutGuardsAsksNothingOfAnyLevel() throws {
    let settings = UIKitLeaveGuardSettings(try state("P2,S3,P4,C5"))
    #expect(settings.levels.count == 3)
    #expect(settings.askingBackScreens.isEmpty)
    #expect(settings.levels.map(\.guardedPopGestures) == [[], [], []])
    #expect(settings.levels.map(\.isModalInPresentation) == [nil, false, false])
  }

  /// With guarded screens, each level's settings are those of the engine's own rules
  /// (`blocksInteractiveBack(atLevel:)`, `blocksInteractiveDismissal(atLevel:)`), read from the
  /// levels' top screens and the layers alone: for every sample state, with each of its screens
  /// guarded in turn, and with all of them.
  @Test func guardedSettingsFollowTheEnginesRulesOnEveryLevel() throws {
    for sample in try sampleStates() {
      var cleared = sample
      cleared.dismissAlert()
      let ids = cleared.screens.map(\.id)
      for guarded in ids.map({ [$0] }) + [ids] {
        var state = cleared
        for id in guarded { try state.setLeaveGuard(true, for: id) }
        let stacks = HostLevels(state).stacks
        let blocksBack = stacks.indices.map { state.blocksInteractiveBack(atLevel: $0) }
        let settings = UIKitLeaveGuardSettings(state).levels
        let comment: Comment = "\(notation(state)) \(guarded)"
        #expect(
          settings.map(\.askingBackScreen)
            == stacks.indices.map { blocksBack[$0] ? stacks[$0].screens.last : nil }, comment)
        #expect(
          settings.map(\.guardedPopGestures)
            == blocksBack.map { $0 ? Set(UIKitPopGesture.allCases) : [] }, comment)
        #expect(
          settings.map(\.isModalInPresentation)
            == stacks.indices.map { $0 == 0 ? nil : state.blocksInteractiveDismissal(atLevel: $0) },
          comment)
      }
    }
  }
}
