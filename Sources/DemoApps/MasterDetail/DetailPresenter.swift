import CoordinatorKit

/// The detail's presenter: it shows one date and can open Master again.
@MainActor
public final class DetailPresenter: Presenter<DetailCoordinator> {
  /// The date this detail shows.
  public let date: String
  /// Whether the detail was presented as a sheet (then it is dismissed, not popped).
  public let isModal: Bool

  init(coordinator: DetailCoordinator, date: String, isModal: Bool) {
    self.date = date
    self.isModal = isModal
    super.init(coordinator: coordinator)
  }

  /// Opens another master list over this detail.
  public func openMaster() {
    coordinator?.showMaster()
  }

  /// Leaves this detail (back or dismiss, as it was shown).
  public func goBack() {
    coordinator?.close()
  }
}
