import CoordinatorKit

/// The detail's presenter: it shows one date and can open Master again.
@MainActor
public final class DetailPresenter: Presenter<DetailCoordinator> {
  /// The date this detail shows.
  public let date: String

  package init(coordinator: DetailCoordinator, date: String) {
    self.date = date
    super.init(coordinator: coordinator)
  }

  /// Whether the detail was presented as a sheet (then it is dismissed, not popped).
  public var isModal: Bool { coordinator?.node.entryStyle.isModal ?? false }

  /// Opens another master list over this detail.
  public func openMaster() {
    coordinator?.showMaster()
  }

  /// Leaves this detail (back or dismiss, as it was shown).
  public func goBack() {
    coordinator?.close()
  }
}
