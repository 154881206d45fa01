import CoordinatorKit

/// Runs the mint modal: it closes itself, or first asks the rainbow to change the stack
/// underneath (ROOT or END) and then closes. A leaf: nothing goes over the modal, so, as a
/// ``OneScreenFlow``, it refuses every route.
@MainActor
public final class RainbowModalCoordinator: FlowCoordinatorBase<DemoRoute>, OneScreenFlow {
  private let changeStackBelow: (MintModalEvent) -> Void

  init(
    navigator: Navigator<DemoRoute>, changeStackBelow: @escaping (MintModalEvent) -> Void
  ) {
    self.changeStackBelow = changeStackBelow
    super.init(navigator: navigator)
  }

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .rainbow(.mintModal) }

  /// The modal's view model: only events, no state of its own.
  public func makeModel(for route: DemoRoute) -> Any? {
    EventViewModel<MintModalEvent, Void>(
      handleEvent: eventHandler { coordinator, event in
        if event != .close {
          coordinator.changeStackBelow(event)  // ROOT or END first,
        }
        try coordinator.finishFlow()  // then the cover leaves and this coordinator stops.
      })
  }
}
