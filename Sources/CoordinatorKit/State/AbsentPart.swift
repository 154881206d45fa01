/// What a state stores for a part it does not have (no top node, no alert, no tabs, no guards):
/// a state's optional parts are stored as non-optional references (see PathNode, "Storage that
/// generic code copies cheaply").
@usableFromInline
final class AbsentPart: Sendable {
  /// The one absent part every state shares.
  @usableFromInline static let shared = AbsentPart()

  private init() {}
}
