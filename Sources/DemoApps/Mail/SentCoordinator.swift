import CoordinatorKit

/// Runs the Sent tab, which the mail demo adds when the first message is sent: the messages sent
/// this session. It owns the tab's one screen, and stops if the tab is removed.
@MainActor
final class SentCoordinator: Flow<DemoRoute> {
  private let store: MailStore
  private weak var page: MailPageModel?

  init(navigator: Navigator<DemoRoute>, store: MailStore) {
    self.store = store
    super.init(navigator: navigator)
  }

  func makeModel(for route: DemoRoute) -> Any? {
    guard route == .mail(.sent) else { return nil }
    let page = MailPageModel(title: "Sent", lines: store.sent, buttons: [], handleEvent: { _ in })
    self.page = page
    return page
  }

  /// Lists what was sent since the page was made.
  func refresh() {
    page?.lines = store.sent
  }
}
