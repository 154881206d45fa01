import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The article "Testing navigation": its tests, run as they are shown, on the Master/Detail app
/// of "MVP + Coordinators in SwiftUI" (Examples/ArticleExamples/MasterDetailApp.swift).
@MainActor
@Suite("Article: Testing navigation")
struct TestingNavigationArticleTests {
  @Test func choosingADatePushesItsDetail() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { screen in app.content(for: screen) }
    let master = try #require(host.topContent?.master)

    master.didSelect("Monday")

    #expect(app.navigator.state.path.map(\.screen.route) == [.detail(date: "Monday")])
    #expect(app.navigator.state.path.map(\.style) == [.push])
    #expect(host.topContent?.detail != nil)
    #expect(app.master.snapshot.outline == "MasterCoordinator\n  DetailCoordinator")
  }

  @Test func goingBackToTheFirstMasterTakesTwoSteps() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { screen in app.content(for: screen) }
    try #require(host.topContent?.master).didSelect("Monday")
    try #require(host.topContent?.detail).didTapMaster()
    try #require(host.topContent?.master).didTapRedModal()
    let shownBefore = host.shownSteps.count

    try app.master.popToFirstScreen()

    #expect(
      host.shownSteps.dropFirst(shownBefore).map(\.action) == [
        .dismiss(layers: 1), .pop(count: 2, level: 0),
      ])
    #expect(app.navigator.state.path.isEmpty)
    #expect(app.master.children.isEmpty)
  }

  @Test func theStepsDependOnWhatTheHostCanDo() throws {
    let start = NavigationState(root: MasterDetailRoute.master)
    let target = try start.pushing(.detail(date: "Monday")).pushing(.master)

    let oneByOne = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    let allAtOnce = TransitionPlan(from: start, to: target, capabilities: .allAtOnce)

    #expect(oneByOne.map(\.action) == [.push(count: 1, level: 0), .push(count: 1, level: 0)])
    #expect(allAtOnce.map(\.action) == [.push(count: 2, level: 0)])
  }

  @Test func aDetailAndItsPresenterAreFreedWhenTheUserGoesBack() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { screen in app.content(for: screen) }
    try #require(host.topContent?.master).didSelect("Monday")
    let leaks = LeakTracker()
    leaks.track(try #require(app.master.children.first), as: "detail coordinator")
    leaks.track(try #require(host.topContent?.detail), as: "detail presenter")

    try host.swipeBack()

    leaks.expectAllReleased()
    #expect(app.master.children.isEmpty)
  }

  @Test func aLeakIsReportedByName() throws {
    let app = MasterDetailApp()
    app.master.makePresenter().didSelect("Monday")
    let leaks = LeakTracker()
    let kept = try #require(app.master.children.first)  // a reference the test forgot to drop
    leaks.track(kept, as: "detail coordinator")
    app.master.removeAllChildren()
    #expect(leaks.leakReport == "Still alive (leaked?): detail coordinator")
    #expect(!kept.isRunning)
  }

  @Test func refusalsAreExact() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator)

    #expect(try app.navigator.update { try $0.pop() } == .nothingToPop)  // not an error
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "the top stack shows only its root: there is no back")
    ) {
      try host.swipeBack()
    }

    try app.navigator.showAlert(AlertState(title: "Offline"))
    #expect(throws: NavigationError.alertIsShowing(title: "Offline")) {
      try app.navigator.update { try $0.push(.detailRed) }
    }
    #expect(app.navigator.state.path.isEmpty, "a refusal changes nothing")
  }

  @Test func aStoppedCoordinatorCannotBeReused() throws {
    let app = MasterDetailApp()
    app.master.makePresenter().didTapRed()
    let red = try #require(app.master.children.first as? DetailRedCoordinator)
    red.close()

    #expect(throws: NavigationError.coordinatorNotRunning(coordinator: "DetailRedCoordinator")) {
      try red.show(.detailRed)
    }
    #expect(
      NavigationError.coordinatorNotRunning(coordinator: "DetailRedCoordinator").description
        == "DetailRedCoordinator is not running (not started, or already stopped): start a new "
        + "coordinator instead of reusing this one.")
  }

  @Test func aRefusalBehindTryIsStillSeen() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { screen in app.content(for: screen) }
    var refusals: [NavigationError] = []
    let observation = app.navigator.observeRefusals { refusals.append($0) }
    try #require(host.topContent?.master).didTapRedModal()
    let red = try #require(host.topContent?.detailRed)
    try app.navigator.showAlert(AlertState(title: "Offline"))

    red.didTapDismiss()  // the coordinator's close() writes try? finishFlow()

    #expect(refusals == [.alertIsShowing(title: "Offline")])
    #expect(app.navigator.state.path.count == 1, "the red detail stays")
    observation.cancel()
  }

  @Test func aRequestDuringATransitionWaitsItsTurn() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { screen in app.content(for: screen) }
    host.showsStepsAutomatically = false
    let master = try #require(host.topContent?.master)

    master.didSelect("Monday")
    master.didTapRedModal()  // a second tap before the push has finished

    #expect(app.navigator.hosting.shownState.path.isEmpty)
    #expect(app.navigator.hosting.currentStep?.action == .push(count: 1, level: 0))
    #expect(app.navigator.state.path.map(\.screen.route) == [.detail(date: "Monday"), .detailRed])
    while host.showNextStep() {}
    #expect(
      host.shownSteps.map(\.action).suffix(2) == [
        .push(count: 1, level: 0), .present(.sheet, level: 1),
      ])
  }
}

/// Each case's presenter, or nil: a test reads the top screen's content in one expression.
extension MasterDetailContent {
  var master: MasterPresenter? { if case .master(let presenter) = self { presenter } else { nil } }
  var detail: DetailPresenter? { if case .detail(let presenter) = self { presenter } else { nil } }
  var detailRed: DetailRedPresenter? {
    if case .detailRed(let presenter) = self { presenter } else { nil }
  }
}
