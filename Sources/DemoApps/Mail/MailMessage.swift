/// A message in one of the mailboxes.
package struct MailMessage: Hashable, Sendable {
  package let id: Int
  package let mailbox: Mailbox
  package let sender: String
  package let subject: String
  package let body: [String]
}
