import CoordinatorKit
import Testing
@_spi(UIKitModel) import UIKit

/// An app on the UIKit model: a window showing a host's root view controller, the user who
/// touches it, and the navigator the host shows; `settle()` lets every transition finish, then
/// checks that what the model shows is what the navigator's state says.
@MainActor
final class ModelApp<Route: Equatable> {
  let window: UIWindow
  let user: ModelUser
  let navigator: Navigator<Route>
  let check: HierarchyCheck
  /// What the app's scene delegate would keep (the scene object holding the host).
  let scene: AnyObject?

  /// A window of a phone (or, `regularWidth`, an iPad) showing `root`, made key and visible,
  /// for an app that keeps `scene` as its scene delegate would.
  convenience init(
    navigator: Navigator<Route>, root: UIViewController, keeping scene: AnyObject?,
    regularWidth: Bool = false,
    knownScreen: @escaping (UIViewController) -> ScreenID? = { _ in nil }
  ) {
    let window = UIWindow(regularWidth: regularWidth)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.init(navigator: navigator, window: window, keeping: scene, knownScreen: knownScreen)
  }

  /// The app showing `navigator` in `window`, which its scene delegate `scene` made and shows
  /// (see `ModelSystem.connectScene`).
  init(
    navigator: Navigator<Route>, window: UIWindow, keeping scene: AnyObject?,
    knownScreen: @escaping (UIViewController) -> ScreenID? = { _ in nil }
  ) {
    self.navigator = navigator
    self.scene = scene
    self.window = window
    user = ModelUser(of: window)
    check = HierarchyCheck(knownScreen: knownScreen)
  }

  /// Lets every transition finish and every step be shown, then records an issue for each way
  /// the model differs from the navigator's state, each step not shown, each view controller
  /// of a screen that left still alive, and each warning or violation the model recorded.
  func settle(
    _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await UIKitModel.settle()
    for problem in problems() {
      Issue.record(Comment(rawValue: "\(comment): \(problem)"), sourceLocation: sourceLocation)
    }
  }

  /// What is wrong once everything settled (empty when nothing is).
  func problems(expectingWarnings: Bool = false) -> [String] {
    ModelAppProblems.problems(
      window: window, navigator: navigator, check: check, expectingWarnings: expectingWarnings)
  }

  /// The top view controller of the navigation controller the user sees.
  var topScreen: UIViewController? {
    user.visibleNavigationController?.topViewController
  }
}

/// What can be wrong with a host on the model once everything settled.
@MainActor
enum ModelAppProblems {
  /// Each way `window` differs from `navigator`'s state, each step not shown, each view
  /// controller of a screen that left still alive, and each warning (unless
  /// `expectingWarnings`) or violation the model recorded.
  static func problems<Route>(
    window: UIWindow, navigator: Navigator<Route>, check: HierarchyCheck,
    expectingWarnings: Bool
  ) -> [String] {
    var problems: [String] = []
    if !UIKitModel.isIdle { problems.append("the model is still animating") }
    if let step = navigator.hosting.currentStep {
      problems.append("step \(step.id) (\(step.action)) was never acknowledged")
    } else if navigator.hosting.shownState != navigator.state {
      problems.append("the host shows another state than the navigator's")
    }
    if let mismatch = check.mismatch(in: window, showing: navigator.state) {
      problems.append("the model differs from the state: \(mismatch)")
    }
    let leaked = check.leaked(keeping: [navigator.state])
    if !leaked.isEmpty {
      problems.append("view controllers of screens that left are alive: \(leaked)")
    }
    if !UIKitModel.violations.isEmpty {
      problems.append("UIKit violations: \(UIKitModel.violations)")
    }
    if !expectingWarnings, !UIKitModel.warnings.isEmpty {
      problems.append("UIKit warnings: \(UIKitModel.warnings)")
    }
    return problems
  }
}
