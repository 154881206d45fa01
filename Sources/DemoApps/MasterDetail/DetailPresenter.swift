import CoordinatorKit

/// The detail's presenter: it shows one date and can open Master again.
@MainActor
package final class DetailPresenter: Presenter<DetailCoordinator> {
  package let date: String

  package init(coordinator: DetailCoordinator, date: String) {
    self.date = date
    super.init(coordinator: coordinator)
  }

  /// Whether the detail was presented as a sheet (then it is dismissed, not popped).
  package var isModal: Bool { coordinator?.node.entryStyle.isModal ?? false }

  package func openMaster() {
    coordinator?.showMaster()
  }

  package func goBack() {
    coordinator?.close()
  }
}
