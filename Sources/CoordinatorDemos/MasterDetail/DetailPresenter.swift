import CoordinatorKit

/// The detail's presenter: it shows one date and can open Master again.
@MainActor
final class DetailPresenter: Presenter<DetailCoordinator> {
  let date: String

  init(coordinator: DetailCoordinator, date: String) {
    self.date = date
    super.init(coordinator: coordinator)
  }

  /// Whether the detail was presented as a sheet (then it is dismissed, not popped).
  var isModal: Bool { coordinator?.node.entryStyle.isModal ?? false }

  func openMaster() {
    coordinator?.showMaster()
  }

  func goBack() {
    coordinator?.close()
  }
}
