import CoordinatorKit
import Testing

/// The model a flow below makes.
@MainActor
private final class NoteModel {
  let text: String

  init(text: String) {
    self.text = text
  }
}

/// A flow with the base class that makes no models: it writes nothing about them.
@MainActor
private final class PlainFlow: Flow<String> {
  func start() throws(NavigationError) {
    try show("plain")
  }
}

/// A flow with the base class whose models' type comes from its own `makeModel`, and whose
/// `child(for:)` returns a model-making child, which `ChildFlow` holds as an existential.
@MainActor
private final class NoteFlow: Flow<String> {
  func start() throws(NavigationError) {
    try show("note:first")
  }

  func makeModel(for route: String) -> NoteModel? {
    route.hasPrefix("note:") ? NoteModel(text: String(route.dropFirst("note:".count))) : nil
  }

  func child(for route: String) -> ChildFlow<String>? {
    route == "bare" ? ChildFlow(BareFlow(navigator: navigator)) : nil
  }
}

/// A flow without the base class (it stores its node and navigator itself) that makes models.
@MainActor
private final class BareFlow: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<String>

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show("one")
  }

  func makeModel(for route: String) -> NoteModel? {
    NoteModel(text: "bare \(route)")
  }

  func savedRoute(for route: String) -> String {
    "saved \(route)"
  }
}

/// A flow without the base class that makes no models.
@MainActor
private final class BarePlainFlow: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<String>

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show("bare plain")
  }
}

/// Compiles only when `flow`'s models are `NoteModel`s: the compiler checks what its
/// `makeModel` returns.
@MainActor
private func modelType<Flow: FlowCoordinator>(of flow: Flow) -> ObjectIdentifier
where Flow.ScreenModel == NoteModel {
  ObjectIdentifier(Flow.ScreenModel.self)
}

/// What `FlowCoordinator` infers for a flow's models (`ScreenModel`), for flows with and without
/// the base class, and how a navigator asks a screen's flow for its model through the protocol
/// alone.
@MainActor
struct ScreenModelInferenceTests {
  @Test func aFlowThatWritesNoMakeModelMakesNoModels() throws {
    let navigator = Navigator(root: "root")
    let flow = PlainFlow(navigator: navigator)
    try flow.startAsRoot()

    #expect(ObjectIdentifier(PlainFlow.ScreenModel.self) == ObjectIdentifier(Never.self))
    #expect(navigator.model(for: navigator.state.topScreen) == nil)
    #expect(!navigator.makesModels(forScreenOwnedBy: flow.identifier))
    #expect(flow.savedRoute(for: "plain") == "plain")
  }

  @Test func aFlowsModelTypeIsInferredFromItsMakeModel() throws {
    let navigator = Navigator(root: "root")
    let flow = NoteFlow(navigator: navigator)
    try flow.startAsRoot()

    #expect(modelType(of: flow) == ObjectIdentifier(NoteModel.self))
    #expect((navigator.model(for: navigator.state.topScreen) as? NoteModel)?.text == "first")
    #expect(navigator.makesModels(forScreenOwnedBy: flow.identifier))
    #expect(flow.savedRoute(for: "note:first") == "note:first", "the default saves the route")
  }

  @Test func aFlowWithoutTheBaseClassMakesModelsOrNone() throws {
    let navigator = Navigator(root: "root")
    let plain = BarePlainFlow(navigator: navigator)
    try plain.startAsRoot()
    #expect(ObjectIdentifier(BarePlainFlow.ScreenModel.self) == ObjectIdentifier(Never.self))
    #expect(!navigator.makesModels(forScreenOwnedBy: plain.identifier))
    #expect(navigator.model(for: navigator.state.topScreen) == nil)

    let bare = BareFlow(navigator: navigator)
    try bare.startAsRoot()
    #expect(modelType(of: bare) == ObjectIdentifier(NoteModel.self))
    #expect((navigator.model(for: navigator.state.topScreen) as? NoteModel)?.text == "bare one")
    #expect(navigator.stateToSave.topScreen.route == "saved one")
  }

  @Test func aModelMakingFlowSeenAsAnExistentialStillMakesItsModels() async throws {
    let navigator = Navigator(root: "root")
    let parent = NoteFlow(navigator: navigator)
    try parent.startAsRoot()
    let flows: [any FlowCoordinator<String>] = [parent, PlainFlow(navigator: navigator)]
    #expect(flows.count == 2)

    // The child comes from `child(for:)` as `any FlowCoordinator<String>` (in its `ChildFlow`),
    // for a tap on a link.
    try await navigator.open("bare", over: navigator.state.topScreen.id)
    let child = try #require(navigator.coordinator(owning: navigator.state.topScreen))
    #expect(child is BareFlow)
    #expect((navigator.model(for: navigator.state.topScreen) as? NoteModel)?.text == "bare bare")
    #expect(navigator.stateToSave.topScreen.route == "saved bare")
    #expect(navigator.stateToSave.root.route == "note:first", "the parent saves its route")
  }

  /// A host remakes content drawn from a route alone when the route changes, and keeps content
  /// that holds a model: which one a flow's screen has follows from whether the flow makes
  /// models, with or without the base class.
  @Test(arguments: [false, true])
  func aHostKeepsContentOnlyForAFlowThatMakesModels(makesModels: Bool) throws {
    let navigator = Navigator(root: "root")
    let flow: any FlowCoordinator<String> =
      makesModels ? NoteFlow(navigator: navigator) : BarePlainFlow(navigator: navigator)
    try flow.startAsRoot()
    let screen = navigator.state.topScreen
    var cache = ScreenContentCache<String, String>(remakesContentDrawnFromRoutes: true)
    let draw = { (screen: NavigationScreen<String>) -> String? in "drawn for \(screen.route)" }
    let first = cache.content(for: screen, on: navigator, make: draw)

    try navigator.update { try $0.updateRoute(of: screen.id, to: "\(screen.route) updated") }
    let again = cache.content(for: navigator.state.topScreen, on: navigator, make: draw)

    #expect(again == (makesModels ? first : "drawn for \(screen.route) updated"))
  }
}
