/// A message in the inbox.
package struct MailMessage: Hashable, Sendable {
  package let id: Int
  package let sender: String
  package let subject: String
  package let body: [String]
}
