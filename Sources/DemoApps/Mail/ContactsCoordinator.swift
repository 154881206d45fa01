import CoordinatorKit

/// Runs the Contacts tab: the list and a contact; writing to one opens the editor over them.
@MainActor
final class ContactsCoordinator: FlowCoordinatorBase<DemoRoute>, MailListFlow {
  let listRoute = MailRoute.contacts
  let title = "Contacts"
  var items: [MailContact] { MailContent.contacts }
  static let listButtons: [MailButton] = []

  static func row(for contact: MailContact) -> String {
    contact.name
  }

  static func route(of contact: MailContact) -> MailRoute {
    .contact(name: contact.name)
  }

  func item(shownBy route: MailRoute) -> MailContact? {
    guard case .contact(let name) = route else { return nil }
    return MailContent.contact(named: name)
  }

  /// The contact's address, with Write.
  /// A contact's page names no control a popover points at.
  static func anchorLines(of contact: MailContact) -> [PopoverAnchor: Int] { [:] }

  static func page(of contact: MailContact) -> (
    title: String, lines: [String], buttons: [MailButton]
  ) {
    (
      contact.name, ["Mail: \(contact.address)"],
      [MailButton("w", "Write", .compose), MailButton("b", "Back", .back)]
    )
  }

  /// A message to the contact (none chosen from the list).
  static func draft(from contact: MailContact?) -> MailDraft {
    MailDraft(recipient: contact?.name)
  }

  /// Contacts have no Delete button.
  func delete(_ contact: MailContact) {}
}
