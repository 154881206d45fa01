/// A mailbox of the mail demo: the sidebar lists them, and each holds its own messages.
public enum Mailbox: String, CaseIterable, Hashable, Codable, Sendable {
  /// Where new messages arrive.
  case inbox
  /// Where older messages are kept.
  case archive

  /// The mailbox's name in the sidebar and its list's title.
  var title: String {
    switch self {
    case .inbox: "Inbox"
    case .archive: "Archive"
    }
  }
}
