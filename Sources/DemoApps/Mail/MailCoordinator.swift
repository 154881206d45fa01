import CoordinatorKit

/// The mail demo's root: a tab bar with Inbox, Contacts and Account, one flow coordinator per
/// tab, the session the Account tab signs in to, and the messages as the user changed them.
/// Inbox and Contacts are split views, which a wide screen shows side by side: mailboxes |
/// messages | message, and contacts | contact. It has no screen of its own; the tab
/// coordinators own the tabs' screens and run while their tabs exist.
@MainActor
final class MailCoordinator: FlowCoordinatorBase<DemoRoute>, Coordinator {
  nonisolated static let inboxTab: TabID = "inbox"
  nonisolated static let contactsTab: TabID = "contacts"
  nonisolated static let accountTab: TabID = "account"

  let session = MailSession()
  let store = MailStore()

  /// Replaces whatever was shown with the three tabs, Inbox selected, and starts their flows.
  func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(
        tabs: [
          Tab(Self.inboxTab, root: .mail(.mailboxes), split: .threeColumns),
          Tab(Self.contactsTab, root: .mail(.contacts), split: .twoColumns),
          Tab(Self.accountTab, root: .mail(.account)),
        ], selected: Self.inboxTab))
    try coordinate(to: InboxCoordinator(navigator: navigator, store: store), inTab: Self.inboxTab)
    try coordinate(to: ContactsCoordinator(navigator: navigator), inTab: Self.contactsTab)
    try coordinate(
      to: AccountCoordinator(navigator: navigator, session: session), inTab: Self.accountTab)
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
