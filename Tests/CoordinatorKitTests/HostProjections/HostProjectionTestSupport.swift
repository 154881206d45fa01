import CoordinatorKit
import Testing

// Helpers for the host projection contract tests: a navigator attached the way a platform host
// attaches, and a model of the UIKit view controller hierarchy that performs `UIKitHostCall`s
// with UIKit's documented rules, so a call list that UIKit would refuse fails a test on Linux.

/// A navigator showing `notation` (see ``state(_:root:rootName:)``) to a host attached with
/// `capabilities`, every step of the way from the bare root already shown.
@MainActor
func attachedNavigator(
  _ notation: String, rootName: String = "root", capabilities: TransitionCapabilities
) throws -> Navigator<String> {
  let navigator = Navigator(try state(notation, rootName: rootName))
  navigator.attachHost(capabilities: capabilities)
  showAllSteps(navigator)
  return navigator
}

/// Reports what a projection made of a platform event, as an adapter does, then shows the
/// steps that follow; `nil` reports nothing.
@MainActor
func report(_ event: UserNavigation?, to navigator: Navigator<String>) throws {
  if let event {
    try navigator.userDidNavigate(event)
  }
  showAllSteps(navigator)
}

/// The identities of the named screens, as ``state(_:root:rootName:)`` gives them.
func screenIDs(_ names: String...) -> [ScreenID] {
  names.map(screenID)
}

/// An alert whose dismissal without a button is answered by its cancel action.
func cancellableAlert() throws -> AlertState {
  try AlertState(
    title: "Discard the draft?",
    actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
}

/// The view controller hierarchy of a `UINavigationController`-based host, changed only by
/// `UIKitHostCall`s, each checked against the rule UIKit documents for it:
///
/// - `setViewControllers(_:animated:)` replaces a navigation controller's stack; a view
///   controller has one parent, so it cannot stand in two stacks
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)).
/// - `present(_:animated:completion:)` works from a controller that presents nothing yet
///   (UIKit warns "already presenting" and shows nothing otherwise), so only from the top one
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// - `dismiss(animated:completion:)` on a controller lower in the stack of presented ones
///   dismisses its child and everything above it, the alert included
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
struct SimulatedUIKitHierarchy: Equatable {
  struct NavigationController: Equatable {
    var screens: [ScreenID]
    var presentation: UIKitModalPresentationStyle?
  }

  private(set) var controllers: [NavigationController]
  private(set) var alert: AlertState?

  /// The hierarchy a host builds for `projection` (when it attaches, for example).
  init(_ projection: UIKitNavigationProjection) {
    controllers = projection.levels.map {
      NavigationController(screens: $0.screens, presentation: $0.presentation)
    }
    alert = projection.alert
  }

  /// Whether it shows exactly what `projection` describes.
  func shows(_ projection: UIKitNavigationProjection) -> Bool {
    self == SimulatedUIKitHierarchy(projection)
  }

  /// The stack of the navigation controller at `level`, as the host last gave it.
  func stack(atLevel level: Int) -> [ScreenID] {
    controllers.indices.contains(level) ? controllers[level].screens : []
  }

  /// Performs `calls` in order and returns what UIKit would refuse, empty when all is well.
  mutating func perform(_ calls: [UIKitHostCall]) -> [String] {
    calls.compactMap { perform($0) }
  }

  /// The user pops the top navigation controller back to `count` screens (a back swipe, the
  /// back button, or its menu): UIKit changes its stack by itself.
  mutating func userPops(toCount count: Int) {
    let top = controllers.count - 1
    controllers[top].screens = Array(controllers[top].screens.prefix(count))
  }

  /// The user swipes the top sheet down: UIKit dismisses it by itself.
  mutating func userSwipesDownTopLayer() {
    controllers.removeLast()
    alert = nil
  }

  private mutating func perform(_ call: UIKitHostCall) -> String? {
    let top = controllers.count - 1
    switch call {
    case .setViewControllers(let level, let screens, _):
      guard controllers.indices.contains(level) else { return "no navigation controller \(level)" }
      guard !screens.isEmpty else { return "an empty stack at \(level)" }
      let elsewhere = controllers.indices.filter { $0 != level }.flatMap { controllers[$0].screens }
      guard Set(screens).count == screens.count, Set(screens).isDisjoint(with: elsewhere) else {
        return "a view controller with two parents at \(level)"
      }
      controllers[level].screens = screens
    case .present(let level, let screens, let style, _):
      guard level == top + 1, alert == nil else {
        return "level \(level - 1) is already presenting, or is not the top"
      }
      let shown = controllers.flatMap(\.screens)
      guard !screens.isEmpty, Set(screens).isDisjoint(with: shown) else {
        return "a presented stack that is empty or holds a shown view controller"
      }
      controllers.append(NavigationController(screens: screens, presentation: style))
    case .dismissPresented(let level, _):
      guard controllers.indices.contains(level), level < top else {
        return "level \(level) presents no layer"
      }
      controllers.removeSubrange((level + 1)...)
      alert = nil
    case .presentAlert(let newAlert, let level, _):
      guard level == top, alert == nil else { return "the alert cannot be presented by \(level)" }
      alert = newAlert
    case .dismissAlert(let level, _):
      guard level == top, alert != nil else { return "level \(level) presents no alert" }
      alert = nil
    }
    return nil
  }
}

/// States covering every kind of level change, for the tests that check every plan between them.
func sampleStates() throws -> [NavigationState<String>] {
  let alert = AlertState(title: "Saved")
  return [
    try state(""), try state("P2"), try state("P2,P3,P4"), try state("S2"),
    try state("S2,P3,S4"), try state("P2,S3,P4,C5,S6,P7"), try state("P2,C3"),
    try state("P4,C3"), try state("S2,S3,S4"), try state("C3,P2"), try state("S9,P3"),
    try state("P3,S9"), try state("P2", rootName: "home2"), try state("S2", alert: alert),
    try state("P2,S3,P4", alert: alert),
  ]
}
