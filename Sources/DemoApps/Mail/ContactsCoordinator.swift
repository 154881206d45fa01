import CoordinatorKit

/// Runs the Contacts tab: the list and a contact; writing to one opens the editor over them.
@MainActor
package final class ContactsCoordinator: FlowCoordinatorBase<DemoRoute>, MailListFlow {
  package let listRoute = MailRoute.contacts
  package let title = "Contacts"
  package var items: [MailContact] { MailContent.contacts }
  package static let listButtons: [MailButton] = []

  package static func row(for contact: MailContact) -> String {
    contact.name
  }

  package static func route(of contact: MailContact) -> MailRoute {
    .contact(name: contact.name)
  }

  package func item(shownBy route: MailRoute) -> MailContact? {
    guard case .contact(let name) = route else { return nil }
    return MailContent.contact(named: name)
  }

  /// The contact's address, with Write.
  /// A contact's page names no control a popover points at.
  package static func anchorLines(of contact: MailContact) -> [PopoverAnchor: Int] { [:] }

  package static func page(of contact: MailContact) -> (
    title: String, lines: [String], buttons: [MailButton]
  ) {
    (
      contact.name, ["Mail: \(contact.address)"],
      [MailButton("w", "Write", .compose), MailButton("b", "Back", .back)]
    )
  }

  /// A message to the contact (none chosen from the list).
  package static func draft(from contact: MailContact?) -> MailDraft {
    MailDraft(recipient: contact?.name)
  }

  /// Contacts have no Delete button.
  package func delete(_ contact: MailContact) {}
}
