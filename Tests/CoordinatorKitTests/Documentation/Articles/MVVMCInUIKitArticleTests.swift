import CoordinatorKit
import CoordinatorKitTesting
import DemoApps
import Testing

/// The article "MVVM-C in UIKit": the Main/Child demo (Sources/DemoApps/MVVMC) run without a UI,
/// checking what the article says about it.
@MainActor
@Suite("Article: MVVM-C in UIKit")
struct MVVMCInUIKitArticleTests {
  /// The demo run without a UI, its screens shown the way a UIKit host shows them.
  private static func started() throws -> (DemoApp, MainCoordinator, HeadlessHost<DemoRoute, Any>) {
    let app = try DemoApp.started(.mvvmc)
    let main = try #require(app.root as? MainCoordinator)
    return (app, main, HeadlessHost(showingModelsOf: app.navigator, capabilities: .allAtOnce))
  }

  @Test func aPushedChildStopsWhenTheUserGoesBack() throws {
    let (app, main, host) = try Self.started()
    let mainModel = try #require(host.topModel(MainViewModel.self))
    mainModel.send(.pushChild)
    #expect(app.navigator.state.path.map(\.screen.route) == [.mvvmc(.child)])
    #expect(main.children.count == 1)
    #expect(main.children.first?.parent === main)
    #expect(host.topModel(ChildViewModel.self)?.isPresented == false)
    #expect(main.snapshot.outline == "MainCoordinator\n  ChildCoordinator")

    let leaks = LeakTracker()
    leaks.track(try #require(main.children.first), as: "child coordinator")
    leaks.track(try #require(host.topModel(ChildViewModel.self)), as: "child view model")
    try host.swipeBack()  // what NavigatorHost reports for UIKit's Back button or swipe
    leaks.expectAllReleased()
    #expect(main.children.isEmpty)
    #expect(mainModel.status == "Child: closed")
  }

  @Test func aPresentedChildAnswersDoneOrCancel() throws {
    for (event, status) in [(ChildEvent.done, "Child: Done"), (.cancel, "Child: Cancel")] {
      let (app, main, host) = try Self.started()
      let mainModel = try #require(host.topModel(MainViewModel.self))
      mainModel.send(.presentChild)
      #expect(app.navigator.state.layers.map(\.style) == [.sheet])
      let child = try #require(host.topModel(ChildViewModel.self))
      #expect(child.isPresented)
      child.send(event)
      #expect(app.navigator.state.layers.isEmpty)
      #expect(main.children.isEmpty)
      #expect(mainModel.status == status)
    }
  }

  @Test func aSwipeDownCancelsThePresentedChild() throws {
    let (_, main, host) = try Self.started()
    let mainModel = try #require(host.topModel(MainViewModel.self))
    mainModel.send(.presentChild)
    try host.swipeDown()
    #expect(main.children.isEmpty)
    #expect(mainModel.status == "Child: closed")
  }

  @Test func theAlertsAnswerComesBackToTheCoordinator() throws {
    let (app, _, host) = try Self.started()
    let mainModel = try #require(host.topModel(MainViewModel.self))
    mainModel.send(.showAlert)
    let alert = try #require(app.navigator.state.alert)
    #expect(alert.title == "Alert" && alert.message == "Hello from the coordinator")
    #expect(alert.actions.map(\.title) == ["OK"])
    try host.tapAlertAction("OK")
    #expect(app.navigator.state.alert == nil)
    #expect(mainModel.status == "Alert: OK")
  }

  @Test func aParentThatStopsItsChildrenTakesTheirScreens() throws {
    let (app, main, host) = try Self.started()
    let mainModel = try #require(host.topModel(MainViewModel.self))
    mainModel.send(.presentChild)
    main.removeChildren(ofType: ChildCoordinator.self)
    #expect(app.navigator.state.layers.isEmpty)
    #expect(mainModel.status == "Child: closed")
    #expect(
      host.shownSteps.map(\.action).suffix(2) == [.present(.sheet, level: 1), .dismiss(layers: 1)])
  }

  @Test func eventsForAGoneCoordinatorAreIgnored() throws {
    let (app, main, host) = try Self.started()
    let mainModel = try #require(host.topModel(MainViewModel.self))
    mainModel.send(.presentChild)
    let child = try #require(host.topModel(ChildViewModel.self))
    host.detach()
    main.removeAllChildren()
    child.send(.done)  // its coordinator was freed: the event goes nowhere
    #expect(mainModel.status == "Child: closed")
    #expect(app.navigator.state.layers.isEmpty)
  }

}
