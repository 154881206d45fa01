import Foundation
import Testing

/// Drives the built `coordinator-demo` through `--script` and checks the 80 × 24 screen it prints
/// (or the JSON of `--dump-state`). Every run is its own process, so these tests run in parallel.
@Suite("coordinator-demo --script", TestEnvironment.demoTimeLimit)
struct ScriptedDemoTests {
  static let colours = ["Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple"]

  // MARK: - Rainbow

  @Test func rainbowStartsRedAtIndexZero() throws {
    let screen = try DemoExecutable.screen("rainbow", "")
    #expect(screen.titleBar.title == "Red")
    #expect(screen.titleBar.back == nil)
    #expect(screen.contains("Hello, World!"))
    #expect(screen.contains("Index 0"))
    #expect(screen.contains("[n] Next   [m] SHOW MODAL   [r] ROOT   [e] END"))
    #expect(!screen.contains("[b] Back"))
    #expect(screen.keyBar.hasPrefix(" n/→ Next  m SHOW MODAL  r ROOT  e END"))
    #expect(screen.keyBar.hasSuffix("t Inspector  q Quit"))
  }

  @Test func rainbowSixNextsReachPurpleWithoutANextButton() throws {
    let screen = try DemoExecutable.screen("rainbow", "n n n n n n")
    #expect(screen.contains("Index 6"))
    #expect(screen.titleBar.title == "Purple")
    #expect(screen.titleBar.back == "‹ Blue")
    #expect(screen.contains("[b] Back   [m] SHOW MODAL   [r] ROOT   [e] END"))
    #expect(!screen.contains("Next"), "neither a Next button nor a Next key hint on purple")
  }

  @Test(
    "Rainbow key sequences land on the expected colour",
    arguments: [
      ("n n n", 3),
      ("n n n n n n b", 5),
      ("n n n n n n b m e", 6),
      ("n n n n n n b r", 0),
      ("m x", 0),
      ("m Esc", 0),
      ("b", 0),
      ("Left", 0),
      ("n n n n n n n n n", 6),
      ("Right Right Left", 1),
      ("n n n Esc", 2),
      ("e", 6),
      ("e r", 0),
      ("n n m x", 2),
      ("n n m r", 0),
      ("n n m e b", 5),
      ("m n n x", 0),
    ])
  func rainbowSequence(keys: String, index: Int) throws {
    let screen = try DemoExecutable.screen("rainbow", keys)
    #expect(screen.rowCount(containing: "Index ") == 1, "\(screen)")
    #expect(screen.contains("Index \(index)"), "\(screen)")
    #expect(screen.titleBar.title == Self.colours[index])
    #expect(screen.titleBar.back == (index > 0 ? "‹ \(Self.colours[index - 1])" : nil))
    #expect(screen.contains("Hello, World!"))
    #expect(!screen.contains("This is a modal"))
    #expect(screen.contains("[n] Next") == (index < 6))
    #expect(screen.contains("[b] Back") == (index > 0))
  }

  @Test func rainbowModalCoversTheWholeScreen() throws {
    let screen = try DemoExecutable.screen("rainbow", "n m")
    #expect(screen.title == "Modal")
    #expect(screen.titleBar.back == nil)
    #expect(screen.contains("This is a modal"))
    #expect(screen.contains("[x] Close   [r] ROOT   [e] END"))
    #expect(!screen.contains("Index"), "full screen: nothing of the colour below shows")
    #expect(!screen.contains("Hello, World!"))
    #expect(!screen.hasPanel, "a cover, not a framed sheet")
    #expect(screen.keyBar.hasPrefix(" x/Esc Close  r ROOT  e END"))

    let unmoved = try DemoExecutable.screen("rainbow", "n m n n b")
    #expect(unmoved.text == screen.text, "the colour keys do nothing while the modal is up")
  }

  // MARK: - Master/detail

  @Test func masterStartsEmpty() throws {
    let screen = try DemoExecutable.screen("master-detail", "")
    #expect(screen.title == "Master")
    #expect(screen.titleBar.back == nil)
    #expect(screen.contains("No dates yet: press + to add one"))
    #expect(screen.contains("[1] Detail   [2] Detail Red   [3] Detail Red (modal)"))
    #expect(!screen.keyBar.contains("Back"), "the first Master has nowhere to go back to")
  }

  @Test func addingDatesListsTheNewestFirstAndSelectsIt() throws {
    let screen = try DemoExecutable.screen("master-detail", "+ + +")
    #expect(screen.contains("3 dates"))
    let rows = [
      "▸ 2026-01-01 09:02", "  2026-01-01 09:01", "  2026-01-01 09:00",
    ]
    let first = try #require(screen.rowIndex(containing: rows[0]))
    for (offset, row) in rows.enumerated() {
      #expect(screen.lines[first + offset].hasSuffix(row), "\(screen)")
    }
  }

  @Test func deletingRemovesTheSelectedDate() throws {
    let screen = try DemoExecutable.screen("master-detail", "+ + + Down d")
    #expect(screen.contains("2 dates"))
    #expect(!screen.contains("09:01"))
    #expect(screen.contains("  2026-01-01 09:02"))
    #expect(screen.contains("▸ 2026-01-01 09:00"), "the selection moves to the next row")

    let emptied = try DemoExecutable.screen("master-detail", "+ d")
    #expect(emptied.contains("No dates yet: press + to add one"))
  }

  @Test func detailIsPushedAndGoesBack() throws {
    let detail = try DemoExecutable.screen("master-detail", "+ + Down 1")
    #expect(detail.title == "Detail")
    #expect(detail.titleBar.back == "‹ Master")
    #expect(detail.contains("2026-01-01 09:00"))
    #expect(!detail.contains("09:01"))
    #expect(detail.contains("[Enter] Master"))
    #expect(!detail.hasPanel)

    for back in ["b", "Esc"] {
      let master = try DemoExecutable.screen("master-detail", "+ + Down 1 \(back)")
      #expect(master.title == "Master")
      #expect(master.contains("2 dates"))
      #expect(master.contains("▸ 2026-01-01 09:00"), "the selection survives the round trip")
    }
  }

  @Test func detailWithoutADateDoesNothing() throws {
    let screen = try DemoExecutable.screen("master-detail", "1")
    #expect(screen.title == "Master")
    #expect(screen.contains("No dates yet"))
  }

  @Test func detailAsASheetIsAPanelOverMaster() throws {
    let screen = try DemoExecutable.screen(
      "master-detail", "+ 1", options: ["--detail-style", "sheet"])
    #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Master")
    #expect(screen.lines[2].trimmingCharacters(in: .whitespaces).hasPrefix("┌"))
    #expect(screen.lines[2].trimmingCharacters(in: .whitespaces).hasSuffix("┐"))
    #expect(screen.hasPanel)
    let title = try #require(screen.rowIndex(containing: "Detail"))
    #expect(screen.lines[title].hasPrefix("   │") && screen.lines[title].hasSuffix("│"))
    let date = try #require(screen.rowIndex(containing: "2026-01-01 09:00"))
    #expect(screen.lines[date].hasPrefix("   │"), "the date is drawn inside the panel")
    #expect(screen.keyBar.hasPrefix(" Enter Open Master  b/Esc Back"))

    for back in ["b", "Esc"] {
      let master = try DemoExecutable.screen(
        "master-detail", "+ 1 \(back)", options: ["--detail-style", "sheet"])
      #expect(!master.hasPanel)
      #expect(master.contains("1 date"))
    }
  }

  @Test(
    "In a sheet, Esc on a pushed screen goes back one screen, as its key bar says",
    arguments: ["Enter", "Enter 2"])
  func escapeInsideASheetGoesBackOneScreen(pushInsideTheSheet: String) throws {
    let sheet = ["--detail-style", "sheet"]
    let pushed = try DemoExecutable.screen(
      "master-detail", "+ 1 \(pushInsideTheSheet)", options: sheet)
    #expect(pushed.hasPanel)
    #expect(pushed.keyBar.contains(" Back"), "the key bar offers Back")

    let withB = try DemoExecutable.dump(
      "master-detail", "+ 1 \(pushInsideTheSheet) b", options: sheet)
    #expect(withB.path.first?.style == "sheet", "b goes back one screen, the sheet stays")
    #expect(withB.path.count == pushInsideTheSheet.split(separator: " ").count)

    let withEscape = try DemoExecutable.dump(
      "master-detail", "+ 1 \(pushInsideTheSheet) Esc", options: sheet)
    #expect(withEscape.routes == withB.routes, "Esc does what b does")
  }

  @Test func detailChainsGrowAndTheInspectorShowsTheNestedCoordinators() throws {
    let screen = try DemoExecutable.screen("master-detail", "+ 1 Enter 1 Enter")
    #expect(screen.title == "Master")
    #expect(screen.titleBar.back == "‹ Detail")
    #expect(screen.contains("1 date"), "every Master shows the one shared list")
    #expect(screen.keyBar.contains("b Back"))

    let inspected = try DemoExecutable.screen("master-detail", "+ 1 Enter 1 Enter t")
    #expect(inspected.contains("┌ Inspector"))
    #expect(inspected.rowCount(containing: "MasterCoordinator") == 3, "\(inspected)")
    #expect(inspected.rowCount(containing: "DetailCoordinator") == 2, "\(inspected)")
    // Each nested coordinator's name starts further right than its parent's.
    let columns = inspected.lines.compactMap { line -> Int? in
      guard let name = line.range(of: "MasterCoordinator") ?? line.range(of: "DetailCoordinator")
      else { return nil }
      return line.distance(from: line.startIndex, to: name.lowerBound)
    }
    #expect(columns.count == 5 && columns == columns.sorted() && Set(columns).count == 5)

    let hidden = try DemoExecutable.screen("master-detail", "+ 1 Enter 1 Enter t t")
    #expect(!hidden.contains("┌ Inspector"))
    #expect(hidden.rowCount(containing: "MasterCoordinator") == 0)
  }

  @Test func detailChainsNestCoordinatorsInTheDump() throws {
    let dump = try DemoExecutable.dump("master-detail", "+ 1 Enter 1 Enter")
    #expect(dump.coordinators.depth == 5)
    #expect(
      dump.coordinators.outline == """
        MasterCoordinator
          DetailCoordinator
            MasterCoordinator
              DetailCoordinator
                MasterCoordinator
        """)
    #expect(dump.path.map(\.style) == ["push", "push", "push", "push"])
    #expect(
      dump.routes == [
        "masterDetail/master", "masterDetail/detail(date: 2026-01-01 09:00)",
        "masterDetail/master", "masterDetail/detail(date: 2026-01-01 09:00)",
        "masterDetail/master",
      ])
    #expect(dump.coordinatorsMatchScreens)
  }

  @Test func detailRedPushedGoesBack() throws {
    let red = try DemoExecutable.screen("master-detail", "2")
    #expect(red.title == "Detail Red")
    #expect(red.titleBar.back == "‹ Master")
    #expect(red.contains("Red"))
    #expect(!red.contains("Dismiss"))
    #expect(!red.hasPanel)
    #expect(red.keyBar.hasPrefix(" b/Esc Back"))
    for back in ["b", "Esc"] {
      let master = try DemoExecutable.screen("master-detail", "2 \(back)")
      #expect(master.title == "Master")
      #expect(master.titleBar.back == nil)
    }
  }

  @Test func detailRedAsAModalIsDismissedWithX() throws {
    let red = try DemoExecutable.screen("master-detail", "3")
    #expect(red.lines[0].trimmingCharacters(in: .whitespaces) == "Master")
    #expect(red.hasPanel)
    #expect(red.contains("│                               Detail Red"))
    #expect(red.contains("[x] Dismiss"))
    #expect(red.keyBar.hasPrefix(" x Dismiss"))

    let ignored = try DemoExecutable.screen("master-detail", "3 b")
    #expect(ignored.contains("[x] Dismiss"), "b is not a key of the modal")

    for dismiss in ["x", "Esc"] {
      let master = try DemoExecutable.screen("master-detail", "3 \(dismiss)")
      #expect(!master.hasPanel)
      #expect(master.contains("[3] Detail Red (modal)"), "Master's own buttons are back")
      #expect(master.contains("No dates yet"))
    }
  }

  // MARK: - MVVM-C

  @Test func mainStartsWithItsThreeActions() throws {
    let screen = try DemoExecutable.screen("mvvmc", "")
    #expect(screen.title == "Main")
    for action in ["[p] Push Child View", "[s] Present Child View", "[a] Show Alert"] {
      #expect(screen.contains(action))
    }
    #expect(screen.contains("Nothing happened yet"))
  }

  @Test func pushedChildShowsBackAndReportsClosed() throws {
    let child = try DemoExecutable.screen("mvvmc", "p")
    #expect(child.title == "Child")
    #expect(child.titleBar.back == "‹ Main")
    #expect(child.contains("Child View"))
    #expect(child.contains("[b] Back"))
    #expect(!child.contains("Done") && !child.contains("Cancel"))

    for back in ["b", "Esc"] {
      let main = try DemoExecutable.screen("mvvmc", "p \(back)")
      #expect(main.title == "Main")
      #expect(main.contains("Child: closed"))
    }
  }

  @Test(
    "A presented child answers Done, Cancel, or is swiped away",
    arguments: [("d", "Child: Done"), ("c", "Child: Cancel"), ("Esc", "Child: closed")])
  func presentedChild(key: String, status: String) throws {
    let child = try DemoExecutable.screen("mvvmc", "s")
    #expect(child.lines[0].trimmingCharacters(in: .whitespaces) == "Main")
    #expect(child.hasPanel)
    #expect(child.contains("[d] Done   [c] Cancel"))
    #expect(!child.contains("[b] Back"))

    let main = try DemoExecutable.screen("mvvmc", "s \(key)")
    #expect(!main.hasPanel)
    #expect(main.contains(status), "\(main)")
    #expect(main.rowCount(containing: "Child:") == 1)
  }

  @Test func alertIsAnsweredWithEnter() throws {
    let alert = try DemoExecutable.screen("mvvmc", "a")
    #expect(alert.hasPanel)
    #expect(alert.contains("│            Alert             │"))
    #expect(alert.contains("Hello from the coordinator"))
    #expect(alert.contains("[ OK ]"))
    #expect(alert.contains("Nothing happened yet"))
    #expect(alert.keyBar.hasPrefix(" ←/→ Choose  Enter Select"))

    let blocked = try DemoExecutable.screen("mvvmc", "a p")
    #expect(blocked.contains("[ OK ]"), "the alert takes every key while it is up")
    #expect(blocked.title == "Main")

    let answered = try DemoExecutable.screen("mvvmc", "a Enter")
    #expect(!answered.hasPanel)
    #expect(!answered.contains("[ OK ]"))
    #expect(answered.contains("Alert: OK"))
  }

  // MARK: - Menu

  @Test func menuListsFourRows() throws {
    let screen = try DemoExecutable.screen("menu", "")
    #expect(screen.title == "Menu")
    #expect(screen.contains("[h] Header button"))
    let first = try #require(screen.rowIndex(containing: "▸ a"))
    #expect(screen.lines[first + 1].hasSuffix("  b"))
    #expect(screen.lines[first + 2].hasSuffix("  c"))
    #expect(screen.lines[first + 3].hasSuffix("  d"))
  }

  @Test(
    "Enter on a menu row pushes its detail",
    arguments: [
      ("Down Down Enter", "c"), ("Down Enter", "b"), ("Up Enter", "a"),
      ("Down Down Down Down Down Enter", "d"),
    ])
  func menuDetail(keys: String, row: String) throws {
    let detail = try DemoExecutable.screen("menu", keys)
    #expect(detail.title == "Detail")
    #expect(detail.titleBar.back == "‹ Menu")
    #expect(detail.contains("You chose: \(row)"))
    #expect(detail.rowCount(containing: "You chose:") == 1)
  }

  @Test func menuDetailGoesBackToTheSelectedRow() throws {
    for back in ["b", "Esc"] {
      let menu = try DemoExecutable.screen("menu", "Down Down Enter \(back)")
      #expect(menu.title == "Menu")
      #expect(!menu.contains("You chose"))
      #expect(menu.contains("▸ c"))
    }
  }

  @Test func menuHeaderButtonShowsAnAlert() throws {
    let alert = try DemoExecutable.screen("menu", "h")
    #expect(alert.hasPanel)
    #expect(alert.contains("│             Header             │"))
    #expect(alert.contains("The header button was tapped"))
    #expect(alert.contains("[ OK ]"))

    let answered = try DemoExecutable.screen("menu", "h Enter")
    #expect(!answered.hasPanel)
    #expect(!answered.contains("Header button was tapped"))
    #expect(answered.contains("▸ a"))
  }

  // MARK: - Picker

  @Test func pickerListsTheFiveDemos() throws {
    let screen = try DemoExecutable.screen(nil, "")
    #expect(screen.title == "CoordinatorKit demos")
    #expect(screen.contains("Choose a demo"))
    let first = try #require(screen.rowIndex(containing: "▸ 1  Rainbow (no NavigationView)"))
    #expect(screen.lines[first + 1].hasSuffix("  2  Master/Detail (MVP + Coordinators)"))
    #expect(screen.lines[first + 2].hasSuffix("  3  Main/Child (MVVM-C)"))
    #expect(screen.lines[first + 3].hasSuffix("  4  Menu/Detail (MVP with a factory)"))
    #expect(screen.lines[first + 4].hasSuffix("  5  Mail (tabs, sign-in, unsaved drafts)"))
    #expect(screen.keyBar.hasPrefix(" ↑/↓ Select  Enter Open  1-5 Open"))
  }

  @Test(
    "The picker opens a demo by digit or by arrows and Enter",
    arguments: [
      ("1", "Red"), ("2", "Master"), ("3", "Main"), ("4", "Menu"),
      ("Enter", "Red"), ("Down Enter", "Master"), ("Down Down Enter", "Main"),
      ("Down Down Down Enter", "Menu"),
      ("Down Up Up Enter", "Red"),
    ])
  func pickerOpens(keys: String, title: String) throws {
    let screen = try DemoExecutable.screen(nil, keys)
    #expect(screen.title == title, "\(screen)")
    #expect(screen.titleBar.back == "‹ CoordinatorKit demos")
    #expect(!screen.contains("Choose a demo"))
  }

  @Test(
    "The picker hands the whole window to the mail demo's tabs",
    arguments: ["5", "Down Down Down Down Enter", "Down Down Down Down Down Down Enter"])
  func pickerShowsMail(keys: String) throws {
    let screen = try DemoExecutable.screen(nil, keys)
    #expect(screen.title == "Inbox", "\(screen)")
    #expect(screen.titleBar.back == "‹ Mailboxes", "the tab's root, not the picker")
    #expect(screen.lines[DemoScreen.rows - 2].contains("1 Mailboxes"))
    let root = try DemoExecutable.screen(nil, keys + " Esc")
    #expect(root.title == "Mailboxes" && root.titleBar.back == nil, "tabs are the base")
    // Going back at a tab's root gives the window back to the picker: no one-way trip.
    let afterEsc = try DemoExecutable.screen(nil, keys + " Esc Esc")
    #expect(afterEsc.title == "CoordinatorKit demos", "\(afterEsc)")
  }

  @Test("Esc on a demo's first screen goes back to the picker", arguments: [1, 2, 3, 4])
  func escapeReturnsToThePicker(number: Int) throws {
    let screen = try DemoExecutable.screen(nil, "\(number) Esc")
    #expect(screen.title == "CoordinatorKit demos")
    #expect(screen.contains("Choose a demo"))
    #expect(screen.rowCount(containing: "▸ \(number)  ") == 1, "the chosen demo stays selected")

    let dump = try DemoExecutable.dump(nil, "\(number) Esc")
    #expect(dump.coordinators.outline == "DemoPickerCoordinator")
    #expect(dump.routes == ["picker"])
  }

  @Test func pickerIgnoresOtherDigits() throws {
    let screen = try DemoExecutable.screen(nil, "6 0 9")
    #expect(screen.contains("Choose a demo"))
    #expect(screen.contains("▸ 1  Rainbow"))
  }

  @Test func aDemoOpenedFromThePickerKeepsWorking() throws {
    let rainbow = try DemoExecutable.screen(nil, "1 n n m r n")
    #expect(rainbow.contains("Index 1"))
    #expect(rainbow.titleBar.back == "‹ Red")

    let back = try DemoExecutable.screen(nil, "1 Esc 4 Down Enter")
    #expect(back.contains("You chose: b"))

    let dump = try DemoExecutable.dump(nil, "1 n")
    #expect(dump.coordinators.outline == "DemoPickerCoordinator\n  RainbowCoordinator")
    #expect(dump.routes == ["picker", "rainbow/colour(index: 0)", "rainbow/colour(index: 1)"])
    #expect(dump.coordinatorsMatchScreens)
  }

  // MARK: - Errors

  @Test func aScreenTooNarrowForAScriptIsAUsageError() throws {
    let run = try DemoExecutable.run(["mail", "--script", "Enter", "--columns", "5"])
    #expect(!run.timedOut)
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(run.errorLines == ["--columns 5 is out of range: give 20 to 1,000 columns."], "\(run)")
  }

  @Test func badKeyNameIsAUsageErrorWithTheMessageOnStandardError() throws {
    let run = try DemoExecutable.run(["rainbow", "--script", "n Foo n"])
    #expect(!run.timedOut)
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.standardError.contains("unknown key name \"Foo\""), "\(run)")
  }

  @Test(
    "Without a terminal and without a script it exits 1 at once",
    arguments: [[], ["rainbow"], ["menu", "--no-animation"]])
  func noTerminalNoScript(arguments: [String]) throws {
    let run = try DemoExecutable.run(arguments, timeout: .seconds(10))
    #expect(!run.timedOut, "it must not wait for a terminal")
    #expect(run.duration < .seconds(5), "\(run)")
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.standardError.contains("needs an interactive terminal"), "\(run)")
    #expect(run.standardError.contains("--script"), "it says what to do instead")
    #expect(!(run.standardOutput + run.standardError).contains("\u{1B}"), "no escape codes")
  }

  @Test func unknownDemoIsAUsageError() throws {
    let run = try DemoExecutable.run(["nope", "--script", ""])
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("'nope' is invalid"), "\(run)")
  }

  // MARK: - --dump-state

  @Test func dumpAfterTwoNextsHasTwoPushedColours() throws {
    let dump = try DemoExecutable.dump("rainbow", "n n")
    #expect(dump.coordinators.type == "RainbowCoordinator")
    #expect(dump.coordinators.phase == "running")
    #expect(dump.coordinators.children.isEmpty)
    #expect(dump.root.route == "rainbow/colour(index: 0)")
    #expect(dump.path.count == 2)
    #expect(dump.path.map(\.style) == ["push", "push"])
    #expect(
      dump.path.map(\.screen.route) == ["rainbow/colour(index: 1)", "rainbow/colour(index: 2)"])
    #expect(dump.alert == nil)
    #expect(
      dump.screens.allSatisfy {
        $0.owner?.lowercased() == dump.coordinators.identifier.lowercased()
      })
    #expect(Set(dump.screens.map(\.id)).count == 3, "every screen has its own identity")
  }

  @Test func dumpOfTheModalShowsItsChildCoordinator() throws {
    let dump = try DemoExecutable.dump("rainbow", "m")
    #expect(dump.coordinators.outline == "RainbowCoordinator\n  RainbowModalCoordinator")
    #expect(dump.path.map(\.style) == ["cover"])
    #expect(dump.path.map(\.screen.route) == ["rainbow/mintModal"])
    let modal = try #require(dump.coordinators.children.first)
    #expect(dump.path.first?.screen.owner?.lowercased() == modal.identifier.lowercased())
    #expect(dump.coordinatorsMatchScreens)
  }

  @Test func dumpShowsTheAlert() throws {
    let dump = try DemoExecutable.dump("mvvmc", "a")
    #expect(dump.alert?.title == "Alert")
    #expect(dump.alert?.actions == ["OK"])
    #expect(dump.path.isEmpty)

    let answered = try DemoExecutable.dump("mvvmc", "a Enter")
    #expect(answered.alert == nil)
  }

  @Test func aDumpOfACoordinatorTreeDeeperThanJSONNestingAllowsIsPrinted() throws {
    // Each Detail opens a Master: 130 rounds make a chain of 261 coordinators, past the 254
    // levels a nested tree could reach before its encoder gave up and the run exited with 1.
    let keys = "+ " + Array(repeating: "1 Enter", count: 130).joined(separator: " ")
    let dump = try DemoExecutable.dump("master-detail", keys)
    #expect(dump.coordinators.depth == 261)
    #expect(dump.path.count == 260)
    #expect(dump.coordinatorsMatchScreens)
  }

  @Test func dumpIsPlainJSONWithoutTheScreen() throws {
    let run = try DemoExecutable.script("menu", "Down Enter", options: ["--dump-state"])
    #expect(!run.standardOutput.contains("You chose"))
    #expect(run.standardOutput.hasPrefix("{"))
    let dump = try StateDump(json: run.standardOutput)
    #expect(dump.routes == ["menu/menu", "menu/detail(text: b)"])
    #expect(dump.coordinators.outline == "MenuCoordinator\n  MenuDetailCoordinator")
  }

  // MARK: - Leaks

  @Test(
    "Screens that left take their coordinators with them",
    arguments: [
      ("master-detail", "+ 1 b 2 b 3 x", "MasterCoordinator"),
      ("master-detail", "+ 1 Esc 2 Esc 3 Esc", "MasterCoordinator"),
      ("master-detail", "+ 1 Enter 1 Enter b b b b", "MasterCoordinator"),
      ("mvvmc", "p b s d", "MainCoordinator"),
      ("mvvmc", "p Esc s c s Esc a Enter", "MainCoordinator"),
      ("menu", "Enter b", "MenuCoordinator"),
      ("menu", "Down Enter Esc h Enter", "MenuCoordinator"),
      ("rainbow", "m x", "RainbowCoordinator"),
      ("rainbow", "n n m Esc m r m e m x", "RainbowCoordinator"),
    ])
  func noCoordinatorOutlivesItsScreens(demo: String, keys: String, root: String) throws {
    let dump = try DemoExecutable.dump(demo, keys)
    #expect(dump.coordinators.outline == root, "\(demo) \(keys)")
    #expect(dump.coordinatorsMatchScreens)
    #expect(dump.coordinators.all.allSatisfy { $0.phase == "running" })
  }

  @Test func sheetDetailsLeaveNoCoordinatorBehind() throws {
    let dump = try DemoExecutable.dump(
      "master-detail", "+ 1 Enter 1 Esc Esc Esc", options: ["--detail-style", "sheet"])
    #expect(dump.coordinators.outline == "MasterCoordinator")
    #expect(dump.path.isEmpty)
  }

  @Test func pickerDemosLeaveNoCoordinatorBehind() throws {
    let dump = try DemoExecutable.dump(nil, "2 + 1 Enter Esc Esc Esc Esc 3 s d Esc 1 m x Esc")
    #expect(dump.coordinators.outline == "DemoPickerCoordinator")
    #expect(dump.routes == ["picker"])
  }
}
