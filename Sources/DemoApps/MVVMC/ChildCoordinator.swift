import CoordinatorKit

/// Runs the MVVM-C child and reports how it ended: Done or Cancel when presented; a pushed
/// child that goes Back ends as cancelled (its screen was removed).
@MainActor
package final class ChildCoordinator: DemoScreenMaking, RouteFollowing, ResultCoordinator {
  package enum Answer: Sendable, Equatable {
    case done, cancel
  }
  package typealias Result = Answer

  package let node = CoordinatorNode()
  package let navigator: Navigator<DemoRoute>

  package init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  package func start() throws(NavigationError) {
    try show(.mvvmc(.child))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .child(
      ChildViewModel(
        isPresented: node.entryStyle.isModal,
        handleEvent: eventHandler { coordinator, event in
          switch event {
          case .back: coordinator.close()
          case .done: coordinator.close(with: .done)
          case .cancel: coordinator.close(with: .cancel)
          }
        }))
  }

  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // The child leads nowhere.
  }

}
