import CoordinatorKit

/// The mail demo's root: a tab bar with Inbox, Contacts and Account, one flow coordinator per
/// tab, the session the Account tab signs in to, and the messages as the user changed them.
/// Inbox and Contacts are split views, which a wide screen shows side by side: mailboxes |
/// messages | message, and contacts | contact. It has no screen of its own; the tab
/// coordinators own the tabs' screens and run while their tabs exist.
@MainActor
final class MailCoordinator: TabBarCoordinator<DemoRoute> {
  nonisolated static let inboxTab: TabID = "inbox"
  nonisolated static let contactsTab: TabID = "contacts"
  nonisolated static let accountTab: TabID = "account"

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
          Self.inboxTab, title: "Mailboxes", symbol: "tray", root: .mail(.mailboxes),
          split: .threeColumns
        ) { InboxCoordinator(navigator: $0, store: store) },
        TabFlow(
          Self.contactsTab, title: "Contacts", symbol: "person.2", root: .mail(.contacts),
          split: .twoColumns
        ) { ContactsCoordinator(navigator: $0) },
        TabFlow(
          Self.accountTab, title: "Account", symbol: "person.crop.circle", root: .mail(.account)
        ) { AccountCoordinator(navigator: $0, session: session) },
      ])
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
