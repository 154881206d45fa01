import CoordinatorKit
import Foundation
import NavigationTestSupport
import Testing

/// One random sequence: the navigator under test, the model, and the checks.
@MainActor
struct ModelDriver {
  private(set) var failure: String?
  private var random: SeededGenerator
  private let navigator: Navigator<Int>
  private var model: NavigationModel
  private let root: IntRouteFlow
  private var flows: [CoordinatorID: WeakFlow] = [:]
  private let changeLog = ChangeLog()
  private let observation: ChangeObservation
  private var verifiedState: NavigationState<Int>
  private var seenSteps: [StepID] = []
  private var lastAcknowledged: StepID?
  private var nextRoute = 100
  private var history: [String] = []
  /// What the host showed after the last step, to catch a display that changes without one.
  private var lastShown: NavigationState<Int>
  private var movedTheDisplay = false

  struct WeakFlow { weak var flow: IntRouteFlow? }

  final class ChangeLog {
    var changes: [NavigationChange<Int>] = []
  }

  init(seed: UInt64) throws {
    random = SeededGenerator(seed: seed)
    navigator = Navigator(root: 0)
    let capabilities: [TransitionCapabilities] = [
      .oneAtATime, .allAtOnce, .oneDismissalPerStep,
    ]
    let hosted = Int.random(in: 0..<4, using: &random) > 0
    if hosted {
      navigator.attachHost(capabilities: capabilities.randomElement(using: &random) ?? .oneAtATime)
    }
    root = IntRouteFlow(navigator: navigator, route: 0)
    try root.startAsRoot()
    model = NavigationModel(
      root: .init(
        id: navigator.state.root.id, route: 0, style: .push, owner: root.identifier))
    model.flows[root.identifier] = .init(id: root.identifier, parent: nil, entryStyle: .push)
    flows[root.identifier] = WeakFlow(flow: root)
    let log = changeLog
    observation = navigator.observeChanges { log.changes.append($0) }
    verifiedState = navigator.state
    lastShown = navigator.hosting.shownState
  }

  // MARK: Steps

  mutating func step() throws {
    movedTheDisplay = false
    let choice = Int.random(in: 0..<100, using: &random)
    switch choice {
    case 0..<12:
      let route = route()
      request("push") { _, navigator in try navigator.push(route) }
    case 12..<16: present(.sheet)
    case 16..<18: present(.cover)
    case 18..<20: present(.popover)
    case 20..<26: expect("pop", model: { $0.pop() }, engine: { try $0.pop() })
    case 26..<28: expect("popToRoot", model: { $0.popToRoot() }, engine: { try $0.popToRoot() })
    case 28..<31:
      let id = anyScreenID()
      expect("pop(to: \(id))", model: { $0.pop(to: id) }, engine: { try $0.pop(to: id) })
    case 31..<34: expect("dismiss", model: { $0.dismiss() }, engine: { try $0.dismiss() })
    case 34..<36: expect("dismissAll", model: { $0.dismissAll() }, engine: { try $0.dismissAll() })
    case 36..<38:
      let id = anyScreenID()
      let route = route()
      expect(
        "updateRoute(\(id))", model: { $0.updateRoute(of: id, to: route) },
        engine: {
          try $0.updateRoute(of: id, to: route)
        })
    case 38..<39:
      expect(
        "reset",
        model: {
          $0.path.removeAll()
          $0.alert = nil
          return nil
        },
        engine: {
          $0.reset()
        })
    case 39..<42: jump()
    case 42..<45: showAlert()
    case 45..<47: answerAlertAsApp()
    case 47..<48:
      expect(
        "dismissAlert",
        model: {
          $0.alert = nil
          return nil
        }, engine: { $0.dismissAlert() })
    case 48..<56: startChild()
    case 56..<60: showOnFlow()
    case 60..<63: stopFlow()
    case 63..<65: finishFlow()
    case 65..<66: removeAllChildren()
    case 66..<74: userBack()
    case 74..<78: userSwipeDown()
    case 78..<81: userAnswersAlert()
    case 81..<82: user(.cancelledGesture)
    case 82..<83: user(.wentBack(to: ScreenID()))
    case 83..<85:
      let id = anyScreenID()
      let detent = detent()
      expect(
        "selectDetent(\(detent), \(id))", model: { $0.selectDetent(detent, in: id) },
        engine: { try $0.selectDetent(detent, ofLayerContaining: id) })
    case 85..<87: userDragsSheet()
    case 87..<89:
      let layout = splitLayout()
      expect(
        "setSplitLayout(\(String(describing: layout)))",
        model: {
          $0.split = layout
          return nil
        }, engine: { $0.setSplitLayout(layout) })
    default: acknowledge()
    }
    verify()
  }

  /// Shows everything pending, stops the root, and checks that nothing is left alive.
  mutating func finish() throws {
    while let step = navigator.hosting.currentStep {
      show(step)
      checkDisplayed()
    }
    if navigator.pacing == .hostPaced, navigator.hosting.displayedState != navigator.state {
      fail("settled but displaying something else than the state")
    }
    root.stop()
    model.stop([root.identifier])
    verify()
    let alive = flows.values.filter { $0.flow != nil && $0.flow !== root }
    if !alive.isEmpty { fail("\(alive.count) coordinators still alive after the root stopped") }
  }

  // MARK: App requests

  private mutating func route() -> Int {
    nextRoute += 1
    return nextRoute
  }

  private mutating func anyScreenID() -> ScreenID {
    let screens = navigator.state.screens
    if Int.random(in: 0..<10, using: &random) == 0 || screens.isEmpty { return ScreenID() }
    return screens.randomElement(using: &random)?.id ?? ScreenID()
  }

  /// A request that adds one screen: the model adds it with the identity the engine returns.
  private mutating func request(
    _ name: String, detents: SheetDetents? = nil, anchor: PopoverAnchor? = nil,
    _ body: (NavigationModel, Navigator<Int>) throws -> ScreenID
  ) {
    history.append(name)
    let expected = model.alertRefusal()
    do {
      let id = try body(model, navigator)
      guard expected == nil else { return fail("\(name) succeeded, expected \(expected!)") }
      let added = navigator.state.screen(withID: id)
      let style = navigator.state.path.last?.style ?? .push
      _ = model.add(
        .init(
          id: id, route: added?.route ?? -1, style: style, owner: nil, detents: detents,
          anchor: anchor))
    } catch {
      if error as? NavigationError != expected {
        fail("\(name) threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  private mutating func present(_ style: ModalStyle) {
    let route = route()
    // A third of the sheets offer detents, resting at a random one of them.
    var detents: SheetDetents?
    if style == .sheet, Int.random(in: 0..<3, using: &random) == 0 {
      let available: [SheetDetent] =
        Bool.random(using: &random) ? [.medium, .large] : [.fraction(0.3), .large]
      detents = try? SheetDetents(available, selected: available.randomElement(using: &random))
    }
    // Half of the popovers point at a named control.
    let anchor: PopoverAnchor? =
      style == .popover && Bool.random(using: &random)
      ? ["sender", "subject"].randomElement(using: &random) : nil
    request(
      "present(\(style), detents: \(String(describing: detents)), anchor: "
        + "\(String(describing: anchor)))", detents: detents, anchor: anchor
    ) { _, navigator in try navigator.present(route, as: style, detents: detents, anchor: anchor) }
  }

  /// A split layout for the base stack, or none.
  private mutating func splitLayout() -> SplitLayout? {
    [nil, .twoColumns, .threeColumns].randomElement(using: &random) ?? nil
  }

  /// A detent a sheet may or may not offer.
  private mutating func detent() -> SheetDetent {
    [.medium, .large, .fraction(0.3), .height(200)].randomElement(using: &random) ?? .large
  }

  /// A request whose effect the model computes itself.
  private mutating func expect<Result>(
    _ name: String, model change: (inout NavigationModel) -> NavigationError?,
    engine body: (inout NavigationState<Int>) throws -> Result
  ) {
    history.append(name)
    let before = model.screens
    var predicted = model
    let expected = change(&predicted)
    do {
      _ = try navigator.update(body)
      if let expected { return fail("\(name) succeeded, expected \(expected)") }
      model = predicted
      model.settle(after: before)
    } catch {
      if error as? NavigationError != expected {
        fail("\(name) threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  private mutating func jump() {
    // A new state that keeps a prefix of the current one and adds new screens, or reorders
    // some of the current pushes: replace(with:) takes anything valid.
    let state = navigator.state
    let keep = Int.random(in: 0...state.path.count, using: &random)
    var path = Array(state.path.prefix(keep))
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let style: PresentationStyle =
        [.push, .push, .modal(.sheet), .modal(.cover), .modal(.popover)].randomElement(
          using: &random) ?? .push
      path.append(PresentedScreen(NavigationScreen(route()), style: style))
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      path.shuffle(using: &random)
    }
    let newRoot = Int.random(in: 0..<6, using: &random) == 0
    let rootScreen = newRoot ? NavigationScreen(route()) : state.root
    guard var target = try? NavigationState(root: rootScreen, path: path) else {
      return fail("could not build a jump target")
    }
    let layout = splitLayout()
    target.setSplitLayout(layout)
    history.append("replace(with: \(path.count) screens, new root: \(newRoot))")
    let before = model.screens
    do {
      try navigator.replace(with: target)
    } catch {
      return fail("replace(with:) threw \(error)")
    }
    model.root = .init(
      id: rootScreen.id, route: rootScreen.route, style: .push, owner: rootScreen.owner)
    // Elements built from a path have no detents: a jump shows every sheet at its default.
    model.path = path.map {
      .init(id: $0.screen.id, route: $0.screen.route, style: $0.style, owner: $0.screen.owner)
    }
    model.split = layout
    model.alert = nil
    model.settle(after: before)
  }

  private mutating func showAlert() {
    let actionIDs = Int.random(in: 0..<2, using: &random) == 0 ? ["OK"] : ["Cancel", "Delete"]
    // Alerts and confirmation dialogs alike.
    let presentation = AlertPresentation.allCases.randomElement(using: &random) ?? .alert
    guard
      let alert = try? AlertState(
        title: "Alert \(route())", actions: actionIDs.map { AlertAction($0) },
        presentation: presentation)
    else { return fail("could not build an alert") }
    expect(
      "showAlert(\(presentation))",
      model: {
        $0.showAlert(
          .init(
            id: alert.id, title: alert.title, actionIDs: actionIDs, presentation: presentation))
      },
      engine: { try $0.showAlert(alert) })
  }

  private mutating func answerAlertAsApp() {
    let actionID = (model.alert?.actionIDs ?? ["OK"]).randomElement(using: &random) ?? "OK"
    let chosen = Int.random(in: 0..<8, using: &random) == 0 ? "Unknown" : actionID
    expect(
      "answerAlert(\(chosen))", model: { $0.answerAlert(chosen) },
      engine: {
        try $0.answerAlert(withActionID: chosen)
      })
  }

  // MARK: Coordinators

  private mutating func runningFlows() -> [IntRouteFlow] {
    flows.values.compactMap(\.flow).filter(\.isRunning).sorted {
      $0.identifier.rawValue < $1.identifier.rawValue
    }
  }

  private mutating func startChild() {
    guard let parent = runningFlows().randomElement(using: &random) else { return }
    let style: PresentationStyle =
      [.push, .push, .modal(.sheet), .modal(.cover), .modal(.popover)].randomElement(using: &random)
      ?? .push
    let child = IntRouteFlow(navigator: navigator, route: route())
    history.append("\(parent.identifier).coordinate(to: \(child.identifier), \(style))")
    let expected = model.alertRefusal()
    let before = model.screens
    do {
      try parent.coordinate(to: child, style: style)
      if let expected { return fail("coordinate succeeded, expected \(expected)") }
      flows[child.identifier] = WeakFlow(flow: child)
      model.flows[child.identifier] = .init(
        id: child.identifier, parent: parent.identifier, entryStyle: style)
      model.flows[parent.identifier]?.children.append(child.identifier)
      let top = navigator.state.topScreen
      _ = model.add(.init(id: top.id, route: child.route, style: style, owner: child.identifier))
      model.settle(after: before)
    } catch {
      if error != expected {
        fail("coordinate threw \(error), expected \(String(describing: expected))")
      }
      if child.isRunning || parent.children.contains(where: { $0 === child }) {
        fail("a child that failed to start was kept")
      }
    }
  }

  private mutating func showOnFlow() {
    let flows = flows.values.compactMap(\.flow)
    guard let flow = flows.randomElement(using: &random) else { return }
    let route = route()
    history.append("\(flow.identifier).show(\(route))")
    let running = model.flows[flow.identifier]?.isRunning == true
    let expected: NavigationError? =
      running
      ? model.alertRefusal() : .coordinatorNotRunning(coordinator: "IntRouteFlow")
    do {
      let id = try flow.show(route)
      if let expected { return fail("show succeeded, expected \(expected)") }
      let style: PresentationStyle =
        model.ownedCount(flow.identifier) == 0
        ? model.flows[flow.identifier]?.entryStyle ?? .push : .push
      _ = model.add(.init(id: id, route: route, style: style, owner: flow.identifier))
    } catch {
      if error != expected { fail("show threw \(error), expected \(String(describing: expected))") }
    }
  }

  private mutating func stopFlow() {
    guard let flow = runningFlows().filter({ $0 !== root }).randomElement(using: &random) else {
      return
    }
    history.append("\(flow.identifier).stop()")
    flow.stop()
    model.stop([flow.identifier])
  }

  private mutating func finishFlow() {
    guard let flow = runningFlows().filter({ $0 !== root }).randomElement(using: &random) else {
      return
    }
    history.append("\(flow.identifier).finishFlow()")
    let expected: NavigationError? =
      model.ownedCount(flow.identifier) > 0 ? model.alertRefusal() : nil
    do {
      try flow.finishFlow()
      if let expected { return fail("finishFlow succeeded, expected \(expected)") }
      model.stop([flow.identifier])
    } catch {
      if error != expected {
        fail("finishFlow threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  private mutating func removeAllChildren() {
    guard let parent = runningFlows().randomElement(using: &random) else { return }
    history.append("\(parent.identifier).removeAllChildren()")
    let children = model.flows[parent.identifier]?.children ?? []
    parent.removeAllChildren()
    model.stop(children)
  }

  // MARK: The user

  private mutating func userBack() {
    let displayed = navigator.hosting.displayedState
    if let back = displayed.backNavigation, Int.random(in: 0..<3, using: &random) > 0 {
      user(back)
    } else {
      let stack = displayed.topStack
      user(.wentBack(to: stack.randomElement(using: &random)?.id ?? displayed.root.id))
    }
  }

  private mutating func userSwipeDown() {
    let displayed = navigator.hosting.displayedState
    let candidates = displayed.layers.map(\.root.id) + [displayed.root.id]
    user(.dismissedLayer(containing: candidates.randomElement(using: &random) ?? displayed.root.id))
  }

  /// The user drags a displayed sheet (or, now and then, another layer) to a detent.
  private mutating func userDragsSheet() {
    let displayed = navigator.hosting.displayedState
    let candidates = displayed.layers.map(\.root.id) + [displayed.root.id]
    let id = candidates.randomElement(using: &random) ?? displayed.root.id
    user(.selectedDetent(detent(), layerContaining: id))
  }

  private mutating func userAnswersAlert() {
    let alert = [
      navigator.hosting.displayedState.alert, navigator.hosting.shownState.alert,
      navigator.state.alert,
    ]
    .compactMap { $0 }.randomElement(using: &random)
    guard let alert else { return user(.cancelledGesture) }
    let actionID = alert.actions.randomElement(using: &random)?.id ?? "OK"
    user(.choseAlertAction(actionID: actionID, alertID: alert.id))
  }

  /// A user event: the model predicts it from what the host displays.
  private mutating func user(_ event: UserNavigation) {
    history.append("user \(event)")
    movedTheDisplay = true
    let displayed = model(of: navigator.hosting.displayedState)
    let shown = model(of: navigator.hosting.shownState)
    let settled = navigator.isSettled
    var base = displayed
    var removal = NavigationModel.removal(of: event, on: displayed)
    if case .failure = removal, shown != displayed {
      let fallback = NavigationModel.removal(of: event, on: shown)
      if case .success = fallback {
        removal = fallback
        base = shown
      }
    }
    var predicted = model
    var expected: NavigationError?
    switch removal {
    case .failure(let error):
      expected = error
    case .success(let removed):
      if case .selectedDetent(let detent, let id) = event {
        // Nothing leaves: the sheet keeps its height in the state the app has reached. A drag
        // to the height on display changes nothing.
        var resized = base
        _ = resized.selectDetent(detent, in: id)
        if resized != base, predicted.selectDetent(detent, in: id) != nil {
          expected = .gestureDoesNotApply(
            reason: "the sheet the user resized is no longer presented")
        }
      } else if case .choseAlertAction(_, let alertID) = event {
        if settled || model.alert?.id == alertID {
          predicted.alert = nil
        } else {
          expected = .alertNoLongerShowing(title: base.alert?.title ?? "")
        }
      } else if settled {
        predicted.path = base.path.filter { !removed.contains($0.id) }
      } else {
        predicted.removeScreens(removedByUser: Set(removed))
      }
    }
    let before = model.screens
    do {
      try navigator.userDidNavigate(event)
      if let expected { return fail("user \(event) succeeded, expected \(expected)") }
      model = predicted
      model.settle(after: before)
    } catch {
      if error != expected {
        fail("user \(event) threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  // MARK: The host

  private mutating func acknowledge() {
    let kind = Int.random(in: 0..<10, using: &random)
    if kind < 7, let step = navigator.hosting.currentStep {
      history.append("ack \(step.id)")
      show(step)
    } else if kind < 9,
      let stale = staleSteps().randomElement(using: &random)
    {
      history.append("stale ack \(stale)")
      if navigator.hostDidShow(stale) { fail("a stale acknowledgement was accepted") }
    } else if let doubled = lastAcknowledged, doubled != navigator.hosting.currentStep?.id {
      history.append("doubled ack \(doubled)")
      if navigator.hostDidShow(doubled) { fail("a doubled acknowledgement was accepted") }
    }
  }

  /// Steps seen earlier that are not the current one; those at the current step's position
  /// first, since they are the ones a careless navigator would confuse with it.
  private func staleSteps() -> [StepID] {
    let current = navigator.hosting.currentStep?.id
    let stale = seenSteps.filter { $0 != current }
    let lookAlikes = stale.filter { $0.index == current?.index }
    return lookAlikes.isEmpty ? stale : lookAlikes
  }

  /// Shows `step` as a host following its label would, and acknowledges it.
  private mutating func show(_ step: TransitionStep<Int>) {
    if let mismatch = StepActionCheck.mismatch(from: navigator.hosting.shownState, to: step) {
      fail("step \(step.id) \(step.action): \(mismatch)")
    }
    if !navigator.hostDidShow(step.id) { fail("the current step was not accepted") }
    if navigator.hosting.shownState != step.state {
      fail("the shown state is not the acknowledged step")
    }
    lastAcknowledged = step.id
    movedTheDisplay = true
  }

  // MARK: Checks

  private func model(of state: NavigationState<Int>) -> NavigationModel {
    var result = NavigationModel(
      root: .init(id: state.root.id, route: state.root.route, style: .push, owner: state.root.owner)
    )
    var layerRoots: [ScreenID: ModalLayer<Int>] = [:]
    for layer in state.layers {
      layerRoots[layer.root.id] = layer
    }
    result.path = state.path.map {
      .init(
        id: $0.screen.id, route: $0.screen.route, style: $0.style, owner: $0.screen.owner,
        detents: layerRoots[$0.screen.id]?.detents, anchor: layerRoots[$0.screen.id]?.anchor)
    }
    result.split = state.splitLayout
    result.alert = state.alert.map {
      .init(
        id: $0.id, title: $0.title, actionIDs: $0.actions.map(\.id), presentation: $0.presentation)
    }
    return result
  }

  private mutating func verify() {
    guard failure == nil else { return }
    let state = navigator.state
    var engine = model(of: state)
    engine.flows = model.flows
    if engine != model {
      return fail(
        "state differs from the model:\n engine \(engine.screens)\n model  \(model.screens)")
    }
    // Every rule of the state, its caches and the views read from the top of the path.
    if let broken = state._brokenInvariant() { return fail("the state breaks a rule: \(broken)") }
    // Change records: a chain from the last verified state, each exact.
    var from = verifiedState
    for change in changeLog.changes {
      if change.from != from {
        return fail("change \(change.sequenceNumber): from is not the state before it")
      }
      let fromIDs = Set(change.from.screens.map(\.id))
      let toIDs = Set(change.to.screens.map(\.id))
      let removed = change.from.screens.map(\.id).filter { !toIDs.contains($0) }
      let added = change.to.screens.map(\.id).filter { !fromIDs.contains($0) }
      if change.removedScreens.map(\.id) != removed || change.addedScreens.map(\.id) != added {
        return fail("change \(change.sequenceNumber): removed or added screens are not exact")
      }
      from = change.to
    }
    if from != state { return fail("the last change does not end at the state") }
    changeLog.changes.removeAll()
    verifiedState = state
    // Coordinators: running exactly while they own a screen, and as the model says.
    for (id, weak) in flows {
      let running = weak.flow?.isRunning ?? false
      if running != (model.flows[id]?.isRunning ?? false) {
        return fail("\(id) running: \(running), the model says otherwise")
      }
      if running, !state.screens.contains(where: { $0.owner == id }) {
        return fail("\(id) runs with no screen")
      }
    }
    for screen in state.screens where screen.owner != nil {
      if navigator.coordinator(owning: screen)?.isRunning != true {
        return fail("screen \(screen.id) has no running coordinator behind it")
      }
    }
    checkDisplayed()
    let shown = navigator.hosting.shownState
    if navigator.pacing == .hostPaced, !movedTheDisplay,
      StepActionCheck.looksDifferent(shown, lastShown)
    {
      return fail("the display changed without a step")
    }
    lastShown = shown
    if let step = navigator.hosting.currentStep, !seenSteps.contains(step.id) {
      seenSteps.append(step.id)
    }
  }

  private mutating func checkDisplayed() {
    var shown = navigator.hosting.shownState
    var candidates = [shown, navigator.hosting.displayedState]
    if let step = navigator.hosting.currentStep {
      candidates.append(step.state)
      if step.state == shown { fail("step \(step.id) shows nothing new") }
      shown = step.state
    }
    for state in candidates {
      // Rebuilding and decoding run the state's invariant check.
      do {
        var rebuilt = try NavigationState(root: state.root, path: state.path, alert: state.alert)
        // A path's elements carry no layer options: the sheets are sized again and the
        // popovers pointed again, as an app does.
        for layer in state.layers where layer.detents != nil {
          try rebuilt.setDetents(layer.detents, ofLayerContaining: layer.root.id)
        }
        for layer in state.layers where layer.anchor != nil {
          try rebuilt.setAnchor(layer.anchor, ofLayerContaining: layer.root.id)
        }
        rebuilt.setSplitLayout(state.splitLayout)
        let decoded = try JSONDecoder().decode(
          NavigationState<Int>.self, from: try JSONEncoder().encode(state))
        if rebuilt != state || decoded != state { fail("a displayed state does not round-trip") }
      } catch {
        fail("a displayed state is invalid: \(error)")
      }
    }
  }

  private mutating func fail(_ message: String) {
    guard failure == nil else { return }
    failure = message + "\n after: " + history.suffix(12).joined(separator: " → ")
  }
}
