import Foundation
import Testing

/// Every demo checks its links as rainbow's and mail's do: a link to
/// something the demo does not have is one short line on standard error, exit status 2, and
/// nothing shown.
@Suite("Link validation in every demo", TestEnvironment.demoTimeLimit)
struct LinkValidationTests {
  /// Opens `link` with `--open` and an empty script; returns the run.
  private func open(_ link: String) throws -> DemoRun {
    try DemoExecutable.run(["--script", "", "--open", link])
  }

  @Test(arguments: [
    ("coordinatorkit://menu/z", "row must be a row of the menu (a, b, c or d), not \"z\""),
    ("coordinatorkit://menu/%ZZ", "row must be a row of the menu (a, b, c or d)"),
    ("coordinatorkit://master-detail/tomorrow", "date must be a date such as 2026-01-01 09:00"),
    ("coordinatorkit://master-detail/x/red", "date must be a date such as 2026-01-01 09:00"),
    (
      "coordinatorkit://rainbow/99999999999999999999999",
      "index must be 0 to 6, not"
    ),
    ("coordinatorkit://rainbow/7", "index must be 0 to 6, not"),
    ("coordinatorkit://mvvmc/child?presented=1&presented=0", "presented must be given once"),
    ("coordinatorkit://mail/contacts/Nobody", "name must be a contact"),
    ("coordinatorkit://mail/compose?to=Nobody", "to must be a contact"),
  ])
  func aLinkToSomethingTheDemoDoesNotHaveIsRefused(link: String, reason: String) throws {
    let run = try open(link)
    #expect(run.status == 2, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.standardError.contains(reason), "\(run)")
  }

  @Test func aHugeLinkIsNotEchoedWhole() throws {
    let row = try open("coordinatorkit://menu/" + String(repeating: "m", count: 100_000))
    #expect(row.status == 2)
    #expect(row.errorLines.count == 1)
    #expect(row.standardError.count < 200, "\(row.standardError.prefix(300))")
    let date = try open("coordinatorkit://master-detail/" + String(repeating: "9", count: 600))
    #expect(date.status == 2)
    #expect(date.standardError.count < 200, "\(date.standardError.prefix(300))")
  }

  @Test func theLinksOfTheReadmeStillOpen() throws {
    for link in [
      "coordinatorkit://rainbow/5", "coordinatorkit://master-detail/2026-01-01%2009:00/red?modal=1",
      "coordinatorkit://mvvmc/child?presented=1", "coordinatorkit://menu/c",
      "coordinatorkit://mail/contacts/Grace%20Hopper",
      "coordinatorkit://mail/compose?to=Ada%20Lovelace",
    ] {
      let run = try open(link)
      #expect(run.status == 0, "\(run)")
      #expect(run.standardError.isEmpty, "\(run)")
    }
  }
}
