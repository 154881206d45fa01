import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// An app of several windows: a navigator per scene, made, restored and released with it, and
/// every entry opened in the scene the app's rule chooses, exactly once.
@MainActor
@Suite("Scenes")
struct SceneRegistryTests {
  /// The routes of every screen of `scene`, root first.
  private func routes(_ app: MailApp, _ scene: String) -> [MailRoute] {
    app.scenes.navigator(of: scene)?.state.screens.map(\.route) ?? []
  }

  @Test
  func anEntryIsOpenedOnceWhicheverSceneItIsDeliveredTo() async throws {
    let app = MailApp()
    try app.scenes.connect("left")
    try app.scenes.connect("right")
    let hosts = [try app.host("left"), try app.host("right")]
    let entry = SceneEntry(
      id: "notification-1", target: NavigationTarget<MailRoute>().pushing(.message(7)))

    #expect(try await app.scenes.open(entry, in: .frontmost) == .opened(in: "right"))
    #expect(try await app.scenes.open(entry, in: .scene("left")) == .alreadyDelivered(to: "right"))
    #expect(try await app.scenes.open(entry, in: .frontmost) == .alreadyDelivered(to: "right"))
    #expect(routes(app, "right") == [.inbox, .message(7)])
    #expect(routes(app, "left") == [.inbox], "the second delivery changed nothing")
    #expect(hosts.allSatisfy { $0.navigator.hosting.currentStep == nil })
  }

  @Test
  func aRuleChoosesTheSceneShowingAScreenElseTheFrontmost() async throws {
    let app = MailApp()
    _ = try await app.twoWindows(leftShowing: 1)

    let reply = SceneEntry(NavigationTarget<MailRoute>().pushing(.message(1)).pushing(.message(2)))
    #expect(try await app.scenes.open(reply, in: .showing(.message(1))) == .opened(in: "left"))
    try app.scenes.sceneDidBecomeActive("left")
    #expect(app.scenes.scenes == ["right", "left"], "the frontmost last")
    let other = SceneEntry(NavigationTarget<MailRoute>().pushing(.message(9)))
    #expect(try await app.scenes.open(other, in: .showing(.message(5))) == .opened(in: "left"))
    #expect(throws: SceneError.noSuchScene("closed")) {
      try app.scenes.sceneDidBecomeActive("closed")
    }
    #expect(routes(app, "left") == [.inbox, .message(9)])
    #expect(routes(app, "right") == [.inbox])
  }

  @Test
  func aRuleChoosesTheSceneWithATabSelected() async throws {
    let scenes = SceneRegistry<NotesRoute> { _ throws(NavigationError) in
      let navigator = Navigator(root: NotesRoute.list)
      let root = TabsCoordinator(navigator: navigator)
      try root.startAsRoot()
      return (navigator, root)
    }
    let hosts = [
      NotesHost(navigator: try scenes.connect("settings-window")),
      NotesHost(navigator: try scenes.connect("notes-window")),
    ]
    try hosts[0].tapTab("settings")
    let notesWindow = scenes.navigator(of: "notes-window")?.state

    let entry = SceneEntry(NavigationTarget<NotesRoute>().pushing(.account))
    #expect(
      try await scenes.open(entry, in: .showingTab("settings")) == .opened(in: "settings-window"))
    #expect(hosts[0].navigator.state.screens.map(\.route).prefix(2) == [.settings, .account])
    #expect(
      scenes.navigator(of: "notes-window")?.state == notesWindow, "the frontmost is unchanged")
  }

  @Test
  func entriesOnAColdStartWaitForTheSceneHostAndOpenInOrder() async throws {
    let app = MailApp()
    let first = Task {
      try await app.scenes.open(
        SceneEntry(id: "tap", target: NavigationTarget().pushing(.message(1))), in: .frontmost)
    }
    await Task.yield()
    try app.scenes.connect("main")
    let second = Task {
      try await app.scenes.open(
        SceneEntry(
          id: "handoff", target: NavigationTarget().pushing(.message(1)).pushing(.message(2))),
        in: .showing(.inbox))
    }
    for _ in 0..<10 { await Task.yield() }
    #expect(routes(app, "main") == [.inbox], "nothing opens before the window shows")

    let host = try app.host("main")
    #expect(try await first.value == .opened(in: "main"))
    #expect(try await second.value == .opened(in: "main"))
    // Opened the other way round, the first entry would have taken the second's message away.
    #expect(routes(app, "main") == [.inbox, .message(1), .message(2)])
    #expect(host.navigator.hosting.shownState.screens.map(\.route) == routes(app, "main"))
  }

  @Test
  func anEntryWaitingForASceneThatGoesFailsAndMayComeAgain() async throws {
    let app = MailApp()
    try app.scenes.connect("main")
    let entry = SceneEntry(id: "tap", target: NavigationTarget<MailRoute>().pushing(.message(1)))
    let waiting = Task { try await app.scenes.open(entry, in: .scene("main")) }
    for _ in 0..<10 { await Task.yield() }
    #expect(app.scenes.disconnect("main"))
    await #expect(throws: SceneError.sceneDisconnected("main")) { try await waiting.value }

    try app.scenes.connect("other")
    _ = try app.host("other")
    #expect(try await app.scenes.open(entry, in: .frontmost) == .opened(in: "other"))
  }

  /// Without the cancellation the wait never ends: the limit turns that into a failure. Five
  /// minutes under a sanitizer (`Scripts/sanitizers.sh` names it), whose suite runs several
  /// times slower with every test sharing the main actor: a minute was exceeded there once.
  @Test(
    .timeLimit(
      .minutes(ProcessInfo.processInfo.environment["COORDINATORKIT_SANITIZER"] == nil ? 1 : 5)))
  func aWaitingEntryWhoseTaskIsCancelledIsNotOpened() async throws {
    let app = MailApp()
    let entry = SceneEntry(id: "tap", target: NavigationTarget<MailRoute>().pushing(.message(1)))
    let waiting = Task { try await app.scenes.open(entry, in: .frontmost) }
    for _ in 0..<10 { await Task.yield() }
    waiting.cancel()
    await #expect(throws: SceneError.cancelled) { try await waiting.value }

    try app.scenes.connect("main")
    _ = try app.host("main")
    for _ in 0..<10 { await Task.yield() }
    #expect(routes(app, "main") == [.inbox], "the cancelled entry was not opened")
    #expect(try await app.scenes.open(entry, in: .frontmost) == .opened(in: "main"))
  }

  @Test
  func aNewSceneIsTheAppsToOpenAndClaimsItsEntryOnce() async throws {
    let app = MailApp()
    try app.scenes.connect("main")
    _ = try app.host("main")
    let entry = SceneEntry(id: "intent", target: NavigationTarget<MailRoute>().pushing(.message(4)))

    #expect(try await app.scenes.open(entry, in: .newScene) == .openNewScene(entry))
    #expect(try await app.scenes.open(entry, in: .newScene) == .alreadyDelivered(to: nil))
    #expect(try await app.scenes.open(entry, in: .frontmost) == .alreadyDelivered(to: nil))
    try app.scenes.connect("window-2")
    _ = try app.host("window-2")
    #expect(try await app.scenes.open(entry, in: .scene("window-2")) == .opened(in: "window-2"))
    #expect(routes(app, "window-2") == [.inbox, .message(4)])
    #expect(routes(app, "main") == [.inbox])
  }

  @Test
  func eachSceneIsRestoredToItsOwnStateAfterARelaunch() async throws {
    var saved: [String: Data] = [:]
    do {
      let app = MailApp()
      _ = try await app.twoWindows(leftShowing: 3)
      try await app.scenes.open(
        SceneEntry(NavigationTarget().presenting(.compose, as: .sheet)), in: .scene("right"))
      for scene in app.scenes.scenes {
        saved[scene] = try JSONEncoder().encode(
          try #require(app.scenes.navigator(of: scene)).stateToSave)
      }
    }

    let relaunched = MailApp()
    for scene: String in ["right", "left"] {
      let state = try JSONDecoder().decode(
        NavigationState<MailRoute>.self, from: try #require(saved[scene]))
      try relaunched.scenes.connect(scene, restoring: state)
    }
    #expect(routes(relaunched, "left") == [.inbox, .message(3)])
    #expect(routes(relaunched, "right") == [.inbox, .compose])
    let right = try #require(relaunched.roots["right"]?.root)
    #expect(right.children.count == 1 && right.children.first is ComposeCoordinator)
    #expect(try #require(relaunched.roots["left"]?.root).children.isEmpty)
  }

  @Test
  func aSavedStateItsCoordinatorsCannotRebuildAddsNoScene() throws {
    let app = MailApp()
    let saved = try NavigationState(root: MailRoute.inbox).pushing(.settings)
    #expect(
      throws: SceneError.restorationFailed(
        "main",
        .refused(
          coordinator: "MailCoordinator", route: "settings", style: .push, after: "inbox",
          position: 1))
    ) { try app.scenes.connect("main", restoring: saved) }
    #expect(app.scenes.scenes.isEmpty && app.scenes.navigator(of: "main") == nil)
    #expect(app.roots["main"]?.root == nil, "the root it made was let go")
  }

  @Test
  func aDisconnectedScenesNavigatorCoordinatorsAndModelsAreReleased() async throws {
    let app = MailApp()
    try app.scenes.connect("gone")
    try app.scenes.connect("stays")
    let leaks = LeakTracker()
    do {
      let host = try app.host("gone")
      try await app.scenes.open(
        SceneEntry(NavigationTarget().pushing(.message(1)).presenting(.compose, as: .sheet)),
        in: .scene("gone"))
      let root = try #require(app.roots["gone"]?.root)
      leaks.track(host.navigator, as: "navigator")
      leaks.track(root, as: "root coordinator")
      let composer = try #require(root.children.first)
      leaks.track(composer, as: "composer coordinator")
      #expect(host.contents.count == 3)
      for (_, model) in host.contents { leaks.track(model, as: "model of \(model.route)") }
      #expect(app.scenes.disconnect("gone"))
      #expect(!app.scenes.disconnect("gone"), "a second disconnection says it did nothing")
      #expect(!composer.isRunning && !root.isRunning, "its coordinators stopped with it")
    }
    leaks.expectAllReleased()
    #expect(app.scenes.scenes == ["stays"] && app.scenes.navigator(of: "stays") != nil)
  }
}

/// An entry for a new scene travels to it in an activity (UIKit's scene activation request, the
/// new scene's connection options) and comes back as the same entry, which the new scene claims.
@MainActor
@Suite("An entry for a new scene")
struct NewSceneEntryTests {
  @Test func comesBackFromItsActivityAsTheSameEntryAndIsOpenedOnceInTheNewScene() async throws {
    let app = MailApp()
    try app.scenes.connect("main")
    _ = try app.host("main")
    let entry = SceneEntry(id: "intent", target: NavigationTarget<MailRoute>().pushing(.message(4)))
    guard case .openNewScene(let handed) = try await app.scenes.open(entry, in: .newScene) else {
      Issue.record("a new scene's entry is the app's to open")
      return
    }
    let activity = try #require(app.scenes.activity(openingNewSceneFor: handed))
    #expect(activity.activityType == app.scenes.activityType)

    try app.scenes.connect("window-2")  // the scene UIKit made for the request
    _ = try app.host("window-2")
    let received = try app.scenes.entry(for: activity)  // from its connection options
    #expect(received.id == "intent")
    #expect(try await app.scenes.open(received, in: .scene("window-2")) == .opened(in: "window-2"))
    #expect(
      try await app.scenes.open(received, in: .scene("window-2"))
        == .alreadyDelivered(to: "window-2"))
    #expect(
      app.scenes.navigator(of: "window-2")?.state.screens.map(\.route) == [.inbox, .message(4)])
    #expect(app.scenes.navigator(of: "main")?.state.screens.map(\.route) == [.inbox])
  }
}
