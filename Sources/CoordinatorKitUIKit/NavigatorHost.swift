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
  /// Keep the host as long as its window shows it (in your scene delegate, say): the window
  /// holds only its root view controller. A host that goes away lets its navigator show changes
  /// by itself again, unless another host took the navigator meanwhile.
  ///
  /// ```swift
  /// host = NavigatorHost(navigator: app.navigator) { screen in  // a stored property
  ///   switch screen.route {
  ///   case .main: MainViewController(viewModel: app.mainViewModel(for: screen))
  ///   case .child: ChildViewController(viewModel: app.childViewModel(for: screen))
  ///   }
  /// }
  /// window.rootViewController = host?.rootViewController
  /// ```
  @MainActor
  public final class NavigatorHost<Route: Equatable> {
    /// The controller to put in the window: a container that holds the base navigation
    /// controller or the tab bar controller, and presents the modal layers.
    public var rootViewController: UIViewController {
      buildIfNeeded()
      return container
    }

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

    /// The app's own animated transition for a screen, asked when the screen is pushed or
    /// popped, and when a full-screen cover it is the root of is presented or dismissed; `nil`
    /// (the default, or the closure's answer) keeps UIKit's standard transition, or the animator
    /// of ``navigationControllerDelegate``. A screen that zooms (`ScreenOptions.zoomSource`) zooms
    /// where the system draws zooms (iOS 18), without asking. Host configuration, not state: a
    /// restored screen animates as the app says now. A custom pop animator replaces the edge
    /// swipe's interactive pop unless the app's delegate gives an interaction controller.
    ///
    /// ```swift
    /// host.transitionAnimator = { operation, screen in
    ///   guard case .card = screen.route else { return nil }
    ///   return CardFlipAnimator(reversed: operation == .pop || operation == .dismiss)
    /// }
    /// ```
    public var transitionAnimator:
      (
        @MainActor (UIKitTransitionOperation, NavigationScreen<Route>) -> (
          any UIViewControllerAnimatedTransitioning
        )?
      )?

    /// Called when UIKit refuses a presentation (the root is not in a window yet, or something
    /// the app presented is in the way). The host recovers by itself (see
    /// ``UIKitPresentationProblem``); this tells the app, for logging or to remove an alert the
    /// host gave up on.
    public var onPresentationProblem: (UIKitPresentationProblem) -> Void = { _ in }

    /// The tab bar item of each tab's navigation controller, made again when the tab's title or
    /// symbol changes; by default the tab's title beside its SF Symbol (`UIImage(systemName:)`),
    /// or the title alone for a tab without a symbol. The host sets the tab's badge on it
    /// (`badgeValue`).
    public var makeTabBarItem: (TabItem) -> UITabBarItem = { tab in
      let item = UIKitTabBarItem(tab)
      return UITabBarItem(
        title: item.title, image: item.symbol.flatMap { UIImage(systemName: $0) },
        selectedImage: nil)
    }

    /// On iOS 18 and later, whether the tabs are the tab bar controller's `UITab`s in the
    /// `.tabSidebar` mode (an iPad shows a sidebar; sections are `UITabGroup`s, the search tab a
    /// `UISearchTab`): `true` by default. `false` keeps the `viewControllers` and tab bar items
    /// of iOS 17, which every earlier system shows. A change takes effect when the tabs next
    /// change.
    public var prefersTabSidebar = true

    let container = NavigatorHostContainerViewController()
    let singleNavigationController = UINavigationController()
    /// The tab bar controller a tabbed state is shown in: for what the host does not decide, such
    /// as iOS 26's `tabBarMinimizeBehavior` and `bottomAccessory`, which an app sets here under
    /// `if #available(iOS 26, *)`. Its tabs, selection and delegate are the host's.
    public let tabBarController = UITabBarController()
    var tabNavigationControllers: [TabID: UINavigationController] = [:]
    /// The label each tab's controller was last given its tab bar item for.
    var tabBarItemsShown: [TabID: TabItem] = [:]
    /// The `UITab` of each tab, from iOS 18 (held as objects: a stored property cannot name a
    /// type newer than the package's iOS 17), and the layout and controllers they were made for,
    /// badges aside.
    var uiTabsShown: [TabID: AnyObject] = [:]
    var uiTabLayoutShown: SidebarTabLayout?
    var uiTabControllersShown: [ObjectIdentifier] = []
    /// The split view controller the container shows for a base stack with a split layout.
    var baseSplit: NavigatorHostSplit?
    /// The split view controllers of the tabs with a split layout.
    var tabSplits: [TabID: NavigatorHostSplit] = [:]
    /// The split view controller level 0 is in (the container's or the selected tab's), if any:
    /// level 0 is then its active column's navigation controller.
    var levelZeroSplit: NavigatorHostSplit?
    let navigator: Navigator<Route>
    let makeViewController: (NavigationScreen<Route>) -> UIViewController
    /// The view controllers registered by model type (``destination(for:content:)``), asked
    /// before `makeViewController`.
    var destinations = ScreenDestinations<UIViewController>()
    /// Whether the bare root the host starts from is built (``buildIfNeeded()``).
    var isBuilt = false
    let forwarder = UIKitEventForwarder()
    /// The screens' view controllers, made once each screen's coordinator runs and kept while
    /// the screen stays (`ScreenContentCache`, as every host keeps its views).
    var viewControllers = ScreenContentCache<Route, UIViewController>()
    var screenOfController: [ObjectIdentifier: ScreenID] = [:]
    /// Whether the current step begins on the next turn (see `changeHeard()`).
    var showsOnNextTurn = false
    /// The navigation controller of each level, base first.
    var levels: [UINavigationController] = []
    /// The stack each level was last given, or last reported after a user pop.
    var rendered: [[ScreenID]] = [[]]
    /// The step being shown, and its calls not yet made.
    var stepBeingShown: TransitionStep<Route>?
    var pendingCalls: ArraySlice<UIKitHostCall> = []
    /// Whether the host holds the next step back while it reports what UIKit did to the last.
    var holdsSteps = false
    /// Tab taps heard while steps were being shown, reported once every step is shown.
    var pendingTabTaps: [TabID] = []
    /// A refused presentation to try again when the container appears, or after a delay; the
    /// number tells a delay that ran out from the one of a later attempt.
    var pendingRetry: (number: Int, run: () -> Void)?
    var retryCount = 0
    /// The back actions the host installed, by screen, with the app's own they replaced.
    var installedBackActions: [ScreenID: (installed: UIAction, replaced: UIAction?)] = [:]
    /// The alert controller the host presents, with its alert's identity.
    weak var shownAlertController: UIAlertController?
    var shownAlertID: AlertID?
    /// The pop gestures whose delegate the host fronts, by navigation controller (held weakly:
    /// an address can be reused by a later one once it is gone).
    var guardedGestures: [ObjectIdentifier: GuardedPopGestures] = [:]
    var observation: ChangeObservation?
    /// The number of this host's attachment to the navigator: a host attached later replaces it.
    var attachment = 0
    /// Whether ``detachFromNavigator()`` ended the host.
    var isDetached = false
    /// What the host keeps for the scene it is attached to (`NavigatorSceneAttachment`, whose
    /// route is `Codable`), and its observers of the scene.
    var sceneAttachment: AnyObject?
    var sceneObservers: [any NSObjectProtocol] = []

    /// A host showing `navigator`, each screen's view controller made by `makeViewController`.
    public convenience init(
      navigator: Navigator<Route>,
      makeViewController: @escaping (NavigationScreen<Route>) -> UIViewController
    ) {
      self.init(navigator: navigator, makeViewController: makeViewController, buildsNow: true)
    }

    /// A host showing `navigator`, each screen's view controller made by the destination
    /// registered for its model with ``destination(for:content:)``; a screen that none takes
    /// shows an empty view controller titled with its route.
    ///
    /// ```swift
    /// let host = NavigatorHost(navigator: app.navigator)
    ///   .destination(for: InboxRoute.self) { route in InboxViewController(route: route) }
    ///   .destination(for: ComposerModel.self) { ComposerViewController(model: $0) }
    /// ```
    ///
    /// The host builds its view controllers when ``rootViewController`` is first read (or on the
    /// next turn of the main actor), so register every destination before that.
    public convenience init(navigator: Navigator<Route>) {
      self.init(
        navigator: navigator,
        makeViewController: { screen in
          let placeholder = UIViewController()
          placeholder.title = String(describing: screen.route)
          return placeholder
        }, buildsNow: false)
    }

    private init(
      navigator: Navigator<Route>,
      makeViewController: @escaping (NavigationScreen<Route>) -> UIViewController,
      buildsNow: Bool
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
      forwarder.shouldDismiss = { [weak self] in self?.presentationShouldDismiss($0) ?? true }
      forwarder.didChangeSelectedDetent = { [weak self] in self?.sheetDidChangeSelectedDetent($0) }
      forwarder.shouldSelect = { [weak self] in self?.tabBarShouldSelect($0) ?? true }
      forwarder.shouldSelectTab = { [weak self] tab in
        guard let self, let id = uiTabsShown.first(where: { $0.value === tab })?.key else {
          return true  // Not one of the host's tabs (a section's own entry, say).
        }
        return shouldSelect(id)
      }
      forwarder.splitChangesForm = { [weak self] in self?.splitChangesForm($0, collapsed: $1) }
      forwarder.animator = { [weak self] in self?.appAnimator(for: $0, from: $1, to: $2) }
      container.onAppear = { [weak self] in self?.retryPendingPresentation() }
      navigator.attachHost(capabilities: .uiKit)
      attachment = navigator.hostAttachment
      observation = navigator.observeChanges { [weak self] _ in self?.changeHeard() }
      if buildsNow {
        showNextStep()
      } else {
        showNextStepOnNextTurn()
      }
    }

    /// Builds the bare root the navigator's host starts from, once: at the first step shown, or
    /// when ``rootViewController`` is first read.
    func buildIfNeeded() {
      guard !isBuilt else { return }
      isBuilt = true
      let shown = navigator.hosting.shownState
      for call in UIKitNavigationProjection.callsToBuild(shown) {
        performWithoutCompletion(call, in: shown)
      }
    }

    /// A host that goes away (nothing kept it) lets its navigator show changes by itself again,
    /// so nothing waits for steps no one will show; unless another host took the navigator.
    deinit {
      let navigator = self.navigator
      let attachment = self.attachment
      Task { @MainActor in navigator.detachHost(attachment: attachment) }
    }

    /// Stops showing the navigator and lets go of every view controller the host made, and with
    /// them the screens' models: what a scene's disconnection does
    /// (``attach(to:options:links:activityType:onFailure:adjustingSavedState:)``), and what an app calls when it
    /// keeps a host whose window went. The navigator then shows its changes by itself, unless
    /// another host attached to it since, which keeps it. A detached host shows nothing again.
    public func detachFromNavigator() {
      guard !isDetached else { return }
      isDetached = true
      observation?.cancel()
      observation = nil
      for observer in sceneObservers { NotificationCenter.default.removeObserver(observer) }
      sceneObservers = []
      navigator.detachHost(attachment: attachment)
      stepBeingShown = nil
      pendingCalls = []
      pendingRetry = nil
      container.presentedViewController?.dismiss(animated: false)
      for level in levels { level.setViewControllers([], animated: false) }
      for navigationController in tabNavigationControllers.values {
        navigationController.setViewControllers([], animated: false)
      }
      tabBarController.setViewControllers([], animated: false)
      viewControllers.release(keeping: [])
      screenOfController = [:]
      installedBackActions = [:]
    }

    /// Whether the host still shows its navigator: not detached, and no other host attached to
    /// the navigator since (that one shows it now; see `Navigator.attachHost`).
    var showsNavigator: Bool {
      !isDetached && navigator.hostAttachment == attachment
    }

    // MARK: Showing steps

    /// A change was made: its step begins on the next turn, once the code that made it has run
    /// to its end, as a SwiftUI body or a terminal frame shows it. So the screens it shows are
    /// drawn with the coordinators that took them over meanwhile (the tabs of the README,
    /// replaced and then given a flow each, in one turn), and changes made in one turn are shown
    /// together. Until then the navigator reads what the user does against what UIKit shows.
    func changeHeard() {
      guard showsNavigator else { return }
      if stepBeingShown == nil, let step = navigator.hosting.currentStep {
        navigator.hostDefersStep(step.id)
      }
      showNextStepOnNextTurn()
    }

    /// Shows the next step (and puts view controllers in their placeholders' places) on the
    /// next turn, once.
    func showNextStepOnNextTurn() {
      guard !showsOnNextTurn else { return }
      showsOnNextTurn = true
      Task { @MainActor [weak self] in
        self?.showsOnNextTurn = false
        self?.showNextStep()
      }
    }

    /// Shows the current step, if any, once no transition is running; then the next. With
    /// nothing to show, it brings the leave guards and delegates up to date.
    func showNextStep() {
      // A replaced or detached host leaves the navigator to the host that shows it.
      guard showsNavigator else { return }
      buildIfNeeded()
      guard stepBeingShown == nil, !holdsSteps else { return }
      repairDelegates()
      replaceOutdatedViewControllers()
      guard let step = navigator.hosting.currentStep else {
        applyLeaveGuards(of: navigator.state)
        return
      }
      if let transition = levels.last?.transitionCoordinator {
        // The navigator reads what the user does meanwhile against what UIKit still shows. On
        // the next turn: UIKit's own callbacks for that transition (the delegate's `didShow` of
        // the user's Back) come first, while the host has not begun the step.
        navigator.hostDefersStep(step.id)
        transition.animate(alongsideTransition: nil) { [weak self] _ in
          Task { @MainActor in self?.showNextStep() }
        }
        return
      }
      navigator.hostDefersStep(nil)
      stepBeingShown = step
      pendingCalls =
        UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)[...]
      performNextCall()
    }

    /// Performs the step's next call; UIKit's completion of each call performs the one after,
    /// and the last acknowledges the step.
    func performNextCall() {
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
        dismiss(from: presenting(level), animated: animated, then: next)
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
        dismiss(from: presenting(level), animated: animated, then: next)
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
    func finishStep(_ step: TransitionStep<Route>) {
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

    /// Reports what UIKit did, as the projection of what is displayed now reads it.
    func report(_ event: UIKitHostEvent) {
      guard showsNavigator else { return }
      let now = UIKitNavigationProjection(navigator.hosting.displayedState)
      guard let navigation = now.userNavigation(for: event) else { return }
      userDidNavigate(navigation)
    }

    /// Reports what the user did, then lets go of the view controllers of the screens it
    /// removed (a pop, a swipe-down): UIKit let go of them already, and a change the user made
    /// needs no step, whose end would release them. While a step is shown, its end does.
    @discardableResult
    func userDidNavigate(_ navigation: UserNavigation) -> Bool {
      let accepted = (try? navigator.userDidNavigate(navigation)) != nil
      if stepBeingShown == nil {
        releaseViewControllersThatLeft()
      }
      return accepted
    }
  }

#endif
