import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// The routes the README's tabs and leave-guard examples use.
enum Route: Hashable, Codable, Sendable {
  case inbox
  case compose
  case account
  case security
}

// README example: leave guard
final class ComposeCoordinator: Flow<Route>, LeaveGuarding {
  func start() throws(NavigationError) { _ = try show(.compose) }

  func draftDidChange(in screen: ScreenID) { try? guardLeaving(screen) }  // gestures now ask

  var discardQuestion: String { "Discard draft?" }  // asked before anything removes `screen`
}
// End of README example

/// The Inbox tab's flow the tabs example starts: it leads to no other screen, so a link to
/// Security goes to the Account tab.
final class InboxCoordinator: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<Route>
  init(navigator: Navigator<Route>) { self.navigator = navigator }
  func start() throws(NavigationError) { _ = try show(.inbox) }
  func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
    .refuse
  }
}

/// The Account tab's flow: Security is its next screen.
final class AccountCoordinator: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<Route>
  init(navigator: Navigator<Route>) { self.navigator = navigator }
  func start() throws(NavigationError) { _ = try show(.account) }
  func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
    route == .security ? .showScreen : .refuse
  }
}

/// The README's tabs and leave-guard examples, compiled and run; the README must show exactly
/// the code between this file's `README example` markers, and the Apple examples'.
@MainActor
@Suite("README tabs and leave-guard examples")
struct ReadmeTabsAndGuardsTests {
  @Test func theTabsExample() async throws {
    let saved = try NavigationState<Route>(
      tabs: [
        Tab("Inbox", root: .inbox),
        Tab("Account", stack: [NavigationScreen(Route.account), NavigationScreen(Route.security)]),
      ],
      selected: "Account")
    // README example: tabs
    let app = TabBarCoordinator<Route>(  // the app's root, started: one line per tab
      tabs: TabFlow("Inbox", symbol: "tray", root: .inbox) { InboxCoordinator(navigator: $0) },
      TabFlow("Account", symbol: "person", root: .account) { AccountCoordinator(navigator: $0) })
    let navigator = app.navigator  // what a host shows; its tab bar shows titles and symbols

    try await navigator.open([.security])  // a list of routes: it finds the Account tab
    try navigator.userDidNavigate(.selectedTab("Account"))  // a tap on the selected tab: its root
    try navigator.restore(everyTabOf: saved)  // every tab, with its coordinators
    // End of README example
    #expect(navigator.state.selectedTab == "Account")
    #expect(navigator.state.tabItems.map(\.symbol) == ["tray", "person"])
    #expect(navigator.state.baseStack.map(\.route) == [.account, .security])
    #expect(app.children.count == 2)
    #expect(navigator.state.baseStack.allSatisfy { $0.owner == app.children.last?.identifier })
  }

  @Test func theLeaveGuardExample() async throws {
    let mail = try TabBarCoordinator<Route>(tabs: [
      TabFlow("Inbox", root: .inbox) { InboxCoordinator(navigator: $0) }
    ])
    let navigator = mail.navigator
    let host = HeadlessHost(navigator: navigator)
    let compose = ComposeCoordinator(navigator: navigator)
    try mail.children[0].coordinate(to: compose, style: .modal(.sheet))
    let editor = navigator.state.topScreen.id
    compose.draftDidChange(in: editor)
    #expect(navigator.state.isLeaveGuarded(editor))
    #expect(navigator.backNavigation == .attemptedDismissal(of: editor))

    #expect(try host.swipeDown() == .awaitingConfirmation(editor))
    #expect(try await host.waitForAlert().title == "Discard draft?")
    try await host.answerAlert(tapping: "Keep Editing")  // asked in a task of its own
    try await host.waitUntilAnswerApplied()
    #expect(navigator.state.modalDepth == 1, "kept")
    #expect(throws: NavigationError.leaveGuarded(screens: [editor])) {
      try navigator.update { try $0.dismiss() }  // a synchronous request never asks
    }
    #expect(try compose.finishFlow() != .ended, "it asks")
    try await host.answerAlert(tapping: "Discard")
    await navigator.waitUntilSettled()
    #expect(navigator.state.modalDepth == 0)
    #expect(!compose.isRunning)
  }

  /// The README shows exactly the code between `README example` markers in this file and in
  /// the SwiftUI example (type-checked by Checks/PublicAPI).
  @Test func theReadmeShowsExactlyTheCompiledExamples() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readmeLines = Self.lines(
      try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
    let sources = [
      URL(fileURLWithPath: #filePath),
      root.appendingPathComponent("Examples/ReadmeExamples/SwiftUIExample.swift"),
    ]
    var count = 0
    for source in sources {
      // The marker is spelled in two parts here, so that this line is not taken for one.
      let examples = try String(contentsOf: source, encoding: .utf8)
        .components(separatedBy: "// README" + " example: ").dropFirst()
      for example in examples {
        count += 1
        let body = example.components(separatedBy: "// End of README" + " example")[0]
        var lines = Self.lines(body).dropFirst()  // The marker's name.
        while lines.last == "" { lines.removeLast() }
        let found = readmeLines.indices.contains { start in
          readmeLines[start...].starts(with: lines)
        }
        #expect(found, "README lacks the example of \(source.lastPathComponent):\n\(body)")
      }
    }
    #expect(count == 3)
  }

  /// The lines of `text` without their indentation: an example shown at the README's top level
  /// may be indented in a test body.
  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " })
    }
  }
}
