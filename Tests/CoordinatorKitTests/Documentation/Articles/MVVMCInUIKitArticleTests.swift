import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The article "MVVM-C in UIKit": its Main/Child app (Examples/ArticleExamples, linked here as
/// MVVMCApp.swift) run without a UI, checking what the article says about it.
@MainActor
@Suite("Article: MVVM-C in UIKit")
struct MVVMCInUIKitArticleTests {
  /// The app run without a UI, its screens shown the way a UIKit host shows them.
  private func uiKitHost(for app: MVVMCApp) -> HeadlessHost<MVVMCRoute, MVVMCContent> {
    HeadlessHost(navigator: app.navigator, capabilities: .allAtOnce) { app.content(for: $0) }
  }

  @Test func aPushedChildStopsWhenTheUserGoesBack() throws {
    let app = MVVMCApp()
    let host = uiKitHost(for: app)
    try #require(host.topContent?.main).send(.pushChild)
    #expect(app.navigator.state.path.map(\.screen.route) == [.child])
    #expect(app.main.children.count == 1)
    #expect(app.main.children.first?.parent === app.main)
    #expect(host.topContent?.child?.isPresented == false)
    #expect(app.main.snapshot.outline == "MainCoordinator\n  ChildCoordinator")

    let leaks = LeakTracker()
    leaks.track(try #require(app.main.children.first), as: "child coordinator")
    leaks.track(try #require(host.topContent?.child), as: "child view model")
    try host.swipeBack()  // what NavigatorHost reports for UIKit's Back button or swipe
    leaks.expectAllReleased()
    #expect(app.main.children.isEmpty)
    #expect(app.main.status == "Child: closed")
  }

  @Test func aPresentedChildAnswersDoneOrCancel() throws {
    for (event, status) in [(ChildViewModel.Event.done, "Child: Done"), (.cancel, "Child: Cancel")]
    {
      let app = MVVMCApp()
      let host = uiKitHost(for: app)
      try #require(host.topContent?.main).send(.presentChild)
      #expect(app.navigator.state.layers.map(\.style) == [.sheet])
      let child = try #require(host.topContent?.child)
      #expect(child.isPresented)
      child.send(event)
      #expect(app.navigator.state.layers.isEmpty)
      #expect(app.main.children.isEmpty)
      #expect(app.main.status == status)
    }
  }

  @Test func aSwipeDownCancelsThePresentedChild() throws {
    let app = MVVMCApp()
    let host = uiKitHost(for: app)
    try #require(host.topContent?.main).send(.presentChild)
    try host.swipeDown()
    #expect(app.main.children.isEmpty)
    #expect(app.main.status == "Child: closed")
  }

  @Test func theAlertsAnswerComesBackToTheCoordinator() throws {
    let app = MVVMCApp()
    let host = uiKitHost(for: app)
    try #require(host.topContent?.main).send(.showAlert)
    let alert = try #require(app.navigator.state.alert)
    #expect(alert.title == "Alert" && alert.message == "Hello from the coordinator")
    #expect(alert.actions.map(\.title) == ["OK"])
    try host.tapAlertAction("OK")
    #expect(app.navigator.state.alert == nil)
    #expect(app.main.status == "Alert: OK")
  }

  @Test func aParentThatStopsItsChildrenTakesTheirScreens() throws {
    let app = MVVMCApp()
    let host = uiKitHost(for: app)
    try #require(host.topContent?.main).send(.presentChild)
    app.main.removeChildren(ofType: ChildCoordinator.self)
    #expect(app.navigator.state.layers.isEmpty)
    #expect(app.main.status == "Child: closed")
    #expect(
      host.shownSteps.map(\.action).suffix(2) == [.present(.sheet, level: 1), .dismiss(layers: 1)])
  }

  @Test func eventsForAGoneCoordinatorAreIgnored() throws {
    let app = MVVMCApp()
    app.main.makeViewModel().send(.presentChild)
    let model = try #require(app.main.children.first as? ChildCoordinator).makeViewModel()
    app.main.removeAllChildren()
    model.send(.done)  // its coordinator was freed: the event goes nowhere
    #expect(app.main.status == "Child: closed")
  }
}

/// Each case's view model, or nil: a test reads the top screen's content in one expression.
extension MVVMCContent {
  var main: MainViewModel? { if case .main(let model) = self { model } else { nil } }
  var child: ChildViewModel? { if case .child(let model) = self { model } else { nil } }
}
