/// A removal of guarded screens waiting for their coordinators' answer, with the requests that
/// arrived after it, in order.
@MainActor
final class LeaveQuestion {
  /// The guarded screens the removal takes, top first.
  let screens: [ScreenID]
  /// The coordinators asked; their own requests (a confirmation screen) are not held.
  let askedOwners: Set<CoordinatorID>
  /// Requests waiting for the answer, oldest first.
  var held: [@MainActor () -> Void] = []

  init(screens: [ScreenID], askedOwners: Set<CoordinatorID>) {
    self.screens = screens
    self.askedOwners = askedOwners
  }
}

/// What a navigator keeps for its leave guards: the open question and who waits for it.
@MainActor
final class LeaveGuardDesk {
  var question: LeaveQuestion?
  var waiters: [CheckedContinuation<Void, Never>] = []
  /// Why the most recent held request could not be applied at its turn.
  var lastHeldRequestFailure: NavigationError?
}
