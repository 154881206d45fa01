/// The MVP building block: a presenter reports what happened on its screen to its coordinator,
/// which it holds weakly, and never navigates itself.
///
/// Views hold their presenter strongly. The presenter never decides its coordinator's lifetime:
/// the coordinator runs while it owns a screen, so when the presenter's screen leaves for any
/// reason — popped, dismissed, a jump, a back swipe — a coordinator left without screens has
/// already stopped and been freed by its parent. That is the MVP articles' "the presenter stops
/// its coordinator when it goes away", made to hold for coordinators with several screens too,
/// and no app code has to remember it.
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

  /// Creates a presenter for a screen of `coordinator`.
  public init(coordinator: CoordinatorType) {
    self.coordinator = coordinator
  }
}
