import CoordinatorKit

/// Runs the MVVM-C child and reports how it ended: Done or Cancel when presented; a pushed
/// child that goes Back ends as cancelled (its screen was removed). Like ``MainCoordinator``, it
/// uses no base class: it stores its node and navigator itself.
@MainActor
public final class ChildCoordinator: OneScreenFlow, ResultCoordinator {
  /// How the child ended: the user chose Done or Cancel.
  public enum Answer: Sendable, Equatable {
    case done, cancel
  }
  /// The child reports its answer to the coordinator that started it.
  public typealias Output = Answer

  /// The coordinator's identity, parent and children.
  public let node = CoordinatorNode()
  /// The navigator its screen lives on, its parent's.
  public let navigator: Navigator<DemoRoute>

  /// A child on `navigator`; its parent starts it.
  public init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .mvvmc(.child) }

  /// The child's view model; its events end the flow, with an answer when presented.
  public func makeModel(for route: DemoRoute) -> Any? {
    ChildViewModel(
      isPresented: node.entryStyle.isModal,
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .back: try coordinator.finishFlow()
        case .done: try coordinator.finish(with: .done)
        case .cancel: try coordinator.finish(with: .cancel)
        }
      })
  }
}
