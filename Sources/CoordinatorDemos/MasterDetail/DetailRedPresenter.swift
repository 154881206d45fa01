import CoordinatorKit

/// The red detail's presenter: Back when pushed, Dismiss when presented.
@MainActor
final class DetailRedPresenter: Presenter<DetailRedCoordinator> {
  let isModal: Bool

  init(coordinator: DetailRedCoordinator, isModal: Bool) {
    self.isModal = isModal
    super.init(coordinator: coordinator)
  }

  func close() {
    coordinator?.close()
  }
}
