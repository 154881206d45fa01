import CoordinatorKit

/// Runs the MVVM-C main screen: it routes the view model's events with a `switch`, starts the
/// child pushed or presented, and shows the alert.
@MainActor
public final class MainCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing {
  /// The main screen's view model, held weakly: its view owns it.
  private weak var viewModel: MainViewModel?
  /// What the child or the alert last answered; kept here so an answer that arrives before
  /// the main screen's view model exists (a restored child) is not lost.
  private var status = MainViewModel.initialStatus {
    didSet { viewModel?.status = status }
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.mvvmc(.main))
  }

  package func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel? {
    let model = MainViewModel(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .pushChild: coordinator.startChild(style: .push)
        case .presentChild: coordinator.startChild(style: .modal(.sheet))
        case .showAlert: coordinator.showAlert()
        }
      })
    model.status = status
    viewModel = model
    return .main(model)
  }

  private func startChild(style: PresentationStyle) {
    try? coordinate(to: makeChild(), style: style)
  }

  /// The child, with its answer routed to the status line.
  private func makeChild() -> ChildCoordinator {
    ChildCoordinator(navigator: navigator).reportingResult { [weak self] result in
      switch result {
      case .finished(.done): self?.status = "Child: Done"
      case .finished(.cancel): self?.status = "Child: Cancel"
      case .cancelled: self?.status = "Child: closed"
      }
    }
  }

  private func showAlert() {
    let alert = AlertState(title: "Alert", message: "Hello from the coordinator")
    try? navigator.showAlert(alert) { [weak self] action in
      self?.status = "Alert: \(action?.title ?? "dismissed")"
    }
  }

  /// The child, pushed or presented, reporting its answer as if the user had opened it.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    guard route == .mvvmc(.child), style != .modal(.cover) else { return .refuse }
    return .startChild(makeChild())
  }

}
