/// Someone mail can go to: what the recipient picker hands back to the editor.
struct MailContact: Hashable, Sendable {
  let name: String
  let address: String
}
