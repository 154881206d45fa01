import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// The mail demo, headless: tabs with their own stacks, the screen behind sign-in reached by a
/// link, the editor's leave guard, the recipient picker's typed result, and restoring it all.
@MainActor
@Suite("Mail flows (tabs, sign-in, leave guard, picker), headless")
struct MailFlowTests {
  /// Lets the app's tasks run (a guard's question, a link waiting for sign-in) until `condition`.
  private func settle(
    until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for _ in 0..<1000 where !condition() {
      await Task.yield()
    }
    try #require(condition(), sourceLocation: sourceLocation)
  }

  /// Each tab's stack, as `tab: route, route`.
  private func tabs(of state: NavigationState<DemoRoute>) -> [String] {
    state.tabStacks.map { tab in
      "\(tab.id): " + tab.stack.map(\.route.description).joined(separator: ", ")
    }
  }

  private func press(_ key: Character, on demo: DemoFlowHarness) throws {
    let pressed: Bool
    if let page = demo.host.topContent?.mailPage {
      pressed = page.press(key)
    } else {
      pressed = try demo.top(\.mailList).press(key)
    }
    try #require(pressed, "no button \(key) on \(demo.navigator.state.topScreen.route)")
  }

  @Test func eachTabKeepsItsOwnStackAndReselectingPopsToItsRoot() throws {
    let demo = try DemoFlowHarness(.mail)
    #expect(demo.navigator.state.tabs == ["inbox", "contacts", "account"])
    #expect(
      demo.tree
        == "MailCoordinator\n  InboxCoordinator\n    MailboxCoordinator\n  ContactsCoordinator\n"
        + "  AccountCoordinator")
    let inbox = try demo.top(\.mailList)
    inbox.moveSelection(by: 1)
    inbox.openSelected()
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox", "P mail/message(2)"])
    demo.trackTopScreen(as: "message", includingCoordinator: false)

    try demo.host.tapTab("contacts")
    #expect(demo.screens == ["mail/contacts"])
    try demo.top(\.mailList).openSelected()
    #expect(demo.screens == ["mail/contacts", "P mail/contact(Ada Lovelace)"])

    try demo.host.tapTab("inbox")
    #expect(
      demo.screens == ["mail/mailboxes", "P mail/inbox", "P mail/message(2)"],
      "the inbox kept its stack")
    try demo.host.tapTab("inbox")
    #expect(demo.screens == ["mail/mailboxes"], "tapping the selected tab pops it to its root")
    #expect(
      tabs(of: demo.navigator.state) == [
        "inbox: mail/mailboxes", "contacts: mail/contacts, mail/contact(Ada Lovelace)",
        "account: mail/account",
      ])
    demo.leaks.expectAllReleased()
    demo.expectNoStrayObjects()
  }

  @Test func aLinkToASignedInScreenSignsInFirstAndThenContinues() async throws {
    let demo = try DemoFlowHarness(.mail)
    let opening = openSecurity(in: demo)
    try await settle { demo.navigator.state.topScreen.route == .mail(.signIn) }
    #expect(
      demo.screens == ["mail/mailboxes", "P mail/inbox", "S mail/sign-in"], "signing in comes first"
    )
    demo.trackTopScreen(as: "sign-in")
    try press("s", on: demo)
    #expect(await opening.value == nil)
    #expect(demo.navigator.state.selectedTab == "account")
    #expect(demo.screens == ["mail/account", "P mail/security"])
    #expect(try demo.top(\.mailPage).lines.first == "Signed in as you@example.com")
    demo.leaks.expectAllReleased()

    // Signed out, the Security button takes the same guarded way; cancelling changes nothing.
    try press("b", on: demo)
    try press("o", on: demo)
    #expect(try demo.top(\.mailPage).lines.first == "Signed out.")
    try press("s", on: demo)
    try await settle { demo.navigator.state.topScreen.route == .mail(.signIn) }
    try press("b", on: demo)
    let account = try #require(demo.app.root.children.last as? AccountCoordinator)
    await account.securityOpening?.value
    #expect(demo.screens == ["mail/account"])
    #expect(demo.tree.components(separatedBy: "\n").count == 5, "the sign-in flow has stopped")
  }

  @Test func theSecuritySettingsOpenedFromTheAccountHideTheTabBar() async throws {
    let demo = try DemoFlowHarness(.mail)
    let opening = openSecurity(in: demo)
    try await settle { demo.navigator.state.topScreen.route == .mail(.signIn) }
    try press("s", on: demo)
    #expect(await opening.value == nil)
    #expect(demo.host.isTabBarShown, "a link shows the settings the standard way")
    try press("b", on: demo)
    try press("s", on: demo)  // Signed in: the Security button, with no question.
    let account = try #require(demo.app.root.children.last as? AccountCoordinator)
    await account.securityOpening?.value
    #expect(demo.screens == ["mail/account", "P mail/security"])
    #expect(!demo.host.isTabBarShown, "the button's settings take the whole height")
    try press("b", on: demo)
    #expect(demo.host.isTabBarShown)
  }

  @Test func editedSecuritySettingsAskBeforeABackSwipeOrBackThrowsThemAway() async throws {
    let demo = try DemoFlowHarness(.mail)
    let opening = openSecurity(in: demo)
    try await settle { demo.navigator.state.topScreen.route == .mail(.signIn) }
    try press("s", on: demo)
    #expect(await opening.value == nil)
    let settings = demo.navigator.state.topScreen.id
    #expect(try demo.host.swipeBack().removedScreens.map(\.id) == [settings])
    #expect(demo.screens == ["mail/account"], "unchanged settings leave without asking")

    try press("s", on: demo)
    let account = try #require(demo.app.root.children.last as? AccountCoordinator)
    await account.securityOpening?.value
    let security = demo.navigator.state.topScreen.id
    #expect(security != settings)
    try press("a", on: demo)  // Sign-in alerts off, not saved.
    #expect(demo.navigator.state.leaveGuardedScreens == [security])
    #expect(demo.host.topContent?.mailPage?.lines.last == "Sign-in alerts: off (not saved)")

    // The back swipe asks; keeping the change keeps the screen.
    #expect(try demo.host.swipeBack() == .awaitingConfirmation(security))
    try await settle { demo.navigator.state.alert?.title == "Discard the security changes?" }
    try demo.host.tapAlertAction("Keep Editing")
    await demo.navigator.waitForLeaveAnswers()
    #expect(demo.navigator.state.topScreen.id == security)

    // Back asks too; discarding leaves, and the next settings show what was saved.
    try press("b", on: demo)
    try await settle { demo.navigator.state.alert != nil }
    try demo.host.tapAlertAction("Discard")
    await demo.navigator.waitForLeaveAnswers()
    #expect(demo.screens == ["mail/account"])
    try press("s", on: demo)
    await account.securityOpening?.value
    #expect(demo.host.topContent?.mailPage?.lines.last == "Sign-in alerts: by mail")

    // A saved change leaves without asking.
    try press("a", on: demo)
    try press("v", on: demo)
    #expect(demo.navigator.state.leaveGuardedScreens.isEmpty)
    try press("b", on: demo)
    #expect(demo.screens == ["mail/account"])
  }

  @Test func aCancelledSignInLeavesTheAppWhereItWas() async throws {
    let demo = try DemoFlowHarness(.mail)
    try demo.host.tapTab("contacts")
    let opening = openSecurity(in: demo)
    try await settle { demo.navigator.state.topScreen.route == .mail(.signIn) }
    try demo.host.swipeDown()
    #expect(await opening.value == .guardCancelled("signed in"))
    #expect(demo.navigator.state.selectedTab == "contacts")
    #expect(demo.screens == ["mail/contacts"])
  }

  @Test func anEditedDraftAsksBeforeItIsThrownAway() async throws {
    let demo = try DemoFlowHarness(.mail)
    try press("c", on: demo)
    #expect(
      demo.screens == ["mail/mailboxes", "P mail/inbox", "S mail/compose(to: nobody, 0 lines)"])
    demo.trackTopScreen(as: "untouched editor")
    try press("b", on: demo)
    #expect(
      demo.screens == ["mail/mailboxes", "P mail/inbox"], "an untouched draft leaves without asking"
    )
    demo.leaks.expectAllReleased()

    try press("c", on: demo)
    try press("w", on: demo)
    let editor = demo.navigator.state.topScreen.id
    #expect(
      demo.screens == ["mail/mailboxes", "P mail/inbox", "S mail/compose(to: nobody, 1 line)"])
    #expect(demo.navigator.state.leaveGuardedScreens == [editor])
    #expect(demo.navigator.state.blocksInteractiveDismissal(atLevel: 1))
    demo.trackTopScreen(as: "edited editor")

    // Cancel asks; keeping the changes changes nothing.
    try press("b", on: demo)
    try await settle { demo.navigator.state.alert?.title == "Discard changes?" }
    try demo.host.tapAlertAction("Keep Editing")
    await demo.navigator.waitForLeaveAnswers()
    #expect(
      demo.screens == ["mail/mailboxes", "P mail/inbox", "S mail/compose(to: nobody, 1 line)"])

    // A swipe-down is an attempt until it is confirmed.
    #expect(try demo.host.swipeDown() == .awaitingConfirmation(editor))
    #expect(demo.navigator.state.modalDepth == 1)
    try await settle { demo.navigator.state.alert != nil }
    try demo.host.tapAlertAction("Discard")
    await demo.navigator.waitForLeaveAnswers()
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox"])
    demo.leaks.expectAllReleased()
    demo.expectNoStrayObjects()
  }

  @Test func sendingNeedsARecipientAndLeavesWithoutAsking() throws {
    let demo = try DemoFlowHarness(.mail)
    try press("c", on: demo)
    try press("w", on: demo)
    try press("s", on: demo)
    #expect(demo.navigator.state.alert?.title == "No recipient")
    try demo.host.tapAlertAction("OK")
    try press("r", on: demo)
    try demo.top(\.mailList).openSelected()
    demo.trackTopScreen(as: "sent editor")
    try press("s", on: demo)
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox"])
    #expect(demo.navigator.state.alert?.message == "To Ada Lovelace.")
    demo.leaks.expectAllReleased()
  }

  @Test func theRecipientPickerReturnsATypedContactToTheEditor() throws {
    let demo = try DemoFlowHarness(.mail)
    try press("c", on: demo)
    try press("r", on: demo)
    #expect(demo.screens.last == "P mail/choose-recipient")
    #expect(demo.tree.contains("ComposeCoordinator\n        RecipientPickerCoordinator"))
    demo.trackTopScreen(as: "picker")
    do {
      let picker = try demo.top(\.mailList)
      picker.moveSelection(by: 1)
      picker.openSelected()
    }
    let editor = try demo.top(\.mailPage)
    #expect(editor.lines.first == "To: Grace Hopper")
    #expect(demo.screens.last == "S mail/compose(to: Grace Hopper, 0 lines)")
    #expect(!demo.navigator.state.leaveGuardedScreens.isEmpty, "a chosen recipient is an edit")
    demo.leaks.expectAllReleased()

    // Going back from the picker is a cancelled result: the recipient stays.
    try press("r", on: demo)
    demo.trackTopScreen(as: "cancelled picker")
    try demo.host.swipeBack()
    #expect(editor.lines.first == "To: Grace Hopper")
    demo.leaks.expectAllReleased()
    demo.expectNoStrayObjects()
  }

  @Test func everyTabDraftAndGuardIsRestoredButNotTheSession() async throws {
    let demo = try DemoFlowHarness(.mail)
    try demo.host.tapTab("account")
    try press("l", on: demo)
    try press("s", on: demo)  // Signs in.
    try press("s", on: demo)  // Security.
    try await settle { demo.screens == ["mail/account", "P mail/security"] }
    try demo.host.tapTab("contacts")
    try demo.top(\.mailList).openSelected()
    try demo.host.tapTab("inbox")
    try demo.top(\.mailList).openSelected()
    try press("r", on: demo)
    try press("w", on: demo)
    let saved = demo.app.restorableState

    let expectedTabs = [
      "inbox: mail/mailboxes, mail/inbox, mail/message(1)",
      "contacts: mail/contacts, mail/contact(Ada Lovelace)",
      "account: mail/account",
    ]
    for kind in [DemoKind.mail, nil] {
      let app = DemoApp(kind: kind, options: DemoOptions(usesFixedClock: true))
      try app.restore(saved)
      let state = app.navigator.state
      #expect(tabs(of: state) == expectedTabs, "security needs a session, which is not saved")
      #expect(state.selectedTab == "inbox")
      #expect(
        state.path.map(\.screen.route.description) == [
          "mail/inbox", "mail/message(1)", "mail/compose(to: Ada Lovelace, 1 line)",
        ])
      #expect(
        state.leaveGuardedScreens.compactMap { state.screen(withID: $0)?.route }.map(\.description)
          == ["mail/compose(to: Ada Lovelace, 1 line)"])
      #expect(
        app.root.snapshot.outline
          == "MailCoordinator\n  InboxCoordinator\n    MailboxCoordinator\n      ComposeCoordinator\n"
          + "  ContactsCoordinator\n  AccountCoordinator")
    }

    let rainbow = DemoApp(kind: .rainbow)
    #expect(throws: ReplayError.otherDemo(savedRoot: "the mail demo")) {
      try rainbow.restore(saved)
    }
    let mail = DemoApp(kind: .mail)
    #expect(throws: ReplayError.otherDemo(savedRoot: "the picker")) {
      try mail.restore(NavigationState(root: .picker))
    }
  }

  /// A message's sender opens as a card in a popover over the message; Write closes the card and
  /// opens the editor to that contact; a tap outside the card closes it; a link opens it too.
  @Test func theSendersCardIsAPopoverThatWriteReplacesWithTheEditor() async throws {
    let demo = try DemoFlowHarness(.mail)
    try demo.top(\.mailList).openSelected()
    try press("s", on: demo)
    #expect(
      demo.screens == [
        "mail/mailboxes", "P mail/inbox", "P mail/message(1)", "O mail/contact(Ada Lovelace)",
      ])
    demo.trackTopScreen(as: "card", includingCoordinator: false)
    #expect(try demo.top(\.mailPage).lines == ["Mail: ada@example.com"])
    try press("w", on: demo)
    #expect(
      demo.screens == [
        "mail/mailboxes", "P mail/inbox", "P mail/message(1)",
        "S mail/compose(to: Ada Lovelace, 0 lines)",
      ])
    demo.leaks.expectAllReleased()
    // The editor's sheet opens at half height; the user drags it to full height.
    #expect(demo.navigator.state.layers.last?.detents == ComposeCoordinator.sheetDetents)
    try demo.host.dragSheet(to: .large)
    #expect(demo.navigator.state.layers.last?.detents?.selected == .large)

    try press("b", on: demo)  // the untouched editor closes at once
    try press("s", on: demo)
    demo.trackTopScreen(as: "second card", includingCoordinator: false)
    try demo.host.tapOutsidePopover()
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox", "P mail/message(1)"])
    demo.leaks.expectAllReleased()

    try await demo.app.open(link: "coordinatorkit://mail/inbox/3/sender")
    #expect(
      demo.screens == [
        "mail/mailboxes", "P mail/inbox", "P mail/message(3)", "O mail/contact(Alan Turing)",
      ])
    #expect(demo.navigator.state.layers.map(\.anchor) == [.sender], "the card points at From:")
    try press("b", on: demo)
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox", "P mail/message(3)"])
    demo.expectNoStrayObjects()
  }

  /// Delete asks "Delete message?" in a confirmation dialog: Cancel keeps the message, Delete
  /// removes it from the list and goes back to it; a link to it is then refused.
  @Test func deletingAMessageAsksInAConfirmationDialog() async throws {
    let demo = try DemoFlowHarness(.mail)
    try demo.top(\.mailList).openSelected()
    try press("d", on: demo)
    let question = try #require(demo.navigator.state.alert)
    #expect(question.presentation == .confirmationDialog && question.title == "Delete message?")
    #expect(question.actions.map(\.id) == ["Delete", "Cancel"])
    try demo.host.tapAlertAction("Cancel")
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox", "P mail/message(1)"])

    try press("d", on: demo)
    try demo.host.tapAlertAction("Delete")
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox"])
    #expect(
      try demo.top(\.mailList).rows == [
        "Grace Hopper: A moth in relay 70", "Alan Turing: Lunch on Friday?",
      ])
    await #expect(throws: FollowError.self) {
      try await demo.app.open(link: "coordinatorkit://mail/inbox/1")
    }
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox"])
    demo.expectNoStrayObjects()
  }

  /// The Inbox tab is mailboxes | messages | message: the sidebar starts a flow per mailbox
  /// chosen, which replaces the one before in one change and stops it (its message's model and
  /// coordinator are released); a deletion outlives the mailbox's flow; links choose a mailbox.
  @Test func theSidebarStartsAFlowPerMailboxAndStopsTheOneBefore() async throws {
    let demo = try DemoFlowHarness(.mail)
    demo.host.showsSplitViewsCollapsed = false
    #expect(demo.navigator.state.splitLayout == .threeColumns)
    try demo.top(\.mailList).openSelected()
    try press("d", on: demo)
    try demo.host.tapAlertAction("Delete")
    try demo.top(\.mailList).openSelected()
    #expect(demo.screens == ["mail/mailboxes", "P mail/inbox", "P mail/message(2)"])
    demo.trackTopScreen(as: "inbox's message", includingCoordinator: false)
    demo.leaks.track(
      try #require(demo.app.root.subtree.first { $0 is MailboxCoordinator }), as: "inbox's flow")

    let sidebarID = demo.navigator.state.root.id
    let sidebar = try #require(demo.host.contents[sidebarID]?.mailList)
    #expect(sidebar.rows == ["Inbox (2)", "Archive (2)"])
    var changes = 0
    let observation = demo.navigator.observeChanges { _ in changes += 1 }
    sidebar.moveSelection(by: 1)
    sidebar.openSelected()
    #expect(demo.screens == ["mail/mailboxes", "P mail/archive"])
    #expect(changes == 1, "one change")
    _ = observation
    let columns = try #require(demo.navigator.state.splitColumns)
    #expect(columns.content?.route == .mail(.mailbox(.archive)) && columns.detail.isEmpty)
    #expect(
      demo.tree
        == "MailCoordinator\n  InboxCoordinator\n    MailboxCoordinator\n  ContactsCoordinator\n"
        + "  AccountCoordinator")
    demo.leaks.expectAllReleased()
    #expect(
      try demo.top(\.mailList).rows == [
        "Grace Hopper: A nanosecond", "Alan Turing: Can machines think?",
      ])

    // Back to the Inbox: a new flow, and the deleted message stays deleted.
    sidebar.moveSelection(by: -1)
    sidebar.openSelected()
    #expect(try demo.top(\.mailList).rows.count == 2)

    // Links choose the mailbox too, and a message must be in the mailbox the link names.
    try await demo.app.open(link: "coordinatorkit://mail/archive/4/sender")
    #expect(
      demo.screens == [
        "mail/mailboxes", "P mail/archive", "P mail/message(4)", "O mail/contact(Grace Hopper)",
      ])
    await #expect(throws: FollowError.self) {
      try await demo.app.open(link: "coordinatorkit://mail/inbox/4")
    }
    try await demo.app.open(link: "coordinatorkit://mail/mailboxes")
    #expect(demo.screens == ["mail/mailboxes"])
    #expect(try demo.top(\.mailList).rows == ["Inbox (2)", "Archive (2)"])
    demo.expectNoStrayObjects()
  }

  /// Opens the link to Security (behind the sign-in guard) in a task: its value is the error
  /// the link ended with, `nil` when it reached Security.
  private func openSecurity(in demo: DemoFlowHarness) -> Task<FollowError?, Never> {
    Task { () -> FollowError? in
      do throws(FollowError) {
        try await demo.app.open(link: "coordinatorkit://mail/account/security")
        return nil
      } catch {
        return error
      }
    }
  }
}
