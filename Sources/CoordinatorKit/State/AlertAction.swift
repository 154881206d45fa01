/// One button of an alert.
///
/// The chosen action is reported back to whoever showed the alert, which routes it with a
/// `switch` on ``id`` (the coordinator decides what happens, never the alert).
public struct AlertAction: Hashable, Sendable, Codable {
  /// What an action does, so hosts can style it the platform's way.
  public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    /// An ordinary action.
    case `default`
    /// Leaves things as they were (drawn apart, chosen by Esc on a keyboard).
    case cancel
    /// Destroys something (drawn in red).
    case destructive
  }

  /// A stable name the caller routes on; defaults to the title.
  public var id: String
  /// The button's label.
  public var title: String
  /// What the action does.
  public var role: Role

  /// Creates an action; `id` defaults to `title`.
  public init(_ title: String, id: String? = nil, role: Role = .default) {
    self.id = id ?? title
    self.title = title
    self.role = role
  }
}
