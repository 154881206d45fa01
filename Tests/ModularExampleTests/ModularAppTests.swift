import ContactsFeature
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import MailFeature
import ModularApp
import Testing

/// The app of feature modules (Examples/Modular), run on Linux as an app's tests are, with
/// headless hosts as its windows: each module's screens, links and restoration through the one
/// app route, and every entry opened once, in the right window.
@MainActor
@Suite struct ModularAppTests {
  let app = ModularApp()

  /// Connects a window and shows it, as its scene's host does.
  @discardableResult
  private func window(_ scene: String, restoring saved: NavigationState<AppRoute>? = nil) throws
    -> HeadlessHost<AppRoute, Never>
  {
    HeadlessHost(navigator: try app.scenes.connect(scene, restoring: saved))
  }

  private func state(_ scene: String) throws -> NavigationState<AppRoute> {
    try #require(app.scenes.navigator(of: scene)).state
  }

  @Test func eachModuleRunsItsTabAndAMessageLeadsToItsSendersCardInContacts() async throws {
    let host = try window("window-1")
    #expect(try state("window-1").tabs == ["Mail", "Contacts"])

    try await host.tapLink(to: .mail(.message(7)))
    try await host.tapLink(to: .sender("Ada"))  // Mail names the app's route, not Contacts'

    let stack = try state("window-1").topStack
    #expect(stack.map(\.route) == [.mail(.inbox), .mail(.message(7)), .contacts(.card("Ada"))])
    #expect(stack[1].owner == stack[0].owner, "the message is Mail's own screen")
    #expect(stack[2].owner != stack[1].owner, "the card is Contacts' flow, which the app named")
  }

  @Test func theAppsLinkTableIsItsModulesPatterns() throws {
    #expect(
      try ModularApp.links.target(for: "modular://mail/7") == [.mail(.inbox), .mail(.message(7))])
    #expect(
      try ModularApp.links.target(for: "modular://contacts/Ada")
        == [.contacts(.list), .contacts(.card("Ada"))])
  }

  @Test func aNotificationIsOpenedOnceInTheSecondWindow() async throws {
    try window("window-1")
    let second = try window("window-2")
    _ = try second.tapTab("Contacts")
    try app.scenes.sceneDidBecomeActive("window-1")
    let first = try state("window-1")

    let tap = try app.scenes.entry(forNotification: ["link": "modular://contacts/Ada"], id: "n-1")
    #expect(try await app.scenes.open(tap, in: .showingTab("Contacts")) == .opened(in: "window-2"))
    #expect(
      try await app.scenes.open(tap, in: .showingTab("Contacts"))
        == .alreadyDelivered(to: "window-2"))
    #expect(
      try await app.scenes.open(tap, in: .frontmost) == .alreadyDelivered(to: "window-2"),
      "whatever the rule, a delivered entry is not opened again")

    #expect(
      try state("window-2").topStack.map(\.route) == [.contacts(.list), .contacts(.card("Ada"))])
    #expect(try state("window-1") == first, "the other window is unchanged")
  }

  @Test func aNotificationOnAColdStartWaitsForTheFirstWindowToShow() async throws {
    let tap = try app.scenes.entry(forNotification: ["link": "modular://mail/7"], id: "n-1")
    let opening = Task { try await app.scenes.open(tap, in: .frontmost) }
    for _ in 0..<10 { await Task.yield() }
    try app.scenes.connect("window-1")
    for _ in 0..<10 { await Task.yield() }
    #expect(try state("window-1").topStack.map(\.route) == [.mail(.inbox)], "not before it shows")

    let host = HeadlessHost(navigator: try #require(app.scenes.navigator(of: "window-1")))
    #expect(try await opening.value == .opened(in: "window-1"))
    #expect(host.navigator.state.topStack.map(\.route) == [.mail(.inbox), .mail(.message(7))])
  }

  @Test func aHandoffContinuesAcrossModulesInANewWindow() async throws {
    let first = try window("window-1")
    try await first.tapLink(to: .mail(.message(7)))
    try await first.tapLink(to: .sender("Ada"))

    let activity = try #require(app.scenes.advertisedActivity(of: "window-1"))
    let entry = try app.scenes.entry(for: activity)
    #expect(try await app.scenes.open(entry, in: .newScene) == .openNewScene(entry))
    try window("window-2")  // the window the platform opened for it
    #expect(try await app.scenes.open(entry, in: .scene("window-2")) == .opened(in: "window-2"))
    #expect(try await app.scenes.open(entry, in: .newScene) == .alreadyDelivered(to: "window-2"))

    let continued = try state("window-2").topStack
    #expect(continued.map(\.route) == [.mail(.inbox), .mail(.message(7)), .contacts(.card("Ada"))])
    #expect(continued[2].owner != continued[1].owner, "restored through Contacts' flow")
  }

  @Test func eachWindowIsRestoredWithItsOwnStateAfterARelaunch() async throws {
    let mail = try window("window-1")
    try await mail.tapLink(to: .mail(.message(7)))
    let contacts = try window("window-2")
    _ = try contacts.tapTab("Contacts")
    try await contacts.tapLink(to: .contacts(.card("Grace")))
    let saved = try ["window-1", "window-2"].map { scene in
      try JSONEncoder().encode(try #require(app.scenes.navigator(of: scene)).stateToSave)
    }

    let relaunched = ModularApp()
    let hosts = try zip(["window-1", "window-2"], saved).map { scene, data in
      let state = try JSONDecoder().decode(NavigationState<AppRoute>.self, from: data)
      return HeadlessHost(navigator: try relaunched.scenes.connect(scene, restoring: state))
    }

    let first = hosts[0].navigator.state
    let second = hosts[1].navigator.state
    #expect(first.selectedTab == "Mail")
    #expect(first.topStack.map(\.route) == [.mail(.inbox), .mail(.message(7))])
    #expect(second.selectedTab == "Contacts")
    #expect(second.topStack.map(\.route) == [.contacts(.list), .contacts(.card("Grace"))])
  }

  @Test func anEntryTheModulesDoNotReachChangesNoWindow() async throws {
    try window("window-1")
    let second = try window("window-2")
    _ = try second.tapTab("Contacts")
    let before = try [state("window-1"), state("window-2")]

    // Contacts leads to no Mail screen: the target is refused before anything changes.
    let unreachable = SceneEntry(
      id: "intent-1",
      target: NavigationTarget<AppRoute>(inTab: "Contacts").pushing(.contacts(.card("Ada")))
        .pushing(.mail(.message(7))))
    await #expect {
      try await app.scenes.open(unreachable, in: .scene("window-2"))
    } throws: { error in
      guard case SceneError.cannotOpen("window-2", _) = error else { return false }
      return true
    }
    // A link no module answers.
    #expect(throws: SceneError.self) {
      try app.scenes.entry(forNotification: ["link": "modular://calendar/1"], id: "n-2")
    }

    #expect(try [state("window-1"), state("window-2")] == before)
    let reachable = NavigationTarget<AppRoute>(inTab: "Contacts").pushing(.contacts(.card("Ada")))
    #expect(
      try await app.scenes.open(SceneEntry(id: "intent-1", target: reachable), in: .frontmost)
        == .opened(in: "window-2"),
      "an entry that failed was not delivered, so it may come again")
  }
}
