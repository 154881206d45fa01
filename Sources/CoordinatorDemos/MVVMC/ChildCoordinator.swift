import CoordinatorKit

/// Runs the MVVM-C child and reports how it ended: Done or Cancel when presented; a pushed
/// child that goes Back ends as cancelled (its screen was removed).
@MainActor
final class ChildCoordinator: DemoScreenMaking, RouteFollowing, ResultCoordinator {
  enum Answer: Sendable, Equatable {
    case done, cancel
  }
  typealias Result = Answer

  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>

  init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.mvvmc(.child))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
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

  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // The child leads nowhere.
  }

}
