/// The mail demo's fixed content: the mailboxes' messages, the contacts, the account, and the lines a draft
/// gets when the user writes (a terminal demo has no text field, and q, t and g are taken).
enum MailContent {
  static let account = "you@example.com"

  static let contacts = [
    MailContact(name: "Ada Lovelace", address: "ada@example.com"),
    MailContact(name: "Grace Hopper", address: "grace@example.com"),
    MailContact(name: "Alan Turing", address: "alan@example.com"),
  ]

  static let messages = [
    MailMessage(
      id: 1, mailbox: .inbox, sender: "Ada Lovelace", subject: "Notes on the engine",
      body: ["The notes are ready.", "Table 3 has the Bernoulli numbers."]),
    MailMessage(
      id: 2, mailbox: .inbox, sender: "Grace Hopper", subject: "A moth in relay 70",
      body: ["We found the bug.", "It is taped into the log book."]),
    MailMessage(
      id: 3, mailbox: .inbox, sender: "Alan Turing", subject: "Lunch on Friday?",
      body: ["Same place as last time?"]),
    MailMessage(
      id: 4, mailbox: .archive, sender: "Grace Hopper", subject: "A nanosecond",
      body: ["Here is a wire 30 cm long:", "how far light travels in a nanosecond."]),
    MailMessage(
      id: 5, mailbox: .archive, sender: "Alan Turing", subject: "Can machines think?",
      body: ["A draft of the paper.", "I call it the imitation game."]),
  ]

  /// The messages of `mailbox`, in order.
  static func messages(in mailbox: Mailbox) -> [MailMessage] {
    messages.filter { $0.mailbox == mailbox }
  }

  static func message(id: Int) -> MailMessage? {
    messages.first { $0.id == id }
  }

  static func contact(named name: String) -> MailContact? {
    contacts.first { $0.name == name }
  }

  /// The line a draft with `count` lines gets next.
  static func line(after count: Int) -> String {
    let lines = ["Hello,", "thank you for your message.", "See you soon."]
    return lines[count % lines.count]
  }
}
