import CoordinatorKit
import CoordinatorKitTesting
import DemoApps
import Testing

/// The article "Testing navigation": its tests, run as they are shown, on the Master/Detail demo
/// of "MVP + Coordinators in SwiftUI" (Sources/DemoApps/MasterDetail).
@MainActor
@Suite("Article: Testing navigation")
struct TestingNavigationArticleTests {
  @Test func choosingADatePushesItsDetail() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let list = try #require(host.topModel(MasterPresenter.self))

    list.add()  // 2026-01-01 09:00, from the fixed clock
    list.showDetail()

    #expect(
      app.navigator.state.path.map(\.screen.route) == [
        .masterDetail(.detail(date: "2026-01-01 09:00"))
      ])
    #expect(app.navigator.state.path.map(\.style) == [.push])
    #expect(host.topModel(DetailPresenter.self) != nil)
    #expect(app.root.snapshot.outline == "MasterCoordinator\n  DetailCoordinator")
  }

  @Test func goingBackToTheFirstMasterTakesTwoSteps() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let list = try #require(host.topModel(MasterPresenter.self))
    list.add()
    list.showDetail()
    try #require(host.topModel(DetailPresenter.self)).openMaster()
    try #require(host.topModel(MasterPresenter.self)).showDetailRedModally()
    let shownBefore = host.shownSteps.count

    let master = try #require(app.root as? MasterCoordinator)
    try master.popToFirstScreen()

    #expect(
      host.shownSteps.dropFirst(shownBefore).map(\.action) == [
        .dismiss(layers: 1), .pop(count: 2, level: 0),
      ])
    #expect(app.navigator.state.path.isEmpty)
    #expect(master.children.isEmpty)
  }

  @Test func theStepsDependOnWhatTheHostCanDo() throws {
    let start = NavigationState(root: DemoRoute.masterDetail(.master))
    let target = try start.pushing(.masterDetail(.detail(date: "Monday")))
      .pushing(.masterDetail(.master))

    let oneByOne = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    let allAtOnce = TransitionPlan(from: start, to: target, capabilities: .allAtOnce)

    #expect(oneByOne.map(\.action) == [.push(count: 1, level: 0), .push(count: 1, level: 0)])
    #expect(allAtOnce.map(\.action) == [.push(count: 2, level: 0)])
  }

  @Test func aDetailAndItsPresenterAreFreedWhenTheUserGoesBack() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let list = try #require(host.topModel(MasterPresenter.self))
    list.add()
    list.showDetail()
    let leaks = LeakTracker()
    leaks.track(try #require(app.root.children.first), as: "detail coordinator")
    leaks.track(try #require(host.topModel(DetailPresenter.self)), as: "detail presenter")

    try host.swipeBack()

    leaks.expectAllReleased()
    #expect(app.root.children.isEmpty)
  }

  @Test func aLeakIsReportedByName() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let list = try #require(host.topModel(MasterPresenter.self))
    list.add()
    list.showDetail()
    let leaks = LeakTracker()
    let kept = try #require(app.root.children.first)  // a reference the test forgot to drop
    leaks.track(kept, as: "detail coordinator")
    app.root.removeAllChildren()
    #expect(leaks.leakReport == "Still alive (leaked?): detail coordinator")
    #expect(!kept.isRunning)
  }

  @Test func refusalsAreExact() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)

    #expect(try app.navigator.pop() == .nothingToPop)  // not an error
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "the top stack shows only its root: there is no back")
    ) {
      try host.swipeBack()
    }

    try app.navigator.showAlert(AlertState(title: "Offline"))
    #expect(throws: NavigationError.alertIsShowing(title: "Offline")) {
      try app.navigator.update { try $0.push(.masterDetail(.detailRed)) }
    }
    #expect(app.navigator.state.path.isEmpty, "a refusal changes nothing")
  }

  @Test func aStoppedCoordinatorCannotBeReused() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    try #require(host.topModel(MasterPresenter.self)).showDetailRed()
    let red = try #require(app.root.children.first as? DetailRedCoordinator)
    try red.finishFlow()

    #expect(throws: NavigationError.coordinatorNotRunning(coordinator: "DetailRedCoordinator")) {
      try red.show(.masterDetail(.detailRed))
    }
    #expect(
      NavigationError.coordinatorNotRunning(coordinator: "DetailRedCoordinator").description
        == "DetailRedCoordinator is not running (not started, or already stopped): start a new "
        + "coordinator instead of reusing this one.")
  }

  @Test func aRefusalBehindTryIsStillSeen() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    var refusals: [NavigationError] = []
    let observation = app.navigator.observeRefusals { refusals.append($0) }
    try #require(host.topModel(MasterPresenter.self)).showDetailRedModally()
    let red = try #require(host.topModel(DetailRedPresenter.self))
    try app.navigator.showAlert(AlertState(title: "Offline"))

    red.close()  // the coordinator's close() writes _ = try? finishFlow()

    #expect(refusals == [.alertIsShowing(title: "Offline")])
    #expect(app.navigator.state.path.count == 1, "the red detail stays")
    observation.cancel()
  }

  @Test func aRequestDuringATransitionWaitsItsTurn() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    host.showsStepsAutomatically = false
    let list = try #require(host.topModel(MasterPresenter.self))
    list.add()

    list.showDetail()
    list.showDetailRedModally()  // a second tap before the push has finished

    #expect(app.navigator.hosting.shownState.path.isEmpty)
    #expect(app.navigator.hosting.currentStep?.action == .push(count: 1, level: 0))
    #expect(
      app.navigator.state.path.map(\.screen.route) == [
        .masterDetail(.detail(date: "2026-01-01 09:00")), .masterDetail(.detailRed),
      ])
    while host.showNextStep() {}
    #expect(
      host.shownSteps.map(\.action).suffix(2) == [
        .push(count: 1, level: 0), .present(.sheet, level: 1),
      ])
  }
}
