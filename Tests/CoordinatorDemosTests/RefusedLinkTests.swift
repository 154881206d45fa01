import Foundation
import Testing

/// A refused link changes nothing: a mail link the picker cannot follow
/// leaves the picker, and a sign-in cancelled on the way to Security leaves the app where it
/// was before the link.
@Suite("Refused links change nothing", TestEnvironment.demoTimeLimit)
struct RefusedLinkTests {
  /// The keys that type `text` into the link field, as script key names.
  private static func typing(_ text: String) -> String {
    text.map { $0 == " " ? "Space" : String($0) }.joined(separator: " ")
  }

  @Test func aRefusedMailLinkOnTheCommandLineIsOneLineAndExitStatus2() throws {
    for link in ["coordinatorkit://mail/contacts/Nobody", "coordinatorkit://mail/contacts/Grace%2"]
    {
      let run = try DemoExecutable.run(["--open", link, "--script", ""])
      #expect(run.status == 2, "\(run)")
      #expect(run.standardOutput.isEmpty, "\(run)")
      #expect(run.errorLines.count == 1, "\(run)")
    }
  }

  @Test func aRefusedMailLinkInThePickerLeavesThePicker() throws {
    let keys = "g " + Self.typing("coordinatorkit://mail/contacts/Nobody") + " Enter"
    let screen = try DemoExecutable.screen(nil, keys)
    #expect(screen.contains("Choose a demo"), "\(screen)")
    #expect(!screen.contains("Inbox"), "\(screen)")
    let after = try DemoExecutable.screen(nil, keys + " Down Enter")
    #expect(after.contains("Master"), "the picker still works: \(after)")
  }

  @Test func aCancelledSignInLeavesTheAppWhereItWasBeforeTheLink() throws {
    let run = try DemoExecutable.script(
      nil, "b", options: ["--open", "coordinatorkit://mail/account/security"])
    let screen = try DemoScreen(printed: run.standardOutput)
    #expect(screen.contains("Choose a demo"), "\(screen)")
    #expect(screen.contains("the app stays where it was"), "\(screen)")
    #expect(!screen.contains("Inbox"), "\(screen)")
  }
}

/// Inside one demo, another demo's link switches demos, and a link whose
/// flow the user leaves puts the first demo back with its screens.
@Suite("Links to another demo", TestEnvironment.demoTimeLimit)
struct OtherDemoLinkTests {
  private static func typing(_ text: String) -> String {
    text.map { $0 == " " ? "Space" : String($0) }.joined(separator: " ")
  }

  @Test func theReadmesExampleLinkOpensFromInsideAnotherDemo() throws {
    let keys = "g " + Self.typing("coordinatorkit://rainbow/5") + " Enter"
    let screen = try DemoExecutable.screen("menu", keys)
    #expect(screen.contains("Index 5"), "\(screen)")
    let mail = try DemoExecutable.screen(
      "rainbow", "g " + Self.typing("coordinatorkit://mail/contacts/Grace%20Hopper") + " Enter")
    #expect(mail.contains("Grace Hopper") && mail.contains("1 Mailboxes"), "\(mail)")
  }

  @Test func aCancelledSignInPutsTheFirstDemoBack() throws {
    let keys = "Down Enter g " + Self.typing("coordinatorkit://mail/account/security") + " Enter b"
    let screen = try DemoExecutable.screen("menu", keys)
    #expect(screen.title == "Detail", "\(screen)")
    #expect(screen.contains("the app stays where it was"), "\(screen)")
    #expect(!screen.contains("1 Inbox"), "\(screen)")
  }

  @Test func aDemoNamedOnTheCommandLineRefusesAnotherDemosLinkThere() throws {
    let run = try DemoExecutable.run(
      ["menu", "--script", "", "--open", "coordinatorkit://rainbow/2"])
    #expect(run.status == 2, "\(run)")
  }
}
