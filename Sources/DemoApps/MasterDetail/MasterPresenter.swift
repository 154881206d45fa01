import CoordinatorKit
import Observation

/// The master list's presenter: it edits the list and reports choices to its coordinator.
/// Observable, so a SwiftUI view follows the list and the selection.
@MainActor
@Observable
public final class MasterPresenter: Presenter<MasterCoordinator> {
  @ObservationIgnored private let store: DateStore
  /// The row the user selected.
  public private(set) var selectedIndex = 0
  /// Whether there is a screen to go back to (the app's first Master has none).
  public let canGoBack: Bool

  init(coordinator: MasterCoordinator, store: DateStore, canGoBack: Bool) {
    self.store = store
    self.canGoBack = canGoBack
    super.init(coordinator: coordinator)
  }

  /// The dates in the list, newest first.
  public var dates: [String] { store.dates }
  /// The selected date, if the list has any.
  public var selectedDate: String? {
    dates.indices.contains(selectedIndex) ? dates[selectedIndex] : nil
  }

  /// Adds the current date at the top and selects it.
  public func add() {
    store.add()
    selectedIndex = 0
  }

  /// Deletes the selected date.
  public func deleteSelected() {
    store.delete(at: selectedIndex)
    selectedIndex = min(selectedIndex, max(dates.count - 1, 0))
  }

  /// Selects the row at `index`, if there is one (a tap on a row).
  public func select(at index: Int) {
    guard dates.indices.contains(index) else { return }
    selectedIndex = index
  }

  /// Moves the selection by `offset` rows, staying inside the list.
  public func moveSelection(by offset: Int) {
    guard !dates.isEmpty else { return }
    selectedIndex = min(max(selectedIndex + offset, 0), dates.count - 1)
  }

  /// Asks the coordinator to show the selected date.
  public func showDetail() {
    guard let date = selectedDate else { return }
    coordinator?.showDetail(of: date)
  }

  /// Asks the coordinator to push Detail Red.
  public func showDetailRed() {
    coordinator?.showDetailRed(modally: false)
  }

  /// Asks the coordinator to present Detail Red modally.
  public func showDetailRedModally() {
    coordinator?.showDetailRed(modally: true)
  }

  /// Leaves this list, when it was opened from a detail.
  public func goBack() {
    coordinator?.goBack()
  }
}
