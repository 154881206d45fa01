import Foundation
import Testing

/// Links from the command line (`--open`) and from the "go to link" field (`g`), through the
/// real `coordinator-demo`: a link that parses shows its screens with their coordinators; a bad
/// one is one line that says why, and changes nothing.
@Suite("Opening links in coordinator-demo", TestEnvironment.demoTimeLimit)
struct LinkOpeningTests {
  /// The keys that type `text` into the link field, as script key names.
  private static func typing(_ text: String) -> String {
    text.map { $0 == " " ? "Space" : String($0) }.joined(separator: " ")
  }

  @Test func openStartsAtTheLinksScreensWithTheirCoordinators() throws {
    let dump = try DemoExecutable.dump(
      nil, "", options: ["--open", "coordinatorkit://master-detail/2026-01-01%2009:00/red?modal=1"])
    #expect(dump.routes == ["picker", "masterDetail/master", "masterDetail/detailRed"])
    #expect(dump.path.map(\.style) == ["push", "sheet"])
    #expect(
      dump.coordinators.outline
        == "DemoPickerCoordinator\n  MasterCoordinator\n    DetailRedCoordinator")

    let screen = try DemoExecutable.screen(
      "rainbow", "b", options: ["--open", "coordinatorkit://rainbow/5"])
    #expect(screen.contains("Index 4"), "\(screen)")
  }

  @Test func aBadLinkOnTheCommandLineIsOneLineAndExitCode2() throws {
    let badParameter = try DemoExecutable.run(
      ["--script", "", "--open", "coordinatorkit://rainbow/x"])
    #expect(badParameter.status == 2)
    #expect(badParameter.standardOutput.isEmpty)
    #expect(
      badParameter.standardError
        == "In \"rainbow/:index\", index must be a whole number, not \"x\".\n")

    let otherDemo = try DemoExecutable.run(
      ["menu", "--script", "", "--open", "coordinatorkit://rainbow/2"])
    #expect(otherDemo.status == 2)
    #expect(
      otherDemo.standardError
        == "The link \"coordinatorkit://rainbow/2\" was refused: it opens the rainbow demo and "
        + "this is the menu demo; the picker (coordinator-demo without a demo name) follows "
        + "every demo's links.\n")
  }

  @Test func aBadLinkOnTheCommandLineLeavesTheStateFileUntouched() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("session.json").path
    _ = try DemoExecutable.script(
      "rainbow", "n n", options: ["--state-file", file], allowsErrorOutput: true)
    let saved = try Data(contentsOf: URL(fileURLWithPath: file))

    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n", "--state-file", file, "--open", "coordinatorkit://nowhere"])
    #expect(run.status == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == saved)

    _ = try DemoExecutable.script(
      "rainbow", "", options: ["--state-file", file, "--open", "coordinatorkit://rainbow/1/modal"],
      allowsErrorOutput: true)
    let run2 = try DemoExecutable.run(
      ["rainbow", "--script", "", "--state-file", file, "--dump-state"])
    let reopened = try StateDump(json: run2.standardOutput)
    #expect(
      reopened.routes == [
        "rainbow/colour(index: 0)", "rainbow/colour(index: 1)", "rainbow/mintModal",
      ])
  }

  @Test func theLinkFieldOpensALinkTypedIntoIt() throws {
    let keys = "g " + Self.typing("coordinatorkit://menu/c") + " Enter"
    let dump = try DemoExecutable.dump(nil, keys)
    #expect(dump.routes == ["picker", "menu/menu", "menu/detail(text: c)"])
    #expect(
      dump.coordinators.outline
        == "DemoPickerCoordinator\n  MenuCoordinator\n    MenuDetailCoordinator")
  }

  @Test func aBadLinkInTheFieldIsOneLineAndChangesNothing() throws {
    let before = try DemoExecutable.screen("rainbow", "n")
    let keys = "n g " + Self.typing("coordinatorkit://rainbow/99") + " Enter"
    let after = try DemoExecutable.screen("rainbow", keys)
    #expect(
      after.lines.last?.trimmingCharacters(in: .whitespaces)
        == "In \"rainbow/:index\", index must be 0 to 6, not \"99\".")
    #expect(Array(after.lines.dropLast()) == Array(before.lines.dropLast()))
    #expect(
      try DemoExecutable.dump("rainbow", keys).routes == DemoExecutable.dump("rainbow", "n").routes)

    // The next key clears the message; Esc closes the field without opening anything.
    let cleared = try DemoExecutable.screen("rainbow", keys + " t t")
    #expect(cleared.lines.last == before.lines.last)
    let cancelled = try DemoExecutable.screen("rainbow", "n g c o o r d Esc")
    #expect(cancelled.lines == before.lines)
  }

  @Test func theFieldTakesEveryCharacterUntilEnterOrEsc() throws {
    // q and t are typed into the field, not taken as Quit and Inspector.
    let screen = try DemoExecutable.screen("rainbow", "g q t Space x Backspace")
    #expect(screen.lines.last?.hasPrefix(" Go to link: qt █") == true, "\(screen)")
    #expect(screen.contains("Index 0"))
  }

  @Test func inATerminalTheFieldOpensALinkAndShowsAnError() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"])
    try demo.waitFor("Index 0", "g Link")
    try demo.press(.character("g"))
    try demo.waitFor("Go to link: █")
    try demo.type("coordinatorkit://rainbow/3")
    try demo.waitFor("Go to link: coordinatorkit://rainbow/3█")
    try demo.press(.enter)
    try demo.waitFor("Index 3", "‹ Yellow", absent: "Go to link")

    try demo.press(.character("g"))
    try demo.type("coordinatorkit://rainbow/3/sheet")
    try demo.press(.enter)
    try demo.waitFor("No link matches", "Index 3")
    try demo.quit()
  }
}
