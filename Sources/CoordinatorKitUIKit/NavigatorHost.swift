#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Shows a ``Navigator`` with UIKit: ``rootViewController`` holds the base stack, each modal
  /// layer is presented in its own `UINavigationController` (page sheet or full screen), alerts
  /// are `UIAlertController`s. View controllers come from `makeViewController` and are reused by
  /// screen identity.
  ///
  /// Steps are applied one at a time, only when no transition is running, and acknowledged on
  /// UIKit's completion. Back (tap, menu or swipe; completed or cancelled) and swipe-downs are
  /// reported to the engine through ``UIKitNavigationProjection``, which decides what they
  /// mean. A leave-guarded screen disables its pop gesture and swipe-down
  /// (`isModalInPresentation`) and gets a Back button that asks its coordinator first.
  ///
  /// ```swift
  /// let host = NavigatorHost(navigator: app.navigator) { screen in
  ///   switch screen.route {
  ///   case .main: MainViewController(viewModel: app.mainViewModel(for: screen))
  ///   case .child: ChildViewController(viewModel: app.childViewModel(for: screen))
  ///   }
  /// }
  /// window.rootViewController = host.rootViewController
  /// ```
  @MainActor
  public final class NavigatorHost<Route: Equatable> {
    /// The navigation controller of the base stack: put it in the window.
    public let rootViewController = UINavigationController()
    private let navigator: Navigator<Route>
    private let makeViewController: (Screen<Route>) -> UIViewController
    private let forwarder = UIKitEventForwarder()
    private var viewControllers: [ScreenID: UIViewController] = [:]
    private var screenOfController: [ObjectIdentifier: ScreenID] = [:]
    /// The navigation controller of each level, base first.
    private var levels: [UINavigationController]
    /// The stack each level was last given, or last reported after a user pop.
    private var rendered: [[ScreenID]] = [[]]
    /// The step being shown, and its calls not yet made.
    private var stepBeingShown: TransitionStep<Route>?
    private var pendingCalls: ArraySlice<UIKitHostCall> = []
    private var observation: ChangeObservation?

    /// A host showing `navigator`, each screen's view controller made by `makeViewController`.
    public init(
      navigator: Navigator<Route>,
      makeViewController: @escaping (Screen<Route>) -> UIViewController
    ) {
      self.navigator = navigator
      self.makeViewController = makeViewController
      levels = [rootViewController]
      rootViewController.delegate = forwarder
      forwarder.didShow = { [weak self] in self?.navigationControllerDidShow($0) }
      forwarder.willShow = { [weak self] in self?.navigationControllerWillShow($0) }
      forwarder.didDismiss = { [weak self] in self?.presentationDidDismiss($0) }
      forwarder.didAttemptToDismiss = { [weak self] in self?.presentationDidAttemptToDismiss($0) }
      navigator.attachHost(capabilities: .uiKit)
      observation = navigator.observeChanges { [weak self] _ in self?.showNextStep() }
      showNextStep()
    }

    // MARK: Showing steps

    /// Shows the current step, if any, once no transition is running; then the next.
    private func showNextStep() {
      guard stepBeingShown == nil, let step = navigator.currentStep else { return }
      if let transition = levels.last?.transitionCoordinator {
        transition.animate(alongsideTransition: nil) { [weak self] _ in self?.showNextStep() }
        return
      }
      stepBeingShown = step
      pendingCalls = UIKitNavigationProjection.calls(for: step, from: navigator.shownState)[...]
      performNextCall()
    }

    /// Performs the step's next call; UIKit's completion of each call performs the one after,
    /// and the last acknowledges the step.
    private func performNextCall() {
      guard let step = stepBeingShown else { return }
      guard let call = pendingCalls.popFirst() else {
        stepBeingShown = nil
        applyLeaveGuards(of: step.state)
        navigator.hostDidShow(step.id)
        releaseViewControllersThatLeft()
        showNextStep()
        return
      }
      let next: @MainActor @Sendable () -> Void = { [weak self] in self?.performNextCall() }
      switch call {
      case .setViewControllers(let level, let screens, let animated):
        rendered[level] = screens
        levels[level].setViewControllers(
          screens.map { viewController(for: $0, in: step.state) }, animated: animated)
        guard animated, let transition = levels[level].transitionCoordinator else {
          next()
          return
        }
        transition.animate(alongsideTransition: nil) { _ in next() }
      case .present(let level, let screens, let style, let animated):
        let layer = UINavigationController()
        layer.delegate = forwarder
        layer.setViewControllers(
          screens.map { viewController(for: $0, in: step.state) }, animated: false)
        layer.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
        layer.presentationController?.delegate = forwarder
        let presenter = levels[level - 1]
        levels.append(layer)
        rendered.append(screens)
        presenter.present(layer, animated: animated, completion: next)
      case .dismissPresented(let level, let animated):
        levels.removeSubrange((level + 1)...)
        rendered.removeSubrange((level + 1)...)
        levels[level].dismiss(animated: animated, completion: next)
      case .presentAlert(let alert, let level, let animated):
        levels[level].present(alertController(for: alert), animated: animated, completion: next)
      case .dismissAlert(let level, let animated):
        levels[level].dismiss(animated: animated, completion: next)
      }
    }

    private func alertController(for alert: AlertState) -> UIAlertController {
      let controller = UIAlertController(
        title: alert.title, message: alert.message, preferredStyle: .alert)
      for action in alert.actions {
        let style: UIAlertAction.Style =
          switch action.role {
          case .cancel: .cancel
          case .destructive: .destructive
          case .default: .default
          }
        controller.addAction(
          UIAlertAction(title: action.title, style: style) { [weak self] _ in
            self?.report(.alertActionChosen(actionID: action.id, alertID: alert.id))
          })
      }
      return controller
    }

    // MARK: View controllers

    private func viewController(for id: ScreenID, in state: NavigationState<Route>)
      -> UIViewController
    {
      if let existing = viewControllers[id] { return existing }
      guard let screen = state.screen(withID: id) else { return UIViewController() }
      let made = makeViewController(screen)
      viewControllers[id] = made
      screenOfController[ObjectIdentifier(made)] = id
      return made
    }

    /// Lets go of the view controllers of screens no longer shown, which frees their
    /// presenters and view models, and through them their coordinators.
    private func releaseViewControllersThatLeft() {
      let shown = navigator.shownState
      let displayed = navigator.displayedState
      for (id, controller) in viewControllers
      where shown.screen(withID: id) == nil && displayed.screen(withID: id) == nil {
        viewControllers[id] = nil
        screenOfController[ObjectIdentifier(controller)] = nil
      }
    }

    private func screens(of navigationController: UINavigationController) -> [ScreenID] {
      navigationController.viewControllers.compactMap { screenOfController[ObjectIdentifier($0)] }
    }

    private func level(of navigationController: UINavigationController) -> Int? {
      levels.firstIndex { $0 === navigationController }
    }

    // MARK: Leave guards

    /// Disables the gestures of leave-guarded screens, and gives a guarded top screen a Back
    /// button that asks first.
    private func applyLeaveGuards(of state: NavigationState<Route>) {
      for (level, navigationController) in levels.enumerated() {
        if level > 0 {
          navigationController.isModalInPresentation = state.blocksInteractiveDismissal(
            atLevel: level)
        }
        let blocksBack = state.blocksInteractiveBack(atLevel: level)
        navigationController.interactivePopGestureRecognizer?.isEnabled = !blocksBack
        guard let top = navigationController.viewControllers.last else { continue }
        top.navigationItem.hidesBackButton = blocksBack
        top.navigationItem.leftBarButtonItem =
          blocksBack
          ? UIBarButtonItem(
            title: "Back", primaryAction: UIAction { [weak self] _ in self?.goBack() }) : nil
      }
    }

    private func goBack() {
      guard let back = navigator.backNavigation else { return }
      _ = try? navigator.userDidNavigate(back)
    }

    // MARK: What UIKit reports

    private func navigationControllerDidShow(_ navigationController: UINavigationController) {
      guard let level = level(of: navigationController) else { return }
      let shown = screens(of: navigationController)
      let event = UIKitHostEvent.navigationControllerDidShow(
        level: level, shown: shown, rendered: rendered[level])
      if shown.count < rendered[level].count {
        rendered[level] = shown  // UIKit popped by itself: the user went back.
      }
      report(event)
    }

    private func navigationControllerWillShow(_ navigationController: UINavigationController) {
      guard let level = level(of: navigationController),
        let transition = navigationController.transitionCoordinator, transition.isInteractive
      else { return }
      transition.notifyWhenInteractionChanges { [weak self] context in
        if context.isCancelled {
          self?.report(.interactivePopCancelled(level: level))
        }
      }
    }

    private func presentationDidDismiss(_ presentation: UIPresentationController) {
      guard let root = layerRoot(of: presentation) else { return }
      report(.presentationControllerDidDismiss(layerRoot: root))
    }

    /// A swipe-down on a layer whose dismissal a leave guard blocks: an attempt its guarded
    /// screens' coordinators answer.
    private func presentationDidAttemptToDismiss(_ presentation: UIPresentationController) {
      guard let root = layerRoot(of: presentation) else { return }
      _ = try? navigator.userDidNavigate(.attemptedDismissal(of: root))
    }

    private func layerRoot(of presentation: UIPresentationController) -> ScreenID? {
      guard let layer = presentation.presentedViewController as? UINavigationController else {
        return nil
      }
      return screens(of: layer).first
    }

    /// Reports what UIKit did, as the projection of what is displayed now reads it.
    private func report(_ event: UIKitHostEvent) {
      let now = UIKitNavigationProjection(navigator.displayedState)
      guard let navigation = now.userNavigation(for: event) else { return }
      _ = try? navigator.userDidNavigate(navigation)
    }
  }
#endif
