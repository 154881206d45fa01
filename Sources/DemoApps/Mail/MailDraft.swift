/// A message being written: who it goes to, its subject and its lines.
///
/// A value kept in the editor's route, so a saved state keeps an unfinished draft, and the
/// editor comes back with it (and with its leave guard) after a restart.
public struct MailDraft: Hashable, Codable, Sendable {
  /// The recipient's name, once chosen.
  public var recipient: String?
  /// The subject line.
  public var subject: String
  /// The lines written so far.
  public var lines: [String]
  /// Whether the user changed anything since the editor opened; the editor asks before an
  /// edited draft is thrown away.
  public var isEdited: Bool

  /// A draft to `recipient` about `subject`, untouched so far.
  public init(
    recipient: String? = nil, subject: String = "", lines: [String] = [], isEdited: Bool = false
  ) {
    self.recipient = recipient
    self.subject = subject
    self.lines = lines
    self.isEdited = isEdited
  }
}
