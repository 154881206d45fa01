import CoordinatorKit

/// The screens of the README's SwiftUI and UIKit examples.
enum ExampleRoute: Hashable, Codable, Sendable {
  case inbox
  case message(Int)
}

/// What the inbox reports.
enum InboxEvent {
  case open(message: Int)
}

/// The inbox's view model: it reports what the user did; its coordinator decides where to go.
/// The base class holds the handler, so a screen without state of its own needs no class.
typealias InboxViewModel = EventViewModel<InboxEvent, Void>

/// The example's one flow: the inbox, and the messages it opens. The optional base class stores
/// its node and navigator.
final class InboxCoordinator: Flow<ExampleRoute> {
  func start() throws(NavigationError) {
    try show(.inbox)
  }

  func makeInboxModel() -> InboxViewModel {
    InboxViewModel(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .open(let message): try coordinator.show(.message(message))
        }
      })
  }

  func next(_ route: ExampleRoute, style: PresentationStyle, after previous: ExampleRoute)
    -> RouteStep<ExampleRoute>
  {
    if case .message = route, style == .push { .showScreen } else { .refuse }
  }
}

/// What the example app holds: its navigator and its root coordinator.
@MainActor
final class ExampleApp {
  let navigator = Navigator(root: ExampleRoute.inbox)
  let inbox: InboxCoordinator

  init() {
    inbox = InboxCoordinator(navigator: navigator)
    try? inbox.startAsRoot()
  }
}
