import Foundation
import Testing

/// What the program says as it starts stays readable once the full screen covers standard
/// error: it is shown in the key bar until the first key.
@Suite("Startup notices on the full screen", TestEnvironment.demoTimeLimit)
struct StartupNoticeTests {
  @Test func noSavedStateYetIsShownOnTheFullScreen() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("new.json").path
    let demo = try InteractiveDemo(
      ["rainbow", "--no-animation", "--state-file", file], columns: 200)
    try demo.waitFor("Index 0", "No saved state at")
    #expect(demo.emulator.isAlternateScreenActive)
    try demo.press(.character("n"))
    try demo.waitFor("Index 1", "q Quit", absent: "No saved state at")
    try demo.quit()
  }

  @Test func aNoticeShowsThePathsControlCharactersVisibly() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("new\u{1B}[2J.json").path
    let demo = try InteractiveDemo(
      ["rainbow", "--no-animation", "--state-file", file], columns: 200)
    try demo.waitFor("Index 0", #"new\u{1B}[2J.json yet"#)
    try demo.quit()
  }
}
