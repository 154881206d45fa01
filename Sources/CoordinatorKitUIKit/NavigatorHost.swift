#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Shows a `Navigator` with UIKit: ``rootViewController`` is one container holding the base
  /// stack's navigation controller, or, for a tabbed state, a `UITabBarController` with one
  /// navigation controller per tab. A base stack (or a tab's) with a `SplitLayout` shows in a
  /// column-style `UISplitViewController` instead: the sidebar, the content and the detail's
  /// stack in their columns, or, collapsed, the whole stack in its compact column; the host moves
  /// the screens' view controllers between the two forms when UIKit collapses or expands it, and
  /// a back in the detail is the base stack's pop. Each modal layer is presented over the whole container in its
  /// own `UINavigationController` (page sheet or full screen); alerts are `UIAlertController`s.
  /// View controllers come from `makeViewController` and are reused by screen identity.
  ///
  /// Steps are applied one at a time, only when no transition is running, and acknowledged on
  /// UIKit's completion. Back (tap, menu or swipe; completed or cancelled), swipe-downs, drags
  /// of a sheet to another detent and tab taps are reported to the engine through
  /// `UIKitNavigationProjection`, which decides what they mean; a sheet's detents follow the
  /// state (`UIKitSheetDetents`), and a popover points at the control its anchor names, which
  /// the screen under it returns through ``PopoverAnchoring`` (`UIKitPopoverAnchor`). A
  /// leave-guarded top screen keeps the system back button, whose `backAction` then asks its
  /// coordinator first; its pop gestures (the iOS 26 content swipe too) and a guarded layer's
  /// swipe-down (`isModalInPresentation`) are disabled. The host never touches an app's own bar
  /// items, and undoes only what it set itself (`UIKitLeaveGuardSettings`).
  ///
  /// A tab tap is answered `false` in `tabBarController(_:shouldSelect:)` and reported, so the
  /// engine decides (selection, or a pop to the root on reselection). The host is the delegate of
  /// its navigation controllers; set ``navigationControllerDelegate`` for your own (a custom push
  /// animation), which gets every call. A presentation UIKit refuses is retried and reported to
  /// ``onPresentationProblem``.
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
    /// The controller to put in the window: a container that holds the base navigation
    /// controller or the tab bar controller, and presents the modal layers.
    public var rootViewController: UIViewController { container }

    /// The app's own navigation controller delegate, held weakly. The host stays the delegate of
    /// its navigation controllers (it hears back and swipe gestures there) and forwards every
    /// `UINavigationControllerDelegate` call to this one, custom animation and interaction
    /// controllers included. A delegate the app assigns to one of the host's navigation
    /// controllers directly is adopted as this one before the next step.
    public var navigationControllerDelegate: (any UINavigationControllerDelegate)? {
      get { forwarder.navigationDelegate }
      set {
        forwarder.navigationDelegate = newValue
        reinstallDelegates()
      }
    }

    /// Called when UIKit refuses a presentation (the root is not in a window yet, or something
    /// the app presented is in the way). The host recovers by itself (see
    /// ``UIKitPresentationProblem``); this tells the app, for logging or to remove an alert the
    /// host gave up on.
    public var onPresentationProblem: (UIKitPresentationProblem) -> Void = { _ in }

    /// The tab bar item of each tab's navigation controller; by default the tab's name.
    public var makeTabBarItem: (TabID) -> UITabBarItem = { tab in
      UITabBarItem(title: tab.name, image: nil, selectedImage: nil)
    }

    private let container = NavigatorHostContainerViewController()
    private let singleNavigationController = UINavigationController()
    private let tabBarController = UITabBarController()
    private var tabNavigationControllers: [TabID: UINavigationController] = [:]
    /// The split view controller the container shows for a base stack with a split layout.
    private var baseSplit: NavigatorHostSplit?
    /// The split view controllers of the tabs with a split layout.
    private var tabSplits: [TabID: NavigatorHostSplit] = [:]
    /// The split view controller level 0 is in (the container's or the selected tab's), if any:
    /// level 0 is then its active column's navigation controller.
    private var levelZeroSplit: NavigatorHostSplit?
    private let navigator: Navigator<Route>
    private let makeViewController: (NavigationScreen<Route>) -> UIViewController
    private let forwarder = UIKitEventForwarder()
    private var viewControllers: [ScreenID: UIViewController] = [:]
    /// Which view controllers to let go of after a step, at the cost of what changed.
    private var releaseCheck = ScreenReleaseCheck<Route>()
    private var screenOfController: [ObjectIdentifier: ScreenID] = [:]
    /// The navigation controller of each level, base first.
    private var levels: [UINavigationController] = []
    /// The stack each level was last given, or last reported after a user pop.
    private var rendered: [[ScreenID]] = [[]]
    /// The step being shown, and its calls not yet made.
    private var stepBeingShown: TransitionStep<Route>?
    private var pendingCalls: ArraySlice<UIKitHostCall> = []
    /// Tab taps heard while steps were being shown, reported once every step is shown.
    private var pendingTabTaps: [TabID] = []
    /// A refused presentation to try again when the container appears, or after a delay; the
    /// number tells a delay that ran out from the one of a later attempt.
    private var pendingRetry: (number: Int, run: () -> Void)?
    private var retryCount = 0
    /// The back actions the host installed, by screen, with the app's own they replaced.
    private var installedBackActions: [ScreenID: (installed: UIAction, replaced: UIAction?)] = [:]
    /// The pop gestures the host disabled, by navigation controller.
    private var disabledGestures: [ObjectIdentifier: Set<UIKitPopGesture>] = [:]
    private var observation: ChangeObservation?

    /// A host showing `navigator`, each screen's view controller made by `makeViewController`.
    public init(
      navigator: Navigator<Route>,
      makeViewController: @escaping (NavigationScreen<Route>) -> UIViewController
    ) {
      self.navigator = navigator
      self.makeViewController = makeViewController
      levels = [singleNavigationController]
      singleNavigationController.delegate = forwarder
      tabBarController.delegate = forwarder
      container.show(singleNavigationController)
      forwarder.didShow = { [weak self] in self?.navigationControllerDidShow($0) }
      forwarder.willShow = { [weak self] in self?.navigationControllerWillShow($0) }
      forwarder.didDismiss = { [weak self] in self?.presentationDidDismiss($0) }
      forwarder.didAttemptToDismiss = { [weak self] in self?.presentationDidAttemptToDismiss($0) }
      forwarder.didChangeSelectedDetent = { [weak self] in self?.sheetDidChangeSelectedDetent($0) }
      forwarder.shouldSelect = { [weak self] in self?.tabBarShouldSelect($0) ?? true }
      forwarder.splitChangesForm = { [weak self] in self?.splitChangesForm($0, collapsed: $1) }
      container.onAppear = { [weak self] in self?.retryPendingPresentation() }
      navigator.attachHost(capabilities: .uiKit)
      let shown = navigator.hosting.shownState
      for call in UIKitNavigationProjection.callsToBuild(shown) {
        performWithoutCompletion(call, in: shown)
      }
      observation = navigator.observeChanges { [weak self] _ in self?.showNextStep() }
      showNextStep()
    }

    // MARK: Showing steps

    /// Shows the current step, if any, once no transition is running; then the next. With
    /// nothing to show, it brings the leave guards and delegates up to date.
    private func showNextStep() {
      guard stepBeingShown == nil else { return }
      repairDelegates()
      guard let step = navigator.hosting.currentStep else {
        applyLeaveGuards(of: navigator.state)
        return
      }
      if let transition = levels.last?.transitionCoordinator {
        transition.animate(alongsideTransition: nil) { [weak self] _ in self?.showNextStep() }
        return
      }
      stepBeingShown = step
      pendingCalls =
        UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)[...]
      performNextCall()
    }

    /// Performs the step's next call; UIKit's completion of each call performs the one after,
    /// and the last acknowledges the step.
    private func performNextCall() {
      guard let step = stepBeingShown else { return }
      guard let call = pendingCalls.popFirst() else {
        finishStep(step)
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
      case .push(let level, let screen, let animated):
        rendered[level].append(screen)
        levels[level].pushViewController(
          viewController(for: screen, in: step.state), animated: animated)
        guard animated, let transition = levels[level].transitionCoordinator else {
          next()
          return
        }
        transition.animate(alongsideTransition: nil) { _ in next() }
      case .pop(let level, let animated):
        rendered[level].removeLast()
        levels[level].popViewController(animated: animated)
        guard animated, let transition = levels[level].transitionCoordinator else {
          next()
          return
        }
        transition.animate(alongsideTransition: nil) { _ in next() }
      case .present(let level, let screens, let style, let animated):
        let presenter = presenting(level - 1)
        let presentingScreen = rendered[level - 1].last
        let anchor = popoverAnchor(ofLayer: screens, style: style, in: step.state)
        let layer = makeLayer(
          screens: screens, style: style, presentedFrom: presenter, over: presentingScreen,
          pointingAt: anchor, in: step.state)
        levels.append(layer)
        rendered.append(screens)
        present(
          layer, from: presenter, subject: .modalLayer, animated: animated, attempt: 1,
          completion: { [weak self] in
            self?.pointPresentedPopover(layer, in: presenter, at: anchor, of: presentingScreen)
            next()
          },
          onGiveUp: { [weak self] in
            self?.giveUpOnLayer(layer, root: screens.first, step: step)
          })
      case .dismissPresented(let level, let animated):
        levels.removeSubrange((level + 1)...)
        rendered.removeSubrange((level + 1)...)
        presenting(level).dismiss(animated: animated, completion: next)
      case .presentAlert(let alert, let level, let animated):
        let presenter = presenting(level)
        present(
          alertController(for: alert, presentedFrom: presenter), from: presenter, subject: .alert,
          animated: animated, attempt: 1, completion: next
        ) { [weak self] in
          self?.pendingCalls = []
          self?.finishStep(step)
        }
      case .dismissAlert(let level, let animated):
        presenting(level).dismiss(animated: animated, completion: next)
      case .setSheetDetents(let level, let detents, let animated):
        sizeSheet(of: levels[level], as: detents, animated: animated)
        next()
      case .pointPopover(let level, let anchor, let presentingScreen):
        pointPopover(
          of: levels[level], in: presenting(level - 1), at: anchor, of: presentingScreen,
          isShown: true)
        next()
      case .pushDetail(let screen, let animated):
        // Level 0 is the split view's active column: the detail's, or the compact one.
        rendered[0].append(screen)
        levels[0].pushViewController(
          viewController(for: screen, in: step.state), animated: animated)
        guard animated, let transition = levels[0].transitionCoordinator else {
          next()
          return
        }
        transition.animate(alongsideTransition: nil) { _ in next() }
      case .popDetail(let animated):
        rendered[0].removeLast()
        levels[0].popViewController(animated: animated)
        guard animated, let transition = levels[0].transitionCoordinator else {
          next()
          return
        }
        transition.animate(alongsideTransition: nil) { _ in next() }
      case .setColumns(let columns, let animated):
        setColumns(columns, animated: animated, in: step.state)
        guard animated, let transition = levels[0].transitionCoordinator else {
          next()
          return
        }
        transition.animate(alongsideTransition: nil) { _ in next() }
      case .showTabs, .showSingleStack, .showSplit:
        performWithoutCompletion(call, in: step.state)
        next()
      }
    }

    /// Acknowledges `step` and moves on: leave guards, released controllers, tab taps heard
    /// meanwhile, then the next step.
    private func finishStep(_ step: TransitionStep<Route>) {
      stepBeingShown = nil
      applyLeaveGuards(of: step.state)
      navigator.hostDidShow(step.id)
      releaseViewControllersThatLeft()
      if navigator.hosting.currentStep == nil {
        let taps = pendingTabTaps
        pendingTabTaps = []
        for tab in taps {
          reportTabTap(tab)
        }
      }
      showNextStep()
    }

    /// Performs a call that needs no completion: building the first hierarchy, showing tabs,
    /// or what a tab tap changed. Presentations are not among them.
    private func performWithoutCompletion(_ call: UIKitHostCall, in state: NavigationState<Route>) {
      switch call {
      case .setViewControllers(let level, let screens, let animated):
        guard levels.indices.contains(level) else { return }
        rendered[level] = screens
        levels[level].setViewControllers(
          screens.map { viewController(for: $0, in: state) }, animated: animated)
      case .push(let level, let screen, let animated):
        guard levels.indices.contains(level) else { return }
        rendered[level].append(screen)
        levels[level].pushViewController(viewController(for: screen, in: state), animated: animated)
      case .pop(let level, let animated):
        guard levels.indices.contains(level), rendered[level].count > 1 else { return }
        rendered[level].removeLast()
        levels[level].popViewController(animated: animated)
      case .showTabs(let tabs, let selectedIndex):
        showTabs(tabs, selectedIndex: selectedIndex, in: state)
      case .showSingleStack(let screens):
        for navigationController in tabNavigationControllers.values {
          navigationController.setViewControllers([], animated: false)
        }
        for split in [baseSplit].compactMap({ $0 }) + Array(tabSplits.values) {
          empty(split)
        }
        singleNavigationController.setViewControllers(
          screens.map { viewController(for: $0, in: state) }, animated: false)
        container.show(singleNavigationController)
        levelZeroSplit = nil
        levels[0] = singleNavigationController
        rendered[0] = screens
      case .showSplit(let columns):
        showSplit(columns, in: state)
      case .setColumns(let columns, let animated):
        setColumns(columns, animated: animated, in: state)
      case .pushDetail(let screen, let animated):
        guard levelZeroSplit != nil else { return }
        rendered[0].append(screen)
        levels[0].pushViewController(viewController(for: screen, in: state), animated: animated)
      case .popDetail(let animated):
        guard levelZeroSplit != nil, rendered[0].count > 1 else { return }
        rendered[0].removeLast()
        levels[0].popViewController(animated: animated)
      case .present(let level, let screens, let style, _):
        // Building the first hierarchy of a restored state: presented like a step's layer.
        let presenter = presenting(level - 1)
        let presentingScreen = rendered[level - 1].last
        let anchor = popoverAnchor(ofLayer: screens, style: style, in: state)
        let layer = makeLayer(
          screens: screens, style: style, presentedFrom: presenter, over: presentingScreen,
          pointingAt: anchor, in: state)
        levels.append(layer)
        rendered.append(screens)
        present(
          layer, from: presenter, subject: .modalLayer, animated: false, attempt: 1,
          completion: { [weak self] in
            self?.pointPresentedPopover(layer, in: presenter, at: anchor, of: presentingScreen)
          }, onGiveUp: {})
      case .presentAlert(let alert, let level, _):
        let presenter = presenting(level)
        present(
          alertController(for: alert, presentedFrom: presenter), from: presenter, subject: .alert,
          animated: false, attempt: 1, completion: {}, onGiveUp: {})
      case .setSheetDetents(let level, let detents, _):
        guard levels.indices.contains(level) else { return }
        sizeSheet(of: levels[level], as: detents, animated: false)
      case .pointPopover(let level, let anchor, let presentingScreen):
        guard level > 0, levels.indices.contains(level) else { return }
        pointPopover(
          of: levels[level], in: presenting(level - 1), at: anchor, of: presentingScreen,
          isShown: true)
      case .dismissPresented, .dismissAlert:
        break
      }
    }

    /// The controller that presents level `level + 1` (and the alert over level `level`): the
    /// container for the base, which covers the tab bar too; the level's navigation controller
    /// above it.
    private func presenting(_ level: Int) -> UIViewController {
      level == 0 ? container : levels[level]
    }

    /// The anchor of the layer holding `screens`, shown as `style`, in `state`: `nil` but for a
    /// popover with one.
    private func popoverAnchor(
      ofLayer screens: [ScreenID], style: UIKitModalPresentationStyle,
      in state: NavigationState<Route>
    ) -> PopoverAnchor? {
      guard style.needsPopoverAnchor, let root = screens.first else { return nil }
      return try? state.anchor(ofLayerContaining: root)
    }

    /// The navigation controller of a new layer holding `screens`, presented from `presenter`
    /// over the screen `presentingScreen` (the top one of the level below) as `style` says; a
    /// sheet gets the detents its layer has in `state`, a popover points at the control
    /// `anchor` names (or at the middle of `presenter`'s view).
    private func makeLayer(
      screens: [ScreenID], style: UIKitModalPresentationStyle,
      presentedFrom presenter: UIViewController, over presentingScreen: ScreenID?,
      pointingAt anchor: PopoverAnchor?, in state: NavigationState<Route>
    ) -> UINavigationController {
      let layer = UINavigationController()
      layer.delegate = forwarder
      layer.setViewControllers(
        screens.map { viewController(for: $0, in: state) }, animated: false)
      switch style {
      case .pageSheet: layer.modalPresentationStyle = .pageSheet
      case .fullScreen: layer.modalPresentationStyle = .fullScreen
      case .popover: layer.modalPresentationStyle = .popover
      }
      if style.needsPopoverAnchor {
        pointPopover(
          of: layer, in: presenter, at: anchor, of: presentingScreen, isShown: false)
      }
      // A popover's presentation controller reports a tap outside it as a dismissal too.
      layer.presentationController?.delegate = forwarder
      if let root = screens.first,
        let detents = UIKitSheetDetents(layerRootedAt: root, in: state)
      {
        sizeSheet(of: layer, as: detents, animated: false)
      }
      return layer
    }

    /// Gives the sheet `layer` is presented in the heights `detents` says, the one it rests at
    /// and its grabber, inside `animateChanges(_:)` when `animated`; the host stays its
    /// delegate, to hear of the user's drags. Custom detents resolve their height from the
    /// context UIKit passes them.
    private func sizeSheet(
      of layer: UINavigationController, as detents: UIKitSheetDetents, animated: Bool
    ) {
      guard let sheet = layer.sheetPresentationController else { return }
      typealias Detent = UISheetPresentationController.Detent
      let maximum = Double(container.view.bounds.height)
      let apply = {
        sheet.detents = detents.detents(smallestFirstIn: maximum).map { detent -> Detent in
          switch detent {
          case .medium:
            return .medium()
          case .large:
            return .large()
          case .custom(let identifier, _):
            return .custom(identifier: Detent.Identifier(identifier)) { context in
              CGFloat(detent.height(maximumDetentValue: Double(context.maximumDetentValue)))
            }
          }
        }
        sheet.selectedDetentIdentifier = Detent.Identifier(detents.selectedIdentifier)
        sheet.prefersGrabberVisible = detents.prefersGrabberVisible
      }
      if animated {
        sheet.animateChanges(apply)
      } else {
        apply()
      }
      sheet.delegate = forwarder
    }

    /// Points the popover `controller` shows in (if its style makes one) at `presenter`'s view,
    /// where `anchor` says, with no arrow: UIKit raises an exception for a popover without a
    /// source.
    private func anchorPopover(
      of controller: UIViewController, in presenter: UIViewController,
      at anchor: (_ width: Double, _ height: Double) -> UIKitPopoverAnchor
    ) {
      let bounds = presenter.view.bounds
      apply(
        anchor(Double(bounds.width), Double(bounds.height)), to: controller,
        presentingView: presenter.view, control: nil)
    }

    /// Points the popover of the layer `controller` at the control that `anchor` names on
    /// `presentingScreen`, as its view controller returns it (``PopoverAnchoring``), or, without
    /// one, at the middle of `presenter`'s view (``UIKitPopoverAnchor``). A popover already
    /// shown (`isShown`) is laid out again, so it moves to its new source.
    private func pointPopover(
      of controller: UIViewController, in presenter: UIViewController, at anchor: PopoverAnchor?,
      of presentingScreen: ScreenID?, isShown: Bool
    ) {
      let presentingView: UIView = presenter.view
      var control: UIView?
      if let anchor, let presentingScreen,
        let screen = viewControllers[presentingScreen] as? any PopoverAnchoring
      {
        control = screen.popoverSourceView(for: anchor)
      }
      let found: UIKitPopoverAnchor.Control
      if let control {
        found =
          control.isDescendant(of: presentingView)
          ? .found(width: Double(control.bounds.width), height: Double(control.bounds.height))
          : .detached
      } else {
        found = .absent
      }
      let bounds = presentingView.bounds
      apply(
        UIKitPopoverAnchor.popoverLayer(
          control: found, presentingWidth: Double(bounds.width),
          presentingHeight: Double(bounds.height)),
        to: controller, presentingView: presentingView, control: control)
      if isShown, let container = controller.popoverPresentationController?.containerView {
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }
    }

    /// Points the popover of `layer`, just presented, at its anchor again: a control that was
    /// not in the window yet when the layer was made (a restored state presented once the
    /// window appears, a screen set in the same step) is now. A popover without an anchor stays
    /// at the middle of the presenting view.
    private func pointPresentedPopover(
      _ layer: UINavigationController, in presenter: UIViewController, at anchor: PopoverAnchor?,
      of presentingScreen: ScreenID?
    ) {
      guard anchor != nil else { return }
      pointPopover(of: layer, in: presenter, at: anchor, of: presentingScreen, isShown: true)
    }

    /// Gives the popover `controller` shows in (if its style makes one) the source `anchor`
    /// says: `control` or `presentingView`, the rectangle, and its arrows.
    private func apply(
      _ anchor: UIKitPopoverAnchor, to controller: UIViewController, presentingView: UIView,
      control: UIView?
    ) {
      guard let popover = controller.popoverPresentationController else { return }
      switch anchor.sourceView {
      case .presentingView: popover.sourceView = presentingView
      case .control: popover.sourceView = control ?? presentingView
      }
      popover.sourceRect = CGRect(
        x: anchor.x, y: anchor.y, width: anchor.width, height: anchor.height)
      popover.permittedArrowDirections = anchor.permitsArrow ? .any : []
    }

    private func alertController(for alert: AlertState, presentedFrom presenter: UIViewController)
      -> UIAlertController
    {
      let style = UIKitAlertControllerStyle(alert.presentation)
      let controller = UIAlertController(
        title: alert.title, message: alert.message,
        preferredStyle: {
          switch style {
          case .alert: .alert
          case .actionSheet: .actionSheet
          }
        }())
      if style.needsPopoverAnchor {
        anchorPopover(of: controller, in: presenter, at: UIKitPopoverAnchor.actionSheet)
      }
      for button in UIKitAlertButton.buttons(for: alert) {
        let style: UIAlertAction.Style =
          switch button.role {
          case .cancel: .cancel
          case .destructive: .destructive
          case .default: .default
          }
        controller.addAction(
          UIAlertAction(title: button.title, style: style) { [weak self] _ in
            self?.report(button.event)
          })
      }
      return controller
    }

    // MARK: Refused presentations

    /// Presents `controller` from `presenter`, and recovers as `UIKitPresentationRecovery`
    /// decides when UIKit refuses: UIKit never calls the completion of a refused presentation.
    private func present(
      _ controller: UIViewController, from presenter: UIViewController,
      subject: UIKitPresentationProblem.Subject, animated: Bool, attempt: Int,
      completion: @escaping @MainActor @Sendable () -> Void,
      onGiveUp: @escaping () -> Void
    ) {
      let observation: UIKitPresentationRecovery.Observation
      if presenter.viewIfLoaded?.window == nil {
        observation = .presenterNotInWindow
      } else {
        presenter.present(controller, animated: animated, completion: completion)
        if presenter.presentedViewController === controller {
          observation = .presented
        } else {
          observation =
            presenter.presentedViewController == nil ? .nothingPresented : .presenterShowsAnother
        }
      }
      if let problem = UIKitPresentationRecovery.problem(
        observation, subject: subject, attempt: attempt)
      {
        onPresentationProblem(problem)
      }
      let again: (UIViewController) -> Void = { [weak self] presenter in
        self?.present(
          controller, from: presenter, subject: subject, animated: animated, attempt: attempt + 1,
          completion: completion, onGiveUp: onGiveUp)
      }
      switch UIKitPresentationRecovery(after: observation, attempt: attempt) {
      case .awaitCompletion:
        return
      case .presentFromTopmost:
        again(topmostPresented(from: presenter))
      case .retryLater:
        retryCount += 1
        let number = retryCount
        pendingRetry = (number, { again(presenter) })
        Task { @MainActor [weak self] in
          try? await Task.sleep(for: .milliseconds(300 * attempt))
          self?.retryPendingPresentation(number: number)
        }
      case .giveUp:
        onGiveUp()
      }
    }

    /// Runs the refused presentation waiting for another try, once: when the container
    /// appears (any `number`), or when the delay of that same try ran out.
    private func retryPendingPresentation(number: Int? = nil) {
      guard let retry = pendingRetry, number.map({ $0 == retry.number }) ?? true else { return }
      pendingRetry = nil
      retry.run()
    }

    private func topmostPresented(from controller: UIViewController) -> UIViewController {
      var top = controller
      while let presented = top.presentedViewController {
        top = presented
      }
      return top
    }

    /// Gives up on a layer UIKit would not present: the step is acknowledged, then the layer is
    /// reported dismissed, so the navigator's state matches the screen and later steps run.
    private func giveUpOnLayer(
      _ layer: UINavigationController, root: ScreenID?, step: TransitionStep<Route>
    ) {
      if let index = levels.firstIndex(where: { $0 === layer }) {
        levels.removeSubrange(index...)
        rendered.removeSubrange(index...)
      }
      pendingCalls = []
      finishStep(step)
      if let root {
        _ = try? navigator.userDidNavigate(.dismissedLayer(containing: root))
      }
    }

    // MARK: Tabs

    private func showTabs(
      _ tabs: [UIKitNavigationProjection.Tab], selectedIndex: Int,
      in state: NavigationState<Route>
    ) {
      guard tabs.indices.contains(selectedIndex) else { return }
      if container.content === singleNavigationController {
        singleNavigationController.setViewControllers([], animated: false)
      }
      if let baseSplit, container.content === baseSplit.controller {
        empty(baseSplit)
      }
      var kept: [TabID: UINavigationController] = [:]
      var keptSplits: [TabID: NavigatorHostSplit] = [:]
      var changed: [(UINavigationController, [ScreenID])] = []
      var changedSplits: [(NavigatorHostSplit, UIKitSplitPlacement)] = []
      let controllers = tabs.map { tab -> UIViewController in
        if let columns = tab.columns {
          let split =
            tabSplits[tab.id].flatMap { $0.layout == columns.layout ? $0 : nil }
            ?? makeTabSplit(tab.id, layout: columns.layout)
          keptSplits[tab.id] = split
          let target = columns.placement(collapsed: split.isCollapsed)
          if split.placement({ screens(of: $0) }) != target {
            changedSplits.append((split, target))
          }
          return split.controller
        }
        let navigationController = tabNavigationControllers[tab.id] ?? makeTabController(tab.id)
        kept[tab.id] = navigationController
        if screens(of: navigationController) != tab.screens {
          changed.append((navigationController, tab.screens))
        }
        return navigationController
      }
      // Every stack that changes, or goes, is emptied first: no view controller has two parents.
      for (tab, navigationController) in tabNavigationControllers where kept[tab] == nil {
        navigationController.setViewControllers([], animated: false)
      }
      for (tab, split) in tabSplits where keptSplits[tab] !== split {
        empty(split)
      }
      for (navigationController, _) in changed {
        navigationController.setViewControllers([], animated: false)
      }
      for (split, target) in changedSplits {
        let current = split.placement { screens(of: $0) }
        for column in UIKitSplitColumn.allCases where current[column] != target[column] {
          split.navigationController(column).setViewControllers([], animated: false)
        }
      }
      for (navigationController, screens) in changed {
        navigationController.setViewControllers(
          screens.map { viewController(for: $0, in: state) }, animated: false)
      }
      for (split, target) in changedSplits {
        let current = split.placement { screens(of: $0) }
        split.perform(current.changes(toReach: target), animated: false) { screens in
          screens.map { viewController(for: $0, in: state) }
        }
      }
      tabNavigationControllers = kept
      tabSplits = keptSplits
      let current = tabBarController.viewControllers ?? []
      let sameControllers =
        current.count == controllers.count && zip(current, controllers).allSatisfy { $0 === $1 }
      if !sameControllers {
        tabBarController.setViewControllers(controllers, animated: false)
      }
      tabBarController.selectedIndex = selectedIndex
      container.show(tabBarController)
      levelZeroSplit = keptSplits[tabs[selectedIndex].id]
      levels[0] =
        levelZeroSplit?.activeNavigationController ?? kept[tabs[selectedIndex].id]
        ?? singleNavigationController
      rendered[0] = tabs[selectedIndex].screens
    }

    private func makeTabSplit(_ tab: TabID, layout: SplitLayout) -> NavigatorHostSplit {
      let split = NavigatorHostSplit(layout: layout, delegate: forwarder)
      split.controller.tabBarItem = makeTabBarItem(tab)
      return split
    }

    private func makeTabController(_ tab: TabID) -> UINavigationController {
      let navigationController = UINavigationController()
      navigationController.delegate = forwarder
      navigationController.tabBarItem = makeTabBarItem(tab)
      return navigationController
    }

    /// A tap on one of the host's tabs: UIKit selects nothing; the tap is reported now, or, while
    /// steps are being shown, once every step is shown (then what the host shows is what the
    /// navigator displays, which `UIKitNavigationProjection/callsForTabTap(from:to:)` needs).
    private func tabBarShouldSelect(_ viewController: UIViewController) -> Bool {
      guard
        let tab = tabNavigationControllers.first(where: { $0.value === viewController })?.key
          ?? tabSplits.first(where: { $0.value.controller === viewController })?.key
      else {
        return true  // Not one of the host's tabs (the "More" list, say).
      }
      if stepBeingShown == nil, navigator.hosting.currentStep == nil {
        reportTabTap(tab)
      } else {
        pendingTabTaps.append(tab)
      }
      return false
    }

    /// Reports a tab tap and shows what the engine made of it, which counts as displayed.
    private func reportTabTap(_ tab: TabID) {
      let before = navigator.hosting.displayedState
      guard let navigation = UIKitNavigationProjection(before).userNavigation(for: .tabTapped(tab)),
        (try? navigator.userDidNavigate(navigation)) != nil
      else { return }
      let after = navigator.hosting.displayedState
      for call in UIKitNavigationProjection.callsForTabTap(from: before, to: after) {
        performWithoutCompletion(call, in: after)
      }
      applyLeaveGuards(of: navigator.state)
    }

    // MARK: Split views

    /// Empties every column of `split`, so its view controllers can go elsewhere.
    private func empty(_ split: NavigatorHostSplit) {
      for navigationController in split.navigationControllers {
        navigationController.setViewControllers([], animated: false)
      }
    }

    /// The container shows a split view controller of `columns.layout` holding `columns`, in
    /// the form UIKit gives it; every other base container is emptied first.
    private func showSplit(_ columns: UIKitSplitColumns, in state: NavigationState<Route>) {
      for navigationController in tabNavigationControllers.values {
        navigationController.setViewControllers([], animated: false)
      }
      for split in [baseSplit].compactMap({ $0 }) + Array(tabSplits.values) {
        empty(split)
      }
      singleNavigationController.setViewControllers([], animated: false)
      let split =
        baseSplit.flatMap { $0.layout == columns.layout ? $0 : nil }
        ?? NavigatorHostSplit(layout: columns.layout, delegate: forwarder)
      baseSplit = split
      container.show(split.controller)
      split.isCollapsed = split.controller.isCollapsed
      split.perform(
        UIKitSplitPlacement().changes(toReach: columns.placement(collapsed: split.isCollapsed)),
        animated: false
      ) { screens in screens.map { viewController(for: $0, in: state) } }
      levelZeroSplit = split
      levels[0] = split.activeNavigationController
      rendered[0] = columns.stack
    }

    /// The base's split view controller shows `columns`: each column whose stack changes gets
    /// it, in the order `UIKitSplitPlacement` decides for the split view's form.
    private func setColumns(
      _ columns: UIKitSplitColumns, animated: Bool, in state: NavigationState<Route>
    ) {
      guard let split = levelZeroSplit else { return }
      let current = split.placement { screens(of: $0) }
      split.perform(
        current.changes(toReach: columns.placement(collapsed: split.isCollapsed)),
        animated: animated
      ) { screens in screens.map { viewController(for: $0, in: state) } }
      levels[0] = split.activeNavigationController
      rendered[0] = columns.stack
    }

    /// UIKit collapses or expands one of the host's split view controllers: its screens move
    /// between the compact column and the others (`UIKitSplitPlacement`), the stack read from
    /// the columns as they are, and level 0 follows the active column.
    private func splitChangesForm(_ controller: UISplitViewController, collapsed: Bool) {
      let splits = [baseSplit].compactMap { $0 } + Array(tabSplits.values)
      guard let split = splits.first(where: { $0.controller === controller }),
        split.isCollapsed != collapsed
      else { return }
      let current = split.placement { screens(of: $0) }
      split.isCollapsed = collapsed
      split.perform(
        current.changes(toReach: current.reformed(layout: split.layout, collapsed: collapsed)),
        animated: false
      ) { screens in screens.compactMap { viewControllers[$0] } }
      guard split === levelZeroSplit else { return }
      levels[0] = split.activeNavigationController
      if stepBeingShown == nil, navigator.hosting.currentStep == nil {
        applyLeaveGuards(of: navigator.state)
      }
    }

    /// A `didShow` of the active column of the base's split view: the user's back, in the
    /// detail or the compact column, is reported as the projection reads it, and the stack the
    /// host holds for level 0 follows.
    private func splitColumnDidShow(
      _ navigationController: UINavigationController, column: UIKitSplitColumn,
      of split: NavigatorHostSplit
    ) {
      guard !rendered[0].isEmpty else { return }
      var placement = UIKitSplitColumns(layout: split.layout, stack: rendered[0]).placement(
        collapsed: split.isCollapsed)
      let renderedColumn = placement[column]
      guard
        UIKitNavigationProjection.didShowMayBeTheUsers(
          shownCount: navigationController.viewControllers.count,
          renderedCount: renderedColumn.count)
      else { return }  // The echo of the host's own call.
      let shown = screens(of: navigationController)
      guard let event = column.didShowEvent(shown: shown, rendered: renderedColumn) else { return }
      if shown.count < renderedColumn.count {
        placement[column] = shown  // UIKit popped by itself: the user went back.
        rendered[0] = placement.screens
      }
      report(event)
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
      releaseCheck.noteMade(id)
      return made
    }

    /// Lets go of the view controllers of screens no longer shown, which frees their
    /// presenters and view models, and through them their coordinators; it costs what changed
    /// (`ScreenReleaseCheck`), not the view controllers kept.
    private func releaseViewControllersThatLeft() {
      let states = [navigator.hosting.shownState, navigator.hosting.displayedState]
      for id in releaseCheck.screensThatLeft(keeping: states, kept: viewControllers.keys) {
        guard let controller = viewControllers.removeValue(forKey: id) else { continue }
        screenOfController[ObjectIdentifier(controller)] = nil
      }
    }

    private func screens(of navigationController: UINavigationController) -> [ScreenID] {
      navigationController.viewControllers.compactMap { screenOfController[ObjectIdentifier($0)] }
    }

    private func level(of navigationController: UINavigationController) -> Int? {
      levels.firstIndex { $0 === navigationController }
    }

    // MARK: Delegates

    /// Every navigation controller the host made.
    private var navigationControllers: [UINavigationController] {
      var all = [singleNavigationController] + Array(tabNavigationControllers.values)
      for split in [baseSplit].compactMap({ $0 }) + Array(tabSplits.values) {
        all += split.navigationControllers
      }
      all += levels.dropFirst()
      return all
    }

    /// Puts the forwarder back wherever the app assigned its own delegate (adopting it as the
    /// one forwarded to) or cleared it, as ``UIKitDelegateRepair`` decides.
    private func repairDelegates() {
      let forwarderID = ObjectIdentifier(forwarder)
      for navigationController in navigationControllers {
        let installed = navigationController.delegate
        switch UIKitDelegateRepair(
          installed: installed.map { ObjectIdentifier($0) }, forwarder: forwarderID)
        {
        case .keep:
          continue
        case .adoptAndReinstall:
          forwarder.navigationDelegate = installed
          reinstallDelegates()
          return
        case .reinstall:
          navigationController.delegate = forwarder
        }
      }
    }

    /// Sets the forwarder again on every navigation controller: UIKit reads which optional
    /// methods a delegate implements when it is set, so a new app delegate needs a fresh set.
    private func reinstallDelegates() {
      for navigationController in navigationControllers {
        navigationController.delegate = nil
        navigationController.delegate = forwarder
      }
    }

    // MARK: Leave guards

    /// Applies `UIKitLeaveGuardSettings` of `state`: a back action that asks first on guarded
    /// top screens, their pop gestures disabled, guarded layers modal. Only what the host set
    /// itself is undone; an app's own bar items and back actions are never touched.
    private func applyLeaveGuards(of state: NavigationState<Route>) {
      let settings = UIKitLeaveGuardSettings(state)
      for (index, navigationController) in levels.enumerated() {
        let level = settings.level(index)
        if index > 0, let isModal = level?.isModalInPresentation {
          navigationController.isModalInPresentation = isModal
        }
        let id = ObjectIdentifier(navigationController)
        let gestures = UIKitLeaveGuardSettings.changes(
          wanted: level?.disabledPopGestures ?? [], installed: disabledGestures[id] ?? [])
        for gesture in gestures.remove {
          navigationController.recognizer(for: gesture)?.isEnabled = true
          disabledGestures[id]?.remove(gesture)
        }
        for gesture in gestures.install {
          guard let recognizer = navigationController.recognizer(for: gesture),
            recognizer.isEnabled
          else { continue }  // Absent here, or disabled by the app: not the host's to undo.
          recognizer.isEnabled = false
          disabledGestures[id, default: []].insert(gesture)
        }
      }
      let backs = UIKitLeaveGuardSettings.changes(
        wanted: settings.askingBackScreens, installed: Set(installedBackActions.keys))
      for screen in backs.remove {
        guard let entry = installedBackActions.removeValue(forKey: screen),
          let item = viewControllers[screen]?.navigationItem, item.backAction === entry.installed
        else { continue }
        item.backAction = entry.replaced
      }
      for screen in backs.install {
        guard let item = viewControllers[screen]?.navigationItem else { continue }
        let action = UIAction { [weak self] _ in self?.goBack() }
        installedBackActions[screen] = (action, item.backAction)
        item.backAction = action
      }
    }

    private func goBack() {
      guard let back = navigator.backNavigation else { return }
      _ = try? navigator.userDidNavigate(back)
    }

    // MARK: What UIKit reports

    private func navigationControllerDidShow(_ navigationController: UINavigationController) {
      if level(of: navigationController) == 0, let split = levelZeroSplit,
        let column = split.column(of: navigationController)
      {
        splitColumnDidShow(navigationController, column: column, of: split)
        return
      }
      guard let level = level(of: navigationController),
        UIKitNavigationProjection.didShowMayBeTheUsers(
          shownCount: navigationController.viewControllers.count,
          renderedCount: rendered[level].count)
      else { return }  // The echo of the host's own call.
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

    /// The user dragged a sheet to another detent: reported as the projection of what is
    /// displayed now reads it (``UIKitSheetDetents``).
    private func sheetDidChangeSelectedDetent(_ sheet: UISheetPresentationController) {
      guard let root = layerRoot(of: sheet) else { return }
      report(
        .sheetDidChangeSelectedDetent(
          layerRoot: root, identifier: sheet.selectedDetentIdentifier?.rawValue))
    }

    private func layerRoot(of presentation: UIPresentationController) -> ScreenID? {
      guard let layer = presentation.presentedViewController as? UINavigationController else {
        return nil
      }
      return screens(of: layer).first
    }

    /// Reports what UIKit did, as the projection of what is displayed now reads it.
    private func report(_ event: UIKitHostEvent) {
      let now = UIKitNavigationProjection(navigator.hosting.displayedState)
      guard let navigation = now.userNavigation(for: event) else { return }
      _ = try? navigator.userDidNavigate(navigation)
    }
  }
#endif
