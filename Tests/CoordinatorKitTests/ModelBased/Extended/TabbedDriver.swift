import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import NavigationTestSupport
import Testing

/// One random sequence of the extended model-based test, through public API as an app's test
/// would write it: a tabbed app on a ``HeadlessHost`` (host-paced or not), its flows, guards,
/// questions, results and links, checked against ``TabbedModel`` after every operation.
@MainActor
final class TabbedDriver {
  /// What the model knows of a coordinator.
  struct Flow {
    var parent: CoordinatorID?
    var isRunning = true
    /// The tab it pushes into, or `nil` for a flow in a modal layer.
    var tab: TabID?
    var isTabFlow = false
    /// The result it finished with, if it did.
    var finishedWith: Int?
    /// Whether the driver expects exactly one result from it.
    var reportsResult = true
    var children: [CoordinatorID] = []
  }

  /// A leave question the model expects to be open.
  struct Question {
    enum Kind {
      /// A user's attempt: applied to the state as it is once all agree (asking about new guards
      /// again).
      case attempt((inout TabbedModel) -> Bool)
      /// `updateAfterAsking`: applied again once all agree (asking about new guards again).
      case request((inout TabbedModel) -> Void)
      /// `finishFlow()`: ends the flow once all agree (asking about new guards again).
      case finish(CoordinatorID)
      /// A link: it plans again once all agree.
      case link
    }
    var asked: Set<ScreenID>
    var owners: Set<CoordinatorID>
    var agreed: Set<ScreenID> = []
    var kind: Kind
  }

  private(set) var failure: String?
  private(set) var history: [String] = []
  private(set) var operations = 0
  private(set) var stepsChecked = 0
  /// Links the model ended that the engine had not ended after many turns.
  private(set) var slowLinks = 0
  private(set) var yields = 0

  let navigator: Navigator<Int>
  private var host: HeadlessHost<Int, Never>?
  private let world = TabbedWorld()
  private var tabBar: TabbedTabBar?
  private var model: TabbedModel
  private var flows: [CoordinatorID: Flow] = [:]
  private var objects: [CoordinatorID: TabbedFlow] = [:]
  /// The flows in the order they were made: choices never depend on hashing.
  private var order: [CoordinatorID] = []
  private let recordsHistory: Bool
  private let trace = ProcessInfo.processInfo.environment["MODEL_TRACE"] != nil
  private let leaks = LeakTracker()
  private var question: Question?
  private var link: PendingLink?
  /// A state saved a moment earlier, for `replace(with:)`.
  private var savedState: NavigationState<Int>?
  private var linkOutcome: LinkOutcome?
  /// How the model expects the engine to have ended the last link (`.some(nil)`: reached).
  private var expectedLinkError: FollowError??
  private var random: SeededGenerator
  private var nextRoute = 1_100
  private let paced: Bool
  private var lastShownCount = 0

  init(seed: UInt64, recordsHistory: Bool = false) throws {
    self.recordsHistory = recordsHistory
    random = SeededGenerator(seed: seed)
    navigator = Navigator(root: 0)
    paced = Bool.random(using: &random)
    let capabilities: [TransitionCapabilities] = [.oneAtATime, .allAtOnce, .oneDismissalPerStep]
    let host = HeadlessHost(
      navigator: navigator,
      capabilities: capabilities.randomElement(using: &random) ?? .oneAtATime)
    host.showsStepsAutomatically = !paced
    self.host = host
    let tabBar = TabbedTabBar(navigator: navigator, world: world)
    self.tabBar = tabBar
    try tabBar.startAsRoot()
    leaks.track(tabBar, as: "the tab bar")
    model = TabbedModel(of: navigator.state)
    for tab in [TabID("a"), TabID("b")] {
      guard let flow = tabBar.tabFlows[tab] else { continue }
      adopt(
        flow, as: Flow(parent: tabBar.identifier, tab: tab, isTabFlow: true, reportsResult: false))
    }
    flows[tabBar.identifier] = Flow(parent: nil, tab: nil, reportsResult: false)
    flows[tabBar.identifier]?.children = tabBar.tabFlows.values.map(\.identifier)
    while paced, host.showNextStep() {}
    verify()
  }

  private func adopt(_ flow: TabbedFlow, as record: Flow) {
    flows[flow.identifier] = record
    objects[flow.identifier] = flow
    order.append(flow.identifier)
    leaks.track(flow, as: "flow \(flow.route)")
  }

  // MARK: Running

  /// Runs one operation drawn from `seed`, then checks everything.
  func run(_ seed: UInt64) async {
    guard failure == nil else { return }
    var random = SeededGenerator(seed: seed)
    operations += 1
    let choice = Int.random(in: 0..<100, using: &random)
    switch choice {
    case 0..<10: flowShows(&random)
    case 10..<18: startChild(&random)
    case 18..<26: toggleGuard(&random)
    case 26..<33: syncRequest(&random)
    case 33..<36: replaceWithSavedState(&random)
    case 36..<42:
      await askingRequest(&random)
      await settle()
    case 42..<47: finishFlow(&random)
    case 47..<51: finishWithResult(&random)
    case 51..<54: stopFlow(&random)
    case 54..<70: userGesture(&random)
    case 70..<80:
      await answer(&random)
      await settle()
    case 80..<86: await openLink(&random)
    case 86..<89: restore(&random)
    case 89..<92: await endSignIn(&random)
    case 92..<93: stopTabFlow(&random)
    default: acknowledge(&random)
    }
    if link != nil {
      await settle()
      advanceLinkAfterSignIn()
      if link?.waitsForAnswer == true, question == nil { advanceLink() }
    }
    if !world.questions.isEmpty || question != nil { await settle() }
    if link == nil, let outcome = linkOutcome, outcome.error == nil {
      // The model ended the link: give the engine's task turns to end it too (bounded).
      var turns = 0
      while outcome.error == nil, turns < 5_000 {
        turns += 1
        await Task.yield()
      }
      if outcome.error == nil { slowLinks += 1 }
    }
    verify()
    if trace {
      print("\(history.last ?? "")\n  engine \(describe(TabbedModel(of: navigator.state)))")
      print(
        "  model  \(describe(model))\n  shown  \(describe(TabbedModel(of: navigator.hosting.shownState)))"
      )
    }
  }

  /// Answers every open question with "keep", shows everything, stops the app and checks that
  /// nothing is left alive.
  func finish() async {
    guard failure == nil else { return }
    var rounds = 0
    while !world.questions.isEmpty, rounds < 20 {
      rounds += 1
      let pending = world.questions
      world.questions.removeAll()
      note("teardown: keep")
      for question in pending { question.continuation.resume(returning: false) }
      self.question = nil
      await settle()
    }
    if let host {
      while host.showNextStep() { checkLastStep() }
      if navigator.hosting.shownState != navigator.state {
        fail("settled, but the host shows something else than the state")
      }
    }
    tabBar?.stop()
    await settle()
    for (id, flow) in objects where flow.isRunning {
      fail("\(id) (route \(flow.route)) still runs after the app stopped")
    }
    host?.detach()
    host = nil
    tabBar = nil
    objects.removeAll()
    world.madeByLinks.removeAll()
    world.signIns.removeAll()
    for _ in 0..<20 { await Task.yield() }
    if let report = leaks.leakReport { fail("after teardown: \(report)") }
  }

  /// Lets the tasks the last operation started (questions, answers) run until they wait.
  /// Returns once every task the operations started waits for the user or has ended: a
  /// coordinator is asked, or no question is open, no request of the test runs, and a link
  /// being opened waits for its guard's flow. Bounded, so an engine that never gets there fails
  /// the checks that follow instead of hanging.
  private func settle() async {
    for _ in 0..<2 {  // A task just made starts.
      yields += 1
      await Task.yield()
    }
    var turns = 0
    while !isQuiet, turns < 10_000 {
      turns += 1
      await Task.yield()
    }
    yields += turns
  }

  private var isQuiet: Bool {
    // A guard's flow that ended resumes its link first, even while a coordinator is asked.
    let guardFlowRuns = world.signIns.contains { $0.isRunning }
    if navigator.isWaitingForGuardFlow, !guardFlowRuns { return false }
    if !world.questions.isEmpty { return true }
    return !navigator.isWaitingForLeaveAnswer && runningRequests.count == 0
      && (!navigator.isOpeningTarget || navigator.isWaitingForGuardFlow)
  }

  /// The `async` requests of the test that have not returned yet.
  final class Counter {
    var count = 0
  }
  private let runningRequests = Counter()

  // MARK: Helpers

  /// A new route for a flow's screen: 1xxx, which a link or a restoration can reach again, but
  /// every seventh 4xxx, which no flow leads to (a saved state holding one cannot be restored).
  private func route() -> Int {
    nextRoute += 1
    return nextRoute % 7 == 0 ? nextRoute + 3_000 : nextRoute
  }

  private func running(_ filter: (Flow) -> Bool = { _ in true }) -> [TabbedFlow] {
    order.compactMap { objects[$0] }.filter {
      $0.isRunning && flows[$0.identifier].map(filter) == true
    }
  }

  private func children(_ random: inout SeededGenerator) -> TabbedFlow? {
    running { !$0.isTabFlow }.randomElement(using: &random)
  }

  /// The refusal a request of `owner` meets while the model has a question open.
  private func gateRefusal(owner: CoordinatorID?) -> NavigationError? {
    guard let question else { return nil }
    if let owner, question.owners.contains(owner) { return nil }
    return .leaveQuestionOpen(screens: [])
  }

  /// Whether two errors are the same case (with the same screens, in any order).
  private func same(_ error: any Error, _ expected: NavigationError?) -> Bool {
    guard let error = error as? NavigationError, let expected else { return false }
    switch (error, expected) {
    case (.leaveQuestionOpen(let screens), .leaveQuestionOpen):
      return Set(screens) == question?.asked
    case (.leaveGuarded(let lhs), .leaveGuarded(let rhs)):
      return Set(lhs) == Set(rhs)
    default:
      return error == expected
    }
  }

  /// The lifecycle rule after a change: a flow without screens stops with everything under it,
  /// and their screens leave, until nothing changes.
  private func settleModel() {
    model.dropStaleGuards()
    while true {
      let owners = model.owners
      let lost = flows.filter { id, flow in
        flow.isRunning && id != tabBar?.identifier && !owners.contains(id)
      }.map(\.key)
      guard !lost.isEmpty else { return }
      stopInModel(lost)
    }
  }

  /// Stops `ids` and everything under them in the model; their screens leave.
  private func stopInModel(_ ids: [CoordinatorID]) {
    var stopping = Set<CoordinatorID>()
    var pending = ids.filter { flows[$0]?.isRunning == true }
    while let next = pending.popLast() {
      guard stopping.insert(next).inserted else { continue }
      pending += (flows[next]?.children ?? []).filter { flows[$0]?.isRunning == true }
    }
    guard !stopping.isEmpty else { return }
    model.removeScreens(ownedBy: stopping)
    for id in stopping {
      flows[id]?.isRunning = false
      if let parent = flows[id]?.parent { flows[parent]?.children.removeAll { $0 == id } }
      flows[id]?.children.removeAll()
    }
    settleModel()
  }

  /// Applies `change` to the model as an accepted request or user action.
  private func apply(_ change: (inout TabbedModel) -> Void) {
    change(&model)
    settleModel()
  }

  // MARK: Flows

  private func flowShows(_ random: inout SeededGenerator) {
    guard let flow = running().randomElement(using: &random),
      let record = flows[flow.identifier]
    else { return }
    let route = route()
    note("\(name(flow)).show(\(route))")
    let expected = gateRefusal(owner: flow.identifier)
    do {
      let id = try flow.show(route)
      if let expected { return fail("show succeeded, expected \(expected)") }
      let screen = TabbedModel.Screen(id: id, route: route, owner: flow.identifier, style: .push)
      apply { model in model.push(screen, asNextOf: flow.identifier, inTab: record.tab) }
    } catch {
      if !same(error, expected) {
        fail("show threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  private func startChild(_ random: inout SeededGenerator) {
    guard let parent = running().randomElement(using: &random),
      let record = flows[parent.identifier]
    else { return }
    let style: PresentationStyle =
      Int.random(in: 0..<5, using: &random) < 3 ? .push : .modal(.sheet)
    let child = TabbedFlow(navigator: navigator, world: world, route: route())
    let id = child.identifier
    note("\(name(parent)).coordinate(to: \(child.route), \(style))")
    let world = world
    let expected = gateRefusal(owner: id)
    try? parent.coordinate(to: child.reportingResult { world.record($0, of: id) }, style: style)
    adopt(child, as: Flow(parent: parent.identifier, tab: style == .push ? record.tab : nil))
    if expected != nil {
      flows[id]?.isRunning = false
      if child.isRunning { fail("a child that could not show its screen runs") }
      return
    }
    guard child.isRunning, let screenID = child.ownScreens.first?.id else {
      return fail("the child did not start")
    }
    flows[parent.identifier]?.children.append(id)
    let screen = TabbedModel.Screen(
      id: screenID, route: child.route, owner: id, style: style == .push ? .push : .modal(.sheet))
    apply { model in
      if style == .modal(.sheet) {
        model.layers.append([screen])
      } else {
        model.push(screen, asNextOf: parent.identifier, inTab: record.tab)
      }
    }
  }

  private func toggleGuard(_ random: inout SeededGenerator) {
    guard let flow = running().randomElement(using: &random),
      let screen = model.allScreens.filter({ $0.owner == flow.identifier })
        .randomElement(using: &random)
    else { return }
    let guarding = !model.guarded.contains(screen.id)
    note("\(name(flow)).\(guarding ? "guardLeaving" : "allowLeaving")(\(screen.route))")
    do {
      if guarding {
        try flow.guardLeaving(screen.id)
        model.guarded.insert(screen.id)
      } else {
        try flow.allowLeaving(screen.id)
        model.guarded.remove(screen.id)
      }
    } catch {
      fail("setting a guard threw \(error)")
    }
  }

  /// Ends a flow discarding its changes, or (without overriding) asks as a user's Cancel does.
  private func finishFlow(_ random: inout SeededGenerator) {
    guard let flow = children(&random) else { return }
    let overriding = Int.random(in: 0..<5, using: &random) == 0
    guard overriding else {
      if question == nil { askToFinish(flow) }
      return
    }
    note("\(name(flow)).finishFlow(overriding: \(overriding))")
    let expected = endingRefusal(of: flow.identifier, overriding: overriding)
    do {
      try flow.finishFlow(overridingLeaveGuards: overriding)
      if let expected { return fail("finishFlow succeeded, expected \(expected)") }
      stopInModel([flow.identifier])
    } catch {
      if !same(error, expected) {
        fail("finishFlow threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  /// Why ending the flow `id` (``FlowCoordinator/finishFlow(overridingLeaveGuards:)``,
  /// ``ResultCoordinator/finish(with:overridingLeaveGuards:)``) is refused, if it is: an open
  /// question, or guarded screens that would leave unasked.
  private func endingRefusal(of id: CoordinatorID, overriding: Bool) -> NavigationError? {
    guard !overriding else { return nil }
    if let refusal = gateRefusal(owner: id) { return refusal }
    let guarded = guardedLeaving(with: id)
    return guarded.isEmpty ? nil : .leaveGuarded(screens: Array(guarded))
  }

  /// The guarded screens that leave when `id` and everything under it stop.
  private func guardedLeaving(with id: CoordinatorID) -> Set<ScreenID> {
    var copy = model
    var owners: Set<CoordinatorID> = [id]
    var pending = flows[id]?.children ?? []
    while let next = pending.popLast() {
      owners.insert(next)
      pending += flows[next]?.children ?? []
    }
    copy.removeScreens(ownedBy: owners)
    return model.guardedRemoved(in: copy)
  }

  private func finishWithResult(_ random: inout SeededGenerator) {
    guard let flow = children(&random) else { return }
    let value = Int.random(in: 0..<3, using: &random)
    let overriding = Int.random(in: 0..<5, using: &random) == 0
    note("\(name(flow)).finish(with: \(value), overriding: \(overriding))")
    let expected = endingRefusal(of: flow.identifier, overriding: overriding)
    do {
      try flow.finish(with: value, overridingLeaveGuards: overriding)
      if let expected { return fail("finish(with:) succeeded, expected \(expected)") }
      flows[flow.identifier]?.finishedWith = value
      stopInModel([flow.identifier])
    } catch {
      if !same(error, expected) {
        fail("finish(with:) threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  /// A tab's flow stops (rarely: the tab then has no flow for the rest of the sequence): its
  /// screens above the tab's root leave, and the root stays with no owner.
  private func stopTabFlow(_ random: inout SeededGenerator) {
    guard Int.random(in: 0..<4, using: &random) == 0,
      let flow = running({ $0.isTabFlow }).randomElement(using: &random)
    else { return }
    note("tab flow \(name(flow)).stop()")
    flow.stop()
    stopInModel([flow.identifier])
  }

  private func stopFlow(_ random: inout SeededGenerator) {
    guard let flow = children(&random) else { return }
    note("\(name(flow)).stop()")
    flow.stop()
    stopInModel([flow.identifier])
  }

  // MARK: App requests

  /// A change the app makes with `update`, and the same change on the model.
  private func randomChange(_ random: inout SeededGenerator) -> (
    name: String, engine: (inout NavigationState<Int>) throws -> Void,
    model: (inout TabbedModel) -> Void
  ) {
    let tab: TabID = Bool.random(using: &random) ? "a" : "b"
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return ("pop", { try $0.pop() }, { $0.pop() })
    case 1: return ("dismiss", { try $0.dismiss() }, { $0.dismiss() })
    case 2:
      return (
        "popToRoot(inTab: \(tab))", { try $0.popToRoot(inTab: tab) }, { $0.popToRoot(inTab: tab) }
      )
    default:
      return ("selectTab(\(tab))", { try $0.selectTab(tab) }, { $0.selectTab(tab) })
    }
  }

  private func syncRequest(_ random: inout SeededGenerator) {
    let change = randomChange(&random)
    let overriding = Int.random(in: 0..<5, using: &random) == 0
    note("update(overriding: \(overriding)) { \(change.name) }")
    var proposal = model
    change.model(&proposal)
    var expected = overriding ? nil : gateRefusal(owner: nil)
    let guarded = model.guardedRemoved(in: proposal)
    if expected == nil, !overriding, !guarded.isEmpty {
      expected = .leaveGuarded(screens: Array(guarded))
    }
    do {
      try navigator.update(overridingLeaveGuards: overriding) { try change.engine(&$0) }
      if let expected { return fail("update succeeded, expected \(expected)") }
      apply(change.model)
    } catch {
      if !same(error, expected) {
        fail("update threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  /// Saves the state, or replaces the state with the one saved earlier (`replace(with:)`): its
  /// screens whose coordinators stopped since refuse it, and so do guarded screens it would
  /// remove and an open question, unless it overrides leave guards.
  private func replaceWithSavedState(_ random: inout SeededGenerator) {
    guard link == nil else { return }
    guard let saved = savedState, Bool.random(using: &random) else {
      note("save the state")
      savedState = navigator.state
      return
    }
    let overriding = Int.random(in: 0..<4, using: &random) == 0
    note("replace(with: saved, overriding: \(overriding))")
    let proposal = TabbedModel(of: saved)
    let ownerless = Set(
      proposal.allScreens.filter { screen in
        screen.owner.map { flows[$0]?.isRunning != true } ?? false
      }.map(\.id))
    var expected = overriding ? nil : gateRefusal(owner: nil)
    if expected == nil, let screen = ownerless.first {
      expected = .ownerNotRunning(screen: screen)
    }
    let guarded = model.guardedRemoved(in: proposal)
    if expected == nil, !overriding, !guarded.isEmpty {
      expected = .leaveGuarded(screens: Array(guarded))
    }
    do {
      try navigator.replace(with: saved, overridingLeaveGuards: overriding)
      if let expected { return fail("replace succeeded, expected \(expected)") }
      apply { $0 = proposal }
    } catch {
      // The engine names the first screen without a running owner it meets: any of them will do.
      if case .ownerNotRunning(let screen) = error,
        case .ownerNotRunning = expected, ownerless.contains(screen)
      {
        return
      }
      if !same(error, expected) {
        fail("replace threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  private func askingRequest(_ random: inout SeededGenerator) async {
    guard question == nil else { return }
    if Bool.random(using: &random), let flow = children(&random) {
      return askToFinish(flow)
    }
    let change = randomChange(&random)
    note("updateAfterAsking { \(change.name) }")
    var proposal = model
    change.model(&proposal)
    let guarded = model.guardedRemoved(in: proposal)
    if guarded.isEmpty {
      apply(change.model)
    } else {
      open(guarded, .request(change.model))
    }
    let navigator = navigator
    let running = runningRequests
    running.count += 1
    Task {
      _ = try? await navigator.updateAfterAsking { try change.engine(&$0) }
      running.count -= 1
    }
  }

  /// `finishFlow()` on `flow` with no question open: it ends now when nothing guarded would
  /// leave, else the model opens the question the engine asks.
  private func askToFinish(_ flow: TabbedFlow) {
    note("\(name(flow)).finishFlow()")
    let guarded = guardedLeaving(with: flow.identifier)
    if guarded.isEmpty {
      stopInModel([flow.identifier])
    } else {
      open(guarded, .finish(flow.identifier))
    }
    _ = try? flow.finishFlow()
  }

  /// The model opens a question about `guarded`.
  private func open(_ guarded: Set<ScreenID>, _ kind: Question.Kind) {
    let owners = Set(guarded.compactMap { model.screen($0)?.owner })
    question = Question(asked: guarded, owners: owners, kind: kind)
  }

  /// The model asks about `again`, screens guarded while `answered` was open, before its change
  /// is made: what was agreed to stays agreed.
  private func askAgain(about again: Set<ScreenID>, after answered: Question) {
    var next = Question(
      asked: again, owners: Set(again.compactMap { model.screen($0)?.owner }),
      kind: answered.kind)
    next.agreed = answered.agreed
    question = next
  }

  // MARK: Answers

  private func answer(_ random: inout SeededGenerator) async {
    guard !world.questions.isEmpty else {
      if question != nil, world.questions.isEmpty {
        // The engine asks nobody although the model expects a question: checked in verify().
      }
      return
    }
    let asked = world.questions.removeFirst()
    let agree = Bool.random(using: &random)
    let clears = Int.random(in: 0..<4, using: &random) == 0
    note("answer \(agree ? "leave" : "keep")\(clears ? " after clearing the guard" : "")")
    if clears, let flow = objects[asked.owner], flow.isRunning, model.guarded.contains(asked.screen)
    {
      do {
        try flow.allowLeaving(asked.screen)
        model.guarded.remove(asked.screen)
      } catch {
        fail("clearing the guard of an asked screen threw \(error)")
      }
    }
    guard var question else {
      asked.continuation.resume(returning: agree)
      return fail("a coordinator was asked, but the model has no question open")
    }
    guard agree else {
      self.question = nil
      asked.continuation.resume(returning: false)
      if case .link = question.kind, let target = link?.target {
        endLink(.leaveRefused(route: ""), target: target)
      }
      return
    }
    question.agreed.insert(asked.screen)
    let remaining = question.asked.subtracting(question.agreed).filter { id in
      model.guarded.contains(id)
        && model.screen(id)?.owner.map { objects[$0]?.isRunning ?? false } == true
    }
    if !remaining.isEmpty {
      self.question = question
      asked.continuation.resume(returning: true)
      return
    }
    self.question = nil
    switch question.kind {
    case .attempt(let change):
      var proposal = model
      if change(&proposal) {
        let again = model.guardedRemoved(in: proposal).subtracting(question.agreed)
        if again.isEmpty {
          model = proposal
          settleModel()
        } else {
          askAgain(about: again, after: question)
        }
      }
    case .request(let change):
      var proposal = model
      change(&proposal)
      let again = model.guardedRemoved(in: proposal).subtracting(question.agreed)
      if again.isEmpty {
        apply(change)
      } else {
        askAgain(about: again, after: question)
      }
    case .finish(let id):
      if flows[id]?.isRunning == true {
        let again = guardedLeaving(with: id).subtracting(question.agreed)
        if again.isEmpty {
          stopInModel([id])
        } else {
          askAgain(about: again, after: question)
        }
      }
    case .link:
      link?.agreed.formUnion(question.agreed)
      asked.continuation.resume(returning: true)
      await settle()
      advanceLink()
      return
    }
    asked.continuation.resume(returning: true)
  }

  // MARK: The user

  private func userGesture(_ random: inout SeededGenerator) {
    guard question == nil, let host else { return }
    let displayed = TabbedModel(of: navigator.hosting.displayedState)
    let settled = navigator.hosting.currentStep == nil
    let tab: TabID = Bool.random(using: &random) ? "a" : "b"
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      note("user swipes back")
      let stack = displayed.topStack
      guard stack.count > 1 else {
        return expectRefusal { _ = try host.swipeBack() }
      }
      let top = stack[stack.count - 1]
      let below = stack[stack.count - 2].id
      if model.guarded.contains(top.id) {
        return attempt(settled: settled) { model in
          model.pop(to: below)
        } run: {
          _ = try host.swipeBack()
        }
      }
      gesture(removing: [top.id], settled: settled, on: displayed) { _ = try host.swipeBack() }
    case 1:
      note("user swipes down")
      guard let layer = displayed.layers.last, let root = layer.first else {
        return expectRefusal { _ = try host.swipeDown() }
      }
      if layer.contains(where: { model.guarded.contains($0.id) }) {
        return attempt(settled: settled) { model in
          model.dismissLayer(containing: root.id)
        } run: {
          _ = try host.swipeDown()
        }
      }
      gesture(removing: layer.map(\.id), settled: settled, on: displayed) {
        _ = try host.swipeDown()
      }
    case 2:
      note("user taps tab \(tab)")
      tapTab(tab, displayed: displayed, settled: settled)
    case 3:
      note("user cancels a gesture")
      host.cancelGesture()
    default:
      note("user presses back")
      let stack = displayed.topStack
      guard let top = stack.last, stack.count > 1 || !displayed.layers.isEmpty else {
        return expectRefusal { _ = try host.pressBack() }
      }
      let removing = stack.count > 1 ? [top.id] : stack.map(\.id)
      if removing.contains(where: { model.guarded.contains($0) }) {
        return attempt(settled: settled) { model in
          stack.count > 1
            ? model.pop(to: stack[stack.count - 2].id) : model.dismissLayer(containing: top.id)
        } run: {
          _ = try host.pressBack()
        }
      }
      gesture(removing: removing, settled: settled, on: displayed) { _ = try host.pressBack() }
    }
  }

  private func expectRefusal(_ body: () throws -> Void) {
    do {
      try body()
      fail("a gesture with nothing to act on was accepted")
    } catch {}
  }

  /// A gesture on what is displayed that removes `removed`: applied as shown when settled, or to
  /// the state the app reached while a transition runs.
  private func gesture(
    removing removed: [ScreenID], settled: Bool, on displayed: TabbedModel,
    _ body: () throws -> Void
  ) {
    do {
      try body()
      apply { model in model.remove(removedByUser: Set(removed)) }
    } catch {
      fail("the gesture threw \(error)")
    }
  }

  /// A user's attempt on a guarded screen: the model opens a question when `change` removes a
  /// guarded screen of the state the app reached, and applies it at once otherwise.
  private func attempt(
    settled: Bool, _ change: @escaping (inout TabbedModel) -> Bool, run body: () throws -> Void
  ) {
    var proposal = model
    let applies = change(&proposal)
    do {
      try body()
      guard applies else { return fail("an attempt the model cannot apply was accepted") }
      let guarded = model.guardedRemoved(in: proposal)
      if guarded.isEmpty {
        model = proposal
        settleModel()
      } else {
        open(guarded, .attempt(change))
      }
    } catch {
      if applies { fail("the attempt threw \(error)") }
    }
  }

  private func tapTab(_ tab: TabID, displayed: TabbedModel, settled: Bool) {
    guard let host else { return }
    let shown = TabbedModel(of: navigator.hosting.shownState)
    let covered = !displayed.layers.isEmpty && !shown.layers.isEmpty
    let change: (inout TabbedModel) -> Bool = { model in
      if model.selected == tab { model.popToRoot(inTab: tab) } else { model.selectTab(tab) }
      return true
    }
    var proposal = model
    _ = change(&proposal)
    let guarded = model.guardedRemoved(in: proposal)
    do {
      try host.tapTab(tab)
      if covered { return fail("a tap on a covered tab bar was accepted") }
      if guarded.isEmpty {
        model = proposal
        settleModel()
      } else {
        open(guarded, .attempt(change))
      }
    } catch {
      if !covered { fail("the tap threw \(error)") }
    }
  }

  // MARK: The host

  private func acknowledge(_ random: inout SeededGenerator) {
    guard paced, let host else { return }
    let all = Int.random(in: 0..<4, using: &random) == 0
    note(all ? "host shows every step" : "host shows a step")
    repeat {
      guard let step = navigator.hosting.currentStep else { return }
      let before = navigator.hosting.shownState
      if let mismatch = StepActionCheck.mismatch(from: before, to: step) {
        return fail("step \(step.action): \(mismatch)")
      }
      host.showNextStep()
      checkLastStep()
    } while all && failure == nil
  }

  /// Checks the step the host just showed: a valid state, and the state itself when it is the
  /// last one.
  private func checkLastStep() {
    guard let step = host?.shownSteps.last else { return }
    stepsChecked += 1
    let ids = step.state.screens.map(\.id)
    if Set(ids).count != ids.count { fail("step \(step.action) shows a screen twice") }
    if navigator.hosting.currentStep == nil, navigator.hosting.shownState != navigator.state {
      fail("the last step is not the state")
    }
  }

  // MARK: Links and restorations

  /// A target as the test builds it: routes 1xxx are a flow's own screens, 2xxx start a child,
  /// 3xxx need a sign-in first.
  struct LinkTarget {
    var tab: TabID?
    var path: [(route: Int, style: PresentationStyle)]
    /// The positions in `path` of screens a restored state marks guarded.
    var guarded: Set<Int> = []
    var isRootGuarded = false

    var engine: NavigationTarget<Int> {
      NavigationTarget(path.map { .init($0.route, style: $0.style) }, inTab: tab)
    }

    var description: String {
      "\(tab.map { "\($0): " } ?? "")"
        + path.map { "\($0.style == .push ? "" : "\($0.style) ")\($0.route)" }
        .joined(separator: " ")
    }
  }

  /// Who shows a planned screen: a running flow, or the n-th child the plan starts.
  enum Owner: Equatable {
    case existing(CoordinatorID)
    case new(Int)
  }

  /// What the documentation says following a target does: keep the prefix of the path that
  /// shows the same routes the same way, ask the coordinators how they go on from there.
  struct LinkPlan {
    var base: TabbedModel
    var kept: Int
    var screens: [(route: Int, style: PresentationStyle, owner: Owner)] = []
    var children: [(parent: Owner, style: PresentationStyle)] = []
    var unmet = false
    var needsItsScreens = false
    var guardOwner: Owner?
  }

  /// A link the model follows while it waits for an answer or a sign-in.
  struct PendingLink {
    var target: LinkTarget
    var agreed: Set<ScreenID> = []
    var metGuard = false
    var shownForGuard: ScreenID?
    var signIn: CoordinatorID?
    var waitsForAnswer = false
  }

  /// How the engine ended the link it was opening.
  final class LinkOutcome {
    var error: FollowError??
  }

  private func pathNodes(_ model: TabbedModel) -> [TabbedModel.Screen] {
    Array((model.stacks[model.selected] ?? []).dropFirst()) + model.layers.flatMap { $0 }
  }

  private func truncate(_ model: inout TabbedModel, to count: Int) {
    let base = (model.stacks[model.selected]?.count ?? 1) - 1
    if count <= base {
      model.stacks[model.selected] = Array((model.stacks[model.selected] ?? []).prefix(1 + count))
      model.layers = []
      return
    }
    var remaining = count - base
    var layers: [[TabbedModel.Screen]] = []
    for layer in model.layers where remaining > 0 {
      layers.append(Array(layer.prefix(remaining)))
      remaining -= layer.count
    }
    model.layers = layers
  }

  private func append(_ screen: TabbedModel.Screen, to model: inout TabbedModel) {
    if screen.style != .push {
      model.layers.append([screen])
    } else if model.layers.isEmpty {
      model.stacks[model.selected]?.append(screen)
    } else {
      model.layers[model.layers.count - 1].append(screen)
    }
  }

  /// The documented rule of a target without a tab: the selected tab when its flows lead along
  /// the whole path, else the first other tab, in order, whose flows do; when none does, the
  /// selected tab's refusal.
  private func planLink(_ target: LinkTarget, from state: TabbedModel? = nil) -> Result<
    LinkPlan, FollowError
  > {
    let planned = planLink(inItsTab: target, from: state)
    let base = state ?? model
    guard target.tab == nil, case .failure(let refusal) = planned else { return planned }
    switch refusal {
    case .refused, .noFollowingCoordinator: break
    default: return planned
    }
    for tab in base.tabs where tab != base.selected {
      var candidate = target
      candidate.tab = tab
      if case .success(let plan) = planLink(inItsTab: candidate, from: base) {
        return .success(plan)
      }
    }
    return planned
  }

  private func planLink(inItsTab target: LinkTarget, from state: TabbedModel?) -> Result<
    LinkPlan, FollowError
  > {
    var base = state ?? model
    if let tab = target.tab, tab != base.selected { base.selectTab(tab) }
    let nodes = pathNodes(base)
    var kept = 0
    while kept < min(nodes.count, target.path.count), nodes[kept].style == target.path[kept].style,
      nodes[kept].route == target.path[kept].route
    {
      kept += 1
    }
    var plan = LinkPlan(base: base, kept: kept)
    guard kept < target.path.count else { return .success(plan) }
    let from = kept == 0 ? base.stacks[base.selected]?.first : nodes[kept - 1]
    guard let owner = from?.owner, flows[owner]?.isRunning == true else {
      return .failure(.noFollowingCoordinator(route: "\(target.path[kept].route)"))
    }
    var current = Owner.existing(owner)
    var previous = from?.route
    for (position, screen) in zip((kept + 1)..., target.path[kept...]) {
      defer { previous = screen.route }
      switch screen.route / 1_000 {
      case 2:
        plan.children.append((current, screen.style))
        current = .new(plan.children.count - 1)
      case 3 where !world.signedIn:
        plan.unmet = true
        if case .new = current { plan.needsItsScreens = true }
        plan.guardOwner = current
        return .success(plan)
      case 1, 3: break
      default:
        return .failure(
          .refused(
            coordinator: "TabbedFlow", route: "\(screen.route)", style: screen.style,
            after: previous.map { "\($0)" } ?? "", position: position))
      }
      plan.screens.append((screen.route, screen.style, current))
    }
    return .success(plan)
  }

  /// The model's state with only what `plan` keeps.
  private func skeleton(of plan: LinkPlan) -> TabbedModel {
    var state = plan.base
    if plan.kept < pathNodes(state).count || !plan.screens.isEmpty {
      truncate(&state, to: plan.kept)
    }
    return state
  }

  /// Applies `plan` to the model as the engine has just done; returns the flows it started.
  @discardableResult
  private func applyLink(_ plan: LinkPlan) -> [TabbedFlow] {
    var state = skeleton(of: plan)
    let engineNodes = pathNodes(TabbedModel(of: navigator.state))
    let made = Array(world.madeByLinks.suffix(plan.children.count))
    guard made.count == plan.children.count else {
      fail("the link started \(made.count) children, the model expects \(plan.children.count)")
      return []
    }
    let resolve = adoptChildren(of: plan, made: made)
    for (offset, screen) in plan.screens.enumerated() {
      let position = plan.kept + offset
      let id = engineNodes.indices.contains(position) ? engineNodes[position].id : ScreenID()
      append(
        .init(id: id, route: screen.route, owner: resolve(screen.owner), style: screen.style),
        to: &state)
    }
    model = state
    settleModel()
    return made
  }

  /// Adopts the children `plan` starts, made by the engine as `made`; how to name its owners.
  private func adoptChildren(of plan: LinkPlan, made: [TabbedFlow]) -> (Owner) -> CoordinatorID {
    func resolve(_ owner: Owner) -> CoordinatorID {
      switch owner {
      case .existing(let id): return id
      case .new(let index): return made[index].identifier
      }
    }
    for (index, child) in plan.children.enumerated() {
      let parent = resolve(child.parent)
      adopt(
        made[index],
        as: Flow(parent: parent, tab: child.style == .push ? flows[parent]?.tab : nil))
      flows[parent]?.children.append(made[index].identifier)
    }
    return resolve
  }

  private func openLink(_ random: inout SeededGenerator) async {
    guard question == nil, link == nil else { return }
    let target = randomTarget(&random)
    note("open(\(target.description))")
    let outcome = LinkOutcome()
    linkOutcome = outcome
    let navigator = navigator
    let engineTarget = target.engine
    Task {
      do throws(FollowError) {
        try await navigator.open(engineTarget)
        outcome.error = .some(nil)
      } catch {
        outcome.error = .some(error)
      }
    }
    await settle()
    link = PendingLink(target: target)
    advanceLink()
  }

  private func randomTarget(_ random: inout SeededGenerator) -> LinkTarget {
    let tab: TabID? = [nil, "a", "b"].randomElement(using: &random) ?? nil
    var path: [(route: Int, style: PresentationStyle)] = []
    if Bool.random(using: &random) {
      // Part of what the tab shows, so the link keeps a prefix.
      var base = model
      if let tab { base.selectTab(tab) }
      let nodes = pathNodes(base)
      path = nodes.prefix(Int.random(in: 0...nodes.count, using: &random)).map {
        ($0.route, $0.style)
      }
    }
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let kind = Int.random(in: 1...3, using: &random)
      let route = kind * 1_000 + self.route() % 1_000
      let style: PresentationStyle =
        kind == 2 && Int.random(in: 0..<3, using: &random) == 0 ? .modal(.sheet) : .push
      path.append((route, style))
    }
    return LinkTarget(tab: tab, path: path)
  }

  /// Follows the pending link in the model until it waits (an answer, a sign-in) or ends.
  private func advanceLink() {
    guard var pending = link else { return }
    if question != nil {
      pending.waitsForAnswer = true  // Another question is open: the link waits for it.
      link = pending
      return
    }
    pending.waitsForAnswer = false
    while true {
      let plan: LinkPlan
      switch planLink(pending.target) {
      case .failure(let error): return endLink(error, target: pending.target)
      case .success(let planned): plan = planned
      }
      if !plan.unmet || plan.needsItsScreens {
        let guarded = model.guardedRemoved(in: skeleton(of: plan)).subtracting(pending.agreed)
        if !guarded.isEmpty {
          link = pending
          open(guarded, .link)
          return
        }
        let made = applyLink(plan)
        if !plan.unmet {
          link = nil
          expectedLinkError = .some(nil)
          return
        }
        if pending.shownForGuard == nil, !plan.screens.isEmpty {
          pending.shownForGuard =
            pathNodes(model).indices.contains(plan.kept)
            ? pathNodes(model)[plan.kept].id : nil
        }
        if case .new(let index)? = plan.guardOwner, !made.indices.contains(index) { return }
        if case .new(let index)? = plan.guardOwner, flows[made[index].identifier]?.isRunning != true
        {
          // Showing the screens stopped the guard's coordinator: nobody runs its flow.
          link = pending
          return endLink(.noFollowingCoordinator(route: ""), target: pending.target)
        }
      }
      if pending.metGuard {
        link = pending
        return endLink(
          .guardRefused("signed in", reason: "its flow ended, but it still does not hold"),
          target: pending.target)
      }
      // The guard's flow: its coordinator presents the sign-in in a sheet.
      guard let signIn = world.signIns.last, flows[signIn.identifier] == nil else {
        link = pending
        return fail("the guard's flow did not start")
      }
      let owner = signIn.parent?.identifier
      adopt(signIn, as: Flow(parent: owner, tab: nil))
      if let owner { flows[owner]?.children.append(signIn.identifier) }
      let id = navigator.state.layers.last?.root.id ?? ScreenID()
      model.layers.append([
        .init(id: id, route: 9_000, owner: signIn.identifier, style: .modal(.sheet))
      ])
      pending.signIn = signIn.identifier
      link = pending
      return
    }
  }

  /// After an operation: a sign-in that ended lets the link go on, or ends it.
  private func advanceLinkAfterSignIn() {
    guard var pending = link, let signIn = pending.signIn, flows[signIn]?.isRunning == false
    else { return }
    pending.signIn = nil
    if flows[signIn]?.finishedWith == 1 {
      pending.metGuard = true
      link = pending
      advanceLink()
    } else {
      link = pending
      endLink(.guardCancelled("signed in"), target: pending.target)
    }
  }

  /// The link fails: the screens it showed for a guard leave again.
  private func endLink(_ error: FollowError, target: LinkTarget) {
    if let shown = link?.shownForGuard,
      let index = pathNodes(model).firstIndex(where: { $0.id == shown })
    {
      truncate(&model, to: index)
      settleModel()
    }
    link = nil
    expectedLinkError = .some(error)
  }

  private func restore(_ random: inout SeededGenerator) {
    guard link == nil else { return }
    if let saved = savedState, Int.random(in: 0..<3, using: &random) == 0 {
      return restoreEveryTab(of: saved, &random)
    }
    let target = randomTarget(&random)
    let overriding = question == nil && Int.random(in: 0..<4, using: &random) == 0
    note("restore(\(target.description)\(overriding ? ", overridingLeaveGuards: true" : ""))")
    let expected: FollowError?
    var planned: LinkPlan?
    if let question {
      // Like every request, a restoration is refused while a question is open.
      expected = .leaveQuestionOpen(screens: Array(question.asked))
    } else {
      switch planLink(target) {
      case .failure(let error): expected = error
      case .success(let plan) where plan.unmet: expected = .guardNotSatisfied("signed in")
      case .success(let plan):
        // Requests never ask: guarded screens it would remove refuse it unless it overrides.
        let guarded = model.guardedRemoved(in: skeleton(of: plan))
        if !overriding, !guarded.isEmpty {
          expected = .leaveGuarded(screens: Array(guarded))
        } else {
          expected = nil
          planned = plan
        }
      }
    }
    do {
      try navigator.restore(target.engine, overridingLeaveGuards: overriding)
      guard let planned else {
        return fail("restore succeeded, expected \(String(describing: expected))")
      }
      applyLink(planned)
    } catch {
      if !sameFollowError(error, expected) {
        fail("restore threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  /// The targets `NavigationTarget.targets(restoring:)` documents for `saved`: each tab that
  /// is not selected (its pushes), then the selected one with the layers over the tabs; each
  /// screen and root guarded as in `saved`.
  private func restorationTargets(of saved: TabbedModel) -> [LinkTarget] {
    func target(_ tab: TabID, _ screens: [TabbedModel.Screen]) -> LinkTarget {
      let root = saved.stacks[tab]?.first
      return LinkTarget(
        tab: tab, path: screens.map { ($0.route, $0.style) },
        guarded: Set(screens.indices.filter { saved.guarded.contains(screens[$0].id) }),
        isRootGuarded: root.map { saved.guarded.contains($0.id) } ?? false)
    }
    let others = saved.tabs.filter { $0 != saved.selected }.map {
      target($0, Array((saved.stacks[$0] ?? []).dropFirst()))
    }
    return others + [target(saved.selected, pathNodes(saved))]
  }

  /// The model after one target of `restore(everyTabOf:)`: a tab that is not selected rebuilt
  /// in its place (the layers over the tabs stay), the last target as a restoration builds it.
  /// New screens are named by `id` (their position in the target's path) and owned as `owner`
  /// says; they and the root keep the target's guards.
  private func restored(
    _ state: TabbedModel, by plan: LinkPlan, _ target: LinkTarget, isLast: Bool,
    owner: (Owner) -> CoordinatorID, id: (Int) -> ScreenID
  ) -> TabbedModel {
    var rebuilt = skeleton(of: plan)
    for (offset, screen) in plan.screens.enumerated() {
      let position = plan.kept + offset
      let new = TabbedModel.Screen(
        id: id(position), route: screen.route, owner: owner(screen.owner), style: screen.style)
      append(new, to: &rebuilt)
      if target.guarded.contains(position) { rebuilt.guarded.insert(new.id) }
    }
    if target.isRootGuarded, let root = rebuilt.stacks[rebuilt.selected]?.first {
      rebuilt.guarded.insert(root.id)
    }
    guard !isLast, let tab = target.tab, tab != state.selected else { return rebuilt }
    var result = state
    result.stacks[tab] = rebuilt.stacks[tab]
    result.guarded.formUnion(rebuilt.guarded)
    return result
  }

  /// `restore(everyTabOf:)` of the state saved earlier: every tab is planned before any
  /// changes, and nothing changes unless all can be followed (its DocC).
  private func restoreEveryTab(of saved: NavigationState<Int>, _ random: inout SeededGenerator) {
    let overriding = question == nil && Int.random(in: 0..<4, using: &random) == 0
    note("restore(everyTabOf: saved\(overriding ? ", overridingLeaveGuards: true" : ""))")
    let targets = restorationTargets(of: TabbedModel(of: saved))
    var expected: FollowError?
    var plans: [LinkPlan] = []
    if let question {
      expected = .leaveQuestionOpen(screens: Array(question.asked))
    } else {
      var state = model
      planning: for (index, target) in targets.enumerated() {
        switch planLink(target, from: state) {
        case .failure(let error): expected = error
        case .success(let plan) where plan.unmet: expected = .guardNotSatisfied("signed in")
        case .success(let plan):
          plans.append(plan)
          state = restored(
            state, by: plan, target, isLast: index == targets.count - 1,
            owner: { _ in CoordinatorID() }, id: { _ in ScreenID() })
          continue planning
        }
        break planning
      }
      let guarded = model.guardedRemoved(in: state)
      if expected == nil, !overriding, !guarded.isEmpty {
        expected = .leaveGuarded(screens: Array(guarded))
      }
    }
    do {
      try navigator.restore(everyTabOf: saved, overridingLeaveGuards: overriding)
      if let expected { return fail("restore(everyTabOf:) succeeded, expected \(expected)") }
    } catch {
      if !sameFollowError(error, expected) {
        fail("restore(everyTabOf:) threw \(error), expected \(String(describing: expected))")
      }
      return
    }
    let engine = TabbedModel(of: navigator.state)
    let started = plans.reduce(0) { $0 + $1.children.count }
    var made = Array(world.madeByLinks.suffix(started))
    guard made.count == started else {
      return fail("the restoration started \(made.count) children, the model expects \(started)")
    }
    var state = model
    for (index, target) in targets.enumerated() {
      // Planned again on the state with the engine's screens (the plans above hold stand-ins).
      guard case .success(let plan) = planLink(target, from: state) else {
        return fail("a restoration target planned twice gave two answers")
      }
      let owner = adoptChildren(of: plan, made: Array(made.prefix(plan.children.count)))
      made.removeFirst(plan.children.count)
      let isLast = index == targets.count - 1
      let tab = target.tab ?? engine.selected
      state = restored(
        state, by: plan, target, isLast: isLast, owner: owner,
        id: { position in
          let nodes =
            isLast ? self.pathNodes(engine) : Array((engine.stacks[tab] ?? []).dropFirst())
          return nodes.indices.contains(position) ? nodes[position].id : ScreenID()
        })
    }
    model = state
    settleModel()
  }

  private func sameFollowError(_ error: FollowError?, _ expected: FollowError?) -> Bool {
    switch (error, expected) {
    case (.leaveRefused?, .leaveRefused?): return true
    case (.noFollowingCoordinator?, .noFollowingCoordinator?): return true
    case (.leaveGuarded(let lhs)?, .leaveGuarded(let rhs)?): return Set(lhs) == Set(rhs)
    case (.leaveQuestionOpen(let lhs)?, .leaveQuestionOpen(let rhs)?): return Set(lhs) == Set(rhs)
    default: return error == expected
    }
  }

  /// The user finishes the sign-in (or gives up), or signs out when none is showing.
  private func endSignIn(_ random: inout SeededGenerator) async {
    guard let signIn = running({ _ in true }).last(where: { $0.route == 9_000 }) else {
      if world.signedIn, Int.random(in: 0..<3, using: &random) == 0 {
        note("sign out")
        world.signedIn = false
      }
      return
    }
    let value = Int.random(in: 0..<4, using: &random) == 0 ? 0 : 1
    note("sign-in finishes with \(value)")
    let expected = endingRefusal(of: signIn.identifier, overriding: false)
    do {
      try signIn.finish(with: value)
      if let expected { return fail("the sign-in's finish succeeded, expected \(expected)") }
      flows[signIn.identifier]?.finishedWith = value
      stopInModel([signIn.identifier])
    } catch {
      if !same(error, expected) {
        fail("the sign-in's finish threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  // MARK: Checks

  private func name(_ flow: TabbedFlow) -> String { "flow\(flow.route)" }

  private func verify() {
    guard failure == nil else { return }
    let state = navigator.state
    if let broken = state._brokenInvariant() { return fail("the state breaks a rule: \(broken)") }
    let engine = TabbedModel(of: state)
    if engine != model {
      if trace { print("  screens engine \(details(engine))\n          model  \(details(model))") }
      return fail(
        "the state differs from the model:\n engine \(describe(engine))\n model  \(describe(model))"
      )
    }
    if let outcome = linkOutcome {
      if link != nil, outcome.error != nil {
        return fail(
          "the link ended (\(String(describing: outcome.error))), the model still follows it")
      }
      if link == nil, let expected = expectedLinkError {
        guard let error = outcome.error else {
          return fail(
            "the link has not ended, the model ended it (opening \(navigator.isOpeningTarget), "
              + "guard flow \(navigator.isWaitingForGuardFlow), asking \(navigator.isWaitingForLeaveAnswer)); "
              + "sign-ins: \(world.signIns.map { "\($0.identifier) running \($0.isRunning) results \(world.results[$0.identifier] ?? []) model \(String(describing: flows[$0.identifier]))" })"
          )
        }
        if !sameFollowError(error, expected) {
          return fail(
            "the link ended with \(String(describing: error)), expected \(String(describing: expected))"
          )
        }
        linkOutcome = nil
        expectedLinkError = nil
      }
    }
    if question == nil, !world.questions.isEmpty {
      return fail("a coordinator is asked, but the model expects no question")
    }
    if question != nil, world.questions.isEmpty {
      return fail("the model expects a question, but no coordinator is asked")
    }
    let screens = state.screens
    let owners = Set(screens.compactMap(\.owner))
    for (id, record) in flows where id != tabBar?.identifier {
      guard let flow = objects[id] else { continue }
      if flow.isRunning != record.isRunning {
        return fail(
          "flow\(flow.route) running: \(flow.isRunning), the model says \(record.isRunning)")
      }
      if flow.isRunning, !owners.contains(id) {
        return fail("flow\(flow.route) runs with no screen")
      }
      if record.reportsResult {
        let results = world.results[id] ?? []
        let expected: [Int?] = record.isRunning ? [] : [record.finishedWith]
        if results != expected {
          return fail("flow\(flow.route) reported \(results), expected \(expected)")
        }
      }
    }
    for owner in owners {
      guard let screen = screens.first(where: { $0.owner == owner }) else { continue }
      if navigator.coordinator(owning: screen)?.isRunning != true {
        return fail("screen \(screen.route) has no running coordinator behind it")
      }
    }
    if !paced, navigator.hosting.shownState != state {
      fail("a host showing every step at once does not show the state")
    }
    if let host, host.shownSteps.count > lastShownCount {
      for step in host.shownSteps[lastShownCount...] {
        stepsChecked += paced ? 0 : 1
        let ids = step.state.screens.map(\.id)
        if Set(ids).count != ids.count { return fail("step \(step.action) shows a screen twice") }
      }
      lastShownCount = host.shownSteps.count
    }
  }

  /// Every screen with its identity and owner, for a trace.
  private func details(_ model: TabbedModel) -> String {
    model.allScreens.map { "\($0.route) \($0.id) \($0.owner.map { "\($0)" } ?? "-")" }
      .joined(separator: ", ")
  }

  private func describe(_ model: TabbedModel) -> String {
    let tabs = model.tabs.map { tab in
      "\(tab == model.selected ? "*" : "")\(tab): "
        + (model.stacks[tab] ?? []).map { "\($0)\(model.guarded.contains($0.id) ? "!" : "")" }
        .joined(separator: " ")
    }
    let layers = model.layers.map { layer in
      layer.map { "\($0)\(model.guarded.contains($0.id) ? "!" : "")" }.joined(separator: " ")
    }
    return (tabs + layers).joined(separator: " | ")
  }

  /// Records what the sequence did, when a reproduction is being written (it costs a string
  /// per operation otherwise).
  private func note(_ text: @autoclosure () -> String) {
    if recordsHistory || trace { history.append(text()) }
  }

  private func fail(_ message: String) {
    guard failure == nil else { return }
    failure = message
  }
}
