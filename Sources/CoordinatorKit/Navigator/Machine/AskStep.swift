/// What an asked change does next: the answer of a ``NavigatorMachine`` to each of its inputs
/// (``NavigatorMachine/begin(_:_:)``, ``NavigatorMachine/check(_:by:_:)``,
/// ``NavigatorMachine/answer(_:by:)``).
///
/// An asked change is a change that may remove screens with unsaved changes and asks their
/// coordinators first: ``Navigator/updateAfterAsking(animation:_:)`` and the everyday
/// `…AfterAsking` requests, ``FlowCoordinator/finishFlow(overridingLeaveGuards:)``, a user's attempt to
/// leave, and a link that would remove such screens.
enum AskStep: Equatable, Sendable {
  /// Another change's question is open: wait until it closes, then make the proposal again.
  case wait
  /// Make the proposal against the state as it is now and give it to
  /// ``NavigatorMachine/check(_:by:_:)``: first, and again once every asked coordinator agreed
  /// (the answer took time, so the change is made to the state as it is then).
  case propose
  /// Ask coordinator `owner` whether guarded screen `screen` may leave, and give its answer to
  /// ``NavigatorMachine/answer(_:by:)``.
  case ask(ScreenID, owner: CoordinatorID)
  /// Nothing guarded that the change removes is left to ask about: make the change.
  case proceed
  /// A coordinator kept its screen (of those asked about, top first): nothing changes.
  case kept(screens: [ScreenID])
}

/// How an asked change waits while another change's question is open.
enum AskerKind: Equatable, Sendable {
  /// A user's attempt to leave (Back, a swipe-down on a guarded screen): held behind the
  /// question and taken up, in order, as soon as it closes. Only user gestures queue.
  case userAttempt
  /// A change its caller awaits (an `async` request, a flow ending after asking, a link): the
  /// caller waits until the question closes, then proposes again.
  case awaited
}
