import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import NavigationTestSupport
import Testing

/// `Navigator.stateToSave`: the state with each screen's route as its coordinator saves it
/// (`FlowCoordinator.savedRoute(for:)`), so a draft typed into a model is saved without the
/// route being updated on every keystroke.
@MainActor
@Suite("The state to save")
struct StateToSaveTests {
  /// A draft flow started on `navigator`, shown by a headless host keeping each screen's model,
  /// its draft typed into its model to read `typed` without its route being updated.
  private func draft(typing typed: String, on navigator: Navigator<String>) throws
    -> (DraftFlow, HeadlessHost<String, Any>)
  {
    let host = HeadlessHost(showingModelsOf: navigator)
    let flow = DraftFlow(navigator: navigator)
    try flow.startAsRoot()
    try flow.showDraft("H")
    let model = try #require(host.topModel(DraftModel.self))
    model.text = typed
    return (flow, host)
  }

  @Test func theStateToSaveCarriesTheValueTheModelHolds() throws {
    let navigator = Navigator(root: "launch")
    let (flow, _) = try draft(typing: "Hello", on: navigator)
    #expect(navigator.state.topScreen.route == "draft:H", "the route was never updated")

    let saved = navigator.stateToSave
    #expect(saved.topScreen.route == "draft:Hello")
    #expect(saved.screens.map(\.id) == navigator.state.screens.map(\.id))
    #expect(saved.screens.map(\.owner) == navigator.state.screens.map(\.owner))
    #expect(saved.path.map(\.style) == navigator.state.path.map(\.style))
    #expect(navigator.state.topScreen.route == "draft:H", "saving changes nothing")
    let decoded = try JSONDecoder().decode(
      NavigationState<String>.self, from: JSONEncoder().encode(saved))
    #expect(decoded.topScreen.route == "draft:Hello")
    withExtendedLifetime(flow) {}
  }

  @Test func restoringTheSavedStateRebuildsTheScreenWithTheModelsValue() throws {
    let first = Navigator(root: "launch")
    let (flow, _) = try draft(typing: "Hello", on: first)
    let saved = try JSONEncoder().encode(first.stateToSave)

    let navigator = Navigator(root: "launch")
    let host = HeadlessHost(showingModelsOf: navigator)
    let restored = DraftFlow(navigator: navigator)
    try restored.startAsRoot()
    try navigator.restore(
      everyTabOf: try JSONDecoder().decode(NavigationState<String>.self, from: saved))
    #expect(navigator.state.topScreen.route == "draft:Hello")
    #expect(host.topModel(DraftModel.self)?.text == "Hello")
    withExtendedLifetime(flow) {}
  }

  /// Without a coordinator that saves another route, the state to save is the state: none at
  /// all, coordinators that make no models, and flows that make models but keep the default.
  @Test func aStateSavedWhileNoCoordinatorOverridesItEqualsTheState() throws {
    let bare = Navigator(try state("P2,S3,P4"))
    #expect(bare.stateToSave == bare.state)

    let navigator = Navigator(root: "launch")
    let tabBar = ReadmeTabBar(navigator: navigator, pushes: ["inbox": "message", "search": "hit"])
    try tabBar.startAsRoot()
    try navigator.update { _ = try $0.present("compose", as: .sheet) }
    #expect(navigator.stateToSave == navigator.state)
    withExtendedLifetime(tabBar) {}

    let (flow, _) = try draft(typing: "H", on: Navigator(root: "launch"))
    #expect(flow.navigator.stateToSave == flow.navigator.state, "the model holds the route's text")
  }

  /// Routes are replaced wherever their screens are: the root, the path, a layer and a tab that
  /// is not selected; every screen keeps its identity, owner and presentation.
  @Test func routesAreReplacedInEveryTabAndLayer() throws {
    var tabbed = try NavigationState<String>(
      tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "search")
    try tabbed.push("hit", inTab: "search")
    try tabbed.push("message", inTab: "inbox")
    try tabbed.push("thread", inTab: "inbox")
    _ = try tabbed.present("compose", as: .sheet)
    try tabbed.push("attach")
    let inbox = try tabbed.stack(ofTab: "inbox")
    let replaced: [ScreenID: String] = [
      tabbed.root.id: "search 2", inbox[0].id: "inbox 2", inbox[2].id: "thread 2",
      tabbed.path[1].screen.id: "compose 2",
    ]

    var saved = tabbed
    saved.replaceRoutes(replaced)
    func described(_ state: NavigationState<String>) -> [String] {
      state.tabStacks.map { "\($0.id): \($0.stack.map(\.route))" }
        + state.path.map { "\($0.style) \($0.screen.route)" }
    }
    #expect(
      described(saved) == [
        #"inbox: ["inbox 2", "message", "thread 2"]"#, #"search: ["search 2", "hit"]"#,
        "push hit", "sheet compose 2", "push attach",
      ])
    #expect(saved.screens.map(\.id) == tabbed.screens.map(\.id))
    #expect(saved.path.map(\.style) == tabbed.path.map(\.style))
    saved.replaceRoutes([:])
    var back = saved
    back.replaceRoutes(Dictionary(uniqueKeysWithValues: tabbed.screens.map { ($0.id, $0.route) }))
    #expect(back == tabbed)
  }
}
