import CoordinatorKit

/// Runs the Contacts tab: the list and a contact; writing to one opens the editor over them.
@MainActor
package final class ContactsCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing {

  package func start() throws(NavigationError) {
    _ = try show(.mail(.contacts))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    switch screen.route {
    case .mail(.contacts):
      return .mailList(
        MailListModel(
          title: "Contacts", rows: MailContent.contacts.map(\.name),
          handleEvent: eventHandler { coordinator, action in coordinator.perform(action) }))
    case .mail(.contact(let name)):
      guard let contact = MailContent.contact(named: name) else { return nil }
      return .mailPage(
        MailPageModel(
          title: contact.name, lines: ["Mail: \(contact.address)"],
          buttons: [MailButton("w", "Write", .compose), MailButton("b", "Back", .back)],
          handleEvent: eventHandler { coordinator, action in
            coordinator.perform(action, on: contact)
          }))
    default:
      return nil
    }
  }

  private func perform(_ action: MailAction, on contact: MailContact? = nil) {
    switch action {
    case .open(let index):
      _ = try? show(.mail(.contact(name: MailContent.contacts[index].name)))
    case .compose:
      compose(MailDraft(recipient: contact?.name))
    case .back:
      _ = try? popToFirstScreen()
    default:
      break
    }
  }

  /// A contact, pushed; the editor, in a sheet.
  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch (route, style) {
    case (.mail(.contact(let name)), .push) where MailContent.contact(named: name) != nil:
      .showScreen
    case (.mail(.compose(let draft)), .sheet):
      .startChild(ComposeCoordinator(navigator: navigator, draft: draft))
    default:
      .refuse
    }
  }
}
