/// The MVP building block: a presenter holds its coordinator weakly and stops it when the
/// presenter goes away.
///
/// Views hold their presenter strongly; the presenter reports what happened to its coordinator
/// and never navigates itself. When the view (and so the presenter) is destroyed for any
/// reason — popped, dismissed, a jump — the coordinator is stopped and freed by its parent, so
/// no app code has to remember to.
///
/// ```swift
/// final class DetailPresenter: Presenter<DetailCoordinator> {
///   func didTapRed() { coordinator?.showRed() }
/// }
/// ```
@MainActor
open class Presenter<CoordinatorType: Coordinator> {
  /// The coordinator that decides where this screen leads; `nil` once it has been freed.
  public private(set) weak var coordinator: CoordinatorType?
  /// Whether the presenter stops its coordinator when it goes away. Turn it off for a
  /// coordinator that shows several screens with one presenter each.
  public let stopsCoordinatorWhenReleased: Bool

  /// Creates a presenter for a screen of `coordinator`.
  public init(coordinator: CoordinatorType, stopsCoordinatorWhenReleased: Bool = true) {
    self.coordinator = coordinator
    self.stopsCoordinatorWhenReleased = stopsCoordinatorWhenReleased
  }

  isolated deinit {
    if stopsCoordinatorWhenReleased {
      coordinator?.stop()
    }
  }
}
