/// A condition a screen needs before a link may reach it: signed in, a feature enabled, a
/// purchase. When it is not met, following the link pauses and the guard runs a flow (usually a
/// ``ResultCoordinator`` such as a login); the link then continues, or ends where it started.
@MainActor
public struct RouteGuard {
  /// What the guard checks, for errors and logs ("signed in").
  public let name: String
  /// Whether the condition holds now.
  package let isSatisfied: @MainActor () -> Bool
  /// Runs the flow that can meet the condition, from the state the app is in.
  package let satisfy: @MainActor () async -> GuardOutcome

  /// A guard named `name`.
  public init(
    _ name: String, isSatisfied: @escaping @MainActor () -> Bool,
    satisfy: @escaping @MainActor () async -> GuardOutcome
  ) {
    self.name = name
    self.isSatisfied = isSatisfied
    self.satisfy = satisfy
  }
}
