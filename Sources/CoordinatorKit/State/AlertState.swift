import Foundation

/// An alert shown on top of everything else in a navigation state.
public struct AlertState: Hashable, Sendable, Codable {
  /// Tells this alert apart from an identical one shown later.
  public let id: UUID
  /// The headline.
  public var title: String
  /// The explanatory text, if any.
  public var message: String?
  /// The buttons, in display order. An alert without actions gets a single "OK".
  public var actions: [AlertAction]

  /// Creates an alert. With no actions, a single default "OK" action is used, because an alert
  /// the user cannot answer would trap them.
  public init(
    title: String, message: String? = nil, actions: [AlertAction] = [], id: UUID = UUID()
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.actions = actions.isEmpty ? [AlertAction("OK")] : actions
  }

  /// The action with the given identifier, if the alert has one.
  public func action(withID actionID: String) -> AlertAction? {
    actions.first { $0.id == actionID }
  }

  /// The action a host should choose when the user dismisses the alert without a button
  /// (Esc, a tap outside): the cancel action, else the only action, else none.
  public var dismissalAction: AlertAction? {
    actions.first { $0.role == .cancel } ?? (actions.count == 1 ? actions.first : nil)
  }
}
