import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The article "MVP + Coordinators in SwiftUI": its app (Examples/ArticleExamples, linked here as
/// MasterDetailApp.swift) run without a UI, checking what the article says about it.
@MainActor
@Suite("Article: MVP + Coordinators in SwiftUI")
struct MVPWithCoordinatorsInSwiftUIArticleTests {
  @Test func aPresenterReportsAndItsCoordinatorDecides() throws {
    let app = MasterDetailApp(store: DateStore(now: { "2026-01-01 09:00" }))
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    let master = try #require(host.topContent?.master)
    master.didTapAdd()
    #expect(master.store.dates == ["2026-01-01 09:00"])
    #expect(app.navigator.state.path.isEmpty, "editing the list navigates nowhere")

    master.didSelect("2026-01-01 09:00")
    #expect(app.navigator.state.path.map(\.screen.route) == [.detail(date: "2026-01-01 09:00")])
    let detail = try #require(app.master.children.first as? DetailCoordinator)
    #expect(detail.parent === app.master)
    #expect(app.navigator.state.topScreen.owner == detail.identifier)
    #expect(host.topContent?.detail?.date == "2026-01-01 09:00")
  }

  @Test func pushOrSheetIsTheCoordinatorsChoice() {
    for style in [PresentationStyle.push, .modal(.sheet)] {
      let app = MasterDetailApp(detailStyle: style)
      let presenter = app.master.makePresenter()
      presenter.didSelect("Monday")  // the same presenter call either way
      #expect(app.navigator.state.path.map(\.style) == [style])
    }
  }

  @Test func detailOpensMasterAgainSoChainsGrow() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    try #require(host.topContent?.master).didSelect("Monday")
    try #require(host.topContent?.detail).didTapMaster()
    try #require(host.topContent?.master).didSelect("Tuesday")
    #expect(
      app.navigator.state.path.map(\.screen.route) == [
        .detail(date: "Monday"), .master, .detail(date: "Tuesday"),
      ])
    #expect(
      app.master.snapshot.outline == """
        MasterCoordinator
          DetailCoordinator
            MasterCoordinator
              DetailCoordinator
        """)

    try host.swipeBack()  // the user leaves the last Detail: its coordinator stops with it
    #expect(
      app.master.snapshot.outline == """
        MasterCoordinator
          DetailCoordinator
            MasterCoordinator
        """)
  }

  @Test func detailRedIsPoppedOrDismissedAsItWasShown() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    let master = try #require(host.topContent?.master)

    master.didTapRed()
    let pushed = try #require(host.topContent?.detailRed)
    #expect(!pushed.isPresented, "pushed: the system Back button leaves")
    try host.swipeBack()
    #expect(pushed.coordinator == nil, "its coordinator stopped and was freed")

    master.didTapRedModal()
    #expect(app.navigator.state.layers.map(\.style) == [.sheet])
    let presented = try #require(host.topContent?.detailRed)
    #expect(presented.isPresented)
    presented.didTapDismiss()
    #expect(app.navigator.state.layers.isEmpty)
    #expect(presented.coordinator == nil)
    #expect(app.master.children.isEmpty)
  }

  @Test func aSwipeDownStopsTheSheetsCoordinator() throws {
    let app = MasterDetailApp()
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    try #require(host.topContent?.master).didTapRedModal()
    #expect(app.master.children.count == 1)
    try host.swipeDown()
    #expect(app.navigator.state.layers.isEmpty)
    #expect(app.master.children.isEmpty)
  }

  @Test func droppingAPresenterStopsNothing() throws {
    let app = MasterDetailApp()
    app.master.makePresenter().didSelect("Monday")
    let detail = try #require(app.master.children.first as? DetailCoordinator)
    _ = detail.makePresenter()  // made and dropped at once, as SwiftUI does with view values
    #expect(detail.isRunning)
    #expect(app.navigator.state.path.count == 1)
  }
}
