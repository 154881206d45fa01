import Testing

/// `coordinator-demo mail` driven by `--script`, `--open` and `--state-file`: the same program a
/// user runs, its last screen read back as text.
@Suite("coordinator-demo mail --script", TestEnvironment.demoTimeLimit)
struct MailScriptTests {
  /// The tab bar's row, just above the key bar.
  private func tabBar(_ screen: DemoScreen) -> String {
    screen.lines[DemoScreen.rows - 2]
  }

  @Test func digitsSwitchTabsThatKeepTheirStacks() throws {
    let screen = try DemoExecutable.screen("mail", "Down Enter 2 Enter 1")
    #expect(screen.title == "A moth in relay 70")
    #expect(screen.titleBar.back == "‹ Inbox")
    #expect(tabBar(screen).contains("1 Mailboxes") && tabBar(screen).contains("3 Account"))
    let contacts = try DemoExecutable.screen("mail", "Down Enter 2 Enter 1 2")
    #expect(contacts.title == "Ada Lovelace", "the Contacts tab kept its contact")
    let popped = try DemoExecutable.screen("mail", "Down Enter 1")
    #expect(popped.title == "Mailboxes", "the selected tab, tapped again, pops to its root")
    #expect(popped.contains("▸ Inbox (3)") && popped.contains("Archive (2)"))
  }

  @Test func aLinkBehindSignInShowsTheSignInSheetThenContinues() throws {
    let link = ["--open", "coordinatorkit://mail/account/security"]
    let signIn = try DemoExecutable.screen("mail", "", options: link)
    #expect(signIn.contains("Sign In") && signIn.hasPanel)
    let security = try DemoExecutable.screen("mail", "s", options: link)
    #expect(security.title == "Security")
    #expect(security.contains("Signed in as you@example.com"))
    #expect(security.titleBar.back == "‹ Account")
    let cancelled = try DemoExecutable.screen("mail", "b", options: link)
    #expect(cancelled.title == "Inbox" && !cancelled.hasPanel, "a cancelled sign-in goes nowhere")
  }

  @Test func anEditedDraftAsksDiscardChanges() throws {
    let untouched = try DemoExecutable.screen("mail", "c b")
    #expect(untouched.title == "Inbox" && !untouched.hasPanel)
    let asked = try DemoExecutable.screen("mail", "c w Esc")
    // The safe action is the default: Enter keeps the draft.
    #expect(asked.contains("Discard changes?") && asked.contains("[ Keep Editing ]"))
    // A confirmation dialog: a list of actions along the bottom, over the editor,
    // chosen with Up and Down.
    let bottom = DemoScreen.rows - 1
    #expect(asked.lines[bottom - 2].contains("[ Keep Editing ]"))
    #expect(asked.lines[bottom - 3].contains("Discard"))
    #expect(asked.lines[bottom - 1].hasPrefix("  └") && asked.contains("New Message"))
    #expect(asked.keyBar.hasPrefix(" ↑/↓ Choose  Enter Select"))
    let kept = try DemoExecutable.screen("mail", "c w b Enter")
    #expect(kept.contains("New Message") && kept.contains("Hello,"))
    #expect(!kept.contains("Discard changes?"))
    let discarded = try DemoExecutable.screen("mail", "c w b Up Enter")
    #expect(discarded.title == "Inbox" && !discarded.hasPanel)
  }

  /// A popover: the sender's card is a small box hanging from the sender's line (its
  /// anchor, `sender`), with the message around it; Write closes it and opens the editor to the
  /// sender. A saved state and a link point it at the same line.
  @Test func theSendersCardIsAPopoverUnderTheSendersLine() throws {
    let card = try DemoExecutable.screen("mail", "Enter s")
    let sender = try #require(card.lines.firstIndex { $0.contains("From: Ada Lovelace") })
    #expect(card.lines[sender + 1].hasPrefix("  ┌──▲"))
    #expect(card.lines[sender + 2].contains("Ada Lovelace"))
    #expect(card.contains("Mail: ada@example.com") && card.title == "Notes on the engine")
    #expect(card.keyBar.hasPrefix(" w Write  b Close"))

    let directory = try TemporaryDirectory()
    let file = ["--state-file", directory.file("mail.json").path]
    _ = try DemoExecutable.script("mail", "Enter s", options: file, allowsErrorOutput: true)
    let saved = try String(contentsOf: directory.file("mail.json"), encoding: .utf8)
    #expect(saved.contains(#""anchor" : "sender""#))
    let restored = try DemoExecutable.screen("mail", "", options: file, allowsErrorOutput: true)
    #expect(restored.lines[sender + 1].hasPrefix("  ┌──▲"))
    let linked = try DemoExecutable.screen(
      "mail", "", options: ["--open", "coordinatorkit://mail/inbox/1/sender"])
    #expect(linked.lines[sender + 1].hasPrefix("  ┌──▲") && linked.contains("Mail: ada@example"))
    let writing = try DemoExecutable.screen("mail", "Enter s w")
    #expect(writing.contains("New Message") && writing.contains("To: Ada Lovelace"))
    #expect(!writing.contains("Mail: ada@example.com"))
  }

  /// "Delete message?" is a confirmation dialog along the bottom; Cancel is chosen first, and Up
  /// then Enter deletes the message and goes back to the list without it.
  @Test func deletingAMessageAsksAlongTheBottom() throws {
    let asked = try DemoExecutable.screen("mail", "Enter d")
    let bottom = DemoScreen.rows - 1
    #expect(asked.lines[bottom - 2].contains("[ Cancel ]"))
    #expect(asked.lines[bottom - 3].contains("Delete") && asked.contains("Delete message?"))
    #expect(asked.contains(#""Notes on the engine" from Ada Lovelace"#))
    let kept = try DemoExecutable.screen("mail", "Enter d Enter")
    #expect(kept.title == "Notes on the engine" && !kept.contains("Delete message?"))
    let deleted = try DemoExecutable.screen("mail", "Enter d Up Enter")
    #expect(deleted.title == "Inbox" && !deleted.contains("Notes on the engine"))
    #expect(deleted.titleBar.back == "‹ Mailboxes")
    #expect(deleted.contains("▸ Grace Hopper: A moth in relay 70"))
  }

  /// The Inbox tab's badge counts its messages and follows a deletion; the first message sent
  /// adds a Sent tab, at the end, with its count.
  @Test func theInboxTabCountsItsMessagesAndSendingAddsASentTab() throws {
    let start = try DemoExecutable.screen("mail", "")
    #expect(tabBar(start).contains("1 Mailboxes (3)"), "\(tabBar(start))")
    #expect(!tabBar(start).contains("Sent"))
    let deleted = try DemoExecutable.screen("mail", "Enter d Up Enter")
    #expect(tabBar(deleted).contains("1 Mailboxes (2)"), "\(tabBar(deleted))")
    let sent = try DemoExecutable.screen("mail", "c r Enter s Enter 4")
    #expect(tabBar(sent).contains("4 Sent (1)"), "\(tabBar(sent))")
    #expect(sent.title == "Sent" && sent.contains("To Ada Lovelace"), "\(sent)")
  }

  /// The editor's sheet opens at half height; Tab drags it to full height, a saved state
  /// brings that height back, and a link opens the editor at half height.
  @Test func theEditorOpensAtHalfHeightAndTabMakesItFull() throws {
    let half = try DemoExecutable.screen("mail", "c")
    let top = try #require(half.lines.firstIndex { $0.contains("┌") })
    #expect(top > DemoScreen.rows / 3 && half.lines[top + 1].contains("New Message"))
    #expect(half.contains("[c] Compose"), "the inbox shows above the half-height sheet")
    #expect(half.keyBar.contains("Tab Resize"))
    let full = try DemoExecutable.screen("mail", "c Tab")
    #expect(full.lines[2].contains("┌") && !full.contains("[c] Compose"))

    let directory = try TemporaryDirectory()
    let file = ["--state-file", directory.file("mail.json").path]
    _ = try DemoExecutable.script("mail", "c Tab w", options: file, allowsErrorOutput: true)
    let saved = try String(contentsOf: directory.file("mail.json"), encoding: .utf8)
    #expect(saved.contains(#""selected" : "large""#))
    let restored = try DemoExecutable.screen("mail", "", options: file, allowsErrorOutput: true)
    #expect(restored.lines[2].contains("┌") && restored.contains("Hello,"))

    let linked = try DemoExecutable.screen(
      "mail", "", options: ["--open", "coordinatorkit://mail/compose?to=Ada%20Lovelace"])
    #expect(linked.lines[top].contains("┌") && linked.contains("To: Ada Lovelace"))
  }

  /// The Inbox tab is a three-column split view (mailboxes | messages | message) from 120
  /// columns, and Contacts a two-column one from 96. The keys start in the sidebar; Tab moves
  /// them to the next column and Esc back; a row opened in a column replaces what the columns
  /// after it show. The state is the same stack as on 80 columns, so a state saved wide reads
  /// narrow with the message on the list, and a state file keeps the layout.
  @Test func aWideScreenShowsTheMailboxesTheMessagesAndAMessageSideBySide() throws {
    let wide = ["--columns", "120"]
    /// The 120-column screen a script prints, as text.
    func screen(_ keys: String) throws -> String {
      try DemoExecutable.script("mail", keys, options: wide).standardOutput
    }
    let empty = try screen("")
    #expect(empty.contains("▸ Inbox (3)") && empty.contains("Ada Lovelace: Notes on"))
    #expect(empty.contains("No selection"))
    let opened = try screen("Tab Down Enter")
    #expect(opened.contains("It is taped into the log book.") && opened.contains("Inbox (3)"))
    #expect(!opened.contains("The notes are ready.") && !opened.contains("‹ Inbox"))
    #expect(opened.contains("Tab Next column"))
    // The keys stay with the list until Tab gives them to the message: its Reply writes back.
    let replying = try screen("Tab Enter Tab r")
    #expect(replying.contains("Re: Notes on the engine") && replying.contains("To: Ada Lovelace"))
    let listKeys = try screen("Tab Enter Tab Esc Down Enter")
    #expect(listKeys.contains("It is taped into the log book."))
    // Another mailbox replaces the messages and clears the message beside them.
    let archive = try screen("Tab Enter Esc Down Enter")
    #expect(archive.contains("Grace Hopper: A nanosec") && archive.contains("No selection"))
    #expect(!archive.contains("The notes are ready.") && !archive.contains("Notes on the"))
    let contacts = try screen("2 Enter")
    #expect(contacts.contains("Mail: ada@example.com") && contacts.contains("Grace Hopper"))

    let directory = try TemporaryDirectory()
    let file = ["--state-file", directory.file("mail.json").path]
    _ = try DemoExecutable.script(
      "mail", "Tab Down Enter", options: wide + file, allowsErrorOutput: true)
    let saved = try String(contentsOf: directory.file("mail.json"), encoding: .utf8)
    #expect(saved.contains(#""split" : "threeColumns""#))
    #expect(saved.contains(#""split" : "twoColumns""#), "the Contacts tab keeps its own")
    let narrow = try DemoExecutable.screen("mail", "", options: file, allowsErrorOutput: true)
    #expect(narrow.title == "A moth in relay 70" && narrow.titleBar.back == "‹ Inbox")
    let mailboxes = try DemoExecutable.screen(
      "mail", "Esc Esc", options: file, allowsErrorOutput: true)
    #expect(mailboxes.title == "Mailboxes")
  }

  @Test func thePickersContactBecomesTheRecipient() throws {
    let screen = try DemoExecutable.screen("mail", "c r Down Down Enter")
    #expect(screen.contains("To: Alan Turing"))
    let dump = try DemoExecutable.dump("mail", "c r Down Down Enter")
    #expect(dump.coordinators.outline.contains("ComposeCoordinator"))
    #expect(!dump.coordinators.outline.contains("RecipientPickerCoordinator"))
  }

  @Test func quittingWithADraftOpenRestoresItGuarded() throws {
    let directory = try TemporaryDirectory()
    let file = ["--state-file", directory.file("mail.json").path]
    _ = try DemoExecutable.script(
      "mail", "2 Enter w w", options: file, allowsErrorOutput: true)
    let restored = try DemoExecutable.screen("mail", "", options: file, allowsErrorOutput: true)
    #expect(restored.contains("New Message") && restored.contains("To: Ada Lovelace"))
    #expect(restored.contains("Hello,"))
    let asked = try DemoExecutable.screen("mail", "b", options: file, allowsErrorOutput: true)
    #expect(asked.contains("Discard changes?"), "the draft's guard came back with it")
    let fromPicker = try DemoExecutable.screen(nil, "", options: file, allowsErrorOutput: true)
    #expect(fromPicker.contains("To: Ada Lovelace"), "the picker hands the window to the mail")
  }
}
