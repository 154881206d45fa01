import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import NavigationTestSupport
import Testing

/// Each scenario the host-contract issue found, tried as a new user would, written against the
/// public API: they failed before the contract was reworked.
@MainActor
@Suite("Host contract: the reported scenarios")
struct HostContractScenarioTests {
  // MARK: The MVP types of the scenarios

  final class AppCoordinator: FlowCoordinator {
    let node = CoordinatorNode(identifier: CoordinatorID("app"))
    let navigator: Navigator<TestRoute>
    init(navigator: Navigator<TestRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .home) }
  }

  final class ScreenPresenter: Presenter<ScreenCoordinator> {}
  final class AppPresenter: Presenter<AppCoordinator> {}

  /// A host whose views hold presenters, as an MVP app's do.
  private func host(for navigator: Navigator<TestRoute>, app: AppCoordinator)
    -> HeadlessHost<TestRoute, AnyObject>
  {
    HeadlessHost(navigator: navigator) { [weak app] screen -> AnyObject? in
      if screen.owner == app?.identifier, let app { return AppPresenter(coordinator: app) }
      if let coordinator = navigator.coordinator(owning: screen) as? ScreenCoordinator {
        return ScreenPresenter(coordinator: coordinator)
      }
      return nil
    }
  }

  @Test func aRootCoordinatorThatResetsItsFlowWithShowAsRootKeepsRunning() throws {
    let navigator = Navigator(root: TestRoute.home)
    let app = AppCoordinator(navigator: navigator)
    let host = host(for: navigator, app: app)
    try app.startAsRoot()
    let leaks = LeakTracker()
    do {
      let child = ScreenCoordinator("child", route: .list, navigator: navigator)
      try app.coordinate(to: child)
      leaks.track(child, as: "child")
    }

    // The documented way to reset the whole flow: a new root screen.
    let oldRoot = navigator.state.root.id
    try app.replaceNavigation(withRoot: .item(1))
    #expect(navigator.state.root.id != oldRoot)
    #expect(host.shownSteps.last?.action == .replaceStack(level: 0))
    // The host released the old root's presenter; the app coordinator owns the new root.
    #expect(app.isRunning)
    #expect(app.children.isEmpty, "the child's screen left, so it stopped")
    leaks.expectAllReleased()

    // jump(to:) with a new root screen likewise.
    try app.jump(to: NavigationState(root: .item(2), pushing: [.item(3)], owner: app.identifier))
    #expect(app.isRunning)
    #expect(navigator.state.baseStack.map(\.route) == [.item(2), .item(3)])
  }

  @Test func aCoordinatorWithTwoScreensKeepsRunningWhenItsTopScreenIsPopped() throws {
    let navigator = Navigator(root: TestRoute.home)
    let app = AppCoordinator(navigator: navigator)
    let host = host(for: navigator, app: app)
    try app.startAsRoot()
    let child = ScreenCoordinator("child", route: .list, navigator: navigator)
    try app.coordinate(to: child)
    try child.show(.item(1))
    weak var topPresenter: AnyObject?
    topPresenter = host.topContent
    #expect(topPresenter != nil)

    try host.swipeBack()
    #expect(topPresenter == nil, "the popped screen's presenter went with its view")
    #expect(child.isRunning, "its other screen still shows")
    #expect(navigator.state.topScreen.owner == child.identifier)
    // Every screen on display has a running coordinator behind it.
    for screen in navigator.state.screens {
      #expect(navigator.coordinator(owning: screen)?.isRunning == true)
    }
  }

  @Test func removingChildrenTakesTheirScreensAwayAsOneChange() throws {
    let navigator = Navigator(root: TestRoute.home)
    let app = AppCoordinator(navigator: navigator)
    try app.startAsRoot()
    let first = ScreenCoordinator("first", route: .list, navigator: navigator)
    let second = ScreenCoordinator("second", route: .item(1), navigator: navigator)
    try app.coordinate(to: first)
    try app.coordinate(to: second, style: .modal(.sheet))
    var changes: [NavigationChange<TestRoute>] = []
    let observation = navigator.observeChanges { changes.append($0) }

    app.removeAllChildren()
    #expect(changes.count == 1)
    #expect(changes.first?.removedScreens.map(\.route) == [.list, .item(1)])
    #expect(navigator.state.path.isEmpty)
    #expect(!first.isRunning && !second.isRunning)

    // A stopped flow coordinator can no longer navigate.
    #expect(throws: NavigationError.coordinatorNotRunning(coordinator: "ScreenCoordinator")) {
      try first.push(.item(9))
    }
    #expect(navigator.state.path.isEmpty)

    // By type: only those children, again as one change.
    let plain = PlainCoordinator()
    try app.coordinate(to: plain)
    let third = ScreenCoordinator("third", route: .list, navigator: navigator)
    try app.coordinate(to: third)
    changes.removeAll()
    app.removeChildren(ofType: ScreenCoordinator.self)
    #expect(changes.count == 1)
    #expect(app.children.count == 1 && plain.isRunning)
    _ = observation
  }

  @Test func jumpingToAStateThatReusesAScreenNeverShowsItTwice() throws {
    let navigator = Navigator(root: "A")
    let host = HeadlessHost(navigator: navigator, capabilities: .oneAtATime)
    try navigator.push("B")
    let c = try navigator.push("C")
    // [A, B, C] → [A, C], reusing C's screen.
    var target = navigator.state
    try target.pop(to: target.root.id)
    try target.append(try #require(navigator.state.screen(withID: c)), style: .push)
    let shownBefore = host.shownSteps.count
    try navigator.replace(with: target)
    let steps = host.shownSteps.dropFirst(shownBefore)
    #expect(steps.map { $0.state.path.map(\.screen.route) } == [[], ["C"]])
    for step in steps {
      #expect(Set(step.state.screens.map(\.id)).count == step.state.screens.count)
    }
    // A different sheet is never made out of the one on display: it is dismissed, then the
    // other presented.
    try navigator.present("S2", as: .sheet)
    var other = navigator.state
    try other.dismiss()
    try other.present("S9", as: .sheet)
    let before = host.shownSteps.count
    try navigator.replace(with: other)
    #expect(
      host.shownSteps.dropFirst(before).map(\.action) == [
        .dismiss(layers: 1), .present(.sheet, level: 1),
      ])
  }

  @Test func aTapOnTheAlertOnScreenNeverAnswersANewerAlert() throws {
    let navigator = Navigator(root: "inbox")
    navigator.attachHost(capabilities: .oneAtATime)
    let draft = try AlertState(
      title: "Delete draft?",
      actions: [AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
    var draftAnswers: [String?] = []
    try navigator.showAlert(draft) { draftAnswers.append($0?.id) }
    showAllSteps(navigator)
    // The app replaces the alert while the host is still showing the draft's.
    try navigator.update { $0.dismissAlert() }
    let account = try AlertState(
      title: "Delete account?",
      actions: [AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
    var accountAnswers: [String?] = []
    try navigator.showAlert(account) { accountAnswers.append($0?.id) }
    #expect(
      navigator.hosting.shownState.alert?.id == draft.id, "the draft's alert is still on screen")

    // The user taps Delete on the draft's alert, which is what they see.
    #expect(throws: NavigationError.alertNoLongerShowing(title: "Delete draft?")) {
      try navigator.userDidNavigate(.choseAlertAction(actionID: "Delete", alertID: draft.id))
    }
    #expect(navigator.state.alert?.id == account.id, "the account alert is untouched")
    #expect(accountAnswers.isEmpty)
    #expect(draftAnswers == [nil], "the draft's alert was removed by the app, unanswered")
    showAllSteps(navigator)
    #expect(navigator.hosting.shownState.alert?.id == account.id)
  }

  @Test func aBackSwipeDuringATransitionRecordsAnExactChangeAndKeepsQueuedRequests() throws {
    let navigator = Navigator(root: "1")
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    try navigator.push("3")
    showAllSteps(navigator)
    try navigator.push("4")  // on its way in
    let queued = try navigator.push("5")  // behind it
    let before = navigator.state
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }

    let displayed = navigator.hosting.displayedState
    try navigator.userDidNavigate(try #require(displayed.backNavigation))

    let change = try #require(changes.first)
    #expect(change.from == before)
    #expect(change.removedScreens.map(\.route) == ["4"])
    #expect(change.to.contains(queued), "the queued push still applies on top of the user's back")
    #expect(showAllSteps(navigator) == ["[P2,P3,P5]"])
    _ = observation
  }

  @Test func aFileWithAnAlertThatCannotBeAnsweredIsRefused() throws {
    let alertWithoutActions = """
      {"root": {"id": "\(UUID().uuidString)", "route": "home"},
       "alert": {"id": "\(UUID().uuidString)", "title": "Stuck", "actions": []}}
      """
    #expect {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(alertWithoutActions.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == NavigationError.alertHasNoActions(title: "Stuck").description
    }
    let duplicateActions = """
      {"root": {"id": "\(UUID().uuidString)", "route": "home"},
       "alert": {"id": "\(UUID().uuidString)", "title": "Twice",
                 "actions": [{"id": "ok", "title": "OK", "role": "default"},
                             {"id": "ok", "title": "Fine", "role": "default"}]}}
      """
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(duplicateActions.utf8))
    }
    // The initializer refuses the same alerts, through the same check.
    #expect(throws: NavigationError.alertHasNoActions(title: "Stuck")) {
      try AlertState(title: "Stuck", actions: [])
    }
    #expect(throws: NavigationError.duplicateAlertAction(id: "ok", title: "Twice")) {
      try AlertState(
        title: "Twice", actions: [AlertAction("OK", id: "ok"), AlertAction("Fine", id: "ok")])
    }
  }

  @Test func acknowledgementsNameTheStepAndNoChangeStartsWithANoOpStep() throws {
    let navigator = Navigator(root: "1")
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    let first = try #require(navigator.hosting.currentStep)
    #expect(first.state != navigator.hosting.shownState, "the first step shows something new")
    #expect(navigator.hostDidShow(first.id))
    #expect(!navigator.hostDidShow(first.id), "doubled")
    try navigator.push("3")
    #expect(!navigator.hostDidShow(first.id), "late, after another change")
    #expect(navigator.hosting.currentStep?.state.topScreen.route == "3")
  }

  @Test func coordinatorTreeWalksSurviveDepthOneHundredThousand() throws {
    let root = PlainCoordinator()
    try root.startAsRoot()
    var parent: any Coordinator = root
    for _ in 1..<100_000 {
      let child = PlainCoordinator()
      try parent.coordinate(to: child)
      parent = child
    }
    weak var deepest: PlainCoordinator?
    deepest = parent as? PlainCoordinator
    parent = root
    #expect(root.subtree.count == 100_000)
    let snapshot = root.snapshot
    #expect(snapshot.children.count == 1)
    #expect(snapshot == root.snapshot)
    root.stop()
    #expect(root.children.isEmpty)
    #expect(deepest == nil, "every coordinator was freed")
  }
}
