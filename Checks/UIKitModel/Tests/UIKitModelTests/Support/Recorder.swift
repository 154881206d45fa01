@_spi(UIKitModel) import UIKit

/// A delegate of every kind that writes what it hears, in order, to `log`.
@MainActor
final class Recorder: NSObject, UINavigationControllerDelegate,
  UISheetPresentationControllerDelegate, UITabBarControllerDelegate,
  UISplitViewControllerDelegate, UIGestureRecognizerDelegate
{
  var log: [String] = []
  var allowsDismissal = true
  var allowsSelection = true
  var allowsPopGesture = true
  var orientations: UIInterfaceOrientationMask = []

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("willShow \(viewController.title ?? "?")\(animated ? " animated" : "")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("didShow \(viewController.title ?? "?")\(animated ? " animated" : "")")
  }

  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask { orientations }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.append("didAttemptToDismiss")
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.append(
      "didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.append("shouldSelect \(viewController.title ?? "?")")
    return allowsSelection
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.append("didSelect \(viewController.title ?? "?")")
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log.append("topColumnForCollapsing")
    return proposedTopColumn
  }

  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode {
    log.append("displayModeForExpanding")
    return proposedDisplayMode
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    log.append("didCollapse \(svc.isCollapsed)")
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    log.append("didExpand \(svc.isCollapsed)")
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    allowsPopGesture
  }
}

/// A view controller titled `title` that writes its appearance to `log`.
@MainActor
final class Screen: UIViewController {
  var log: [String] = []
  var hidesStatusBar = false

  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("didDisappear")
  }

  override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

/// The window of the test running, held as an app's scene holds its window.
@MainActor
private var windowShown: UIWindow?

/// A shown window of a phone (or an iPad, `regularWidth`) whose root is `root`; it stays alive
/// until the next test shows another.
@MainActor
@discardableResult
func shownWindow(_ root: UIViewController, regularWidth: Bool = false) -> UIWindow {
  UIKitModel.reset()
  let window = UIWindow(regularWidth: regularWidth)
  windowShown = window
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// A navigation controller of screens titled `titles`, with `recorder` as its delegate.
@MainActor
func navigation(_ titles: [String], delegate recorder: Recorder) -> UINavigationController {
  let navigation = UINavigationController()
  navigation.delegate = recorder
  navigation.setViewControllers(titles.map { Screen($0) }, animated: false)
  return navigation
}

/// A flag a `@Sendable` completion can set.
@MainActor
final class Flag {
  var count = 0
  var isSet: Bool { count > 0 }
  func set() { count += 1 }
}
