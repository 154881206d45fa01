import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// Replays what a `UINavigationController`-based host does and hears: the calls it makes for
/// each step are performed on a model of the view controller hierarchy that enforces UIKit's
/// documented rules (see ``SimulatedUIKitHierarchy``), and UIKit's delegate callbacks are turned
/// into user navigation and fed to a real navigator attached with the `.uiKit` preset.
@MainActor
@Suite("UIKit projection contract")
struct UIKitProjectionContractTests {
  /// A navigator attached as a UIKit host, with the hierarchy that host built for it.
  @MainActor
  private struct Host {
    let navigator: Navigator<String>
    var hierarchy: SimulatedUIKitHierarchy

    init(_ notation: String) throws {
      navigator = try attachedNavigator("", capabilities: .uiKit)
      hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(navigator.hosting.shownState))
      try navigator.replace(with: try state(notation))
      try showSteps()
    }

    /// Shows every pending step with the calls the projection gives, checking each against
    /// UIKit's rules and the step's state; returns the calls of each step.
    @discardableResult
    mutating func showSteps() throws -> [[UIKitHostCall]] {
      hierarchy.showPendingSteps(of: navigator)
    }

    /// What the projection of the displayed state makes of `event`.
    func meaning(of event: UIKitHostEvent) -> UserNavigation? {
      UIKitNavigationProjection(navigator.hosting.displayedState).userNavigation(for: event)
    }

    /// Reports `event`'s meaning to the navigator, as the adapter does, and shows what follows.
    mutating func deliver(_ event: UIKitHostEvent) throws {
      try report(meaning(of: event), to: navigator)
      try showSteps()
    }
  }

  /// The calls a UIKit host makes for the plan from `from` to `to`, which must be the one step
  /// `action`.
  private func callsOfTheOneStep(
    from: NavigationState<String>, to: NavigationState<String>, action: StepAction,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [UIKitHostCall] {
    let plan = TransitionPlan(from: from, to: to, capabilities: .uiKit)
    #expect(plan.map(\.action) == [action], sourceLocation: sourceLocation)
    let step = try #require(plan.last, sourceLocation: sourceLocation)
    return UIKitNavigationProjection.calls(for: step, from: from)
  }

  // MARK: Stacks

  /// One `setViewControllers(_:animated:)` pushes several view controllers at once (Apple:
  /// "update or replace the current view controller stack without pushing or popping each
  /// controller explicitly"); swift-navigation's `NavigationStackController` falls back to it
  /// for any change that is not a single push or pop.
  @Test func setViewControllersPushesSeveralScreensInOneCall() throws {
    #expect(
      try callsOfTheOneStep(
        from: state(""), to: state("P2,P3,P4"), action: .push(count: 3, level: 0)) == [
          .setViewControllers(level: 0, screens: screenIDs("root", "2", "3", "4"), animated: true)
        ])

    var host = try Host("")
    try host.navigator.replace(with: try state("P2,P3,P4"))
    #expect(try host.showSteps().count == 1)
    #expect(notation(host.navigator.state) == "[P2,P3,P4]")
  }

  /// A completed interactive pop (or the back button, or its menu) changes the navigation
  /// controller's stack by itself and then calls `navigationController(_:didShow:animated:)`;
  /// swift-navigation's `NavigationStackController.PathDelegate` reads the shortened
  /// `viewControllers` there and writes the path back only when it shrank.
  @Test func completedInteractivePopShowsAShorterStackInDidShow() throws {
    var host = try Host("P2,P3")
    let rendered = host.hierarchy.stack(atLevel: 0)
    host.hierarchy.userPops(toCount: 2)
    let event = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: host.hierarchy.stack(atLevel: 0), rendered: rendered)
    #expect(host.meaning(of: event) == .wentBack(to: screenID("2")))
    try host.deliver(event)
    #expect(notation(host.navigator.state) == "[P2]")
    #expect(host.hierarchy.shows(UIKitNavigationProjection(host.navigator.state)))

    // The back button's menu, straight to the root.
    var menu = try Host("P2,P3")
    let menuRendered = menu.hierarchy.stack(atLevel: 0)
    menu.hierarchy.userPops(toCount: 1)
    try menu.deliver(
      .navigationControllerDidShow(
        level: 0, shown: menu.hierarchy.stack(atLevel: 0), rendered: menuRendered))
    #expect(notation(menu.navigator.state) == "[]")
  }

  /// A cancelled interactive pop leaves the stack as it was: the top view controller appears
  /// again (Stack Overflow 18927878, "View controller lifecycle when swiping to pop"), so
  /// `didShow` reports the stack unchanged. Only the transition coordinator's
  /// `notifyWhenInteractionChanges(_:)` with `isCancelled` says it was cancelled.
  @Test func cancelledInteractivePopShowsTheSameStack() throws {
    var host = try Host("P2,P3")
    let rendered = host.hierarchy.stack(atLevel: 0)
    let didShow = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: rendered, rendered: rendered)
    #expect(host.meaning(of: didShow) == nil)
    #expect(host.meaning(of: .interactivePopCancelled(level: 0)) == .cancelledGesture)
    try host.deliver(didShow)
    try host.deliver(.interactivePopCancelled(level: 0))
    #expect(notation(host.navigator.state) == "[P2,P3]")
  }

  /// `didShow` is also called after the host's own `setViewControllers`: treating it as a user
  /// pop removes screens twice (UIPilot issue #34: a programmatic `pop()` echoed by the
  /// navigation delegate deleted two routes). The echo shows the stack the host set; a late
  /// one for screens the engine already removed is stale.
  @Test func didShowEchoesOfProgrammaticSetViewControllersChangeNothing() throws {
    var host = try Host("P2,P3,P4")
    let before = host.hierarchy.stack(atLevel: 0)
    try host.navigator.update { try $0.popToRoot() }
    let step = try #require(host.navigator.hosting.currentStep)
    let calls = UIKitNavigationProjection.calls(for: step, from: host.navigator.hosting.shownState)
    #expect(calls == [.setViewControllers(level: 0, screens: screenIDs("root"), animated: true)])
    #expect(host.hierarchy.perform(calls).isEmpty)
    // UIKit calls didShow before the host acknowledges the step...
    let echo = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: screenIDs("root"), rendered: screenIDs("root"))
    #expect(host.meaning(of: echo) == nil)
    host.navigator.hostDidShow(step.id)
    // ...or after; and a didShow still judged against the old stack comes too late.
    let late = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: screenIDs("root"), rendered: before)
    #expect(host.meaning(of: echo) == nil)
    #expect(host.meaning(of: late) == nil)
    try host.deliver(echo)
    try host.deliver(late)
    #expect(notation(host.navigator.state) == "[]")

    // After a push, the echo of the longer stack.
    try host.navigator.update { try $0.push("5") }
    try host.showSteps()
    let pushed = host.hierarchy.stack(atLevel: 0)
    try host.deliver(.navigationControllerDidShow(level: 0, shown: pushed, rendered: pushed))
    #expect(notation(host.navigator.state) == "[P5]")
  }

  /// A stack replaced under a full-screen cover that stays: one `setViewControllers` on the
  /// covered navigation controller, unanimated since it is out of sight, and no dismissal (the
  /// engine's covered-stack replacement, performed as swift-navigation's
  /// `NavigationStackController` does for any non-trivial difference).
  @Test func stackReplacedUnderACoverThatStays() throws {
    #expect(
      try callsOfTheOneStep(
        from: state("P2,C3"), to: state("P4,C3"), action: .replaceStack(level: 0)) == [
          .setViewControllers(level: 0, screens: screenIDs("root", "4"), animated: false)
        ])

    var host = try Host("P2,C3")
    try host.navigator.replace(with: try state("P4,C3"))
    try host.showSteps()
    #expect(notation(host.navigator.state) == "[P4,C3]")
    // The covered controller's didShow is no user navigation: level 0 is not the top.
    let covered = UIKitHostEvent.navigationControllerDidShow(
      level: 0, shown: screenIDs("root"), rendered: screenIDs("root", "4"))
    #expect(host.meaning(of: covered) == nil)
  }

  /// A new root: `setViewControllers` replaces the root view controller too (Apple: "The
  /// front-to-back order of the controllers in this array represents the new bottom-to-top
  /// order"), the way XCoordinator's `.set(_:)` transition resets a flow.
  @Test func rootReplacementSetsANewRootViewController() throws {
    let target = try state("P5", rootName: "home2")
    #expect(
      try callsOfTheOneStep(from: state("P2"), to: target, action: .replaceStack(level: 0)) == [
        .setViewControllers(level: 0, screens: screenIDs("home2", "5"), animated: true)
      ])

    var host = try Host("P2")
    try host.navigator.replace(with: target)
    try host.showSteps()
    #expect(host.navigator.state.root.id == screenID("home2"))
  }

  /// A screen that keeps its identity and shows a new route is updated in place: its view
  /// controller stays where it is (XCoordinator and swift-navigation alike reuse a controller
  /// for the same identity), so UIKit is asked for nothing and the host refreshes its content.
  @Test func updateInPlaceNeedsNoUIKitCall() throws {
    #expect(
      try callsOfTheOneStep(from: state("P2,S3"), to: state("P2',S3"), action: .updateInPlace)
        .isEmpty)
  }

  // MARK: Presentations

  /// A swipe-down of a page sheet is reported by `presentationControllerDidDismiss(_:)`, which
  /// UIKit never calls for a programmatic dismissal (Apple: "This method is not called if the
  /// presentation is dismissed programmatically"). The pushes of the level below stay.
  @Test func swipeDownOfAPageSheetAtLevelTwoWhileLevelOneHasPushes() throws {
    var host = try Host("S2,P3,S4")
    #expect(host.hierarchy.stack(atLevel: 1) == screenIDs("2", "3"))
    host.hierarchy.userSwipesDownTopLayer()
    let event = UIKitHostEvent.presentationControllerDidDismiss(layerRoot: screenID("4"))
    #expect(host.meaning(of: event) == .dismissedLayer(containing: screenID("4")))
    try host.deliver(event)
    #expect(notation(host.navigator.state) == "[S2,P3]")
    #expect(host.hierarchy.shows(UIKitNavigationProjection(host.navigator.state)))
    // Heard again (two delegates, or a late callback): the layer is gone, nothing to do.
    #expect(host.meaning(of: event) == nil)
  }

  /// A popover layer is a navigation controller presented with `.popover`, with its whole stack.
  /// A tap outside it is reported by `presentationControllerDidDismiss(_:)` as a sheet's swipe
  /// (Apple, UIAdaptivePresentationControllerDelegate: called "after the presentation controller
  /// was dismissed as a result of user action", popovers included since iOS 13).
  @Test func aPopoverIsPresentedAsOneAndATapOutsideDismissesItsLayer() throws {
    #expect(
      try callsOfTheOneStep(
        from: state("P2"), to: state("P2,O3,P4"), action: .present(.popover, level: 1))
        == [.present(level: 1, screens: screenIDs("3", "4"), style: .popover, animated: true)])
    var host = try Host("P2,O3,P4")
    host.hierarchy.userSwipesDownTopLayer()
    let event = UIKitHostEvent.presentationControllerDidDismiss(layerRoot: screenID("3"))
    #expect(host.meaning(of: event) == .dismissedLayer(containing: screenID("3")))
    try host.deliver(event)
    #expect(notation(host.navigator.state) == "[P2]")
    #expect(host.hierarchy.shows(UIKitNavigationProjection(host.navigator.state)))
  }

  /// Dismissing from depth three is one `dismiss` on the base navigation controller: UIKit
  /// dismisses "its immediate child view controller and all view controllers above that child"
  /// (Apple, dismiss(animated:completion:)), as XCoordinator's `dismiss(toRoot:)` does by
  /// calling `dismiss` on the root controller. An alert over them goes with them.
  @Test func dismissAllFromDepthThreeIsOneDismissOnTheBaseLevel() throws {
    #expect(
      try callsOfTheOneStep(from: state("S2,S3,S4"), to: state(""), action: .dismiss(layers: 3))
        == [
          .dismissPresented(byLevel: 0, animated: true)
        ])
    let withAlert = try state("S2,S3,S4", alert: AlertState(title: "Saved"))
    let alertPlan = TransitionPlan(from: withAlert, to: try state(""), capabilities: .uiKit)
    #expect(
      alertPlan.flatMap { UIKitNavigationProjection.calls(for: $0, from: withAlert) } == [
        .dismissPresented(byLevel: 0, animated: true)
      ])

    var host = try Host("S2,S3,S4")
    try host.navigator.update { try $0.dismissAll() }
    #expect(
      try host.showSteps() == [[.dismissPresented(byLevel: 0, animated: true)]])
    #expect(notation(host.navigator.state) == "[]")
  }

  /// A deep link three layers deep from the bare root: each layer is a new navigation
  /// controller presented, with its whole stack, from the top one (XCoordinator's
  /// `present(onRoot:)` presents from the topmost presented controller; UIKit presents from a
  /// controller that presents nothing yet).
  @Test func threeLayerDeepLinkFromTheBareRoot() throws {
    let deep = try state("P2,S3,P4,C5,S6,P7")
    let plan = TransitionPlan(from: try state(""), to: deep, capabilities: .uiKit)
    var shown = try state("")
    var calls: [[UIKitHostCall]] = []
    for step in plan {
      calls.append(UIKitNavigationProjection.calls(for: step, from: shown))
      shown = step.state
    }
    #expect(
      calls == [
        [.push(level: 0, screen: screenID("2"), animated: true)],
        [.present(level: 1, screens: screenIDs("3", "4"), style: .pageSheet, animated: true)],
        [.present(level: 2, screens: screenIDs("5"), style: .fullScreen, animated: true)],
        [.present(level: 3, screens: screenIDs("6", "7"), style: .pageSheet, animated: true)],
      ])

    let navigator = Navigator(deep)
    navigator.attachHost(capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(navigator.hosting.shownState))
    var performed: [[UIKitHostCall]] = []
    while let step = navigator.hosting.currentStep {
      let stepCalls = UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)
      #expect(hierarchy.perform(stepCalls).isEmpty)
      performed.append(stepCalls)
      navigator.hostDidShow(step.id)
    }
    #expect(performed.count == calls.count)
    #expect(hierarchy.shows(UIKitNavigationProjection(deep)))
  }

  // MARK: Alerts

  /// An alert over a sheet is presented by the sheet's navigation controller, the top one, and
  /// answered only through its actions' handlers: swift-navigation notes that a
  /// `UIAlertController`'s dismissal is seen before its action runs (Sources/UIKitNavigationShim/shim.m),
  /// so a host reports the handler, never the dismissal.
  @Test func alertOverASheetIsPresentedByTheTopLevelAndAnsweredByItsHandlers() throws {
    let alert = try cancellableAlert()
    let sheet = try state("S2")
    let withAlert = try state("S2", alert: alert)
    let showing = TransitionPlan(from: sheet, to: withAlert, capabilities: .uiKit)
    #expect(
      showing.flatMap { UIKitNavigationProjection.calls(for: $0, from: sheet) } == [
        .presentAlert(alert, fromLevel: 1, animated: true)
      ])
    let removing = TransitionPlan(from: withAlert, to: sheet, capabilities: .uiKit)
    #expect(
      removing.flatMap { UIKitNavigationProjection.calls(for: $0, from: withAlert) } == [
        .dismissAlert(presentedFromLevel: 1, animated: true)
      ])
    let both = TransitionPlan(from: withAlert, to: try state(""), capabilities: .uiKit)
    #expect(
      both.flatMap { UIKitNavigationProjection.calls(for: $0, from: withAlert) } == [
        .dismissPresented(byLevel: 0, animated: true)
      ])

    var host = try Host("S2")
    try host.navigator.update { try $0.showAlert(alert) }
    try host.showSteps()
    let event = UIKitHostEvent.alertActionChosen(actionID: "Keep", alertID: alert.id)
    #expect(host.meaning(of: event) == .choseAlertAction(actionID: "Keep", alertID: alert.id))
    try host.deliver(event)
    #expect(notation(host.navigator.state) == "[S2]")
  }

  // MARK: Every plan

  /// Whatever the change and whatever the host's capabilities, every step's calls are accepted
  /// by UIKit's rules and leave the hierarchy showing the step's state.
  @Test(arguments: [TransitionCapabilities.uiKit, .oneAtATime])
  func everyStepOfEveryPlanIsPerformedByUIKit(capabilities: TransitionCapabilities) throws {
    let states = try sampleStates()
    for start in states {
      for target in states {
        var hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(start))
        var shown = start
        for step in TransitionPlan(from: start, to: target, capabilities: capabilities) {
          let calls = UIKitNavigationProjection.calls(for: step, from: shown)
          let refusals = hierarchy.perform(calls)
          let label = "\(notation(start)) → \(notation(target)): \(step.action)"
          #expect(refusals.isEmpty, "\(label): \(refusals)")
          #expect(hierarchy.shows(UIKitNavigationProjection(step.state)), "\(label)")
          shown = step.state
        }
      }
    }
  }

  /// The calls for a change that moves a screen from one kept stack to another, made in one go
  /// (not from a plan): the stack that loses it is set first, so no view controller has two
  /// parents.
  @Test func aScreenMovingBetweenKeptStacksLeavesOneBeforeJoiningTheOther() throws {
    let start = UIKitNavigationProjection(try state("P3,S9"))
    let target = UIKitNavigationProjection(try state("S9,P3"))
    let calls = start.calls(toReach: target, animated: true)
    #expect(
      calls == [
        .setViewControllers(level: 0, screens: screenIDs("root"), animated: false),
        .setViewControllers(level: 1, screens: screenIDs("9", "3"), animated: true),
      ])
    var hierarchy = SimulatedUIKitHierarchy(start)
    #expect(hierarchy.perform(calls).isEmpty)
    #expect(hierarchy.shows(target))
  }
}
