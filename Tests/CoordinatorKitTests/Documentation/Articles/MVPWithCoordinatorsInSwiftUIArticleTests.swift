import CoordinatorKit
import CoordinatorKitTesting
import DemoApps
import Testing

/// The article "MVP + Coordinators in SwiftUI": the Master/Detail demo
/// (Sources/DemoApps/MasterDetail) run without a UI, checking what the article says about it.
@MainActor
@Suite("Article: MVP + Coordinators in SwiftUI")
struct MVPWithCoordinatorsInSwiftUIArticleTests {
  private static func master(of app: DemoApp) throws -> MasterCoordinator {
    try #require(app.root as? MasterCoordinator)
  }

  @Test func aPresenterReportsAndItsCoordinatorDecides() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let master = try #require(host.topModel(MasterPresenter.self))
    master.add()
    #expect(master.dates == ["2026-01-01 09:00"])
    #expect(app.navigator.state.path.isEmpty, "editing the list navigates nowhere")

    master.showDetail()
    #expect(
      app.navigator.state.path.map(\.screen.route) == [
        .masterDetail(.detail(date: "2026-01-01 09:00"))
      ])
    let root = try Self.master(of: app)
    let detail = try #require(root.children.first as? DetailCoordinator)
    #expect(detail.parent === root)
    #expect(app.navigator.state.topScreen.owner == detail.identifier)
    #expect(host.topModel(DetailPresenter.self)?.date == "2026-01-01 09:00")
  }

  @Test func pushOrSheetIsTheCoordinatorsChoice() throws {
    for style in [PresentationStyle.push, .modal(.sheet)] {
      let app = try DemoApp.started(.masterDetail, detailStyle: style)
      let host = HeadlessHost(showingModelsOf: app.navigator)
      let presenter = try #require(host.topModel(MasterPresenter.self))
      presenter.add()
      presenter.showDetail()  // the same presenter call either way
      #expect(app.navigator.state.path.map(\.style) == [style])
    }
  }

  @Test func detailOpensMasterAgainSoChainsGrow() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    try #require(host.topModel(MasterPresenter.self)).add()  // every Master lists this date
    try #require(host.topModel(MasterPresenter.self)).showDetail()
    try #require(host.topModel(DetailPresenter.self)).openMaster()
    try #require(host.topModel(MasterPresenter.self)).showDetail()
    let date = "2026-01-01 09:00"
    #expect(
      app.navigator.state.path.map(\.screen.route) == [
        .masterDetail(.detail(date: date)), .masterDetail(.master),
        .masterDetail(.detail(date: date)),
      ])
    let root = try Self.master(of: app)
    #expect(
      root.snapshot.outline == """
        MasterCoordinator
          DetailCoordinator
            MasterCoordinator
              DetailCoordinator
        """)

    try host.swipeBack()  // the user leaves the last Detail: its coordinator stops with it
    #expect(
      root.snapshot.outline == """
        MasterCoordinator
          DetailCoordinator
            MasterCoordinator
        """)
  }

  @Test func detailRedIsPoppedOrDismissedAsItWasShown() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let master = try #require(host.topModel(MasterPresenter.self))

    master.showDetailRed()
    let pushed = try #require(host.topModel(DetailRedPresenter.self))
    #expect(!pushed.isModal, "pushed: the system Back button leaves")
    try host.swipeBack()
    #expect(pushed.coordinator == nil, "its coordinator stopped and was freed")

    master.showDetailRedModally()
    #expect(app.navigator.state.layers.map(\.style) == [.sheet])
    let presented = try #require(host.topModel(DetailRedPresenter.self))
    #expect(presented.isModal)
    presented.close()
    #expect(app.navigator.state.layers.isEmpty)
    #expect(presented.coordinator == nil)
    #expect(try Self.master(of: app).children.isEmpty)
  }

  @Test func aSwipeDownStopsTheSheetsCoordinator() throws {
    let app = try DemoApp.started(.masterDetail)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    try #require(host.topModel(MasterPresenter.self)).showDetailRedModally()
    let root = try Self.master(of: app)
    #expect(root.children.count == 1)
    try host.swipeDown()
    #expect(app.navigator.state.layers.isEmpty)
    #expect(root.children.isEmpty)
  }

  @Test func droppingAPresenterStopsNothing() throws {
    let app = try DemoApp.started(.masterDetail)
    let root = try Self.master(of: app)
    let master = try #require(
      app.navigator.model(for: app.navigator.state.root) as? MasterPresenter)
    master.add()
    master.showDetail()
    let detail = try #require(root.children.first as? DetailCoordinator)
    // Made and dropped at once, as SwiftUI does with view values.
    _ = app.navigator.model(for: app.navigator.state.topScreen)
    #expect(detail.isRunning)
    #expect(app.navigator.state.path.count == 1)
  }
}
