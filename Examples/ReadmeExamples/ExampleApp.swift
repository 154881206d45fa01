import CoordinatorKit

/// The screens of the README's SwiftUI and UIKit examples.
enum ExampleRoute: Hashable, Codable, Sendable {
  case inbox
  case message(Int)
}

/// The inbox's view model: it reports what the user did; its coordinator decides where to go.
@MainActor
final class InboxViewModel: EventDrivenViewModel {
  enum Event {
    case open(message: Int)
  }

  let handleEvent: (Event) -> Void

  init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}

/// The example's one flow: the inbox, and the messages it opens.
@MainActor
final class InboxCoordinator: RouteFollowing {
  let node = CoordinatorNode()
  let navigator: Navigator<ExampleRoute>

  init(navigator: Navigator<ExampleRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    _ = try show(.inbox)
  }

  func makeInboxModel() -> InboxViewModel {
    InboxViewModel(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .open(let message): _ = try? coordinator.show(.message(message))
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
