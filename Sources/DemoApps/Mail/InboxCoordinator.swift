import CoordinatorKit

/// Runs the Inbox tab: the list of messages and a message; the editor opens over them for a
/// new message or a reply.
@MainActor
package final class InboxCoordinator: FlowCoordinatorBase<DemoRoute>, MailListTab {
  package static let listRoute = MailRoute.inbox
  package static let title = "Inbox"
  package static var items: [MailMessage] { MailContent.messages }
  package static let listButtons = [MailButton("c", "Compose", .compose)]

  package static func row(for message: MailMessage) -> String {
    "\(message.sender): \(message.subject)"
  }

  package static func route(of message: MailMessage) -> MailRoute {
    .message(id: message.id)
  }

  package static func item(shownBy route: MailRoute) -> MailMessage? {
    guard case .message(let id) = route else { return nil }
    return MailContent.message(id: id)
  }

  /// The message, with Reply and the sender's card.
  package static func page(of message: MailMessage) -> (
    title: String, lines: [String], buttons: [MailButton]
  ) {
    (
      message.subject, ["From: \(message.sender)", ""] + message.body,
      [
        MailButton("r", "Reply", .compose),
        MailButton("s", "Sender", .showContact(name: message.sender)),
        MailButton("b", "Back", .back),
      ]
    )
  }

  /// A new message from the list; a reply from a message.
  package static func draft(from message: MailMessage?) -> MailDraft {
    message.map { MailDraft(recipient: $0.sender, subject: "Re: \($0.subject)") } ?? MailDraft()
  }
}
