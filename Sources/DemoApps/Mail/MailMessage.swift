/// A message in one of the mailboxes.
struct MailMessage: Hashable, Sendable {
  let id: Int
  let mailbox: Mailbox
  let sender: String
  let subject: String
  let body: [String]
}
