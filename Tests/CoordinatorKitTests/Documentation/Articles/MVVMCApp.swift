import CoordinatorKit

// The Main/Child app of the article "MVVM-C in UIKit": event-driven view models, a main and a
// child coordinator. The engine side only, so it also compiles in the test suite
// (Tests/CoordinatorKitTests/Documentation/Articles links this file), where the article's claims
// about it are checked.

/// The screens of the Main/Child app.
enum MVVMCRoute: Hashable, Codable, Sendable {
  case main
  case child
}

/// What a screen of the app shows, one case per view model: a view controller is picked with a
/// `switch` the compiler checks.
enum MVVMCContent {
  case main(MainViewModel)
  case child(ChildViewModel)
}

/// A coordinator of this app makes the content of the screen it owns.
@MainActor
protocol MVVMCContentMaking: FlowCoordinator {
  func makeContent() -> MVVMCContent
}

final class MainViewModel: EventDrivenViewModel {
  enum Event { case pushChild, presentChild, showAlert }

  let handleEvent: (Event) -> Void

  init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}

final class ChildViewModel: EventDrivenViewModel {
  enum Event { case done, cancel }

  let isPresented: Bool  // Done and Cancel show only then; pushed, the system Back leaves
  let handleEvent: (Event) -> Void

  init(isPresented: Bool, handleEvent: @escaping (Event) -> Void) {
    self.isPresented = isPresented
    self.handleEvent = handleEvent
  }
}

final class MainCoordinator: MVVMCContentMaking {
  let node = CoordinatorNode()
  let navigator: Navigator<MVVMCRoute>
  private(set) var status = "Nothing happened yet"

  init(navigator: Navigator<MVVMCRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.main)
  }

  func makeViewModel() -> MainViewModel {
    MainViewModel(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .pushChild: coordinator.showChild(style: .push)
        case .presentChild: coordinator.showChild(style: .modal(.sheet))
        case .showAlert: coordinator.showAlert()
        }
      })
  }

  func makeContent() -> MVVMCContent { .main(makeViewModel()) }

  private func showChild(style: PresentationStyle) {
    try? coordinate(to: makeChild(), style: style)
  }

  /// The child, with its answer's one destination: started here, by a link or by a restoration.
  private func makeChild() -> ChildCoordinator {
    ChildCoordinator(navigator: navigator).reportingResult { [weak self] result in
      switch result {
      case .finished(.done): self?.status = "Child: Done"
      case .finished(.cancel): self?.status = "Child: Cancel"
      case .cancelled: self?.status = "Child: closed"  // Back, or swiped down
      }
    }
  }

  private func showAlert() {
    let alert = AlertState(title: "Alert", message: "Hello from the coordinator")
    try? navigator.showAlert(alert) { [weak self] action in
      self?.status = "Alert: \(action?.title ?? "dismissed")"
    }
  }
}

final class ChildCoordinator: MVVMCContentMaking, ResultCoordinator {
  enum Answer: Sendable { case done, cancel }
  typealias Result = Answer

  let node = CoordinatorNode()
  let navigator: Navigator<MVVMCRoute>

  init(navigator: Navigator<MVVMCRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.child)  // pushed or presented, as the parent chose
  }

  func makeViewModel() -> ChildViewModel {
    ChildViewModel(
      isPresented: node.entryStyle.isModal,
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .done: try? coordinator.finish(with: .done)
        case .cancel: try? coordinator.finish(with: .cancel)
        }
      })
  }

  func makeContent() -> MVVMCContent { .child(makeViewModel()) }
}

@MainActor
final class MVVMCApp {
  let navigator = Navigator(root: MVVMCRoute.main)
  let main: MainCoordinator

  init() {
    main = MainCoordinator(navigator: navigator)
    try? main.startAsRoot()
  }

  /// The content of `screen`, made by the coordinator that owns it.
  func content(for screen: NavigationScreen<MVVMCRoute>) -> MVVMCContent? {
    (navigator.coordinator(owning: screen) as? any MVVMCContentMaking)?.makeContent()
  }
}
