import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

@MainActor
@Suite("Restoring a saved state rebuilds coordinators")
struct RestorationFlowTests {
  private func roundTrip(_ state: NavigationState<DemoRoute>) throws -> NavigationState<DemoRoute> {
    try JSONDecoder().decode(
      NavigationState<DemoRoute>.self, from: JSONEncoder().encode(state))
  }

  @Test func aMasterDetailChainComesBackWithItsCoordinators() throws {
    let original = try DemoFlowHarness(.masterDetail)
    try original.top(\.master).add()
    try original.top(\.master).showDetail()
    try original.top(\.detail).openMaster()
    try original.top(\.master).showDetailRedModally()
    let saved = try roundTrip(original.app.restorableState)

    let app = DemoApp(kind: .masterDetail, options: DemoOptions(usesFixedClock: true))
    try app.restore(saved)
    #expect(app.navigator.state.screens.map(\.route) == saved.screens.map(\.route))
    #expect(app.navigator.state.path.map(\.style) == [.push, .push, .modal(.sheet)])
    #expect(
      app.root.snapshot.outline
        == "MasterCoordinator\n  DetailCoordinator\n    MasterCoordinator\n      DetailRedCoordinator"
    )
  }

  @Test func aStateFromAnotherDemoIsRefused() throws {
    let menu = try DemoFlowHarness(.menu)
    let saved = menu.app.restorableState
    let app = DemoApp(kind: .rainbow)
    #expect(throws: ReplayError.self) { try app.restore(saved) }
  }

  @Test func anImpossibleSequenceIsRefused() throws {
    var state = NavigationState(root: DemoRoute.rainbow(.colour(index: 0)))
    try state.push(.rainbow(.colour(index: 5)))  // skips 1 to 4
    let app = DemoApp(kind: .rainbow)
    #expect(throws: ReplayError.self) { try app.restore(state) }
  }
}
