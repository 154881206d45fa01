import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Destinations")
struct DestinationTests {
  final class ItemCoordinator: FlowCoordinator, DestinationCoordinator {
    enum Destination {
      case first
      case item(Int)
    }
    let node = CoordinatorNode()
    let navigator: Navigator<TestRoute>
    init(navigator: Navigator<TestRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) { try start(with: .first) }
    func start(with destination: Destination) throws(NavigationError) {
      switch destination {
      case .first: try show(.list)
      case .item(let number): try show(.item(number))
      }
    }
  }

  @Test func aParentStartsAChildAtADestination() throws {
    let navigator = Navigator(root: TestRoute.home)
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let child = ItemCoordinator(navigator: navigator)
    try root.coordinate(to: child, at: .item(3), style: .modal(.cover))
    #expect(navigator.state.layers.map(\.root.route) == [.item(3)])
    #expect(child.parent === root)
    #expect(navigator.state.topScreen.owner == child.identifier)
  }

  @Test func aDestinationThatCannotBeShownLeavesNothingBehind() throws {
    let navigator = Navigator(root: TestRoute.home)
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    try navigator.showAlert(AlertState(title: "Busy"))
    #expect(throws: NavigationError.alertIsShowing(title: "Busy")) {
      try root.coordinate(to: ItemCoordinator(navigator: navigator), at: .item(1))
    }
    #expect(root.children.isEmpty)
  }
}
