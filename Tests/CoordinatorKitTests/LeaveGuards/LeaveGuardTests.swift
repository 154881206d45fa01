import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import NavigationTestSupport
import Testing

/// An editor whose screen holds unsaved changes; it asks "Discard changes?" before leaving.
@MainActor
private final class EditorCoordinator: LeaveGuarding {
  let node = CoordinatorNode(identifier: CoordinatorID("editor"))
  let navigator: Navigator<String>
  var questions = 0

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show("editor")
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    questions += 1
    return await navigator.askToDiscard()
  }
}

/// A flow that shows one screen when it starts.
@MainActor
private final class LateCoordinator: FlowCoordinator {
  let node = CoordinatorNode(identifier: CoordinatorID("late"))
  let navigator: Navigator<String>

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show("late")
  }
}

@MainActor
private final class AppCoordinator: Coordinator {
  let node = CoordinatorNode(identifier: CoordinatorID("app"))
  func start() {}
}

/// Screens with unsaved changes: no request, link or user attempt removes one without asking its
/// coordinator, requests made meanwhile wait in order, and an explicit override goes ahead.
@MainActor
@Suite("Leave guards")
struct LeaveGuardTests {
  /// Home with a guarded editor pushed on it.
  private func guardedEditor(
    style: PresentationStyle = .push, over state: NavigationState<String> = .init(root: "home")
  ) throws -> (Navigator<String>, AppCoordinator, EditorCoordinator, ScreenID) {
    let navigator = Navigator(state)
    let app = AppCoordinator()
    try app.startAsRoot()
    let editor = EditorCoordinator(navigator: navigator)
    try app.coordinate(to: editor, style: style)
    let screen = navigator.state.topScreen.id
    try editor.guardLeaving(screen)
    return (navigator, app, editor, screen)
  }

  /// Lets the question's task run until the alert is up.
  private func waitForQuestion(on navigator: Navigator<String>) async throws {
    for _ in 0..<100 where navigator.state.alert == nil {
      await Task.yield()
    }
    try #require(navigator.state.alert?.title == "Discard changes?")
  }

  /// Waits for the question, then answers it with `actionID`.
  private func answerQuestion(with actionID: String, on navigator: Navigator<String>)
    async throws
  {
    try await waitForQuestion(on: navigator)
    try navigator.answerAlert(withActionID: actionID)
  }

  @Test func theStateShowsWhichScreensAreGuarded() throws {
    let (navigator, _, editor, screen) = try guardedEditor()
    #expect(navigator.state.leaveGuardedScreens == [screen])
    #expect(navigator.backNavigation == .attemptedBack(from: screen))
    try editor.allowLeaving(screen)
    #expect(navigator.state.leaveGuardedScreens.isEmpty)
    #expect(navigator.backNavigation == .wentBack(to: navigator.state.root.id))
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try navigator.setLeaveGuard(true, for: unknown)
    }
  }

  @Test func aRequestNeverRemovesAGuardedScreenAndSaysSo() throws {
    let (navigator, _, editor, screen) = try guardedEditor()
    var refusals: [NavigationError] = []
    let observation = navigator.observeRefusals { refusals.append($0) }
    let before = navigator.state
    #expect(throws: NavigationError.leaveGuarded(screens: [screen])) {
      try navigator.update { try $0.pop() }
    }
    #expect(navigator.state == before, "nothing changed, and nothing waits to change it later")
    #expect(!navigator.isWaitingForLeaveAnswer)
    #expect(editor.questions == 0, "a synchronous request never asks")
    #expect(refusals.count == 1, "the refusal is reported")
    observation.cancel()
    // A later, unrelated request applies at once, on top of the editor.
    try navigator.update { try $0.push("later") }
    #expect(navigator.state.screens.map(\.route) == ["home", "editor", "later"])
  }

  @Test func anUpdateAfterAskingAsksAndAppliesWhenTheUserDiscards() async throws {
    let (navigator, app, _, _) = try guardedEditor()
    weak var weakEditor: (any Coordinator)?
    weakEditor = app.children.first
    let popping = Task { try await navigator.updateAfterAsking { try $0.pop() } }
    try await waitForQuestion(on: navigator)
    #expect(navigator.isWaitingForLeaveAnswer)
    // Meanwhile, a request from the app is refused at once instead of waiting unseen.
    #expect(throws: NavigationError.leaveQuestionOpen(screens: [navigator.state.screens[1].id])) {
      try navigator.update { try $0.push("meanwhile") }
    }
    try navigator.answerAlert(withActionID: "Discard")
    let outcome = try await popping.value
    #expect(outcome?.removedScreens.map(\.route) == ["editor"])
    #expect(navigator.state.screens.map(\.route) == ["home"], "the refused push never shows")
    #expect(navigator.state.leaveGuardedScreens.isEmpty)
    #expect(weakEditor == nil, "the editor stopped with its screen and was freed")
  }

  @Test func whenTheUserKeepsTheChangesNothingChangesAndAWaitingRequestAsksAgain() async throws {
    let (navigator, _, editor, screen) = try guardedEditor()
    #expect(
      try navigator.update { try $0.dismissAll() } == .nothingToDismiss,
      "nothing to remove: not asked")
    let first = Task { try await navigator.updateAfterAsking { try $0.popToRoot() } }
    try await waitForQuestion(on: navigator)
    // An async request made meanwhile waits for the answer (its caller awaits it), then asks.
    let second = Task { try await navigator.updateAfterAsking { try $0.pop() } }
    try navigator.answerAlert(withActionID: "Keep")
    #expect(try await first.value == nil, "kept: nothing changed")
    try await answerQuestion(with: "Keep", on: navigator)
    #expect(try await second.value == nil)
    #expect(navigator.state.screens.map(\.route) == ["home", "editor"])
    #expect(navigator.state.isLeaveGuarded(screen))
    #expect(editor.isRunning)
    #expect(editor.questions == 2)
  }

  @Test func closingAFlowAsksThroughFinishFlowAfterAsking() async throws {
    let (navigator, app, editor, _) = try guardedEditor(style: .modal(.sheet))
    #expect(try editor.finishFlow() != .ended)
    try await answerQuestion(with: "Keep", on: navigator)
    await navigator.waitUntilSettled()
    #expect(editor.isRunning)
    #expect(navigator.state.modalDepth == 1)

    #expect(try editor.finishFlow() != .ended)
    try await answerQuestion(with: "Discard", on: navigator)
    await navigator.waitUntilSettled()
    #expect(!editor.isRunning)
    #expect(app.children.isEmpty)
    #expect(navigator.state.screens.map(\.route) == ["home"])
  }

  /// An alert the app shows while the flow's question is open stays, and its handler hears
  /// nothing: the flow does not end under it, as `finishFlow()` promises.
  @Test func aFlowEndedAfterAskingKeepsAnAlertShownWhileItWasAsking() async throws {
    let (navigator, _, editor, _) = try guardedEditor(style: .modal(.sheet))
    #expect(try editor.finishFlow() != .ended)
    try await answerQuestion(with: "Discard", on: navigator)
    var heard: [AlertAction?] = []
    try navigator.showAlert(AlertState(title: "Sync finished")) { heard.append($0) }
    await navigator.waitForLeaveAnswers()
    #expect(editor.isRunning)
    #expect(navigator.state.alert?.title == "Sync finished")
    #expect(navigator.state.screens.map(\.route) == ["home", "editor"])
    #expect(heard.isEmpty, "its handler heard nothing")
  }

  @Test func aChildStartedWhileTheQuestionIsOpenFailsAndNeverAppears() async throws {
    let (navigator, app, _, _) = try guardedEditor()
    let popping = Task { try await navigator.updateAfterAsking { try $0.pop() } }
    try await waitForQuestion(on: navigator)
    let late = LateCoordinator(navigator: navigator)
    #expect(throws: NavigationError.leaveQuestionOpen(screens: [navigator.state.screens[1].id])) {
      try app.coordinate(to: late)
    }
    #expect(!late.isRunning, "its start was refused, so it stopped")
    try navigator.answerAlert(withActionID: "Keep")
    _ = try await popping.value
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.screens.map(\.route) == ["home", "editor"], "no screen of it appears")
    for screen in navigator.state.screens {
      #expect(screen.owner.map { owner in app.subtree.contains { $0.identifier == owner } } ?? true)
    }
  }

  @Test func aRemovalGoesAheadWhenTheAskedCoordinatorClearsItsGuardBeforeAgreeing() async throws {
    let (navigator, _, editor, screen) = try guardedEditor()
    let popping = Task { try await navigator.updateAfterAsking { try $0.pop() } }
    try await waitForQuestion(on: navigator)
    try editor.allowLeaving(screen)  // it saved the draft
    try navigator.answerAlert(withActionID: "Discard")
    let outcome = try await popping.value
    #expect(outcome?.removedScreens.map(\.route) == ["editor"], "the removal is not dropped")
    #expect(navigator.state.screens.map(\.route) == ["home"])
  }

  @Test func aScreenGuardedWhileTheUsersAttemptIsAskedIsAskedAboutBeforeItLeaves() async throws {
    let (navigator, _, editor, first) = try guardedEditor(style: .modal(.sheet))
    try editor.show("attachments")
    let second = navigator.state.topScreen.id
    let host = HeadlessHost(navigator: navigator)
    #expect(try host.swipeDown() == .awaitingConfirmation(first))
    try await waitForQuestion(on: navigator)
    try editor.guardLeaving(second)  // the user typed into the attachments page meanwhile
    try navigator.answerAlert(withActionID: "Discard")
    try await answerQuestion(with: "Keep", on: navigator)
    try await host.waitUntilAnswerApplied()
    #expect(editor.questions == 2, "the screen guarded meanwhile was asked about")
    #expect(navigator.state.screens.map(\.route) == ["home", "editor", "attachments"])
    #expect(navigator.state.isLeaveGuarded(second))
    #expect(editor.isRunning)
  }

  @Test func aFlowEndedAfterAskingAsksAboutAScreenGuardedWhileItWasAsking() async throws {
    let (navigator, app, editor, _) = try guardedEditor(style: .modal(.sheet))
    try editor.show("attachments")
    let second = navigator.state.topScreen.id
    #expect(try editor.finishFlow() != .ended)
    try await waitForQuestion(on: navigator)
    try editor.guardLeaving(second)
    try navigator.answerAlert(withActionID: "Discard")
    try await answerQuestion(with: "Keep", on: navigator)
    await navigator.waitUntilSettled()
    #expect(editor.questions == 2)
    #expect(editor.isRunning)
    #expect(navigator.state.screens.map(\.route) == ["home", "editor", "attachments"])

    #expect(try editor.finishFlow() != .ended)
    try await answerQuestion(with: "Discard", on: navigator)
    try await answerQuestion(with: "Discard", on: navigator)
    await navigator.waitUntilSettled()
    #expect(!editor.isRunning)
    #expect(app.children.isEmpty)
    #expect(navigator.state.screens.map(\.route) == ["home"])
  }

  @Test func guardsDeepInALongStackAreFoundByEveryRemovalAndDroppedWithTheirScreens() throws {
    let navigator = Navigator(NavigationState(root: "home", pushing: (1...40).map { "s\($0)" }))
    let deep = [navigator.state.screens[3].id, navigator.state.screens[2].id]
    try navigator.update { state in
      for id in deep { try state.setLeaveGuard(true, for: id) }
    }
    try navigator.update { try $0.push("top") }
    try navigator.update { try $0.pop() }
    #expect(navigator.state.leaveGuardedScreens == Set(deep), "pushes and pops above keep them")
    #expect(throws: NavigationError.leaveGuarded(screens: deep), "top first") {
      try navigator.update { try $0.popToRoot() }
    }
    try navigator.update { try $0.pop(to: navigator.state.screens[3].id) }
    #expect(navigator.state.leaveGuardedScreens == Set(deep))
    try navigator.update(overridingLeaveGuards: true) {
      try $0.pop(to: navigator.state.screens[2].id)
    }
    #expect(navigator.state.leaveGuardedScreens == [deep[1]], "the mark left with its screen")
    #expect(throws: NavigationError.leaveGuarded(screens: [deep[1]])) {
      try navigator.replace(with: NavigationState(root: "signed out"))
    }
    try navigator.update(overridingLeaveGuards: true) { try $0.popToRoot() }
    #expect(navigator.state.leaveGuardedScreens.isEmpty)
    #expect(!navigator.state.hasLeaveGuards, "no mark of a screen that left stays behind")
  }

  /// Two tabs, Inbox selected.
  private func tabs() throws -> NavigationState<String> {
    try NavigationState(
      tabs: [Tab("inbox", root: "inbox"), Tab("contacts", root: "contacts")], selected: "inbox")
  }

  @Test func selectingATabFromCodeDoesNotDiscardAGuardedSheet() throws {
    let (navigator, _, _, sheet) = try guardedEditor(style: .modal(.sheet), over: tabs())
    #expect(throws: NavigationError.leaveGuarded(screens: [sheet])) {
      try navigator.update { try $0.selectTab("contacts") }
    }
    // The user cannot tap the tab bar while the sheet covers it.
    #expect(
      throws: NavigationError.gestureDoesNotApply(reason: "the tab bar is covered by a modal layer")
    ) {
      try navigator.userDidNavigate(.selectedTab("contacts"))
    }
    #expect(navigator.state.selectedTab == "inbox")
    #expect(navigator.state.modalDepth == 1)
  }

  @Test func reselectingATabAsksAGuardedScreenInItFirst() async throws {
    let (navigator, _, editor, screen) = try guardedEditor(over: tabs())
    #expect(
      try navigator.userDidNavigate(.selectedTab("inbox")) == .awaitingConfirmation(screen))
    try await answerQuestion(with: "Keep", on: navigator)
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.screens.map(\.route) == ["inbox", "editor", "contacts"])
    #expect(
      try navigator.userDidNavigate(.selectedTab("inbox")) == .awaitingConfirmation(screen))
    try await answerQuestion(with: "Discard", on: navigator)
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.screens.map(\.route) == ["inbox", "contacts"])
    #expect(!editor.isRunning)
  }

  @Test func aBackSwipeDuringATransitionKeepsTheGuardsOfScreensThatStay() throws {
    let navigator = Navigator(root: "home")
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.update { try $0.push("draft") }
    let draft = navigator.state.topScreen.id
    try navigator.setLeaveGuard(true, for: draft)
    try navigator.update { try $0.push("preview") }
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    try navigator.update { try $0.push("attachments") }  // on its way, not shown yet
    #expect(navigator.hosting.currentStep != nil)
    try navigator.userDidNavigate(.wentBack(to: draft))  // the user swipes back from preview
    #expect(navigator.state.screens.map(\.route) == ["home", "draft"], "attachments went with it")
    #expect(navigator.state.isLeaveGuarded(draft), "the draft that stays keeps its guard")
    #expect(throws: NavigationError.leaveGuarded(screens: [draft])) {
      try navigator.update { try $0.popToRoot() }
    }
  }

  @Test func anAttemptedBackNamesWhatIsShownWhileASheetIsOnItsWay() async throws {
    let (navigator, _, editor, screen) = try guardedEditor()
    navigator.attachHost(capabilities: .oneAtATime)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    try navigator.update(overridingLeaveGuards: true) { try $0.present("sheet", as: .sheet) }

    #expect(
      navigator.hosting.displayedState.topScreen.route == "sheet", "the sheet's step is on its way")
    #expect(
      try navigator.userDidNavigate(.attemptedBack(from: screen)) == .awaitingConfirmation(screen),
      "the editor is what the user still sees")
    try await answerQuestion(with: "Keep", on: navigator)
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.screens.map(\.route) == ["home", "editor", "sheet"])
    #expect(editor.questions == 1)
  }

  @Test func everyStepCarriesTheGuardsAndTheLastIsTheTarget() throws {
    var start = NavigationState(root: "home")
    let draft = try start.push("draft")
    let leaving = try start.push("notes")
    try start.setLeaveGuard(true, for: draft)
    try start.setLeaveGuard(true, for: leaving)
    var target = start
    _ = try target.pop()
    _ = try target.present("sheet", as: .sheet)
    let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    #expect(plan.last?.state == target)
    #expect(plan.allSatisfy { $0.state.isLeaveGuarded(draft) }, "hosts keep its gestures blocked")
    #expect(plan.first?.state.isLeaveGuarded(leaving) == false, "notes has gone in the first step")
  }

  @Test func replacingWithScreensOfAStoppedCoordinatorIsRefused() throws {
    let (navigator, _, editor, screen) = try guardedEditor()
    let saved = navigator.state
    try editor.finishFlow(overridingLeaveGuards: true)
    #expect(navigator.state.screens.map(\.route) == ["home"])
    #expect(throws: NavigationError.ownerNotRunning(screen: screen)) {
      try navigator.replace(with: saved)
    }
    #expect(navigator.state.screens.map(\.route) == ["home"])
  }

  @Test func anAppsTestAnswersTheQuestionAndAwaitsItThroughAHeadlessHost() async throws {
    let (navigator, _, editor, screen) = try guardedEditor(style: .modal(.sheet))
    let host = HeadlessHost(navigator: navigator)
    #expect(try host.swipeDown() == .awaitingConfirmation(screen))
    try await waitForQuestion(on: navigator)
    try host.tapAlertAction("Discard")
    #expect(navigator.state.modalDepth == 1, "the answer is on its way, not applied yet")
    try await host.waitUntilAnswerApplied()
    #expect(navigator.state.modalDepth == 0)
    #expect(!editor.isRunning)
  }

  @Test func aUsersAttemptedBackIsAskedAndPerformedByTheEngine() async throws {
    let (navigator, app, _, screen) = try guardedEditor()
    navigator.attachHost(capabilities: .allAtOnce)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    #expect(
      try navigator.userDidNavigate(.attemptedBack(from: screen)) == .awaitingConfirmation(screen))
    try await answerQuestion(with: "Discard", on: navigator)
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.screens.map(\.route) == ["home"])
    #expect(
      navigator.lastChange?.cause == .request, "the UI did not remove it: the host animates it")
    var actions: [StepAction] = []
    while let step = navigator.hosting.currentStep {
      actions.append(step.action)
      navigator.hostDidShow(step.id)
    }
    #expect(actions == [.showAlert, .removeAlert, .pop(count: 1, level: 0)])
    #expect(app.children.isEmpty, "the editor stopped with its screen")
    #expect(throws: NavigationError.screenNotFound(screen)) {
      try navigator.userDidNavigate(.attemptedBack(from: screen))
    }
  }

  @Test func anOverrideRemovesWithoutAskingAndStoppingNeverAsks() throws {
    let (navigator, _, editor, _) = try guardedEditor()
    try navigator.replace(with: NavigationState(root: "signed-out"), overridingLeaveGuards: true)
    #expect(navigator.state.screens.map(\.route) == ["signed-out"])
    #expect(editor.questions == 0)
    #expect(!editor.isRunning)

    let (second, _, secondEditor, _) = try guardedEditor()
    secondEditor.stop()
    #expect(second.state.screens.map(\.route) == ["home"])
    #expect(secondEditor.questions == 0)
  }

  @Test func aLinkThatWouldRemoveAGuardedScreenAsksAndSaysWhyWhenKept() async throws {
    let (navigator, app, _, screen) = try guardedEditor()
    let opening = Task { () -> FollowError? in
      do throws(FollowError) {
        try await navigator.open(NavigationTarget())
        return nil
      } catch {
        return error
      }
    }
    try await answerQuestion(with: "Keep", on: navigator)
    #expect(await opening.value == .leaveRefused(route: "editor"))
    #expect(navigator.state.screens.map(\.route) == ["home", "editor"])
    #expect(navigator.state.isLeaveGuarded(screen))
    #expect(app.isRunning)
  }

  @Test func guardsSurviveACodableRoundTripAndAreChecked() throws {
    let (navigator, _, _, screen) = try guardedEditor()
    let data = try JSONEncoder().encode(navigator.state)
    let decoded = try JSONDecoder().decode(NavigationState<String>.self, from: data)
    #expect(decoded == navigator.state)
    #expect(decoded.isLeaveGuarded(screen))
    // A guard on a screen that is not in the state is a corrupt file.
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["leaveGuarded"] = [UUID().uuidString]
    let corrupt = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: corrupt)
    }
  }

  @Test func hostsKnowWhichGesturesToDisable() throws {
    var state = NavigationState(root: "home")
    let pushed = try state.push("list")
    let sheet = try state.present("compose", as: .sheet)
    let inSheet = try state.push("attachments")
    try state.setLeaveGuard(true, for: sheet)
    #expect(state.blocksInteractiveDismissal(atLevel: 1))
    #expect(!state.blocksInteractiveBack(atLevel: 1), "the guarded screen is not the one popped")
    #expect(!state.blocksInteractiveBack(atLevel: 0))
    try state.setLeaveGuard(true, for: inSheet)
    #expect(state.blocksInteractiveBack(atLevel: 1))
    #expect(state.guardedBackNavigation == .attemptedBack(from: inSheet))
    try state.setLeaveGuard(false, for: sheet)
    try state.setLeaveGuard(false, for: inSheet)
    try state.setLeaveGuard(true, for: pushed)
    #expect(state.blocksInteractiveBack(atLevel: 0))
    #expect(!state.blocksInteractiveDismissal(atLevel: 1))
    #expect(!state.blocksInteractiveDismissal(atLevel: 2))
  }

  @Test func aBlockedSwipeDownIsAnAttemptTheCoordinatorAnswers() async throws {
    let (navigator, app, _, sheet) = try guardedEditor(style: .modal(.sheet))
    #expect(navigator.state.blocksInteractiveDismissal(atLevel: 1))
    #expect(navigator.backNavigation == .attemptedDismissal(of: sheet))
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "screen \(navigator.state.root.id) is on the base stack, not in a modal")
    ) {
      try navigator.userDidNavigate(.attemptedDismissal(of: navigator.state.root.id))
    }

    #expect(
      try navigator.userDidNavigate(.attemptedDismissal(of: sheet)) == .awaitingConfirmation(sheet))
    try await answerQuestion(with: "Keep", on: navigator)
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.modalDepth == 1, "kept: the sheet stays")

    #expect(
      try navigator.userDidNavigate(.attemptedDismissal(of: sheet)) == .awaitingConfirmation(sheet))
    try await answerQuestion(with: "Discard", on: navigator)
    await navigator.waitForLeaveAnswers()
    #expect(navigator.state.screens.map(\.route) == ["home"])
    #expect(app.children.isEmpty)
  }

  @Test func anUpdateCanOverrideLeaveGuards() throws {
    let (navigator, _, editor, _) = try guardedEditor()
    // An explicit override removes a guarded screen without asking.
    try navigator.update(overridingLeaveGuards: true) { (state) throws(NavigationError) in
      try state.pop()
    }
    #expect(navigator.state.screens.map(\.route) == ["home"])
    #expect(editor.questions == 0)
    #expect(!editor.isRunning)
    #expect(!navigator.isWaitingForLeaveAnswer)
  }
}
