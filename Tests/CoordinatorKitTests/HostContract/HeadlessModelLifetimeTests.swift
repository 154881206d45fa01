import CoordinatorKit
import CoordinatorKitTesting
import NavigationTestSupport
import Testing

/// The headless host gives a screen's model the lifetime every host gives it: made once per
/// screen, kept while the screen stays, route updates included.
@MainActor
@Suite("Headless host: a screen's model is made once")
struct HeadlessModelLifetimeTests {
  @Test func aModelIsMadeOnceWhileItsScreensRouteIsUpdated() throws {
    let navigator = Navigator(root: "launch")
    let host = HeadlessHost(
      navigator: navigator,
      destinations: ScreenDestinations<DraftModel>().destination(for: DraftModel.self) { $0 })
    let flow = DraftFlow(navigator: navigator)
    try flow.startAsRoot()
    let draft = try flow.showDraft("H")
    let first = try #require(host.contents[draft])
    for text in ["He", "Hel", "Hell", "Hello"] {
      try navigator.update { try $0.updateRoute(of: draft, to: "draft:\(text)") }
      #expect(host.contents[draft] === first)
    }
    #expect(flow.modelsMade == 1)
    #expect(navigator.state.topScreen.route == "draft:Hello")
  }
}
