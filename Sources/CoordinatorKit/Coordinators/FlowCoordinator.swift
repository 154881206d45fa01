/// A coordinator that shows screens on a ``Navigator``.
///
/// It runs exactly while it owns at least one screen in its navigator's state: every screen it
/// shows is recorded as its own, and when the last one leaves — popped, dismissed, replaced by a
/// jump, or removed by a user gesture — it stops in that same change. In the other direction,
/// when it stops (``Coordinator/stop()``, ``finishFlow(overridingLeaveGuards:)``, its parent stopping or removing its
/// children), its screens leave with it. Its presenters and view models hold it weakly and never
/// decide its lifetime; the MVP articles' "the presenter stops its coordinator when it goes
/// away" is this rule seen from the screen.
///
/// Its first screen is shown the way its parent chose (pushed onto the parent's current stack,
/// or presented in a new modal layer); later screens are pushed after it.
///
/// Deep links, saved states and taps on links reach screens through the flow coordinators:
/// given a target's next screen, each says how its flow continues there (``next(_:style:after:)``).
/// Nothing needs writing for the common case: a route is shown by the coordinator itself, unless
/// ``child(for:)`` names the child flow that shows it. A coordinator reached this way is not
/// `start()`ed: the route is its first screen, so a flow that is only ever opened by a route (a
/// tab's flow, a composer opened by its route) needs no `start()` either.
///
/// ```swift
/// final class InboxCoordinator: Flow<AppRoute> {
///   func child(for route: AppRoute) -> ChildFlow<AppRoute>? {
///     guard case .compose(let draft) = route else { return nil }  // the rest: its own screens
///     return .sheet(ComposerCoordinator(navigator: navigator, draft: draft))
///   }
/// }
/// ```
@MainActor
public protocol FlowCoordinator<Route>: Coordinator {
  /// The app's route type on this navigator.
  associatedtype Route: Equatable

  /// The type of the presenters or view models this coordinator makes for its screens, inferred
  /// from its ``makeModel(for:)``: the compiler checks every model it returns against it.
  /// `Never` (the default) for a coordinator that makes none, whose screens are drawn from their
  /// routes alone. Screens with models of several types name a type they share (their base
  /// class, a protocol of the app, or `AnyObject`).
  associatedtype ScreenModel = Never

  /// The navigator this coordinator's screens live on, usually shared with its parent.
  var navigator: Navigator<Route> { get }

  /// The child flow that shows `route` as its first screen, and how that screen shows (a
  /// composer always in a sheet), for a tap, a link and a restoration alike; `nil` (the
  /// default) when this coordinator shows `route` itself. Make a new child each time: the engine
  /// starts it only when the change that shows its screen is made.
  func child(for route: Route) -> ChildFlow<Route>?

  /// How this flow continues to `route`, shown with `style`, right after the screen showing
  /// `previous` (the root's route for the first screen over the root). The engine asks before
  /// it builds anything, so a target the flow does not lead to changes nothing.
  ///
  /// The default shows `route` in the child flow ``child(for:)`` names, or as this
  /// coordinator's own screen. Write it only to refuse a route (``RouteStep/refuse``) or to
  /// put a guard before it (``RouteStep/guarded(by:then:)``):
  ///
  /// ```swift
  /// func next(_ route: AppRoute, style: PresentationStyle, after previous: AppRoute)
  ///   -> RouteStep<AppRoute>
  /// {
  ///   route == .settings ? .guarded(by: signedIn, then: .showScreen) : defaultStep(for: route)
  /// }
  /// ```
  func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route>

  /// The presenter or view model of this coordinator's screen showing `route`; `nil` for a
  /// screen shown by its route alone. Every host (SwiftUI, UIKit, the terminal, `HeadlessHost`,
  /// a test's ``Navigator/model(for:)``) asks a screen's own coordinator, and a
  /// ``ScreenDestinations`` table turns the model into a view, so an app writes no enum of every
  /// screen's content and no cast. A screen built by a link or a restoration gets its model the
  /// same way. Write nothing for a coordinator that makes no models (the default gives none).
  ///
  /// ```swift
  /// func makeModel(for route: AppRoute) -> MessageModel? {
  ///   guard case .message(let id) = route else { return nil }
  ///   return MessageModel(id: id, handleEvent: eventHandler { $0.reply(to: $1) })
  /// }
  /// ```
  ///
  /// The model is made once per screen and kept while the screen stays, route updates
  /// included, on every host: a host asks again only when another coordinator takes the screen
  /// over. A route updated as the user types does not remake the model; give the model's live
  /// value when the state is saved with ``savedRoute(for:)``.
  func makeModel(for route: Route) -> ScreenModel?

  /// The route to save for this coordinator's screen showing `route` when the state is saved
  /// (``Navigator/stateToSave``): a model that holds a live value (a draft being typed) gives it
  /// here, instead of updating the route on every keystroke. The default is `route` itself.
  ///
  /// It is asked per screen, with the screen's route alone: a coordinator that shows two screens
  /// of the same route gets the same answer for both, so keep live values by route. It is asked
  /// only of a coordinator that makes models (one whose ``ScreenModel`` is not `Never`): a
  /// screen drawn from its route alone holds nothing else to save.
  ///
  /// ```swift
  /// func savedRoute(for route: AppRoute) -> AppRoute {
  ///   guard case .compose = route, let composer else { return route }
  ///   return .compose(draft: composer.text)
  /// }
  /// ```
  func savedRoute(for route: Route) -> Route
}

extension FlowCoordinator {
  /// No child flow: the coordinator shows every route itself.
  public func child(for route: Route) -> ChildFlow<Route>? {
    nil
  }

  /// The child flow ``child(for:)`` names for `route`, or this coordinator's own screen.
  public func next(_ route: Route, style: PresentationStyle, after previous: Route)
    -> RouteStep<Route>
  {
    defaultStep(for: route)
  }

  /// The step the default ``next(_:style:after:)`` takes: the child flow ``child(for:)`` names
  /// for `route`, or this coordinator's own screen. For a `next` that changes only some routes.
  public func defaultStep(for route: Route) -> RouteStep<Route> {
    child(for: route).map { .startChild($0.flow, as: $0.style) } ?? .showScreen
  }

  /// Shows nothing: a flow coordinator opened only by a route (a tab's root, a link, a
  /// restoration, ``child(for:)``) needs no `start()`. One started by
  /// ``Coordinator/coordinate(to:style:)`` or ``Coordinator/startAsRoot()`` without a `start()`
  /// of its own fails with ``NavigationError/flowShowedNoScreen(coordinator:)``.
  public func start() throws(NavigationError) {}

  /// The screens this coordinator shows now, bottom first (costs the depth of the state).
  public var ownScreens: [NavigationScreen<Route>] {
    navigator.state.screens(ownedBy: identifier)
  }

  /// Whether the coordinator owns a screen in its navigator's state.
  var ownsAScreen: Bool {
    navigator.screenCount(ownedBy: identifier) > 0
  }

  /// Replaces the navigator's whole state with `route` as its only screen, owned by this
  /// coordinator: every other screen, modal layer, alert and tab leaves, and the coordinators
  /// that owned them stop. How a root coordinator resets the whole app (a sign-out); to change
  /// only this flow's screens, use ``popToFirstScreen()`` or ``resetFlow(pushing:)``.
  ///
  /// - Throws: ``NavigationError/coordinatorNotRunning(coordinator:)`` once stopped.
  @discardableResult
  public func replaceNavigation(withRoot route: Route) throws(NavigationError) -> ScreenID {
    try prepareToNavigate()
    let state = NavigationState(root: route, owner: identifier)
    try navigator.performRequest(owner: identifier) { current in current = state }
    return state.root.id
  }

  /// Shows `route` as the coordinator's next screen, the one way a flow shows a screen.
  ///
  /// What it does depends only on whether the coordinator already owns a screen and, if not, on
  /// how it was entered:
  /// - It owns a screen: `route` is pushed onto the top stack; for a coordinator that runs in a
  ///   tab and whose highest screen is not in a modal layer, onto its tab's stack.
  /// - Its first screen, entered with `coordinate(to:style: .push)` (or a link's push): `route`
  ///   is pushed the same way, judged by its parent's highest screen (a child of a tab's flow
  ///   whose screen is in a sheet pushes into that sheet, not under it).
  /// - Its first screen, entered with `coordinate(to:style: .modal(style))`: `route` is
  ///   presented in a new modal layer of that style (a popover entered with
  ///   ``Coordinator/coordinate(to:popoverFrom:)`` points at its anchor); a sheet rests at
  ///   `detents` (the coordinator knows how much room its content needs, as a SwiftUI sheet's
  ///   content does).
  ///   `detents` apply only to such a first screen of a sheet, and are ignored otherwise, so a
  ///   coordinator entered as a push or as a sheet declares them the same way.
  /// - Its first screen, entered with ``Coordinator/coordinate(to:inTab:)``: `route` replaces
  ///   that tab's whole stack (an ownerless root showing the same route keeps its identity).
  /// - Its first screen, for a coordinator without a parent or tab (the app's root, started with
  ///   ``Coordinator/startAsRoot()``): `route` replaces the navigator's whole state, as
  ///   ``replaceNavigation(withRoot:)`` does.
  ///
  /// - Throws: a ``NavigationError`` from the navigator, or
  ///   ``NavigationError/coordinatorNotRunning(coordinator:)`` once stopped.
  @discardableResult
  public func show(_ route: Route, detents: SheetDetents? = nil) throws(NavigationError)
    -> ScreenID
  {
    try prepareToNavigate()
    if !ownsAScreen, parent == nil, node.tab == nil {
      return try replaceNavigation(withRoot: route)
    }
    if !ownsAScreen {
      if let parentScreen = node.entersAfterScreen {
        return try replacePushes(after: parentScreen, with: route)
      }
      if let tab = node.tab, node.entersAsTabRoot {
        return try showAsRoot(route, ofTab: tab)
      }
      switch node.entryStyle {
      case .push: return try pushOnOwnStack(route, options: node.entryOptions)
      case .modal(let style):
        let options = LayerOptions(
          detents: style == .sheet ? detents : nil,
          anchor: style == .popover ? node.entryAnchor : nil, screen: node.entryOptions)
        return try navigator.addNew(
          route, style: .modal(style), options: options, owner: identifier)
      }
    }
    return try pushOnOwnStack(route)
  }

  /// Shows `route` as ``show(_:detents:)`` does, pushed with `options` (hiding the tab bar,
  /// zooming from a control of the screen below): a reader that needs the whole height. The
  /// first screen of a coordinator takes the options its parent chose
  /// (``Coordinator/coordinate(to:style:options:)``) instead, as it takes its style. A screen
  /// pushed into a tab that is not selected, or under a sheet over the tabs, shows the standard
  /// options.
  ///
  /// - Throws: the errors of ``show(_:detents:)``.
  @discardableResult
  public func show(_ route: Route, options: ScreenOptions) throws(NavigationError) -> ScreenID {
    guard ownsAScreen else { return try show(route) }
    try prepareToNavigate()
    return try pushOnOwnStack(route, options: options)
  }

  /// Pushes `route` as this coordinator's screen: onto its tab's stack when it runs in a tab,
  /// otherwise onto the top stack.
  @discardableResult
  package func push(_ route: Route) throws(NavigationError) -> ScreenID {
    try prepareToNavigate()
    return try pushOnOwnStack(route)
  }

  private func pushOnOwnStack(_ route: Route, options: ScreenOptions = .standard)
    throws(NavigationError) -> ScreenID
  {
    // A child without a screen yet goes where its parent's next screen would.
    let anchor = ownsAScreen ? identifier : parent?.identifier ?? identifier
    let onTop = LayerOptions(screen: options)
    guard let tab = node.tab, !showsInAModalLayer(anchor) else {
      return try navigator.addNew(route, style: .push, options: onTop, owner: identifier)
    }
    if !options.isStandard, navigator.storedState.selectedTab == tab,
      navigator.storedState.modalDepth == 0
    {
      return try navigator.addNew(route, style: .push, options: onTop, owner: identifier)
    }
    return try navigator.push(route, inTab: tab, owner: identifier)
  }

  /// Whether `owner`'s highest screen is in a modal layer (a tab's flow that presented its own
  /// sheet, or reached one through a link): its next screen goes on top of it, not under the
  /// sheet into its tab.
  private func showsInAModalLayer(_ owner: CoordinatorID) -> Bool {
    guard navigator.storedState.modalDepth > 0 else { return false }
    var node = navigator.storedState.top
    while let current = node {
      if current.owner == owner { return current.layerStart != nil }
      node = current.below
    }
    return false
  }

  /// Makes `route` the root of tab `tab`, owned by this coordinator; an ownerless root showing
  /// the same route keeps its identity, so a host shows no change.
  private func showAsRoot(_ route: Route, ofTab tab: TabID) throws(NavigationError) -> ScreenID {
    let current = try navigator.storedState.stack(ofTab: tab)
    let reused = current.count == 1 && current[0].owner == nil && current[0].route == route
    let screen = NavigationScreen(route, id: reused ? current[0].id : ScreenID(), owner: identifier)
    try navigator.replaceStack(ofTab: tab, with: [screen], owner: identifier)
    return screen.id
  }

  /// Shows `route` as this coordinator's first screen in place of everything pushed after its
  /// parent's first screen `parentScreen` (see ``resetFlow(coordinatingTo:)``), as one change,
  /// in its tab's stack when that tab is not selected.
  private func replacePushes(after parentScreen: ScreenID, with route: Route)
    throws(NavigationError) -> ScreenID
  {
    let owner = identifier
    let hiddenTab = self.hiddenTab
    return try navigator.performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.pop(to: parentScreen, inHiddenTab: hiddenTab)
      return try state.push(route, inHiddenTab: hiddenTab, owner: owner)
    }
  }

  /// This coordinator's tab while another tab is selected: its screens are then all in that
  /// tab's stack (selecting a tab dismisses what was presented over the tabs).
  private var hiddenTab: TabID? {
    guard let tab = node.tab, let selected = navigator.storedState.selectedTab, selected != tab
    else { return nil }
    return tab
  }

  /// Presents `route` in a new modal layer as this coordinator's screen.
  @discardableResult
  package func present(_ route: Route, as style: ModalStyle) throws(NavigationError) -> ScreenID {
    try prepareToNavigate()
    return try navigator.present(route, as: style, owner: identifier)
  }

  /// Replaces the whole navigation state at once ("jump anywhere"); screens of other
  /// coordinators that are not in `state` leave, and those coordinators stop.
  ///
  /// - Throws: the refusals of ``Navigator/replace(with:animation:overridingLeaveGuards:)``
  ///   (a guarded screen it would remove, a screen without a running owner), or
  ///   ``NavigationError/coordinatorNotRunning(coordinator:)`` once stopped.
  public func jump(
    to state: NavigationState<Route>, animation: TransitionAnimation = .everyStep
  ) throws(NavigationError) {
    try prepareToNavigate()
    try navigator.replace(with: state, animation: animation, owner: identifier)
  }

  /// Goes back to this coordinator's first screen ("back to the start of my flow"), in its
  /// tab's stack when another tab is selected.
  @discardableResult
  public func popToFirstScreen() throws(NavigationError) -> NavigationOutcome<Route> {
    try prepareToNavigate()
    guard let first = firstScreen else { return .nothingToPop }
    let hiddenTab = self.hiddenTab
    return try navigator.performRequest(owner: identifier) { (state) throws(NavigationError) in
      try state.pop(to: first.id, inHiddenTab: hiddenTab)
    }
  }

  /// Goes back to this coordinator's first screen and pushes `routes` after it, as one change
  /// ("jump within my flow": reset to the start, or go straight to the end), in its tab's stack
  /// when another tab is selected.
  public func resetFlow(pushing routes: [Route]) throws(NavigationError) {
    try prepareToNavigate()
    let first = try firstScreenToNavigateFrom()
    let owner = identifier
    let hiddenTab = self.hiddenTab
    try navigator.performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.pop(to: first.id, inHiddenTab: hiddenTab)
      for route in routes {
        try state.push(route, inHiddenTab: hiddenTab, owner: owner)
      }
    }
  }

  /// Goes back to this coordinator's first screen and starts `child` after it, as one change:
  /// the child's first screen replaces the screens pushed after this flow's first screen, and
  /// the coordinators that owned them stop. How a split view's sidebar opens a flow of its own
  /// in the next column (a mailbox's messages), where ``resetFlow(pushing:)`` opens a screen.
  ///
  /// - Throws: ``NavigationError/coordinatorNotRunning(coordinator:)`` once stopped, or what
  ///   ``Coordinator/coordinate(to:style:)`` throws (the child's start error, a guarded screen
  ///   that would leave); the child is then not kept, and what it would have replaced stays.
  public func resetFlow(coordinatingTo child: some Coordinator) throws(NavigationError) {
    try prepareToNavigate()
    let first = try firstScreenToNavigateFrom()
    guard child.node.phase == .idle else { return }
    child.node.entersAfterScreen = first.id
    try coordinate(to: child, style: .push)
  }

  /// Ends the flow: its screens (and everything above them) leave, it stops, and its parent
  /// frees it. A coordinator that owns the navigator's root stops, and the root stays with no
  /// owner. Finishing a flow that already ended does nothing.
  ///
  /// It never discards unsaved changes silently: when a screen that would leave is guarded (see
  /// ``LeaveGuarding``), it asks their coordinators first ("Discard changes?"), and returns at
  /// once, as a user's Cancel does: the question opens, and the flow ends or stays by the answer
  /// (a screen of the flow guarded meanwhile is asked about too). The navigator tracks the
  /// question: ``Navigator/waitUntilSettled()`` returns once the answer has been applied. Asking
  /// again while this flow's question is open asks nothing new. `overridingLeaveGuards: true`
  /// discards the changes and ends the flow now (a draft sent, nothing to lose).
  ///
  /// ```swift
  /// case .cancel: try finishFlow()  // asks "Discard draft?" while the draft has text
  /// case .send: try finishFlow(overridingLeaveGuards: true)
  /// ```
  ///
  /// - Returns: ``FlowEnding/ended`` when the flow ended now (or had already ended),
  ///   ``FlowEnding/asking(_:)`` while the question is open.
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing over its
  ///   screens, ``NavigationError/leaveQuestionOpen(screens:)`` while another change's question
  ///   is open; nothing changed, and the coordinator keeps running, so nothing is orphaned.
  @discardableResult
  public func finishFlow(overridingLeaveGuards: Bool = false) throws(NavigationError)
    -> FlowEnding
  {
    guard overridingLeaveGuards else {
      return try navigator.endAfterAsking(self) { self.stop() }
    }
    guard isRunning else { return .ended }
    try navigator.refuseIfScreensCannotLeave(ownedBy: identifier)
    stop()
    return .ended
  }

  /// The navigator, as the coordinator layer sees it (usable on `any FlowCoordinator`).
  var navigatorAsHost: any ScreenHost { navigator }

  /// The coordinator's lowest screen in the state, in its tab's stack when another tab is
  /// selected.
  private var firstScreen: NavigationScreen<Route>? {
    if let tab = hiddenTab {
      return (try? navigator.storedState.stack(ofTab: tab))?.first { $0.owner == identifier }
    }
    let count = navigator.screenCount(ownedBy: identifier)
    return navigator.storedState.lowestNode(ownedBy: [identifier], count: count)?.screen
  }

  /// The first screen, for a request that builds on it.
  ///
  /// - Throws: ``NavigationError/flowShowedNoScreen(coordinator:)`` while the coordinator shows
  ///   no screen yet (called in its `start()` before its first screen); nothing changed.
  private func firstScreenToNavigateFrom() throws(NavigationError) -> NavigationScreen<Route> {
    guard let first = firstScreen else {
      let refusal = NavigationError.flowShowedNoScreen(
        coordinator: String(describing: Swift.type(of: self)))
      navigator.reportRefusal(refusal)
      throw refusal
    }
    return first
  }

  /// Refuses requests once stopped, and lets the navigator stop this coordinator when its last
  /// screen leaves.
  private func prepareToNavigate() throws(NavigationError) {
    guard isRunning else {
      let refusal = NavigationError.coordinatorNotRunning(
        coordinator: String(describing: Swift.type(of: self)))
      navigator.reportRefusal(refusal)
      throw refusal
    }
    if node.screenHost !== navigator {
      navigator.register(self)
      node.screenHost = navigator
    }
  }
}
