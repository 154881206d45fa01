import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// Entry points beyond links: Handoff advertises a scene's current screen and continues it, a
/// notification opens its link, and what cannot be opened changes no scene.
@MainActor
@Suite("Entry points")
struct EntryPointTests {
  /// The target an activity carries.
  private func advertisedTarget(_ activity: SceneActivity?) throws -> NavigationTarget<MailRoute> {
    let text = try #require(activity?.userInfo["target"])
    return try JSONDecoder().decode(NavigationTarget<MailRoute>.self, from: Data(text.utf8))
  }

  @Test
  func handoffAdvertisesTheScreenTheSceneShows() async throws {
    let app = MailApp()
    var outdated: [String] = []
    app.scenes.advertisementDidChange = { outdated.append($0) }
    try app.scenes.connect("main")
    let host = try app.host("main")
    let first = try #require(app.scenes.advertisedActivity(of: "main"))
    #expect(first.activityType == "com.example.mail.navigation")
    #expect(try advertisedTarget(first) == NavigationTarget())

    try await app.scenes.open(SceneEntry(NavigationTarget().pushing(.message(3))), in: .frontmost)
    #expect(outdated == ["main"])
    let reading = app.scenes.advertisedActivity(of: "main")
    #expect(try advertisedTarget(reading) == NavigationTarget().pushing(.message(3)))
    #expect(reading?.userInfo["entry"] != first.userInfo["entry"], "each screen is a new entry")

    try host.swipeBack()
    #expect(outdated == ["main", "main"])
    #expect(try advertisedTarget(app.scenes.advertisedActivity(of: "main")) == NavigationTarget())
    #expect(app.scenes.advertisedActivity(of: "elsewhere") == nil)
  }

  @Test
  func continuingAnAdvertisedActivityOpensItOnceInANewScene() async throws {
    let phone = MailApp()
    try phone.scenes.connect("phone")
    _ = try phone.host("phone")
    try await phone.scenes.open(SceneEntry(NavigationTarget().pushing(.message(8))), in: .frontmost)
    let activity = try #require(phone.scenes.advertisedActivity(of: "phone"))

    let tablet = MailApp()
    try tablet.scenes.connect("reading")
    _ = try tablet.host("reading")
    let entry = try tablet.scenes.entry(for: activity)
    #expect(entry.target == NavigationTarget().pushing(.message(8)))
    #expect(try await tablet.scenes.open(entry, in: .newScene) == .openNewScene(entry))
    try tablet.scenes.connect("continued")
    _ = try tablet.host("continued")
    #expect(
      try await tablet.scenes.open(entry, in: .scene("continued")) == .opened(in: "continued"))
    let again = try tablet.scenes.entry(for: activity)
    #expect(
      try await tablet.scenes.open(again, in: .newScene) == .alreadyDelivered(to: "continued"))
    #expect(tablet.scenes.navigator(of: "reading")?.state.screens.map(\.route) == [.inbox])
  }

  @Test
  func aNotificationAndAWebLinkOpenTheirLinks() async throws {
    let app = MailApp()
    try app.scenes.connect("main")
    _ = try app.host("main")
    let tap = try app.scenes.entry(forNotification: ["link": "mail://messages/5"], id: "n-1")
    #expect(tap == SceneEntry(id: "n-1", target: NavigationTarget().pushing(.message(5))))
    let web = try app.scenes.entry(
      for: SceneActivity(
        activityType: SceneActivity.browsingWeb, webpageURL: URL(string: "mail://messages/6")))
    #expect(web.target == NavigationTarget().pushing(.message(6)))

    #expect(try await app.scenes.open(tap, in: .frontmost) == .opened(in: "main"))
    #expect(try await app.scenes.open(tap, in: .frontmost) == .alreadyDelivered(to: "main"))
    #expect(try await app.scenes.open(web, in: .frontmost) == .opened(in: "main"))
    let state = try #require(app.scenes.navigator(of: "main")).state
    #expect(state.screens.map(\.route) == [.inbox, .message(6)], "a target is where to be, whole")
  }

  @Test
  func anEntryThatCannotBeOpenedChangesNoScene() async throws {
    let app = MailApp()
    _ = try await app.twoWindows(leftShowing: 1)
    let before = app.scenes.scenes.map { app.scenes.navigator(of: $0)?.state }

    let refused = try app.scenes.entry(forNotification: ["link": "mail://settings"], id: "n-2")
    await #expect(
      throws: SceneError.cannotOpen(
        "right",
        .refused(
          coordinator: "MailCoordinator", route: "settings", style: .push, after: "inbox",
          position: 1))
    ) { try await app.scenes.open(refused, in: .frontmost) }

    let noMatch: LinkError
    do {
      _ = try app.links.target(for: "mail://drafts/1")
      Issue.record("the table reads no drafts")
      return
    } catch {
      noMatch = error
    }
    #expect(throws: SceneError.link(noMatch)) {
      try app.scenes.entry(forNotification: ["link": "mail://drafts/1"], id: "n-3")
    }
    #expect(
      throws: SceneError.unreadableEntry(reason: "it has neither a \"link\" nor a \"target\"")
    ) {
      try app.scenes.entry(forNotification: ["aps": "alert"], id: "n-4")
    }
    #expect(
      throws: SceneError.unreadableEntry(
        reason: "its \"target\" is not a target of this app's routes")
    ) {
      try app.scenes.entry(
        for: SceneActivity(
          activityType: "com.example.mail.navigation", userInfo: ["target": "{\"path\": 7}"]))
    }
    #expect(
      throws: SceneError.unknownActivity(
        type: "com.example.photos",
        expected: ["com.example.mail.navigation", SceneActivity.browsingWeb])
    ) { try app.scenes.entry(for: SceneActivity(activityType: "com.example.photos")) }
    await #expect(throws: SceneError.noSuchScene("closed")) {
      try await app.scenes.open(SceneEntry(NavigationTarget()), in: .scene("closed"))
    }
    #expect(app.scenes.scenes.map { app.scenes.navigator(of: $0)?.state } == before)

    let corrected = SceneEntry(
      id: "n-2", target: NavigationTarget<MailRoute>().pushing(.message(2)))
    #expect(
      try await app.scenes.open(corrected, in: .frontmost) == .opened(in: "right"),
      "an entry that failed was not delivered: it may come again")
  }
}
