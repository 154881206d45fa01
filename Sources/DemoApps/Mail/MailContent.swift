/// The mail demo's fixed content: the inbox, the contacts, the account, and the lines a draft
/// gets when the user writes (a terminal demo has no text field, and q, t and g are taken).
package enum MailContent {
  package static let account = "you@example.com"

  package static let contacts = [
    MailContact(name: "Ada Lovelace", address: "ada@example.com"),
    MailContact(name: "Grace Hopper", address: "grace@example.com"),
    MailContact(name: "Alan Turing", address: "alan@example.com"),
  ]

  package static let messages = [
    MailMessage(
      id: 1, sender: "Ada Lovelace", subject: "Notes on the engine",
      body: ["The notes are ready.", "Table 3 has the Bernoulli numbers."]),
    MailMessage(
      id: 2, sender: "Grace Hopper", subject: "A moth in relay 70",
      body: ["We found the bug.", "It is taped into the log book."]),
    MailMessage(
      id: 3, sender: "Alan Turing", subject: "Lunch on Friday?",
      body: ["Same place as last time?"]),
  ]

  package static func message(id: Int) -> MailMessage? {
    messages.first { $0.id == id }
  }

  package static func contact(named name: String) -> MailContact? {
    contacts.first { $0.name == name }
  }

  /// The line a draft with `count` lines gets next.
  package static func line(after count: Int) -> String {
    let lines = ["Hello,", "thank you for your message.", "See you soon."]
    return lines[count % lines.count]
  }
}
