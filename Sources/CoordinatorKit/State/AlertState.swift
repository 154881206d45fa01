import Foundation

/// An alert shown on top of everything else in a navigation state, or a confirmation dialog
/// (see ``presentation``).
///
/// An alert always has at least one action, and no two actions share an identifier, so the user
/// can always answer it and every answer routes to exactly one action. The initializers and
/// decoding enforce both through the same check.
public struct AlertState: Hashable, Sendable {
  /// Tells this alert apart from an identical one shown later; a user's answer names it, so an
  /// answer to an alert that is gone is never applied to another.
  public let id: AlertID
  /// The headline.
  public let title: String
  /// The explanatory text, if any.
  public let message: String?
  /// The buttons, in display order: never empty, identifiers unique.
  public let actions: [AlertAction]
  /// How hosts show it: an alert (the default) or a confirmation dialog. Answering is the same.
  public let presentation: AlertPresentation

  /// An alert with a single "OK" action: the common case, which cannot be invalid.
  public init(title: String, message: String? = nil, id: AlertID = AlertID()) {
    self.id = id
    self.title = title
    self.message = message
    actions = [AlertAction("OK")]
    presentation = .alert
  }

  /// An alert with the given actions.
  ///
  /// - Throws: ``NavigationError/alertHasNoActions(title:)`` when `actions` is empty (the user
  ///   could not answer it), and ``NavigationError/duplicateAlertAction(id:title:)`` when two
  ///   actions share an identifier (an answer would be ambiguous).
  public init(
    title: String, message: String? = nil, actions: [AlertAction],
    presentation: AlertPresentation = .alert, id: AlertID = AlertID()
  ) throws(NavigationError) {
    try Self.validate(title: title, actions: actions)
    self.id = id
    self.title = title
    self.message = message
    self.actions = actions
    self.presentation = presentation
  }

  /// A confirmation dialog with the given actions: the question a destructive action asks
  /// ("Discard changes?"), shown as a list of actions at the bottom of the screen.
  ///
  /// - Throws: what ``init(title:message:actions:presentation:id:)`` throws.
  public static func confirmationDialog(
    title: String, message: String? = nil, actions: [AlertAction], id: AlertID = AlertID()
  ) throws(NavigationError) -> AlertState {
    try AlertState(
      title: title, message: message, actions: actions, presentation: .confirmationDialog, id: id)
  }

  /// The one check that initializers and decoding share.
  private static func validate(title: String, actions: [AlertAction]) throws(NavigationError) {
    guard !actions.isEmpty else { throw .alertHasNoActions(title: title) }
    var seen: Set<String> = []
    for action in actions where !seen.insert(action.id).inserted {
      throw .duplicateAlertAction(id: action.id, title: title)
    }
  }

  /// The action with the given identifier, if the alert has one.
  package func action(withID actionID: String) -> AlertAction? {
    actions.first { $0.id == actionID }
  }

  /// What the alert answers when it goes without the user choosing one of its actions
  /// (``UserNavigation/dismissedAlert(alertID:)``): its cancel action, else no action at all.
  ///
  /// Never another action, even the only one: a "Delete draft?" dialog whose one button is
  /// destructive must delete nothing when the user taps the Cancel SwiftUI adds to it, or taps
  /// outside it on iPad.
  package var dismissalAction: AlertAction? {
    actions.first { $0.role == .cancel }
  }
}

extension AlertState: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, message, actions, presentation
  }

  /// Decodes an alert and checks it as the initializer does, so a file cannot produce an alert
  /// the user cannot answer. A file saved without a presentation (before dialogs existed)
  /// holds an alert.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let title = try container.decode(String.self, forKey: .title)
    do {
      try self.init(
        title: title, message: try container.decodeIfPresent(String.self, forKey: .message),
        actions: try container.decode([AlertAction].self, forKey: .actions),
        presentation: try container.decodeIfPresent(AlertPresentation.self, forKey: .presentation)
          ?? .alert,
        id: try container.decode(AlertID.self, forKey: .id))
    } catch let error as NavigationError {
      throw DecodingError.brokenRule(error, in: decoder)
    }
  }

  /// Encodes the alert; an alert's presentation is left out, so files read as they did before
  /// dialogs existed.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(actions, forKey: .actions)
    if presentation != .alert {
      try container.encode(presentation, forKey: .presentation)
    }
  }
}
