import CoordinatorKit

/// Runs the mint modal: it closes itself, or first asks the rainbow to change the stack
/// underneath (ROOT or END) and then closes.
@MainActor
public final class RainbowModalCoordinator: DemoCoordinator, DemoScreenMaking, OneScreenFlow {
  private let changeStackBelow: (MintModalViewModel.Event) -> Void

  package init(
    navigator: Navigator<DemoRoute>,
    changeStackBelow: @escaping (MintModalViewModel.Event) -> Void
  ) {
    self.changeStackBelow = changeStackBelow
    super.init(navigator: navigator)
  }

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .rainbow(.mintModal) }

  package func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel? {
    .mintModal(
      MintModalViewModel(
        handleEvent: eventHandler { coordinator, event in coordinator.handle(event) }))
  }

  private func handle(_ event: MintModalViewModel.Event) {
    if event != .close {
      changeStackBelow(event)
    }
    close()
  }
}
