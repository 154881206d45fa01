import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// What each screen of the flows below reports.
private enum ListEvent {
  case open(String)
  case fail
}

/// A view model that declares only its state; the base class holds the handler.
@MainActor
private final class DetailModel: EventViewModel<Void, Void> {
  var title = ""
}

/// A flow written with the optional base class and a leaf's default `next`.
@MainActor
private final class LeafCoordinator: Flow<String> {
  func start() throws(NavigationError) {
    try show("leaf")
  }

  func makeModel(for route: String) -> DetailModel? {
    let model = DetailModel(handleEvent: { _ in })
    model.title = route
    return model
  }
}

/// A list flow whose events may make requests that throw.
@MainActor
private final class ListCoordinator: Flow<String>,
  LeaveGuarding
{
  var answers: [Bool] = []

  func start() throws(NavigationError) {
    try show("list")
  }

  func makeModel(for route: String) -> EventViewModel<ListEvent, Void>? {
    guard route == "list" else { return nil }
    return EventViewModel<ListEvent, Void>(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .open(let route): try coordinator.show(route)
        case .fail: try coordinator.jump(to: NavigationState(root: "elsewhere"))
        }
      })
  }

  func next(_ route: String, style: PresentationStyle, after previous: String)
    -> RouteStep<String>
  {
    route == "leaf" ? .startChild(LeafCoordinator(navigator: navigator)) : .showScreen
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    let answer = await navigator.confirm("Discard draft?", action: "Discard", cancel: "Keep")
    answers.append(answer)
    return answer
  }
}

/// Lets a question's task run until its alert is up.
@MainActor
private func waitForAlert(on navigator: Navigator<String>) async throws {
  for _ in 0..<100 where navigator.state.alert == nil {
    await Task.yield()
  }
  try #require(navigator.state.alert != nil)
}

/// Less ceremony: a coordinator states only what is its own, a flow shows routes itself, view
/// models need no plumbing, screens map to content through one seam, and the everyday verbs
/// respect leave guards.
@MainActor
@Suite("Less ceremony")
struct LessCeremonyTests {
  private func start() throws -> (Navigator<String>, ListCoordinator) {
    let navigator = Navigator(root: "list")
    let list = ListCoordinator(navigator: navigator)
    try list.startAsRoot()
    return (navigator, list)
  }

  @Test func theBaseClassStoresTheNodeAndTheNavigator() throws {
    let (navigator, list) = try start()
    #expect(list.navigator === navigator)
    #expect(navigator.state.root.owner == list.identifier)
    let fixed = LeafCoordinator(navigator: navigator, identifier: CoordinatorID("leaf"))
    #expect(fixed.identifier == CoordinatorID("leaf"))
  }

  @Test func aFlowShowsARouteItNamesNoChildForItself() async throws {
    let (navigator, list) = try start()
    defer { withExtendedLifetime(list) {} }
    try navigator.restore(
      NavigationTarget([.init("leaf", style: .push), .init("beyond", style: .push)]))
    #expect(navigator.state.screens.map(\.route) == ["list", "leaf", "beyond"])
    let leaf = try #require(list.children.first as? LeafCoordinator)
    #expect(
      navigator.state.screens.map(\.owner) == [list.identifier, leaf.identifier, leaf.identifier])
  }

  @Test func theSeamMakesEachScreensModelThroughItsCoordinator() throws {
    let (navigator, list) = try start()
    defer { withExtendedLifetime(list) {} }
    let host = HeadlessHost(showingModelsOf: navigator)
    try #require(host.topModel(EventViewModel<ListEvent, Void>.self)).send(.open("detail"))
    #expect(navigator.state.topScreen.route == "detail")
    #expect(host.topContent == nil)  // The list's coordinator makes no model for it.
    try navigator.restore(NavigationTarget([.init("leaf", style: .push)]))
    #expect(host.topModel(DetailModel.self)?.title == "leaf")
    #expect(navigator.model(for: NavigationScreen("orphan")) == nil)
  }

  @Test func destinationsPickContentByTheModelsTypeOrTheRoute() throws {
    let (navigator, list) = try start()
    defer { withExtendedLifetime(list) {} }
    let destinations = ScreenDestinations<String>()
      .destination(for: DetailModel.self) { "detail \($0.title)" }
      .destination(for: EventViewModel<ListEvent, Void>.self) { _ in "list" }
      .destination(for: String.self) { "route \($0)" }
    let host = HeadlessHost(navigator: navigator, destinations: destinations)
    #expect(host.topContent == "list")
    try navigator.restore(NavigationTarget([.init("leaf", style: .push)]))
    #expect(host.topContent == "detail leaf")
    _ = try navigator.push("plain")
    #expect(host.topContent == "route plain")
    #expect(ScreenDestinations<String>().content(for: 7) == nil)
  }

  @Test func aThrowingEventHandlerLeavesTheStateUnchangedOnARefusal() throws {
    let (navigator, list) = try start()
    let host = HeadlessHost(showingModelsOf: navigator)
    var refusals: [NavigationError] = []
    let observation = navigator.observeRefusals { refusals.append($0) }
    _ = observation
    try navigator.showAlert(AlertState(title: "Busy"))
    let before = navigator.state
    try #require(host.topModel(EventViewModel<ListEvent, Void>.self)).send(.open("detail"))
    #expect(navigator.state == before)
    #expect(refusals == [.alertIsShowing(title: "Busy")])
    #expect(list.isRunning)
  }

  @Test func popAndDismissRefuseAGuardedScreenAndChangeNothing() throws {
    let (navigator, list) = try start()
    let editor = try list.show("editor")
    try list.guardLeaving(editor)
    let before = navigator.state
    #expect(throws: NavigationError.leaveGuarded(screens: [editor])) { try navigator.pop() }
    #expect(navigator.state == before)
    #expect(try navigator.dismiss() == .nothingToDismiss)
    #expect(try navigator.pop(overridingLeaveGuards: true).removedScreens.map(\.id) == [editor])
    #expect(try navigator.pop() == .nothingToPop)
  }

  @Test func pushAndPresentArePublicRequests() throws {
    let navigator = Navigator(root: "home")
    let pushed = try navigator.push("detail")
    let presented = try navigator.present("sheet", as: .sheet)
    #expect(navigator.state.screens.map(\.id).suffix(2) == [pushed, presented])
    #expect(try navigator.dismiss().removedScreens.map(\.route) == ["sheet"])
  }

  @Test func dismissAfterAskingAsksAndSaysWhetherItApplied() async throws {
    let (navigator, list) = try start()
    let sheet = try navigator.present("draft", as: .sheet, owner: list.identifier)
    try list.guardLeaving(sheet)
    async let kept = navigator.dismissAfterAsking()
    try await waitForAlert(on: navigator)
    #expect(navigator.state.alert?.actions.map(\.title) == ["Discard", "Keep"])
    try navigator.userDidNavigate(
      .choseAlertAction(actionID: "Keep", alertID: try #require(navigator.state.alert?.id)))
    #expect(try await kept == false)
    #expect(navigator.state.modalDepth == 1)
    async let discarded = navigator.dismissAfterAsking()
    try await waitForAlert(on: navigator)
    try navigator.userDidNavigate(
      .choseAlertAction(actionID: "Discard", alertID: try #require(navigator.state.alert?.id)))
    #expect(try await discarded == true)
    #expect(navigator.state.modalDepth == 0)
    #expect(list.answers == [false, true])
  }

  @Test func popAfterAskingPopsAnUnguardedScreenAtOnce() async throws {
    let (navigator, list) = try start()
    try list.show("detail")
    #expect(try await navigator.popAfterAsking() == true)
    #expect(try await navigator.popAfterAsking() == false)
    #expect(navigator.state.screens.map(\.route) == ["list"])
  }

  @Test func confirmIsFalseWhenTheQuestionCannotBeShown() async throws {
    let navigator = Navigator(root: "home")
    var refusals: [NavigationError] = []
    let observation = navigator.observeRefusals { refusals.append($0) }
    _ = observation
    #expect(await navigator.confirm("Same?", action: "OK", cancel: "OK") == false)
    try navigator.showAlert(AlertState(title: "Busy"))
    #expect(await navigator.confirm("Discard?", action: "Discard") == false)
    #expect(refusals.count == 2)
    #expect(navigator.state.alert?.title == "Busy")
  }
}
