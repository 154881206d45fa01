import Foundation
import TerminalTestSupport
import TerminalToolkit
import Testing

/// The real interactive `coordinator-demo` on a pseudo-terminal: keys typed as a terminal sends
/// them, the screen read back from a terminal emulator. Each test has its own program and its
/// own pseudo-terminal, so the tests run in parallel.
@Suite("coordinator-demo in a pseudo-terminal", TestEnvironment.demoTimeLimit)
struct InteractiveDemoTests {
  @Test func rainbowNextModalAndQuit() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"])
    try demo.waitFor("Hello, World!", "Index 0", "n/→ Next")
    #expect(demo.emulator.isAlternateScreenActive)
    #expect(!demo.emulator.isCursorVisible)
    #expect(demo.localModes.map { $0 & tcflag_t(ECHO | ICANON) } == 0, "raw mode while running")
    try demo.waitForColour("the red screen", x: 2, y: 5) { $0.red > 200 && $0.green < 100 }

    try demo.press(.character("n"), .right)
    try demo.waitFor("Index 2", "‹ Orange", "Yellow")
    try demo.waitForColour("the yellow screen", x: 2, y: 5) {
      $0.red > 200 && $0.green > 150 && $0.blue < 100
    }

    try demo.press(.character("m"))
    try demo.waitFor("This is a modal", "[x] Close   [r] ROOT   [e] END")
    #expect(!demo.screen.contains("Index"))
    try demo.waitForColour("the mint modal", x: 2, y: 5) {
      $0.red < 50 && $0.green > 150 && $0.blue > 150
    }

    try demo.press(.character("x"))
    try demo.waitFor("Index 2", absent: "This is a modal")
    try demo.press(.escape)
    try demo.waitFor("Index 1", "‹ Red")

    try demo.press(.character("t"))
    try demo.waitFor("┌ Inspector", "RainbowCoordinator")
    try demo.press(.character("t"))
    try demo.waitFor("Index 1", absent: "┌ Inspector")

    try demo.quit()
  }

  @Test func rainbowAnimatedSettlesOnTheSameScreenAsAScript() throws {
    let demo = try InteractiveDemo(["rainbow"])
    try demo.waitFor("Index 0")
    try demo.press(.character("n"))
    try demo.waitForScreen(equalTo: try DemoExecutable.screen("rainbow", "n"))

    // Keys typed during a slide wait their turn: all three pushes happen, in order.
    try demo.press(.character("n"), .character("n"), .character("n"))
    try demo.waitForScreen(equalTo: try DemoExecutable.screen("rainbow", "n n n n"))
    try demo.waitForColour("the teal screen", x: 79, y: 12) {
      $0.red < 100 && $0.green > 150 && $0.blue > 150
    }

    try demo.press(.character("m"))
    try demo.waitForScreen(equalTo: try DemoExecutable.screen("rainbow", "n n n n m"))
    try demo.press(.character("r"))
    try demo.waitForScreen(equalTo: try DemoExecutable.screen("rainbow", ""))
    try demo.waitForColour("the red screen", x: 0, y: 12) { $0.red > 200 && $0.green < 100 }

    try demo.quit()
  }

  @Test(
    "Keys typed while screens slide settle on the same screen as a script",
    arguments: [
      ("rainbow", "n n m x b"), ("rainbow", "n m e"), ("rainbow", "e b b r n"),
      ("rainbow", "n n b b n"), ("mvvmc", "p b s d"), ("mvvmc", "s c a"),
      ("master-detail", "2 b 3 x 2"), ("menu", "Enter b Down Enter"),
    ])
  func keysTypedAheadDuringAnimations(demo name: String, keys: String) throws {
    let expected = try DemoExecutable.screen(name, keys)
    let demo = try InteractiveDemo([name])
    try demo.waitForScreen(equalTo: try DemoExecutable.screen(name, ""))
    try demo.terminal.send(try Key.parseScript(keys))
    try demo.waitForScreen(equalTo: expected)
    try demo.quit()
  }

  @Test func masterDetailListDetailAndRedModal() throws {
    let demo = try InteractiveDemo(["master-detail", "--no-animation"])
    try demo.waitFor("No dates yet: press + to add one")

    try demo.press(.character("+"))
    try demo.waitFor("1 date", "▸ 20")
    // The interactive demo uses the clock: the date is whatever the list shows.
    let row = try #require(demo.screen.lines.first { $0.contains("▸ ") })
    let date = String(row.split(separator: "▸ ").last ?? "")
    #expect(date.count == "yyyy-MM-dd HH:mm:ss".count, "a full date and time: \(date)")

    try demo.press(.character("1"))
    try demo.waitFor("‹ Master", "Detail", date, "[Enter] Master")
    try demo.press(.escape)
    try demo.waitFor("1 date", absent: "[Enter] Master")

    try demo.press(.character("3"))
    try demo.waitFor("Detail Red", "[x] Dismiss", "┌")
    #expect(demo.screen.lines[0].trimmingCharacters(in: .whitespaces) == "Master")
    try demo.waitForColour("the red sheet", x: 10, y: 8) { $0.red > 200 && $0.green < 100 }
    try demo.waitForColour("Master around the sheet", x: 1, y: 8) {
      $0.red > 200 && $0.green > 200 && $0.blue > 200
    }

    try demo.press(.character("x"))
    try demo.waitFor("1 date", absent: "┌")
    try demo.press(.character("d"))
    try demo.waitFor("No dates yet")
    try demo.quit()
  }

  @Test func masterDetailSheetStyleKeepsMasterVisible() throws {
    let demo = try InteractiveDemo(["master-detail", "--detail-style", "sheet", "--no-animation"])
    try demo.waitFor("No dates yet")
    try demo.press(.character("+"), .character("1"))
    try demo.waitFor("┌", "[Enter] Master", "Enter Open Master")
    #expect(demo.screen.lines[0].trimmingCharacters(in: .whitespaces) == "Master")
    #expect(demo.screen.lines[3].hasPrefix("   │") && demo.screen.lines[3].contains(" Detail "))
    try demo.press(.enter)
    try demo.waitFor("┌", "‹ Detail", "1 date")
    try demo.press(.character("b"))
    try demo.waitFor("┌", "[Enter] Master")
    try demo.press(.escape)
    try demo.waitFor("1 date", absent: "┌")
    try demo.quit()
  }

  @Test func mvvmcPushPresentAndAlert() throws {
    let demo = try InteractiveDemo(["mvvmc", "--no-animation"])
    try demo.waitFor("[p] Push Child View", "Nothing happened yet")

    try demo.press(.character("p"))
    try demo.waitFor("‹ Main", "Child View", "[b] Back")
    try demo.press(.character("b"))
    try demo.waitFor("Child: closed")

    try demo.press(.character("s"))
    try demo.waitFor("[d] Done   [c] Cancel", "┌")
    try demo.press(.character("d"))
    try demo.waitFor("Child: Done", absent: "┌")

    try demo.press(.character("s"))
    try demo.waitFor("[d] Done   [c] Cancel")
    try demo.press(.character("c"))
    try demo.waitFor("Child: Cancel", absent: "┌")

    try demo.press(.character("a"))
    try demo.waitFor("Hello from the coordinator", "[ OK ]")
    try demo.press(.enter)
    try demo.waitFor("Alert: OK", absent: "[ OK ]")
    try demo.quit()
  }

  /// The mail demo end to end: tabs, three columns and two, a popover, a sheet resized with
  /// Tab, the link behind sign-in, the draft's guard, the picker's
  /// result, and the restore after quitting; the inspector's coordinator tree shows after each
  /// flow that nothing it started is left running.
  @Test func mailTabsSignInDraftGuardPickerAndRestore() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    let demo = try InteractiveDemo(["mail", "--no-animation", "--state-file", file], columns: 120)
    // The notice that no state was saved yet shows at the bottom until the first key.
    try demo.waitFor("Ada Lovelace: Notes on", "No saved state at")

    // The first tab is a three-column split view: 120 columns show the mailboxes, the Inbox's
    // messages and the message opened beside them. The keys start in the mailboxes; Tab gives
    // them to the messages.
    try demo.waitFor("▸ Inbox (3)", "No selection")
    // Each tab keeps its stack; tapping the selected tab again pops it to its root.
    try demo.press(.tab, .down, .enter)
    try demo.waitFor(
      "It is taped into the log book.", "Ada Lovelace: Notes on", "Inbox (3)", "1 Mailboxes",
      "2 Contacts", "3 Account", "Tab Next column", absent: "No selection")
    // Another row replaces the message beside the list; the list keeps the keys.
    try demo.press(.up, .enter)
    try demo.waitFor("The notes are ready.", absent: "It is taped into the log book.")
    try demo.press(.down, .enter)
    try demo.waitFor("It is taped into the log book.", absent: "The notes are ready.")
    // 80 columns show the same state collapsed, the message on the list; 120 show all again.
    demo.terminal.resize(columns: 80, rows: 24)
    try demo.waitFor("‹ Inbox", "It is taped into the log book.", absent: "Ada Lovelace: Notes")
    demo.terminal.resize(columns: 120, rows: 24)
    try demo.waitFor(
      "It is taped into the log book.", "Ada Lovelace: Notes on", "Inbox (3)", absent: "‹ Inbox")
    // Another mailbox replaces the messages and clears the message: its flow stops.
    try demo.press(.escape, .down, .enter)
    try demo.waitFor("Grace Hopper: A nanosec", "No selection", absent: "It is taped into")
    try demo.press(.character("t"))
    try demo.waitFor("┌ Inspector", "MailboxCoordinator", "mail/archive", absent: "mail/inbox")
    try demo.press(.character("t"))
    try demo.press(.up, .enter)
    try demo.waitFor("Ada Lovelace: Notes on", "No selection", absent: "A nanosec")
    try demo.press(.tab, .down, .enter)
    try demo.waitFor("It is taped into the log book.")
    try demo.press(.character("2"))
    try demo.waitFor("Grace Hopper", absent: "It is taped into the log book.")
    try demo.press(.character("1"))
    try demo.waitFor("It is taped into the log book.")
    // Tab gives the keys to the next column (from Contacts they came back to the mailboxes),
    // then to the message. The sender's card is a popover pointing at the sender's line; Esc
    // closes it.
    try demo.press(.tab, .tab, .character("s"))
    try demo.waitFor(
      "┌──▲", "Mail: grace@example.com", "[w] Write   [b] Close", "From: Grace Hopper")
    try demo.press(.escape)
    try demo.waitFor("It is taped into the log book.", absent: "Mail: grace@example.com")
    try demo.press(.character("1"))
    try demo.waitFor("Inbox (3)", "No selection", absent: "It is taped into")

    // A link to Security while signed out: the sign-in sheet first, then Security.
    try demo.press(.character("g"))
    try demo.type("coordinatorkit://mail/account/security")
    try demo.press(.enter)
    try demo.waitFor("Sign In", "[s] Sign in   [b] Cancel")
    try demo.press(.character("s"))
    try demo.waitFor("Two-step verification: on", "‹ Account", absent: "Sign In")
    try demo.press(.character("t"))
    try demo.waitFor("┌ Inspector", "AccountCoordinator", absent: "SignInCoordinator")
    try demo.press(.character("t"))

    // A draft with a line asks before Esc throws it away; its recipient comes from the picker.
    try demo.press(.character("1"), .character("c"))
    try demo.waitFor("New Message", "To: (press r to choose)")
    // The editor's sheet opens at half height over the inbox; Tab drags it to full height.
    try demo.waitFor("Tab Resize", "[c] Compose")
    try demo.press(.tab)
    try demo.waitFor("New Message", absent: "[c] Compose")
    try demo.press(.character("w"), .character("r"))
    try demo.waitFor("Choose a Recipient", "‹ New Message")
    try demo.press(.down, .enter)
    try demo.waitFor("To: Grace Hopper", "Hello,")
    try demo.press(.escape)
    try demo.waitFor("Discard changes?", "[ Keep Editing ]")
    try demo.press(.enter)
    try demo.waitFor("To: Grace Hopper", absent: "Discard changes?")
    try demo.press(.character("t"))
    try demo.waitFor("ComposeCoordinator", "✎ mail/compose", absent: "RecipientPicker")
    try demo.press(.character("t"))

    // Quit with the draft open; it comes back guarded, and Discard then closes it.
    try demo.quit()
    try demo.waitForPrinted("Saved the navigation state to \(file).")
    let restored = try InteractiveDemo(
      ["mail", "--no-animation", "--state-file", file], columns: 120)
    try restored.waitFor("New Message", "To: Grace Hopper", "Hello,")
    try restored.press(.character("b"))
    try restored.waitFor("Discard changes?")
    try restored.press(.up, .enter)
    try restored.waitFor("Inbox (3)", absent: "New Message")
    try restored.press(.character("t"))
    try restored.waitFor("InboxCoordinator", absent: "ComposeCoordinator")
    try restored.quit()
  }

  /// The path most newcomers take: the README's first command (the picker, animations on),
  /// then `5`. The mail tabs slide in while their coordinators start: every tab shows its own
  /// screen, never "Unavailable" or the missing-screen view, at two sizes, and after a link to
  /// another tab opened from the picker.
  @Test(arguments: [(120, 40), (80, 24)])
  func mailOpenedFromThePickerWithAnimationsShowsEveryTab(columns: Int, rows: Int) throws {
    let demo = try InteractiveDemo([], columns: columns, rows: rows)
    try demo.waitFor("Mail (tabs")
    try demo.press(.character("5"))
    try demo.waitFor("1 Mailboxes", "2 Contacts", "3 Account", absent: "Unavailable")
    try demo.press(.character("2"))
    try demo.waitFor("Grace Hopper", "2 Contacts", absent: "coordinator is gone")
    try demo.press(.character("3"))
    try demo.waitFor("Signed out.", "3 Account", absent: "coordinator is gone")
    try demo.quit()

    let linked = try InteractiveDemo([], columns: columns, rows: rows)
    try linked.waitFor("Mail (tabs")
    try linked.press(.character("g"))
    try linked.type("coordinatorkit://mail/contacts/Grace%20Hopper")
    try linked.press(.enter)
    try linked.waitFor("grace@example.com", "1 Mailboxes", "3 Account", absent: "Unavailable")
    try linked.press(.character("3"))
    try linked.waitFor("Signed out.", absent: "coordinator is gone")
    try linked.quit()
  }

  /// Back on an edited draft, then Recipient at once, then Keep Editing: no request waits
  /// unseen behind the question, so no screen appears later without a running coordinator.
  @Test func backThenRecipientOnAnEditedDraftLeavesNoDeadScreen() throws {
    let demo = try InteractiveDemo(["mail", "--no-animation"], columns: 120)
    try demo.waitFor("Ada Lovelace: Notes on")
    try demo.press(.character("c"))
    try demo.waitFor("New Message")
    try demo.press(.character("w"))
    try demo.waitFor("Hello,")
    try demo.press(.character("b"), .character("r"))
    try demo.waitFor("Discard changes?")
    try demo.press(.enter)  // Keep Editing, the safe default
    try demo.waitFor(absent: "Discard changes?")
    try demo.press(.character("t"))
    try demo.waitFor("ComposeCoordinator", absent: "This screen's coordinator is gone")
    try demo.quit()
  }

  @Test func mvvmcRestoredChildReportsToMain() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    _ = try DemoExecutable.script(
      "mvvmc", "s", options: ["--state-file", file], allowsErrorOutput: true)
    let demo = try InteractiveDemo(["mvvmc", "--no-animation", "--state-file", file])
    try demo.waitFor("[d] Done   [c] Cancel")
    try demo.press(.character("d"))
    try demo.waitFor("Child: Done", absent: "┌")
    try demo.quit()
  }

  @Test func menuDetailBackAndHeaderAlert() throws {
    let demo = try InteractiveDemo(["menu", "--no-animation"])
    try demo.waitFor("[h] Header button", "▸ a")
    try demo.press(.down, .down, .enter)
    try demo.waitFor("You chose: c", "‹ Menu")
    try demo.press(.character("b"))
    try demo.waitFor("▸ c", absent: "You chose")
    try demo.press(.character("h"))
    try demo.waitFor("The header button was tapped", "[ OK ]")
    try demo.press(.enter)
    try demo.waitFor("▸ c", absent: "[ OK ]")
    try demo.quit()
  }

  @Test func pickerOpensEachDemoAndEscReturns() throws {
    let demo = try InteractiveDemo(["--no-animation"])
    try demo.waitFor("Choose a demo", "▸ 1  Rainbow")

    try demo.press(.character("4"))
    try demo.waitFor("‹ CoordinatorKit demos", "[h] Header button")
    try demo.press(.escape)
    try demo.waitFor("Choose a demo", "▸ 4  Menu")

    try demo.press(.up, .up)
    try demo.waitFor("▸ 2  Master")
    try demo.press(.enter)
    try demo.waitFor("‹ CoordinatorKit demos", "No dates yet")
    try demo.press(.escape)
    try demo.waitFor("Choose a demo")

    try demo.press(.character("3"))
    try demo.waitFor("[p] Push Child View")
    try demo.press(.escape)
    try demo.waitFor("Choose a demo")

    try demo.press(.character("1"))
    try demo.waitFor("Index 0", "‹ CoordinatorKit demos")
    try demo.press(.escape)
    try demo.waitFor("Choose a demo", "▸ 1  Rainbow")
    try demo.quit()
  }

  @Test func resizeRedrawsAtTheNewSize() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"])
    try demo.waitFor("Index 0")
    demo.terminal.resize(columns: 100, rows: 30)
    try demo.waitUntil("the key bar on row 30") { $0.row(29).hasPrefix(" n/→ Next") }
    let screen = demo.screen
    let index = try #require(screen.lines.first { $0.contains("Index 0") })
    #expect(index.prefix { $0 == " " }.count == (100 - "Index 0".count) / 2, "centred in 100")
    try demo.waitForColour("the red screen's new corner", x: 99, y: 28) { $0.red > 200 }
    try demo.quit()
  }

  @Test func stateFileIsSavedOnQuit() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    let demo = try InteractiveDemo(
      ["rainbow", "--no-animation", "--state-file", file], columns: 250)
    try demo.waitFor("Index 0")
    try demo.press(.character("n"), .character("n"), .character("n"))
    try demo.waitFor("Index 3")
    try demo.quit()
    try demo.waitForPrinted("Saved the navigation state to \(file).")

    let restored = try DemoExecutable.screen(
      "rainbow", "", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(restored.contains("Index 3"))
    #expect(restored.titleBar.back == "‹ Yellow")
  }

  @Test(
    "SIGTERM and SIGHUP (the terminal closed) save the state, then restore the terminal",
    arguments: [SIGTERM, SIGHUP])
  func aTerminatingSignalSavesTheState(signal: Int32) throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    let demo = try InteractiveDemo(
      ["rainbow", "--no-animation", "--state-file", file], terminalSignals: .unblocked,
      columns: 250)
    try demo.waitFor("Index 0")
    try demo.press(.character("n"), .character("n"))
    try demo.waitFor("Index 2")
    demo.terminal.sendSignal(signal)
    try demo.expectExitAndRestoredTerminal(status: 128 + signal)
    let name = signal == SIGTERM ? "SIGTERM" : "SIGHUP"
    try demo.waitForPrinted("Saved the navigation state to \(file) (the session ended by \(name)).")
    let restored = try DemoExecutable.screen(
      "rainbow", "", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(restored.contains("Index 2"))
    #expect(try directory.entries() == ["state.json"], "no temporary file left")
  }

  @Test func aStateFileThatCannotBeRestoredIsReportedBeforeTheScreenOpens() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json")
    try Data("this is { not json".utf8).write(to: file)
    let demo = try InteractiveDemo(["rainbow", "--state-file", file.path], columns: 300)
    #expect(demo.terminal.waitForExit(timeout: InteractiveDemo.timeout) == 1)
    #expect(demo.emulator.alternateScreenEntries == 0, "the full screen never opened")
    try demo.waitForPrinted("The state file \(file.path) is not a saved navigation state")
    #expect(try Data(contentsOf: file) == Data("this is { not json".utf8))
  }

  @Test func keysAnswerAtOnceWithA50MegabyteStringOnScreen() throws {
    // Drawing costs the screen, not the content: before, every key redrew the whole string.
    let directory = try TemporaryDirectory()
    let file = directory.file("huge.json").path
    try StateFileTests.hugeMenuState().write(to: URL(fileURLWithPath: file))
    let demo = try InteractiveDemo(["menu", "--no-animation", "--state-file", file])
    try demo.waitFor("You chose: 0123456789", "‹ Menu")
    for _ in 0..<3 {
      try demo.press(.character("t"))
      try demo.waitFor("┌ Inspector", "menu/detail(0123456789")
      try demo.press(.character("t"))
      try demo.waitFor("You chose: 0123456789", absent: "┌ Inspector")
    }
    try demo.press(.character("b"))
    try demo.waitFor("▸ a", absent: "You chose")
    try demo.quit()
  }

  @Test func controlCQuitsAndRestores() throws {
    let demo = try InteractiveDemo(["menu", "--no-animation"])
    try demo.waitFor("▸ a")
    try demo.press(.controlC)
    try demo.expectExitAndRestoredTerminal(status: 130)
  }

  @Test(
    "A terminating signal restores the terminal",
    arguments: [SIGTERM, SIGHUP, SIGINT])
  func signalRestoresTheTerminal(signal: Int32) throws {
    // Started the way a shell starts it: with these signals deliverable.
    let demo = try InteractiveDemo(["rainbow", "--no-animation"], terminalSignals: .unblocked)
    try demo.waitFor("Index 0")
    try demo.press(.character("n"))
    try demo.waitFor("Index 1")
    demo.terminal.sendSignal(signal)
    try demo.expectExitAndRestoredTerminal(status: 128 + signal)
  }

  #if os(Linux)
    @Test func sigtermReachesADemoStartedWithTerminalSignalsBlocked() throws {
      // Foundation's `Process` gives the program the launching thread's signal mask; the
      // threads Swift Testing (and Dispatch) run code on block SIGTERM, SIGINT and SIGHUP.
      let demo = try InteractiveDemo(["rainbow", "--no-animation"], terminalSignals: .blocked)
      try demo.waitFor("Index 0")
      demo.terminal.terminate()
      // RawTerminal unblocks the signals it handles, so SIGTERM still restores the terminal.
      try demo.expectExitAndRestoredTerminal(status: 128 + SIGTERM, timeout: .seconds(10))
    }
  #endif
}
