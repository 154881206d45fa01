import CoordinatorKit

/// Runs the MVVM-C main screen: it routes the view model's events with a `switch`, starts the
/// child pushed or presented, and shows the alert.
///
/// It uses no base class, to show that none is needed: the protocols are the API, and a
/// coordinator stores its ``CoordinatorNode`` and its navigator itself (as one that must
/// inherit from something else does).
@MainActor
public final class MainCoordinator: FlowCoordinator {
  /// The coordinator's identity, parent and children.
  public let node = CoordinatorNode()
  /// The navigator whose state this coordinator changes.
  public let navigator: Navigator<DemoRoute>
  /// The main screen's view model, held weakly: its view owns it.
  private weak var viewModel: MainViewModel?
  /// What the child or the alert last answered; kept here so an answer that arrives before
  /// the main screen's view model exists (a restored child) is not lost.
  private var status = MainViewModel.initialStatus {
    didSet { viewModel?.status = status }
  }

  /// A coordinator of the MVVM-C demo on `navigator`; whoever holds it starts it.
  public init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.mvvmc(.main))
  }

  /// The main screen's view model, its events routed with a `switch`.
  public func makeModel(for route: DemoRoute) -> Any? {
    let model = MainViewModel(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .pushChild: try coordinator.coordinate(to: coordinator.makeChild(), style: .push)
        case .presentChild:
          try coordinator.coordinate(to: coordinator.makeChild(), style: .modal(.sheet))
        case .showAlert: try coordinator.showAlert()
        }
      })
    model.status = status
    viewModel = model
    return model
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

  private func showAlert() throws(NavigationError) {
    let alert = AlertState(title: "Alert", message: "Hello from the coordinator")
    try navigator.showAlert(alert) { [weak self] action in
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
