import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// The article "Scenes and entry points": an app of several windows, each with its own
/// navigator, and a notification, an App Intent and a Handoff each opened once in the right one,
/// compiled and run with headless hosts as the windows.
@MainActor
@Suite("Article: Scenes and entry points")
struct ScenesAndEntryPointsArticleTests {
  enum Route: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
  }

  /// The app's one flow: the inbox, with messages pushed over it.
  final class InboxCoordinator: Flow<Route> {
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .inbox) }
  }

  /// The app: one registry for all its windows.
  @MainActor
  final class MailApp {
    let links = LinkTable<Route>(
      schemes: ["mail"],
      patterns: [
        LinkPattern("messages/:id") { (id: Int) in NavigationTarget().pushing(.message(id)) }
      ])

    lazy var scenes = SceneRegistry<Route>(activityType: "com.example.mail.screen", links: links) {
      _ throws(NavigationError) in  // each scene: a navigator and its root flow, started
      let navigator = Navigator(root: Route.inbox)
      let root = InboxCoordinator(navigator: navigator)
      try root.startAsRoot()
      return (navigator, root)
    }
  }

  @Test func eachWindowHasItsNavigatorAndEveryEntryOpensOnce() async throws {
    let app = MailApp()
    let saved = try NavigationState(root: Route.inbox).pushing(.message(1))

    // A window connects (UIKit: scene(_:willConnectTo:options:); SwiftUI: its root view).
    let navigator = try app.scenes.connect("window-1", restoring: saved)
    let host = HeadlessHost(navigator: navigator)  // NavigatorView / NavigatorHost

    // A notification tapped: opened in the frontmost window, once however often it comes.
    let tap = try app.scenes.entry(forNotification: ["link": "mail://messages/7"], id: "n-42")
    try await app.scenes.open(tap, in: .frontmost)  // .opened(in: "window-1")
    try await app.scenes.open(tap, in: .frontmost)  // .alreadyDelivered(to: "window-1")

    // An App Intent's target, in a new window: only the platform opens one.
    let intent = SceneEntry(NavigationTarget<Route>().pushing(.message(9)))
    let delivery = try await app.scenes.open(intent, in: .newScene)  // .openNewScene(intent)
    try app.scenes.connect("window-2")  // the window the app opened for it
    let second = HeadlessHost(navigator: try #require(app.scenes.navigator(of: "window-2")))
    try await app.scenes.open(intent, in: .scene("window-2"))  // .opened(in: "window-2")

    // Handoff: the screen a window shows, advertised and continued elsewhere.
    let activity = app.scenes.advertisedActivity(of: "window-2")  // the current screen's target
    #expect(second.navigator.state.screens.map(\.route) == [.inbox, .message(9)])

    app.scenes.disconnect("window-2")  // its navigator and coordinators are released

    #expect(delivery == .openNewScene(intent))
    #expect(host.navigator.state.screens.map(\.route) == [.inbox, .message(7)])
    let continued = try app.scenes.entry(for: try #require(activity))
    #expect(continued.target == NavigationTarget().pushing(.message(9)))
    #expect(try await app.scenes.open(continued, in: .frontmost) == .opened(in: "window-1"))
    #expect(app.scenes.scenes == ["window-1"])
  }

  @Test func whatCannotBeOpenedIsATypedErrorAndChangesNothing() async throws {
    let app = MailApp()
    try app.scenes.connect("window-1")
    let before = app.scenes.navigator(of: "window-1")?.state

    #expect(
      throws: SceneError.unknownActivity(
        type: "com.example.photos",
        expected: ["com.example.mail.screen", "NSUserActivityTypeBrowsingWeb"])
    ) {
      try app.scenes.entry(for: SceneActivity(activityType: "com.example.photos"))
    }

    #expect(app.scenes.navigator(of: "window-1")?.state == before)
  }
}
