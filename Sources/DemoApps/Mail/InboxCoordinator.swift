import CoordinatorKit

/// Runs the Inbox tab: the list of messages and a message; the editor opens over them for a
/// new message or a reply.
@MainActor
package final class InboxCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing {

  package func start() throws(NavigationError) {
    _ = try show(.mail(.inbox))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    switch screen.route {
    case .mail(.inbox):
      return .mailList(
        MailListModel(
          title: "Inbox", rows: MailContent.messages.map { "\($0.sender): \($0.subject)" },
          buttons: [MailButton("c", "Compose", .compose)],
          handleEvent: eventHandler { coordinator, action in coordinator.perform(action) }))
    case .mail(.message(let id)):
      guard let message = MailContent.message(id: id) else { return nil }
      return .mailPage(
        MailPageModel(
          title: message.subject, lines: ["From: \(message.sender)", ""] + message.body,
          buttons: [MailButton("r", "Reply", .compose), MailButton("b", "Back", .back)],
          handleEvent: eventHandler { coordinator, action in
            coordinator.perform(action, on: message)
          }))
    default:
      return nil
    }
  }

  private func perform(_ action: MailAction, on message: MailMessage? = nil) {
    switch action {
    case .open(let index):
      _ = try? show(.mail(.message(id: MailContent.messages[index].id)))
    case .compose:
      compose(
        message.map { MailDraft(recipient: $0.sender, subject: "Re: \($0.subject)") }
          ?? MailDraft())
    case .back:
      _ = try? popToFirstScreen()
    default:
      break
    }
  }

  /// A message of the inbox, pushed; the editor, in a sheet.
  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch (route, style) {
    case (.mail(.message(let id)), .push) where MailContent.message(id: id) != nil:
      .showScreen
    case (.mail(.compose(let draft)), .sheet):
      .startChild(ComposeCoordinator(navigator: navigator, draft: draft))
    default:
      .refuse
    }
  }
}
