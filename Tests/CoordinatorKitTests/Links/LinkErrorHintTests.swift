import CoordinatorKit
import Testing

/// What a refused link says: what the table does handle, and no more of the link than fits one
/// short line.
@Suite("Link error hints")
struct LinkErrorHintTests {
  enum Route: Hashable, Sendable {
    case child(presented: Bool)
  }

  let customOnly = LinkTable<Route>(
    schemes: ["app"],
    patterns: [
      LinkPattern("child") { match in
        NavigationTarget().pushing(.child(presented: try match.query("presented") ?? false))
      }
    ])

  @Test func aWebLinkToATableWithoutHostsNamesTheSchemeItHandles() throws {
    let error = #expect(throws: LinkError.self) {
      try customOnly.target(for: "https://example.com/rainbow/5")
    }
    #expect(error == .unsupportedScheme("https", supported: ["app"]))
    #expect(error?.description == "Links with the scheme \"https\" are not handled; use \"app\".")
  }

  @Test func anEmptyListOfHostsOrSchemesNeverGivesAnEmptyHint() {
    let host = LinkError.unsupportedHost("example.com", supported: [])
    #expect(host.description == "Links to \"example.com\" are not handled: no web links are.")
    #expect(
      LinkError.unsupportedScheme("ftp", supported: []).description
        == "No links are handled here.")
  }

  @Test func aQueryItemGivenTwiceIsRefusedWithBothValues() throws {
    let error = #expect(throws: LinkError.self) {
      try customOnly.target(for: "app://child?presented=1&presented=0")
    }
    #expect(
      error
        == .invalidQueryItem(
          name: "presented", value: "1\", \"0", expected: "given once (the link gives it 2 times)",
          pattern: "child"))
    #expect(
      try customOnly.target(for: "app://child?presented=1").path.map(\.route) == [
        .child(presented: true)
      ])
  }

  @Test func aHugeLinkIsQuotedCutToOneShortLine() {
    let huge = String(repeating: "x", count: 100_000)
    let error = #expect(throws: LinkError.self) {
      try customOnly.target(for: "app://child/\(huge)")
    }
    let description = error?.description ?? ""
    #expect(description.count < 260, "\(description.prefix(300))")
    #expect(description.contains(String(repeating: "x", count: 59) + "…\""))
  }
}
