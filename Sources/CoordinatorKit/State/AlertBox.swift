/// Holds a navigation state's alert by reference, so the state stays a few references in size
/// (see ``PathNode``, "Storage that generic code copies cheaply"). Immutable: states that share a
/// box share the same alert.
@usableFromInline
final class AlertBox: Sendable {
  let alert: AlertState

  init(_ alert: AlertState) {
    self.alert = alert
  }
}
