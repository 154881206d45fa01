/// A message in the inbox.
struct MailMessage: Hashable, Sendable {
  let id: Int
  let sender: String
  let subject: String
  let body: [String]
}
