/// A caller waiting on a navigator, as its ``NavigatorMachine`` knows it: a number the runner
/// (``Navigator``) maps to the suspended caller, so the machine holds who waits as data.
struct WaiterID: Hashable, Sendable, CustomStringConvertible {
  let number: Int

  var description: String { "waiter \(number)" }
}

/// How a waiting caller goes on when its ``NavigatorMachine`` resumes it.
enum Resumption: Equatable, Sendable {
  /// What it waited for happened (its turn came, the question closed, its change was shown).
  case proceed
  /// Its task was cancelled while it waited: it stops waiting and changes nothing.
  case cancelled
  /// What it waited for cannot happen: it hears this refusal.
  case failed(NavigationError)
}

/// What a ``NavigatorMachine`` asks its runner to do for those waiting on it, in order.
enum NavigatorEffect: Equatable, Sendable {
  /// Take up the user attempt held behind a question that has closed: propose it again now.
  case takeUp(WaiterID)
  /// Let this waiting caller go on.
  case resume(WaiterID, Resumption)
}
