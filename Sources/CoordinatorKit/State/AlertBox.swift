/// Holds a navigation state's alert by reference, so the state itself stays small (see
/// ``NavigationState``). Immutable: states that share a box share the same alert.
final class AlertBox: Sendable {
  let alert: AlertState

  init(_ alert: AlertState) {
    self.alert = alert
  }
}
