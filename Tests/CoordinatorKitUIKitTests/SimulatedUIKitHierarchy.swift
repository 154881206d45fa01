import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport

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
