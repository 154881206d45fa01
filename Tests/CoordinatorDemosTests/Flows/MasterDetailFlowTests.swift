import CoordinatorKit
import CoordinatorKitTesting
import Observation
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

@MainActor
@Suite("Master/detail flow, headless")
struct MasterDetailFlowTests {
  @Test func listEditingAndDetailChainsThatGrowAndShrink() throws {
    let (demo, master) = try DemoFlowHarness.started(.masterDetail, firstScreen: \.master)
    master.add()
    master.add()
    #expect(master.dates == ["2026-01-01 09:01", "2026-01-01 09:00"])
    master.moveSelection(by: 1)
    master.deleteSelected()
    #expect(master.dates == ["2026-01-01 09:01"])

    master.showDetail()
    #expect(demo.screens == ["master-detail/master", "P master-detail/detail(2026-01-01 09:01)"])
    #expect(demo.tree == "MasterCoordinator\n  DetailCoordinator")
    #expect(try demo.top(\.detail).date == "2026-01-01 09:01")
    #expect(try !demo.top(\.detail).isModal, "pushed: it goes back, not dismissed")

    try demo.top(\.detail).openMaster()
    #expect(demo.tree == "MasterCoordinator\n  DetailCoordinator\n    MasterCoordinator")
    #expect(try demo.top(\.master).dates == ["2026-01-01 09:01"], "one shared list")
    try demo.top(\.master).showDetail()
    #expect(demo.screens.count == 4)
    #expect(
      demo.tree
        == "MasterCoordinator\n  DetailCoordinator\n    MasterCoordinator\n      DetailCoordinator")

    demo.trackTopScreen(as: "second detail")
    try demo.host.swipeBack()
    demo.leaks.expectAllReleased()
    demo.trackTopScreen(as: "second master")
    try demo.top(\.master).goBack()
    demo.leaks.expectAllReleased()
    demo.trackTopScreen(as: "first detail")
    try demo.top(\.detail).goBack()
    demo.leaks.expectAllReleased()
    #expect(demo.screens == ["master-detail/master"])
    #expect(demo.tree == "MasterCoordinator")
    demo.expectNoStrayObjects()
  }

  /// A tap on a row (the SwiftUI example's list) selects that row; a row that is not there
  /// changes nothing.
  @Test func aTappedRowIsTheOneWhoseDetailOpens() throws {
    let (demo, master) = try DemoFlowHarness.started(.masterDetail, firstScreen: \.master)
    master.add()
    master.add()
    master.select(at: 1)
    master.select(at: 7)
    #expect(master.selectedIndex == 1)
    master.showDetail()
    #expect(try demo.top(\.detail).date == "2026-01-01 09:00")
  }

  /// SwiftUI views follow the list and the selection: both are observed.
  @Test func theListAndTheSelectionAreObservable() throws {
    let demo = try DemoFlowHarness(.masterDetail)
    let master = try demo.top(\.master)
    let changes = ChangeCounter()
    withObservationTracking {
      _ = master.dates
      _ = master.selectedIndex
    } onChange: {
      changes.count += 1
    }
    master.add()
    #expect(changes.count == 1)
  }

  @Test func detailRedPushedAndAsAModal() throws {
    let demo = try DemoFlowHarness(.masterDetail)
    try demo.top(\.master).showDetailRed()
    #expect(demo.screens == ["master-detail/master", "P master-detail/detail-red"])
    #expect(try !demo.top(\.detailRed).isModal)
    demo.trackTopScreen(as: "pushed red")
    try demo.top(\.detailRed).close()
    demo.leaks.expectAllReleased()

    try demo.top(\.master).showDetailRedModally()
    #expect(demo.screens == ["master-detail/master", "S master-detail/detail-red"])
    #expect(try demo.top(\.detailRed).isModal)
    demo.trackTopScreen(as: "modal red")
    try demo.top(\.detailRed).close()
    #expect(demo.screens == ["master-detail/master"])
    demo.leaks.expectAllReleased()
  }

  @Test func theCoordinatorAloneDecidesWhereDetailAppears() throws {
    let (demo, master) = try DemoFlowHarness.started(
      .masterDetail, detailStyle: .modal(.sheet), firstScreen: \.master)
    master.add()
    master.showDetail()
    #expect(demo.screens == ["master-detail/master", "S master-detail/detail(2026-01-01 09:00)"])
    // The same presenter type, unaware of how it was shown.
    #expect(try demo.top(\.detail).isModal)
    demo.trackTopScreen(as: "sheet detail")
    try demo.host.swipeDown()
    #expect(demo.tree == "MasterCoordinator")
    demo.leaks.expectAllReleased()
  }
}
