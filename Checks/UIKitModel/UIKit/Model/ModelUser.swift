import Foundation

/// The person using the app: taps and gestures on what a window shows, each doing what UIKit
/// does for it (see the rules of the controller it touches). A gesture UIKit would not let
/// begin does nothing and returns `false`.
///
/// Touches go nowhere while a transition is animating ("user interaction is disabled during
/// animations" unless `allowUserInteraction` is given,
/// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction),
/// nor while the user holds an edge swipe (the model's user makes one gesture at a time), and
/// only the topmost presented controller (or, with none, the root) receives them.
@_spi(UIKitModel)
@MainActor
public struct ModelUser {
  /// The window the user touches.
  public let window: UIWindow

  /// The user of `window`.
  public init(of window: UIWindow) {
    self.window = window
  }

  /// What the user touches: the topmost presented controller, or the root.
  public var topController: UIViewController? {
    window.presentationChain.last ?? window.rootViewController
  }

  /// The navigation controller whose back button and edge swipe the user sees: the topmost
  /// presented controller's, or, under no presentation, the one the root shows (the selected
  /// tab's; in a split view, the compact column collapsed, the secondary one expanded).
  public var visibleNavigationController: UINavigationController? {
    guard let top = topController else { return nil }
    return Self.shownNavigationController(in: top)
  }

  private static func shownNavigationController(in controller: UIViewController)
    -> UINavigationController?
  {
    if let navigation = controller as? UINavigationController { return navigation }
    if let tabs = controller as? UITabBarController {
      return tabs.selectedViewController.flatMap(shownNavigationController)
    }
    if let split = controller as? UISplitViewController {
      let column: UISplitViewController.Column = split.isCollapsed ? .compact : .secondary
      return split.viewController(for: column).flatMap(shownNavigationController)
    }
    for child in controller.children.reversed() {
      if let found = shownNavigationController(in: child) { return found }
    }
    return nil
  }

  /// Whether touches reach the app now: no transition runs, the user's own included.
  public var canTouch: Bool { UIKitModel.runningTransitions.isEmpty }

  // MARK: Navigation

  /// Taps the back button of the visible navigation controller.
  @discardableResult
  public func tapBack() -> Bool {
    guard canTouch, let navigation = visibleNavigationController else { return false }
    return navigation.modelTapBack()
  }

  /// Begins an edge swipe back on the visible navigation controller and holds it.
  @discardableResult
  public func beginSwipeBack() -> Bool {
    guard canTouch, let navigation = visibleNavigationController else { return false }
    return navigation.modelBeginInteractivePop()
  }

  /// Begins iOS 26's swipe back in the content of the visible navigation controller and holds it
  /// (`interactiveContentPopGestureRecognizer`).
  @discardableResult
  public func beginContentSwipeBack() -> Bool {
    guard canTouch, let navigation = visibleNavigationController else { return false }
    return navigation.modelBeginInteractivePop(inContent: true)
  }

  /// Lets go of the edge swipe begun: past half the width it finishes, else it is cancelled.
  @discardableResult
  public func endSwipeBack(completing: Bool) -> Bool {
    guard
      let transition = UIKitModel.runningTransitions.first(where: {
        $0.isInteractive && $0.isNavigationPop
      })
    else { return false }
    transition.endInteraction(cancelled: !completing)
    return true
  }

  /// An edge swipe back, finished (`completing`) or cancelled.
  @discardableResult
  public func swipeBack(completing: Bool) -> Bool {
    guard beginSwipeBack() else { return false }
    return endSwipeBack(completing: completing)
  }

  // MARK: Presentations

  /// What a swipe down (or a tap outside a popover) led to.
  public enum DismissalOutcome: Equatable, Sendable {
    /// The presentation was dismissed (it completes on a later turn).
    case dismissed
    /// The user let go before it was dismissed: it stays.
    case cancelled
    /// It is modal in presentation, or its delegate refused: the delegate heard the attempt.
    case refused
    /// Nothing there can be dismissed that way (a full-screen cover, an alert, no presentation).
    case impossible
  }

  /// Swipes the topmost sheet down, letting go past the threshold (`completing`) or not.
  ///
  /// Rules (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate):
  /// a sheet that `isModalInPresentation`, or whose delegate's
  /// `presentationControllerShouldDismiss(_:)` answers `false`, stays, and the delegate hears
  /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise `presentationControllerWillDismiss(_:)`,
  /// then the dismissal, which the user may cancel, then, dismissed,
  /// `presentationControllerDidDismiss(_:)`. A full-screen cover cannot be swiped away.
  @discardableResult
  public func swipeDown(completing: Bool = true) -> DismissalOutcome {
    guard canTouch, let top = window.presentationChain.last,
      let presentation = top.modelPresentation, presentation.kind == .sheet
    else { return .impossible }
    return userDismiss(top, completing: completing)
  }

  /// Taps outside the topmost popover (or action sheet shown in a popover).
  @discardableResult
  public func tapOutsidePopover() -> DismissalOutcome {
    guard canTouch, let top = window.presentationChain.last,
      let presentation = top.modelPresentation
    else { return .impossible }
    if let alert = top as? UIAlertController {
      // An action sheet: in a popover, a tap outside dismisses it; in a compact width, a tap on
      // the dimmed background does when it has a cancel action. Either runs that action's
      // handler once dismissed (UIKit's behaviour, which its documentation does not describe).
      guard alert.preferredStyle == .actionSheet else { return .impossible }
      let cancel = alert.actions.first { $0.style == .cancel }
      guard presentation.kind == .popover || cancel != nil else { return .impossible }
      return userDismiss(top, completing: true) { cancel?.modelPerform() }
    }
    guard presentation.kind == .popover else { return .impossible }
    return userDismiss(top, completing: true)
  }

  private func userDismiss(
    _ presented: UIViewController, completing: Bool,
    thenBeforeTheDelegate handler: @escaping () -> Void = {}
  ) -> DismissalOutcome {
    guard let controller = presented.presentationController else { return .impossible }
    let delegate = controller.delegate
    if presented.isModalInPresentation
      || !(delegate?.presentationControllerShouldDismiss(controller) ?? true)
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return .refused
    }
    delegate?.presentationControllerWillDismiss(controller)
    let chain = [presented]
    presented.modelDismiss(chain, animated: true, interactive: true) { cancelled in
      guard !cancelled else { return }
      handler()
      withExtendedLifetime(presented) {
        delegate?.presentationControllerDidDismiss(controller)
      }
    }
    presented.modelPresentation?.transition?.endInteraction(cancelled: !completing)
    return completing ? .dismissed : .cancelled
  }

  /// Drags the topmost sheet to the detent `identifier`: it rests there and its delegate hears
  /// of it, when the sheet offers that detent and did not rest there already.
  @discardableResult
  public func dragSheet(to identifier: UISheetPresentationController.Detent.Identifier) -> Bool {
    guard canTouch, let top = window.presentationChain.last,
      let sheet = top.sheetPresentationController, top.modelPresentation?.kind == .sheet,
      sheet.detents.contains(where: { $0.identifier == identifier }),
      sheet.restingDetentIdentifier != identifier
    else { return false }
    sheet.selectedDetentIdentifier = identifier
    (sheet.delegate as? any UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    return true
  }

  /// Taps the button titled `title` of the alert or action sheet on top.
  @discardableResult
  public func tapAlertButton(_ title: String) -> Bool {
    guard canTouch, let alert = window.presentationChain.last as? UIAlertController,
      let action = alert.actions.first(where: { $0.title == title && $0.isEnabled })
    else { return false }
    alert.modelDismiss([alert], animated: true, interactive: false) { _ in action.modelPerform() }
    return true
  }

  // MARK: Controls

  /// Taps tab `index` of the tab bar the root shows.
  @discardableResult
  public func tapTab(_ index: Int) -> Bool {
    guard canTouch, window.presentationChain.isEmpty,
      let tabs = window.allControllers.lazy.compactMap({ $0 as? UITabBarController }).first
    else { return false }
    return tabs.modelTapTab(index)
  }

  /// Taps `item`: its primary action runs. A button with only a menu opens it (nothing else).
  @discardableResult
  public func tap(_ item: UIBarButtonItem) -> Bool {
    guard canTouch, item.isEnabled, let action = item.primaryAction else { return false }
    action.modelPerform()
    return true
  }

  /// Chooses `action` in a menu.
  public func choose(_ action: UIAction) {
    guard canTouch else { return }
    action.modelPerform()
  }

  /// Taps row `row` (of section 0) of `table`.
  public func tapRow(_ row: Int, in table: UITableViewController) {
    guard canTouch else { return }
    table.tableView(table.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
  }

  /// The text of each row of `table`, as its cells show it.
  public func rows(of table: UITableViewController) -> [String] {
    let count = table.tableView(table.tableView, numberOfRowsInSection: 0)
    return (0..<count).map {
      table.tableView(table.tableView, cellForRowAt: IndexPath(row: $0, section: 0)).textLabel?
        .text ?? ""
    }
  }

  /// Types `text` into `textView`, replacing its text: its delegate hears of the change.
  public func type(_ text: String, into textView: UITextView) {
    guard canTouch else { return }
    textView.text = text
    textView.delegate?.textViewDidChange(textView)
  }

  /// Rotates the device or resizes the window: its width class becomes `sizeClass`.
  public func changeHorizontalSizeClass(to sizeClass: UIUserInterfaceSizeClass) {
    window.setHorizontalSizeClass(sizeClass)
  }
}

extension UIWindow {
  /// Every navigation controller of the window.
  var allNavigationControllers: [UINavigationController] {
    allControllers.compactMap { $0 as? UINavigationController }
  }
}
