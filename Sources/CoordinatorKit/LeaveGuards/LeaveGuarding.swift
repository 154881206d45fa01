/// A coordinator whose screens can hold unsaved changes: before a request or the user removes a
/// screen it marked with ``FlowCoordinator/guardLeaving(_:)``, the navigator asks it, and the
/// screen leaves only if it agrees.
///
/// ```swift
/// func shouldLeave(_ screen: ScreenID) async -> Bool {
///   guard let question = try? AlertState(
///     title: "Discard changes?",
///     actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
///   else { return false }
///   return (try? await navigator.alert(question))??.id == "Discard"
/// }
/// ```
///
/// Ask with an alert (alerts go through while the question is open), or with screens of this
/// coordinator; other requests that change screens wait until it has answered.
@MainActor
public protocol LeaveGuarding: FlowCoordinator {
  /// Whether guarded screen `screen` may leave now.
  func shouldLeave(_ screen: ScreenID) async -> Bool
}

extension FlowCoordinator where Self: LeaveGuarding {
  /// Marks `screen` (one of this coordinator's) as holding unsaved changes: hosts disable the
  /// back and swipe-down gestures for it, and nothing removes it without asking
  /// ``LeaveGuarding/shouldLeave(_:)`` first.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)``.
  public func guardLeaving(_ screen: ScreenID) throws(NavigationError) {
    try navigator.setLeaveGuard(true, for: screen)
  }

  /// Clears the mark: the changes were saved or discarded.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)``.
  public func allowLeaving(_ screen: ScreenID) throws(NavigationError) {
    try navigator.setLeaveGuard(false, for: screen)
  }
}
