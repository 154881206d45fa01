/// How far one link has got (see ``Navigator/open(_:animation:)``), and the rules for its next
/// step: after each plan, whether it shows the plan, is done, runs a guard's flow or fails; after
/// a guard's flow, whether it plans again. Synchronous: the runner plans, shows and runs the
/// flows.
struct LinkProgress: Equatable, Sendable {
  /// What a link does after a plan has been made (and shown, when it shows).
  enum Step: Equatable, Sendable {
    /// The target is reached.
    case done
    /// Run the flow of the guard with this name, then plan again.
    case runGuard(String)
    /// The link fails with this error.
    case fail(FollowError)
  }

  /// The guards whose flows ended satisfied.
  private(set) var metGuards: [String] = []
  /// The first screen the link showed so that a guard's coordinator runs its flow: what leaves
  /// again when the link fails, whatever the reason.
  private(set) var shownForGuard: ScreenID?
  /// Whether the target was reached.
  private(set) var succeeded = false

  /// Whether a plan with this unmet guard is shown: when nothing stops it, or when the guard's
  /// own coordinator starts with the plan and runs its flow only once its screens are shown.
  static func shows(unmetGuard: String?, guardNeedsItsScreens: Bool) -> Bool {
    unmetGuard == nil || guardNeedsItsScreens
  }

  /// A plan was shown; `firstNewScreen` is the first screen it added, if any.
  mutating func shown(unmetGuard: String?, firstNewScreen: ScreenID?) {
    if unmetGuard == nil {
      succeeded = true
    } else if shownForGuard == nil {
      shownForGuard = firstNewScreen
    }
  }

  /// What follows a plan with this unmet guard (`nil`: none).
  ///
  /// - Parameters:
  ///   - guardNeedsItsScreens: the guard's coordinator starts with the plan.
  ///   - guardOwnerIsRunning: whether that coordinator runs now (showing the screens up to the
  ///     guard may have stopped it, when the screens the link replaced held up its parent).
  ///   - guardedRoute: the route the guard stands before, for the error.
  func next(
    unmetGuard: String?, guardNeedsItsScreens: Bool, guardOwnerIsRunning: Bool,
    guardedRoute: String
  ) -> Step {
    guard let unmetGuard else { return .done }
    if metGuards.contains(unmetGuard) {
      return .fail(.guardRefused(unmetGuard, reason: "its flow ended, but it still does not hold"))
    }
    if guardNeedsItsScreens, !guardOwnerIsRunning {
      return .fail(.noFollowingCoordinator(route: guardedRoute))
    }
    return .runGuard(unmetGuard)
  }

  /// The flow of guard `name` ended with `outcome`: the error the link fails with, or `nil` when
  /// it plans again.
  mutating func guardEnded(_ name: String, with outcome: GuardOutcome) -> FollowError? {
    switch outcome {
    case .satisfied:
      metGuards.append(name)
      return nil
    case .cancelled: return .guardCancelled(name)
    case .refused(let reason): return .guardRefused(name, reason: reason)
    }
  }
}
