import CoordinatorKit
import Foundation
import Testing

/// A window's navigation from outside (`SceneEntryGate`, which SwiftUI's `navigatorScene` and
/// UIKit's `NavigatorHost.attach` wire): the saved state restored once through the coordinators,
/// then the links and activities that arrived, in order, each once; every failure reported.
@MainActor
@Suite("Scene entry gate")
struct SceneEntryGateTests {
  enum Route: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
    case settings
  }

  /// The window's root: messages pushed over the inbox; settings cannot be reached.
  final class Root: Flow<Route> {
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .inbox) }

    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      route == .settings ? .refuse : defaultStep(for: route)
    }
  }

  static let links = LinkTable<Route>(
    schemes: ["mail"], hosts: ["mail.example"],
    patterns: [
      LinkPattern("messages/:id") { (id: Int) in NavigationTarget().pushing(.message(id)) },
      LinkPattern("settings") { NavigationTarget().pushing(.settings) },
    ])

  let navigator = Navigator(root: Route.inbox)
  let root: Root
  var reported: [SceneError] { failures.errors }
  let failures = Failures()

  @MainActor final class Failures {
    var errors: [SceneError] = []
  }

  init() throws {
    root = Root(navigator: navigator)
    try root.startAsRoot()
  }

  func gate(activityType: String? = "com.example.mail.screen") -> SceneEntryGate<Route> {
    SceneEntryGate(
      navigator: navigator, scene: "window-1", links: Self.links, activityType: activityType
    ) { [failures] in failures.errors.append($0) }
  }

  func saved(_ routes: Route...) throws -> NavigationState<Route> {
    try Self.saved(routes)
  }

  /// A saved state: `routes` pushed over the inbox.
  static func saved(_ routes: [Route]) throws -> NavigationState<Route> {
    var state = NavigationState(root: Route.inbox)
    for route in routes { try state.push(route) }
    return state
  }

  var routes: [Route] { navigator.state.screens.map(\.route) }

  /// Lets whatever the main actor has queued run: an entry opened too early would be opened now.
  static func letTasksRun() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @Test func aColdStartLinkIsOpenedAfterTheRestoreOverTheRestoredState() async throws {
    let gate = gate()
    gate.receive(.link("mail://messages/9"))  // the launch's URL, before the window restored
    await Self.letTasksRun()
    #expect(routes == [.inbox])
    // A link reaches its whole path from the root: opened before the restore, the restore would
    // replace it with the saved state (`[.inbox, .message(1)]`).
    #expect(gate.restore(try saved(.message(1)), isFinal: true))
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])  // the link's, opened over the restored state
  }

  @Test func aLinkWhileTheSavedStateCannotBeReadWaitsUntilItCanOrNoneCan() async throws {
    let gate = gate()
    #expect(!gate.restore(nil, isFinal: false))  // connected while locked: nothing to read yet
    gate.receive(.link("mail://messages/9"))
    await Self.letTasksRun()
    #expect(gate.waiting == [.link("mail://messages/9")])
    #expect(routes == [.inbox])
    #expect(gate.restore(try saved(.message(1)), isFinal: true))  // first active: unlocked
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])  // the link's, opened over the restored state
    #expect(gate.waiting.isEmpty)
  }

  @Test func withNothingSavedAFinalRestoreOpensTheWaitingEntries() async throws {
    let gate = gate()
    gate.receive(.link("mail://messages/9"))
    #expect(!gate.restore(nil, isFinal: true))
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])
  }

  @Test func aStateIsRestoredOnceAndAnEntryOpenedOnce() async throws {
    let gate = gate()
    gate.receive(.link("mail://messages/9"))
    #expect(gate.restore(try saved(.message(1)), isFinal: true))
    #expect(!gate.restore(try saved(.message(2)), isFinal: true))  // the activation's second call
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])  // the link's, opened over the restored state
    #expect(gate.waiting.isEmpty)
  }

  @Test func entriesAreOpenedInTheOrderTheyCame() async throws {
    let gate = gate()
    gate.receive(.link("mail://messages/1"))
    gate.receive(
      .activity(
        SceneActivity(
          activityType: SceneActivity.browsingWeb,
          webpageURL: URL(string: "https://mail.example/messages/2"))))
    gate.restore(nil, isFinal: true)
    await gate.opening?.value
    #expect(routes == [.inbox, .message(2)])  // the second, opened last
  }

  @Test func anAdvertisedActivityIsContinuedByItsTarget() async throws {
    let other = Navigator(root: Route.inbox)
    let otherRoot = Root(navigator: other)
    try otherRoot.startAsRoot()
    try other.restore(everyTabOf: try saved(.message(4)))
    let advertised = try #require(
      SceneEntryReading.advertisedActivity(
        of: other, activityType: "com.example.mail.screen", entry: nil))
    let gate = gate()
    gate.restore(nil, isFinal: true)
    gate.receive(.activity(advertised))
    await gate.opening?.value
    #expect(routes == [.inbox, .message(4)])
  }

  @Test func failuresAreReportedAndChangeNothing() async throws {
    let gate = gate(activityType: nil)
    gate.restore(nil, isFinal: true)
    gate.receive(.link("mail://nowhere"))
    gate.receive(.link("mail://settings"))
    gate.receive(.activity(SceneActivity(activityType: "com.example.photos")))
    await gate.opening?.value
    #expect(routes == [.inbox])
    #expect(reported.count == 3)
    guard reported.count == 3 else { return }
    if case .link = reported[0] {} else { Issue.record("not a link error: \(reported[0])") }
    if case .cannotOpen("window-1", _) = reported[1] {
    } else {
      Issue.record("not a follow error: \(reported[1])")
    }
    #expect(
      reported[2]
        == .unknownActivity(type: "com.example.photos", expected: [SceneActivity.browsingWeb]))
  }

  @Test func aSavedStateThatNoLongerFitsIsReportedAndTheEntriesStillOpen() async throws {
    let gate = gate()
    gate.receive(.link("mail://messages/9"))
    #expect(!gate.restore(try saved(.settings), isFinal: true))
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])
    #expect(reported.count == 1)
    if case .restorationFailed("window-1", _)? = reported.first {
    } else {
      Issue.record("not a restoration failure: \(reported)")
    }
  }
}

/// A failure the app does not handle is written out, never dropped.
@MainActor
@Suite("Scene entry gate's default report")
struct SceneEntryGateDefaultReportTests {
  @Test func aFailureIsOneLineNamingWhatWentWrong() {
    let line = SceneEntryGate<Int>.failureLine(for: .unreadableEntry(reason: "no target"))
    #expect(line == "CoordinatorKit: The entry cannot be read: no target. Nothing changed.\n")
  }
}

extension SceneEntryGateTests {
  @Test func theAppAdjustsTheSavedStateBeforeItIsRestored() async throws {
    let signedOut: @MainActor (NavigationState<Route>) -> NavigationState<Route> = { saved in
      var state = saved
      _ = try? state.pop()  // the last screen needed a sign-in
      return state
    }
    let gate = SceneEntryGate(
      navigator: navigator, scene: "window-1", links: Self.links, activityType: nil,
      adjustingSavedState: signedOut, report: { [failures] in failures.errors.append($0) })
    #expect(gate.restore(try saved(.message(1), .message(2)), isFinal: true))
    #expect(routes == [.inbox, .message(1)])
    #expect(reported.isEmpty)
  }
}

extension SceneEntryGateTests {
  @Test func aTappedNotificationOpensItsLinkAfterTheRestoreAndAnUnreadableOneIsReported()
    async throws
  {
    let gate = gate()
    gate.receive(.notification(["link": "mail://messages/3"]))
    gate.receive(.notification(["title": "no link, no target"]))
    #expect(routes == [.inbox], "nothing opens before the restoration settles")
    gate.restore(try saved(.message(1)), isFinal: true)
    await gate.opening?.value
    #expect(routes == [.inbox, .message(3)])
    #expect(
      reported == [.unreadableEntry(reason: "it has neither a \"link\" nor a \"target\"")])
  }
}
