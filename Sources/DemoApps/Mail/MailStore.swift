/// The messages as the user changed them this session (deleted ones gone), shared by every
/// mailbox's flow: a mailbox chosen again shows what was deleted before.
///
/// Like ``MailSession`` it is not navigation state, and this demo does not keep it.
@MainActor
final class MailStore {
  /// The messages deleted this session, whose links are refused.
  private(set) var deletedMessageIDs: Set<Int> = []
  /// The messages sent this session, oldest first, as the Sent tab lists them.
  private(set) var sent: [String] = []
  /// Told after a message is deleted or sent: the tab bar's badges follow.
  var didChange: () -> Void = {}

  init() {}

  /// The messages in the Inbox: its tab's badge.
  var inboxCount: Int { messages(in: .inbox).count }

  /// The messages of `mailbox` that were not deleted, in order.
  func messages(in mailbox: Mailbox) -> [MailMessage] {
    MailContent.messages(in: mailbox).filter { !deletedMessageIDs.contains($0.id) }
  }

  /// Message `id` when it is in `mailbox` and was not deleted.
  func message(id: Int, in mailbox: Mailbox) -> MailMessage? {
    guard !deletedMessageIDs.contains(id), let message = MailContent.message(id: id),
      message.mailbox == mailbox
    else { return nil }
    return message
  }

  func delete(_ message: MailMessage) {
    deletedMessageIDs.insert(message.id)
    didChange()
  }

  func recordSent(_ draft: MailDraft) {
    sent.append(
      "To \(draft.recipient ?? "nobody"): \(draft.subject.isEmpty ? "(no subject)" : draft.subject)"
    )
    didChange()
  }
}
