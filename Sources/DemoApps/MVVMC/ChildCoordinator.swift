import CoordinatorKit

/// Runs the MVVM-C child and reports how it ended: Done or Cancel when presented; a pushed
/// child that goes Back ends as cancelled (its screen was removed).
@MainActor
public final class ChildCoordinator: DemoCoordinator, DemoScreenMaking, OneScreenFlow,
  ResultCoordinator
{
  /// How the child ended: the user chose Done or Cancel.
  public enum Answer: Sendable, Equatable {
    case done, cancel
  }
  /// The child reports its answer to the coordinator that started it.
  public typealias Result = Answer

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .mvvmc(.child) }

  package func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel? {
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
}
