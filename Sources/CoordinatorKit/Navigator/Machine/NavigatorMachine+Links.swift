/// The rule of links: one target is opened at a time, in the order they came.
extension NavigatorMachine {
  /// Link `waiter` asks for its turn: whether it has it now (otherwise it waits for
  /// ``leaveLink()`` to resume it).
  func enterLink(_ waiter: WaiterID) -> Bool {
    guard isOpeningTarget else {
      isOpeningTarget = true
      return true
    }
    linkWaiters.append(waiter)
    return false
  }

  /// The link opening now is done: the next one waiting gets its turn.
  func leaveLink() -> [NavigatorEffect] {
    guard !linkWaiters.isEmpty else {
      isOpeningTarget = false
      isWaitingForGuardFlow = false
      return []
    }
    return [.resume(linkWaiters.removeFirst(), .proceed)]
  }
}
