import CoordinatorKit

// The rainbow app of the article "Life without NavigationView": seven colored screens on one
// stack and a mint modal, driven by coordinators; no view navigates. The engine side only, so it
// also compiles in the test suite (Tests/CoordinatorKitTests/Documentation/Articles links this
// file), where the article's claims about it are checked.

/// The screens of the rainbow app.
enum RainbowRoute: Hashable, Codable, Sendable {
  case color(index: Int)  // 0 is red, 6 is purple
  case mint
}

/// What a screen of the app shows, one case per view model: a view picks its view with a
/// `switch` the compiler checks.
enum RainbowContent {
  case color(ColorViewModel)
  case mint(MintViewModel)
}

/// A coordinator of this app makes the content of the screens it owns.
@MainActor
protocol RainbowContentMaking: FlowCoordinator {
  func makeContent(for route: RainbowRoute) -> RainbowContent?
}

final class ColorViewModel: EventDrivenViewModel {
  enum Event { case back, next, showModal, root, end }

  static let colors = ["Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple"]

  let index: Int
  let handleEvent: (Event) -> Void

  init(index: Int, handleEvent: @escaping (Event) -> Void) {
    self.index = index
    self.handleEvent = handleEvent
  }

  var color: String { Self.colors[index] }
  var canGoBack: Bool { index > 0 }
  var canGoNext: Bool { index < Self.colors.count - 1 }
}

final class MintViewModel: EventDrivenViewModel {
  enum Event { case close, root, end }

  let handleEvent: (Event) -> Void

  init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}

final class RainbowCoordinator: RouteFollowing, RainbowContentMaking {
  let node = CoordinatorNode()
  let navigator: Navigator<RainbowRoute>

  init(navigator: Navigator<RainbowRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.color(index: 0))
  }

  func makeViewModel(index: Int) -> ColorViewModel {
    ColorViewModel(
      index: index,
      handleEvent: eventHandler { coordinator, event in coordinator.handle(event, at: index) })
  }

  func makeContent(for route: RainbowRoute) -> RainbowContent? {
    guard case .color(let index) = route else { return nil }
    return .color(makeViewModel(index: index))
  }

  private func handle(_ event: ColorViewModel.Event, at index: Int) {
    switch event {
    case .next where index < ColorViewModel.colors.count - 1:
      _ = try? show(.color(index: index + 1))
    case .back where index > 0:
      _ = try? navigator.update { try $0.pop() }
    case .showModal:
      try? coordinate(to: makeMint(), style: .modal(.cover))
    case .root:
      try? resetFlow(pushing: [])
    case .end:
      try? resetFlow(pushing: Self.orangeToPurple)
    case .next, .back:
      break  // Next on purple, Back on red: their buttons are hidden; nothing happens
    }
  }

  static let orangeToPurple = (1...6).map { RainbowRoute.color(index: $0) }

  private func makeMint() -> MintCoordinator {
    MintCoordinator(
      navigator: navigator,
      changeColorsBelow: eventHandler { coordinator, event in
        coordinator.replaceColors(for: event)
      })
  }

  /// ROOT or END from the mint modal: the colors under the modal change; the modal stays.
  private func replaceColors(for event: MintViewModel.Event) {
    guard let red = ownScreens.first else { return }
    let colors = event == .end ? Self.orangeToPurple : []
    let owner = identifier
    try? navigator.update { state in
      try state.replacePushes(after: red.id, with: colors, owner: owner)
    }
  }

  func next(_ route: RainbowRoute, style: PresentationStyle, after previous: RainbowRoute)
    -> RouteStep<RainbowRoute>
  {
    switch (route, previous) {
    case (.color(let index), .color(let before)) where index == before + 1 && style == .push:
      .showScreen  // each color follows the one before it
    case (.mint, .color) where style == .modal(.cover):
      .startChild(makeMint())  // the modal covers any color
    default:
      .refuse
    }
  }
}

final class MintCoordinator: RouteFollowing, RainbowContentMaking {
  let node = CoordinatorNode()
  let navigator: Navigator<RainbowRoute>
  private let changeColorsBelow: (MintViewModel.Event) -> Void

  init(
    navigator: Navigator<RainbowRoute>,
    changeColorsBelow: @escaping (MintViewModel.Event) -> Void
  ) {
    self.navigator = navigator
    self.changeColorsBelow = changeColorsBelow
  }

  func start() throws(NavigationError) {
    try show(.mint)
  }

  func makeViewModel() -> MintViewModel {
    MintViewModel(
      handleEvent: eventHandler { coordinator, event in
        if event != .close {
          coordinator.changeColorsBelow(event)  // ROOT or END first,
        }
        try? coordinator.finishFlow()  // then the cover leaves and this coordinator stops
      })
  }

  func makeContent(for route: RainbowRoute) -> RainbowContent? { .mint(makeViewModel()) }

  func next(_ route: RainbowRoute, style: PresentationStyle, after previous: RainbowRoute)
    -> RouteStep<RainbowRoute>
  {
    .refuse  // nothing goes over the mint modal
  }
}

@MainActor
final class RainbowApp {
  let navigator = Navigator(root: RainbowRoute.color(index: 0))
  let rainbow: RainbowCoordinator

  init() {
    rainbow = RainbowCoordinator(navigator: navigator)
    try? rainbow.startAsRoot()
  }

  /// The content of `screen`, made by the coordinator that owns it.
  func content(for screen: NavigationScreen<RainbowRoute>) -> RainbowContent? {
    let owner = navigator.coordinator(owning: screen) as? any RainbowContentMaking
    return owner?.makeContent(for: screen.route)
  }
}
