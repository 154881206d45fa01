import CoordinatorKit

/// The red detail's presenter: Back when pushed, Dismiss when presented.
@MainActor
package final class DetailRedPresenter: Presenter<DetailRedCoordinator> {
  package let isModal: Bool

  package init(coordinator: DetailRedCoordinator, isModal: Bool) {
    self.isModal = isModal
    super.init(coordinator: coordinator)
  }

  package func close() {
    coordinator?.close()
  }
}
