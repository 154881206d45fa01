/// Owns a piece of an app's flow: it decides where to go and how, so screens never navigate.
///
/// A coordinator is held strongly by its parent (or by the app for the root), holds its
/// children strongly, and is held only weakly by its presenters and view models. When it stops
/// — explicitly, or because its last screen left — its children stop first, then its parent
/// lets it go and it is deallocated.
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

  /// Shows the coordinator's first screen. Called once, by ``coordinate(to:)`` or by the app
  /// for the root coordinator (through ``startAsRoot()``).
  ///
  /// - Throws: a ``NavigationError`` when the first screen cannot be shown; the coordinator is
  ///   then not kept.
  func start() throws(NavigationError)

  /// Called once when the coordinator stops, after its children stopped. Release resources
  /// here. The default does nothing.
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
  public func startAsRoot() throws(NavigationError) {
    guard node.phase == .idle else { return }
    node.phase = .running
    do {
      try start()
    } catch {
      node.phase = .idle
      throw error
    }
  }

  /// Stores `child`, makes this coordinator its parent and starts it.
  ///
  /// - Parameter style: how the child's first screen is shown (pushed onto the current
  ///   stack, or presented in a new modal layer). Only the parent chooses this.
  /// - Throws: the child's start error; the child is then not kept and the state unchanged.
  public func coordinate(to child: some Coordinator, style: PresentationStyle = .push)
    throws(NavigationError)
  {
    try coordinate(to: child, style: style, starting: child.start)
  }

  /// Adopts `child` and runs `start`; undoes the adoption if starting fails.
  func coordinate(
    to child: some Coordinator, style: PresentationStyle,
    starting start: () throws(NavigationError) -> Void
  ) throws(NavigationError) {
    guard child.node.phase == .idle else { return }
    child.node.parent = self
    child.node.entryStyle = style
    node.children.append(child)
    child.node.phase = .running
    do {
      try start()
    } catch {
      child.node.phase = .idle
      child.node.parent = nil
      node.children.removeAll { $0 === child }
      throw error
    }
  }

  /// Stops this coordinator: its children stop first (newest first), then it stops and asks its
  /// parent to free it. Stopping twice does nothing.
  public func stop() {
    guard node.phase != .stopped else { return }
    node.phase = .stopped
    for child in node.children.reversed() {
      child.stop()
    }
    node.children.removeAll()
    didStop()
    let handler = node.resultHandler
    let result = node.pendingResult
    node.resultHandler = nil
    node.pendingResult = nil
    parent?.free(self)
    handler?(result)
  }

  /// Stops and frees every child.
  public func removeAllChildren() {
    for child in node.children.reversed() {
      child.stop()
    }
  }

  /// Stops and frees every child of type `type`, keeping the others in their order.
  public func removeChildren<Child>(ofType type: Child.Type) {
    for child in node.children.reversed() where child is Child {
      child.stop()
    }
  }

  /// Forgets a child that stopped.
  private func free(_ child: any Coordinator) {
    node.children.removeAll { $0 === child }
    if child.node.parent === self {
      child.node.parent = nil
    }
  }

  /// The coordinator and all its descendants, depth first.
  public var subtree: [any Coordinator] {
    [self] + children.flatMap(\.subtree)
  }
}
