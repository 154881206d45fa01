import CoordinatorKit

/// Runs one mailbox: its list of messages and a message; the editor opens over them for a new
/// message or a reply. The Inbox tab's sidebar starts one per mailbox chosen, and it stops when
/// another is chosen and its screens leave.
@MainActor
final class MailboxCoordinator: FlowCoordinatorBase<DemoRoute>, MailListFlow {
  let mailbox: Mailbox
  private let store: MailStore

  init(navigator: Navigator<DemoRoute>, mailbox: Mailbox, store: MailStore) {
    self.mailbox = mailbox
    self.store = store
    super.init(navigator: navigator)
  }

  var listRoute: MailRoute { .mailbox(mailbox) }
  var title: String { mailbox.title }
  var items: [MailMessage] { store.messages(in: mailbox) }
  static let listButtons = [MailButton("c", "Compose", .compose)]

  static func row(for message: MailMessage) -> String {
    "\(message.sender): \(message.subject)"
  }

  static func route(of message: MailMessage) -> MailRoute {
    .message(id: message.id)
  }

  func item(shownBy route: MailRoute) -> MailMessage? {
    guard case .message(let id) = route else { return nil }
    return store.message(id: id, in: mailbox)
  }

  /// The message, with Reply, the sender's card and Delete.
  /// The sender's card points at the "From:" line.
  static func anchorLines(of message: MailMessage) -> [PopoverAnchor: Int] {
    [.sender: 0]
  }

  static func page(of message: MailMessage) -> (
    title: String, lines: [String], buttons: [MailButton]
  ) {
    (
      message.subject, ["From: \(message.sender)", ""] + message.body,
      [
        MailButton("r", "Reply", .compose),
        MailButton("s", "Sender", .showContact(name: message.sender)),
        MailButton("d", "Delete", .delete), MailButton("b", "Back", .back),
      ]
    )
  }

  /// Asks "Delete message?" in a confirmation dialog; Delete removes the message from the list
  /// and goes back to it, Cancel (the safe default) leaves everything as it was.
  func delete(_ message: MailMessage) {
    guard
      let question = try? AlertState.confirmationDialog(
        title: "Delete message?", message: "\"\(message.subject)\" from \(message.sender)",
        actions: [AlertAction("Delete", role: .destructive), AlertAction("Cancel", role: .cancel)])
    else { return }
    try? navigator.showAlert(question) { [weak self] answer in
      guard let self, answer?.id == "Delete" else { return }
      store.delete(message)
      _ = try? popToFirstScreen()
    }
  }

  /// A new message from the list; a reply from a message.
  static func draft(from message: MailMessage?) -> MailDraft {
    message.map { MailDraft(recipient: $0.sender, subject: "Re: \($0.subject)") } ?? MailDraft()
  }
}
