import CoordinatorKit

/// The red detail's presenter: Back when pushed, Dismiss when presented.
@MainActor
public final class DetailRedPresenter: Presenter<DetailRedCoordinator> {
  /// Whether this screen was presented modally, so it offers Dismiss.
  public let isModal: Bool

  init(coordinator: DetailRedCoordinator, isModal: Bool) {
    self.isModal = isModal
    super.init(coordinator: coordinator)
  }

  /// Leaves this screen.
  public func close() {
    coordinator?.close()
  }
}
