/// Someone mail can go to: what the recipient picker hands back to the editor.
package struct MailContact: Hashable, Sendable {
  package let name: String
  package let address: String
}
