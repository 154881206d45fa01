/// Owns a piece of an app's flow: it decides where to go and how, so screens never navigate.
///
/// A coordinator is held strongly by its parent (or by the app for the root), holds its
/// children strongly, and is held only weakly by its presenters and view models. When it stops
/// — explicitly, because its parent stopped, or because its last screen left — its screens
/// leave, its children stop first, then its parent lets it go and it is deallocated.
///
/// Conform by storing a ``CoordinatorNode`` and implementing ``start()``:
///
/// ```swift
/// final class SettingsCoordinator: Coordinator {
///   let node = CoordinatorNode()
///   func start() { /* show the first screen */ }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
  /// The coordinator's stored bookkeeping.
  var node: CoordinatorNode { get }

  /// Shows the coordinator's first screen. Called once, by ``coordinate(to:style:)`` or by the
  /// app for the root coordinator (through ``startAsRoot()``).
  ///
  /// - Throws: a ``NavigationError`` when the first screen cannot be shown; the coordinator is
  ///   then not kept.
  func start() throws(NavigationError)

  /// Called once when the coordinator stops, after its children stopped and its screens left.
  /// Release resources here. The default does nothing.
  func didStop()
}

extension Coordinator {
  /// Does nothing by default.
  public func didStop() {}

  /// The coordinator's stable identity.
  public var identifier: CoordinatorID { node.identifier }
  /// The coordinator that started this one, if it is still alive.
  public var parent: (any Coordinator)? { node.parent }
  /// The coordinators this one started and that are still running, oldest first.
  public var children: [any Coordinator] { node.children }
  /// Whether the coordinator has been started and not stopped.
  public var isRunning: Bool { node.phase == .running }

  /// Starts a root coordinator, which has no parent: the app holds it.
  ///
  /// - Throws: the error of ``start()``, or ``NavigationError/flowShowedNoScreen(coordinator:)``
  ///   for a flow coordinator that showed nothing; the coordinator is then stopped.
  public func startAsRoot() throws(NavigationError) {
    guard node.phase == .idle else { return }
    try run(start)
  }

  /// Stores `child`, makes this coordinator its parent and starts it.
  ///
  /// - Parameters:
  ///   - child: the coordinator to start; a coordinator that already ran is ignored.
  ///   - style: how the child's first screen is shown (pushed onto the current stack, or
  ///     presented in a new modal layer). Only the parent chooses this.
  /// - Throws: the child's start error, or ``NavigationError/flowShowedNoScreen(coordinator:)``;
  ///   the child is then stopped, not kept, and whatever it showed has left.
  public func coordinate(to child: some Coordinator, style: PresentationStyle = .push)
    throws(NavigationError)
  {
    try coordinate(to: child, style: style, starting: child.start)
  }

  /// Stores `child` and starts it in a popover that points at the control `anchor` names (a
  /// message's sender line), as ``coordinate(to:style:)`` with `.modal(.popover)` does: where
  /// the popover points is the parent's choice, like its style. A name no control has points
  /// the popover at the whole screen.
  ///
  /// - Throws: the errors of ``coordinate(to:style:)``.
  public func coordinate(to child: some Coordinator, popoverFrom anchor: PopoverAnchor)
    throws(NavigationError)
  {
    guard child.node.phase == .idle else { return }
    child.node.entryAnchor = anchor
    try coordinate(to: child, style: .modal(.popover))
  }

  /// Stores `child` and starts it as ``coordinate(to:style:)`` does, its first screen shown with
  /// `options` (hiding the tab bar, zooming from a control of this coordinator's screen): like
  /// the style, the parent's choice.
  ///
  /// - Throws: the errors of ``coordinate(to:style:)``, and
  ///   ``NavigationError/tabBarHidingNeedsAPush(_:)`` or
  ///   ``NavigationError/zoomNeedsAPushOrCover(_:)`` for options `style` cannot show.
  public func coordinate(
    to child: some Coordinator, style: PresentationStyle, options: ScreenOptions
  ) throws(NavigationError) {
    guard child.node.phase == .idle else { return }
    if let refusal = options.refusal(for: style) { throw refusal }
    child.node.entryOptions = options
    try coordinate(to: child, style: style)
  }

  /// Stores `child`, makes this coordinator its parent and starts it as the coordinator of tab
  /// `tab`: the child's first screen becomes the tab's root (an ownerless root showing the same
  /// route is taken over, keeping its identity), and its later screens and pushed children go
  /// into that tab, whichever tab is selected. It runs while its tab shows its screens: a tab
  /// whose stack is replaced, or that leaves the state, stops it.
  ///
  /// - Throws: the child's start error, ``NavigationError/unknownTab(_:tabs:)`` when the state
  ///   has no such tab, or ``NavigationError/flowShowedNoScreen(coordinator:)``; the child is
  ///   then stopped.
  public func coordinate(to child: some Coordinator, inTab tab: TabID) throws(NavigationError) {
    guard child.node.phase == .idle else { return }
    child.node.tab = tab
    child.node.entersAsTabRoot = true
    try coordinate(to: child, style: .push, starting: child.start)
  }

  /// Adopts `child` and runs `start`; stops it again if starting fails.
  func coordinate(
    to child: some Coordinator, style: PresentationStyle,
    starting start: () throws(NavigationError) -> Void
  ) throws(NavigationError) {
    guard child.node.phase == .idle else { return }
    guard isRunning else {
      let refusal = NavigationError.coordinatorNotRunning(
        coordinator: String(describing: Swift.type(of: self)))
      (node.screenHost ?? (child as? any FlowCoordinator)?.navigatorAsHost)?.reportRefusal(refusal)
      throw refusal
    }
    child.node.parent = self
    child.node.entryStyle = style
    if !child.node.entersAsTabRoot {
      child.node.tab = style.isModal ? nil : node.tab
    }
    node.children.append(child)
    try child.run(start)
  }

  /// Adopts `child`, running, without calling its `start()`: for a coordinator whose first screen
  /// the engine shows itself, when it rebuilds a target.
  func adoptWithoutStarting(_ child: some Coordinator, style: PresentationStyle) {
    child.node.parent = self
    child.node.entryStyle = style
    child.node.tab = style.isModal ? nil : node.tab
    child.node.phase = .running
    node.children.append(child)
  }

  /// Runs `start` as this coordinator's start; a failed start, or a flow coordinator that shows
  /// no screen, stops it.
  private func run(_ start: () throws(NavigationError) -> Void) throws(NavigationError) {
    node.phase = .running
    do {
      try start()
    } catch {
      stop()
      throw error
    }
    if let flow = self as? any FlowCoordinator, !flow.ownsAScreen, isRunning {
      stop()
      let refusal = NavigationError.flowShowedNoScreen(
        coordinator: String(describing: Swift.type(of: self)))
      flow.navigatorAsHost.reportRefusal(refusal)
      throw refusal
    }
  }

  /// Stops this coordinator: its screens, and those of everything under it, leave as one change;
  /// its children stop first (newest first), then it stops and its parent frees it. Stopping
  /// twice does nothing.
  ///
  /// Stopping always succeeds: an alert over the screens that leave goes with them, unanswered.
  /// To end a flow the way a user request would (refused while an alert is up), use
  /// ``FlowCoordinator/finishFlow(overridingLeaveGuards:)`` or
  /// ``ResultCoordinator/finish(with:overridingLeaveGuards:)``.
  public func stop() {
    CoordinatorLifecycle.stop([self])
  }

  /// Stops and frees every child; their screens leave as one change.
  public func removeAllChildren() {
    CoordinatorLifecycle.stop(children)
  }

  /// Stops and frees every child of type `type`, keeping the others in their order; their
  /// screens leave as one change.
  public func removeChildren<Child>(ofType type: Child.Type) {
    CoordinatorLifecycle.stop(children.filter { $0 is Child })
  }

  /// The coordinator and all its descendants, depth first, parents before children.
  public var subtree: [any Coordinator] {
    [self] + descendants
  }

  /// All the coordinator's descendants, depth first, parents before children, older first.
  /// Walked with an explicit stack, so any depth works.
  var descendants: [any Coordinator] {
    var result: [any Coordinator] = []
    var pending: [any Coordinator] = children.reversed()
    while let coordinator = pending.popLast() {
      result.append(coordinator)
      pending += coordinator.children.reversed()
    }
    return result
  }
}
