import CoordinatorKit

/// Runs the Inbox tab: the mailboxes, the sidebar of a three-column split view. Choosing a
/// mailbox starts its own flow in the next column (a ``MailboxCoordinator``), which replaces
/// the one chosen before in one change; the Inbox is chosen when the tab starts. Compose opens
/// the editor over the mailboxes too, as in a mail app's sidebar.
@MainActor
final class InboxCoordinator: Flow<DemoRoute> {
  private let store: MailStore

  init(navigator: Navigator<DemoRoute>, store: MailStore) {
    self.store = store
    super.init(navigator: navigator)
  }

  /// Shows the mailboxes with the Inbox's messages beside them.
  func start() throws(NavigationError) {
    _ = try show(.mail(.mailboxes))
    try chooseInbox()
  }

  /// Shows the Inbox's messages beside the mailboxes: what the tab shows first.
  func chooseInbox() throws(NavigationError) {
    try coordinate(to: makeFlow(for: .inbox), style: .push)
  }

  /// The mailboxes' list: each row names a mailbox and how many messages it holds; the
  /// selected one is the mailbox whose messages are shown beside it.
  func makeModel(for route: DemoRoute) -> Any? {
    guard route == .mail(.mailboxes) else { return nil }
    let shownMailbox = routeShownBeside(route)
    return MailListModel(
      title: "Mailboxes",
      rows: { [weak self] in
        Mailbox.allCases.map { "\($0.title) (\(self?.store.messages(in: $0).count ?? 0))" }
      },
      buttons: [MailButton("c", "Compose", .compose)], following: navigator,
      shownRow: {
        guard case .mail(.mailbox(let shown))? = shownMailbox() else { return nil }
        return Mailbox.allCases.firstIndex(of: shown)
      },
      handleEvent: eventHandler { coordinator, action in
        switch action {
        case .open(let index) where Mailbox.allCases.indices.contains(index):
          _ = try? coordinator.resetFlow(
            coordinatingTo: coordinator.makeFlow(for: Mailbox.allCases[index]))
        case .compose:
          coordinator.compose(MailDraft())
        default:
          break
        }
      })
  }

  /// A mailbox's messages, in a flow of their own; the editor, in a sheet.
  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch (route, style) {
    case (.mail(.mailbox(let mailbox)), .push):
      .startChild(makeFlow(for: mailbox))
    case (.mail(.compose(let draft)), .modal(.sheet)):
      .startChild(ComposeCoordinator(navigator: navigator, draft: draft))
    default:
      .refuse
    }
  }

  private func makeFlow(for mailbox: Mailbox) -> MailboxCoordinator {
    MailboxCoordinator(navigator: navigator, mailbox: mailbox, store: store)
  }
}
