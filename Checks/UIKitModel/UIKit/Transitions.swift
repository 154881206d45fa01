import Foundation

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
  var isAnimated: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  var isInteractive: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/initiallyinteractive
  var initiallyInteractive: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
  var transitionDuration: TimeInterval { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// One transition of the model (a push, a pop, a presentation, a dismissal), and its coordinator.
///
/// Rules (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator):
/// - An animated transition completes on a later turn of the main queue, after
///   `UIKitModel.animationDuration`; an interactive one when the user lets go, then on a later
///   turn for the rest of its animation.
/// - `animate(alongsideTransition:completion:)` queues `completion` to run when the transition
///   completes, and returns `true`; once the transition has completed it returns `false` and
///   runs nothing ("Returns true if the animations were successfully queued").
/// - `notifyWhenInteractionChanges(_:)` calls its handler when the interactive part ends,
///   finished or cancelled
///   (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)).
@MainActor
final class ModelTransition: NSObject, UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let initiallyInteractive: Bool
  /// Whether it is a navigation controller's interactive pop (the edge swipe), which the user
  /// holds until `ModelUser.endSwipeBack(completing:)`.
  var isNavigationPop = false
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  private(set) var hasCompleted = false
  var transitionDuration: TimeInterval { UIKitModel.animationDuration }
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  /// The model's own work when the transition ends (the hierarchy's final state), before the
  /// coordinator's completions; `cancelled` when the user cancelled it.
  private var finish: (_ cancelled: Bool) -> Void
  /// The work after the coordinator's completions (the delegate's `didShow`, the completion
  /// handler of `present` or `dismiss`).
  var afterCompletions: (_ cancelled: Bool) -> Void = { _ in }

  /// A transition, interactive while the user holds it, whose end runs `finish`.
  init(animated: Bool, interactive: Bool = false, finish: @escaping (_ cancelled: Bool) -> Void) {
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
    self.finish = finish
    super.init()
  }

  /// Starts it: a non-interactive transition completes on a later turn.
  func start() {
    UIKitModel.runningTransitions.append(self)
    if !isInteractive {
      UIKitModel.later(after: UIKitModel.animationDuration) { [self] in complete() }
    }
  }

  /// The user let go: the interaction handlers run now, the rest of the animation on a later
  /// turn.
  func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers {
      handler(self)
    }
    UIKitModel.later(after: UIKitModel.animationDuration) { [self] in complete() }
  }

  /// Ends it now, as an unanimated change would.
  func complete() {
    guard !hasCompleted else { return }
    hasCompleted = true
    UIKitModel.runningTransitions.removeAll { $0 === self }
    finish(isCancelled)
    finish = { _ in }
    let blocks = completions
    completions = []
    interactionHandlers = []
    let after = afterCompletions
    afterCompletions = { _ in }
    if UIKitModel.choices.coordinatorCompletionsFirst {
      for block in blocks { block(self) }
      after(isCancelled)
    } else {
      after(isCancelled)
      for block in blocks { block(self) }
    }
    UIKitModel.refreshWindows()
    if UIKitModel.runningTransitions.isEmpty, !UIKitModel.afterTransitions.isEmpty {
      let waiting = UIKitModel.afterTransitions
      UIKitModel.afterTransitions = []
      for work in waiting { work() }
    }
  }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasCompleted else { return false }
    animation?(self)
    if let completion {
      completions.append(completion)
    }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard isInteractive else { return }
    interactionHandlers.append(handler)
  }
}
