import CoordinatorKit

/// The mail demo's root: a tab bar with Inbox (its badge: the messages in the Inbox), Contacts and
/// Account, and a Sent tab added when the first message is sent; one flow coordinator per tab,
/// the session the Account tab signs in to, and the messages as the user changed them.
/// Inbox and Contacts are split views, which a wide screen shows side by side: mailboxes |
/// messages | message, and contacts | contact. It has no screen of its own; the tab
/// coordinators own the tabs' screens and run while their tabs exist.
@MainActor
final class MailCoordinator: TabBarCoordinator<DemoRoute> {
  nonisolated static let inboxTab: TabID = "inbox"
  nonisolated static let contactsTab: TabID = "contacts"
  nonisolated static let accountTab: TabID = "account"
  nonisolated static let sentTab: TabID = "sent"

  let session: MailSession
  let store: MailStore

  /// The three tabs on `navigator`, Inbox selected once started; each tab's title is what its
  /// root screen shows.
  init(navigator: Navigator<DemoRoute>) {
    let session = MailSession()
    let store = MailStore()
    self.session = session
    self.store = store
    super.init(
      navigator: navigator,
      tabs: [
        TabFlow(
          Self.inboxTab, title: "Mailboxes", symbol: "tray", badge: Self.badge(store.inboxCount),
          root: .mail(.mailboxes), split: .threeColumns
        ) { InboxCoordinator(navigator: $0, store: store) },
        TabFlow(
          Self.contactsTab, title: "Contacts", symbol: "person.2", root: .mail(.contacts),
          split: .twoColumns
        ) { ContactsCoordinator(navigator: $0) },
        TabFlow(
          Self.accountTab, title: "Account", symbol: "person.crop.circle", root: .mail(.account)
        ) { AccountCoordinator(navigator: $0, session: session) },
      ])
    store.didChange = { [weak self] in self?.showBadges() }
  }

  /// A count as a badge: none for zero.
  private static func badge(_ count: Int) -> String? {
    count == 0 ? nil : String(count)
  }

  /// The Inbox's count over its tab, and the Sent tab (added with the first message sent) with
  /// its count.
  private func showBadges() {
    try? navigator.setBadge(Self.badge(store.inboxCount), ofTab: Self.inboxTab)
    guard !store.sent.isEmpty else { return }
    if !navigator.state.tabs.contains(Self.sentTab) {
      addSentTab()
    }
    try? navigator.setBadge(Self.badge(store.sent.count), ofTab: Self.sentTab)
    children.lazy.compactMap { $0 as? SentCoordinator }.first?.refresh()
  }

  /// The Sent tab, after the others, run by its own flow.
  private func addSentTab() {
    let store = store
    try? addTab(
      TabFlow(Self.sentTab, title: "Sent", symbol: "paperplane", root: .mail(.sent)) {
        SentCoordinator(navigator: $0, store: store)
      })
  }

  /// Replaces whatever was shown with the three tabs, Inbox selected, and chooses the Inbox in
  /// its sidebar.
  override func start() throws(NavigationError) {
    try super.start()
    try children.lazy.compactMap { $0 as? InboxCoordinator }.first?.chooseInbox()
  }

  /// Rebuilds a saved session tab by tab through the tab coordinators (drafts come back with
  /// their leave guards). Signing in is not saved, so a tab that ended in a screen that needs it
  /// (or in the sign-in sheet) comes back at the screen before it, as after a session expired.
  ///
  /// - Throws: the first ``FollowError``: the saved screens are not ones this demo leads to.
  func restore(_ saved: NavigationState<DemoRoute>) throws(FollowError) {
    if saved.tabs.contains(Self.sentTab), !navigator.state.tabs.contains(Self.sentTab) {
      addSentTab()
    }
    for var target in NavigationTarget.targets(restoring: saved) {
      if !session.isSignedIn,
        let needsSignIn = target.path.firstIndex(where: {
          $0.route == .mail(.security) || $0.route == .mail(.signIn)
        })
      {
        target.path.removeSubrange(needsSignIn...)
      }
      try navigator.restore(target)
    }
  }
}
