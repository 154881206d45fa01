/// A coordinator whose screens can hold unsaved changes: before a request or the user removes a
/// guarded screen, the navigator asks it, and the screen leaves only if it agrees.
///
/// A coordinator says which screens are guarded in one of two ways:
/// - ``hasUnsavedChanges``: while it is `true`, the coordinator's flow is guarded: its first
///   screen, whose leaving ends the flow and loses the changes, with nothing to call after an
///   edit. The navigator reads it when a change would remove that screen (and follows it through
///   Observation, so hosts make gestures ask ahead of time and a saved state marks the screen
///   guarded): `var hasUnsavedChanges: Bool { model.value != Draft() }`.
/// - ``FlowCoordinator/guardLeaving(_:)`` and ``FlowCoordinator/allowLeaving(_:)``, screen by
///   screen.
///
/// The guard asks ``discardQuestion`` by default; name the question, or write
/// ``shouldLeave(_:)`` to ask your own way:
///
/// ```swift
/// var hasUnsavedChanges: Bool { !editor.value.text.isEmpty }
/// var discardQuestion: String { "Discard draft?" }
/// ```
///
/// A ``shouldLeave(_:)`` of your own asks with an alert (alerts go through while the question
/// is open), or with screens of this coordinator; other requests that change screens wait until
/// it has answered.
@MainActor
public protocol LeaveGuarding: FlowCoordinator {
  /// Whether guarded screen `screen` may leave now. Unless implemented, it asks
  /// ``discardQuestion`` in an alert with a destructive "Discard" button and a "Keep Editing"
  /// one, and agrees only to "Discard".
  func shouldLeave(_ screen: ScreenID) async -> Bool
  /// The question the default ``shouldLeave(_:)`` asks: "Discard changes?" unless implemented
  /// (`var discardQuestion: String { "Discard draft?" }`).
  var discardQuestion: String { get }

  /// Whether the coordinator holds unsaved changes now: while `true`, its flow is leave-guarded,
  /// whatever path would end it (Back or a swipe-down from its first screen, a link, a request,
  /// ``FlowCoordinator/finishFlow(overridingLeaveGuards:)``). The flow's own screens above its
  /// first (a picker it pushed) come and go without asking: the changes stay with the flow.
  /// `false` unless implemented.
  ///
  /// Read it from observable state (an ``EventViewModel``'s value, an `@Observable` model) so
  /// the state's marks, which hosts and saved states read, follow it; the navigator's own
  /// decisions read it when they are made. When it turns `false`, the marks
  /// ``FlowCoordinator/guardLeaving(_:)`` or a restored state put on its screens clear too.
  var hasUnsavedChanges: Bool { get }

  /// Whether guarded screen `screen` takes a back swipe (the edge swipe, iOS 26's swipe
  /// anywhere in the content), which then asks ``shouldLeave(_:)`` as Back does. `false` for a
  /// screen whose own gestures start where the swipe does (a drawing canvas): the swipe does not
  /// begin there, while Back still asks. `true` unless implemented.
  ///
  /// Read while the screen is guarded, each time a swipe is about to begin: hosts leave an
  /// unguarded screen's swipe to the platform.
  func allowsBackSwipe(from screen: ScreenID) -> Bool
}

extension LeaveGuarding {
  /// No unsaved changes: screens are guarded one by one with
  /// ``FlowCoordinator/guardLeaving(_:)``.
  public var hasUnsavedChanges: Bool { false }

  /// "Discard changes?": the question of a flow that names none.
  public var discardQuestion: String { "Discard changes?" }

  /// Asks ``discardQuestion`` ("Discard" or "Keep Editing") and agrees only to "Discard": an
  /// unanswered or unshowable question keeps the screen.
  public func shouldLeave(_ screen: ScreenID) async -> Bool {
    await navigator.confirm(discardQuestion, action: "Discard", cancel: "Keep Editing")
  }

  /// Every guarded screen takes a back swipe, which asks ``shouldLeave(_:)``.
  public func allowsBackSwipe(from screen: ScreenID) -> Bool { true }
}

extension FlowCoordinator where Self: LeaveGuarding {
  /// Marks `screen` (one of this coordinator's) as holding unsaved changes: its Back, back
  /// swipe and swipe-down ask ``LeaveGuarding/shouldLeave(_:)`` instead of leaving, and nothing
  /// removes it without asking first.
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
