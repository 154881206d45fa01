import CoordinatorKit
import NavigationTestSupport
import Observation
import Testing

@MainActor
@Suite("Navigator")
struct NavigatorTests {
  @Test func operationsChangeTheStateAndRecordEachChange() throws {
    let navigator = Navigator(root: "1")
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }

    try navigator.push("2")
    try navigator.present("3", as: .sheet)
    try navigator.push("4")
    try navigator.update { try $0.dismiss() }
    try navigator.update { try $0.pop() }

    #expect(notation(navigator.state) == "[]")
    #expect(changes.map(\.sequenceNumber) == [1, 2, 3, 4, 5])
    #expect(changes.map { notation($0.to) } == ["[P2]", "[P2,S3]", "[P2,S3,P4]", "[P2]", "[]"])
    #expect(changes.map { notation($0.from) } == ["[]", "[P2]", "[P2,S3]", "[P2,S3,P4]", "[P2]"])
    #expect(changes[3].removedScreens.map(\.route) == ["3", "4"])
    #expect(changes[3].addedScreens.isEmpty)
    #expect(notation(changes[3].steps) == ["[P2]"])
    #expect(changes.allSatisfy { $0.cause == .request })
    _ = observation
  }

  @Test func aPopAtTheRootIsNotAChange() throws {
    let navigator = Navigator(root: "1")
    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }
    #expect(try navigator.update { try $0.pop() } == .nothingToPop)
    #expect(try navigator.update { try $0.dismiss() } == .nothingToDismiss)
    try navigator.update { _ in }
    #expect(changes == 0)
    #expect(navigator.lastChange == nil)
    _ = observation
  }

  @Test func popToLastGoesBackToTheTopmostMatchAsOneChange() throws {
    let navigator = Navigator(root: "1")
    try navigator.push("a")
    try navigator.present("b", as: .sheet)
    try navigator.push("a")
    try navigator.push("c")
    let before = navigator.lastChange?.sequenceNumber

    let outcome = try navigator.update { try $0.popToLast { $0 == "a" } }

    #expect(notation(navigator.state) == "[Pa,Sb,Pa]")
    #expect(outcome.removedScreens.map(\.route) == ["c"])
    #expect(navigator.lastChange?.sequenceNumber == before.map { $0 + 1 })
  }

  @Test func popToLastOfARouteCaseAndItsRefusalsChangeNothingElse() throws {
    enum Route: Equatable {
      case list
      case detail(String)
      case settings
    }
    let navigator = Navigator(root: Route.list)
    try navigator.push(.detail("a"))
    try navigator.push(.settings)

    try navigator.update { try $0.popToLast(sameCaseAs: .detail("")) }
    #expect(navigator.state.topScreen.route == .detail("a"))

    let before = navigator.state
    #expect(throws: NavigationError.noMatchingScreen(description: "the route case \"settings\"")) {
      try navigator.update { try $0.popToLast(sameCaseAs: .settings) }
    }
    #expect(throws: NavigationError.noMatchingScreen(description: "the given condition")) {
      try navigator.update { try $0.popToLast { $0 == .settings } }
    }
    #expect(navigator.state == before)
  }

  @Test func aRefusedRequestChangesNothing() throws {
    let navigator = Navigator(root: "1")
    try navigator.showAlert(AlertState(title: "Wait"))
    let before = navigator.state
    #expect(throws: NavigationError.alertIsShowing(title: "Wait")) { try navigator.push("2") }
    #expect(navigator.state == before)
    #expect(navigator.lastChange?.sequenceNumber == 1)
  }

  @Test func updateMakesACompoundChangeOneChange() throws {
    let navigator = Navigator(try state("S2,P3"))
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    try navigator.update { (state) throws(NavigationError) in
      try state.dismissAll()
      try state.push("4")
    }
    #expect(changes.count == 1)
    #expect(notation(changes[0].steps) == ["[]", "[P4]"])
    _ = observation
  }

  @Test func replaceJumpsAnywhereAndReportsWhatLeft() throws {
    let navigator = Navigator(try state("P2,P3"))
    var target = navigator.state
    target.reset()
    try target.present("9", as: .sheet)
    try navigator.replace(with: target)
    #expect(notation(navigator.state) == "[S9]")
    #expect(navigator.lastChange?.removedScreens.map(\.route) == ["2", "3"])
    #expect(navigator.lastChange?.addedScreens.map(\.route) == ["9"])
  }

  @Test func anObserverStopsWhenItsObservationIsReleased() throws {
    let navigator = Navigator(root: "1")
    var calls = 0
    var observation: ChangeObservation? = navigator.observeChanges { _ in calls += 1 }
    try navigator.push("2")
    observation = nil
    try navigator.push("3")
    #expect(calls == 1)
    let cancelled = navigator.observeChanges { _ in calls += 1 }
    cancelled.cancel()
    try navigator.push("4")
    #expect(calls == 1)
    _ = observation
  }

  /// A change an observer makes is delivered after the one being delivered, to every observer.
  @Test func changesMadeWhileDeliveringArriveInOrder() throws {
    let navigator = Navigator(root: "1")
    var first: [Int] = []
    var second: [Int] = []
    let pusher = navigator.observeChanges { change in
      first.append(change.sequenceNumber)
      if change.sequenceNumber == 1 { _ = try? navigator.push("3") }
    }
    let recorder = navigator.observeChanges { second.append($0.sequenceNumber) }
    try navigator.push("2")
    #expect(first == [1, 2])
    #expect(second == [1, 2])
    _ = (pusher, recorder)
  }

  // MARK: Hosts

  @Test func aHostShowsEachStepAndAcknowledgesItByIdentity() throws {
    let navigator = Navigator(NavigationState(root: "1"))
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.update { (state) throws(NavigationError) in
      try state.push(contentsOf: ["2", "3"])
    }
    #expect(notation(navigator.state) == "[P2,P3]")
    #expect(notation(navigator.hosting.shownState) == "[]")
    #expect(showAllSteps(navigator) == ["[P2]", "[P2,P3]"])
    #expect(navigator.isSettled)
    #expect(navigator.hosting.shownState == navigator.state)
  }

  @Test func staleAndDoubledAcknowledgementsAreIgnored() throws {
    let navigator = Navigator(NavigationState(root: "1"))
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.update { (state) throws(NavigationError) in
      try state.push(contentsOf: ["2", "3"])
    }
    let first = try #require(navigator.hosting.currentStep)
    #expect(navigator.hostDidShow(first.id))
    #expect(!navigator.hostDidShow(first.id), "a doubled acknowledgement")
    let second = try #require(navigator.hosting.currentStep)
    #expect(notation(second.state) == "[P2,P3]")
    try navigator.push("4")
    #expect(!navigator.hostDidShow(first.id), "a late acknowledgement")
    #expect(navigator.hosting.currentStep?.id == second.id)
    #expect(showAllSteps(navigator) == ["[P2,P3]", "[P2,P3,P4]"])
  }

  @Test func noChangeBeginsWithAStepThatShowsNothingNew() throws {
    let navigator = Navigator(NavigationState(root: "1"))
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    #expect(notation(try #require(navigator.hosting.currentStep).state) == "[P2]")
    #expect(navigator.hosting.currentStep?.action == .push(count: 1, level: 0))
  }

  @Test func aHostAttachingToADeepStateIsShownTheWayFromTheBareRoot() throws {
    // A restored sheet over a sheet.
    let navigator = Navigator(try state("P2,S3,P4,S5"))
    try navigator.showAlert(AlertState(title: "Restored"))
    navigator.attachHost(capabilities: .oneDismissalPerStep, animation: .none)
    #expect(notation(navigator.hosting.shownState) == "[]")
    #expect(navigator.hosting.shownState.alert == nil)
    var actions: [StepAction] = []
    var animated: [Bool] = []
    while let step = navigator.hosting.currentStep {
      actions.append(step.action)
      animated.append(step.isAnimated)
      navigator.hostDidShow(step.id)
    }
    #expect(
      actions == [
        .push(count: 1, level: 0), .present(.sheet, level: 1), .present(.sheet, level: 2),
        .showAlert,
      ])
    #expect(animated == [false, false, false, false])
    #expect(navigator.hosting.shownState == navigator.state)
  }

  @Test func requestsDuringATransitionAreQueuedInOrderNoneLostNoneDoubled() throws {
    let navigator = Navigator(NavigationState(root: "1"))
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    try navigator.push("3")  // arrives while [P2] is being shown
    try navigator.update { try $0.pop() }  // arrives while both wait
    try navigator.present("4", as: .cover)
    #expect(notation(navigator.state) == "[P2,C4]")
    #expect(showAllSteps(navigator) == ["[P2]", "[P2,P3]", "[P2]", "[P2,C4]"])
    #expect(navigator.hosting.displayedState == navigator.state)
  }

  @Test func interleavedRequestsFromSeveralTasksAreAllApplied() async throws {
    let navigator = Navigator(NavigationState(root: "root"))
    navigator.attachHost(capabilities: .oneAtATime)
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    var clients: [Task<Void, Never>] = []
    for index in 0..<50 {
      clients.append(
        Task { @MainActor in
          _ = try? navigator.push("\(index)")
          await Task.yield()
          _ = try? navigator.update { try $0.pop() }
          _ = try? navigator.push("kept\(index)")
        })
    }
    // The host: shows steps while the clients keep sending requests.
    var idle = 0
    while idle < 100 {
      if let step = navigator.hosting.currentStep {
        idle = 0
        navigator.hostDidShow(step.id)
      } else {
        idle += 1
      }
      await Task.yield()
    }
    for client in clients { await client.value }
    showAllSteps(navigator)
    #expect(navigator.state.path.count == 50)
    #expect(Set(navigator.state.path.map(\.screen.route)).count == 50)
    // Every request became exactly one change, in order: 100 pushes and 50 pops.
    #expect(changes.map(\.sequenceNumber) == Array(1...150))
    let added = changes.flatMap(\.addedScreens).map(\.route)
    #expect(added.count == 100)
    #expect(Set(added).count == 100)
    #expect(changes.flatMap(\.removedScreens).count == 50)
    #expect(navigator.hosting.displayedState == navigator.state)
    #expect(navigator.lastChange?.sequenceNumber == 150)
    _ = observation
  }

  @Test func aCallerCanAwaitUntilItsRequestIsShown() async throws {
    let navigator = Navigator(NavigationState(root: "1"))
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    try navigator.push("3")
    var resumed = false
    let waiter = Task { @MainActor in
      try await navigator.waitUntilShown()
      resumed = true
    }
    await Task.yield()
    #expect(!resumed)
    navigator.hostDidShow(try #require(navigator.hosting.currentStep).id)  // [P2] shown
    await Task.yield()
    #expect(!resumed)
    navigator.hostDidShow(try #require(navigator.hosting.currentStep).id)  // [P2,P3] shown: done
    try await waiter.value
    #expect(resumed)
  }

  @Test func waitingWhenEverythingIsShownReturnsAtOnce() async throws {
    let navigator = Navigator(root: "1")
    try navigator.push("2")
    try await navigator.waitUntilShown()
    #expect(navigator.isSettled)
  }

  @Test func detachingTheHostShowsEverythingPending() async throws {
    let navigator = Navigator(NavigationState(root: "1"))
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    try navigator.push("3")
    navigator.detachHost()
    #expect(navigator.isSettled)
    #expect(navigator.pacing == .immediate)
    #expect(navigator.hosting.displayedState == navigator.state)
    try await navigator.waitUntilShown()
  }

  // MARK: What the user did

  @Test func aBackSwipeFollowsIntoTheState() throws {
    let navigator = Navigator(try state("P2,P3,P4"))
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    let target = screenID("2")
    let outcome = try navigator.userDidNavigate(.wentBack(to: target))
    #expect(outcome.removedScreens.map(\.route) == ["3", "4"])
    #expect(notation(navigator.state) == "[P2]")
    #expect(changes.map(\.cause) == [.user(.wentBack(to: target))])
    #expect(changes.first?.removedScreens.map(\.route) == ["3", "4"])
    _ = observation
  }

  @Test func aSwipeDownDismissalFollowsIntoTheState() throws {
    let navigator = Navigator(try state("P2,S3,P4"))
    navigator.attachHost(capabilities: .oneAtATime)
    showAllSteps(navigator)
    try navigator.userDidNavigate(.dismissedLayer(containing: screenID("3")))
    #expect(notation(navigator.state) == "[P2]")
    // The UI already shows it: nothing to animate.
    #expect(navigator.isSettled)
    #expect(navigator.hosting.displayedState == navigator.state)
  }

  @Test func aCancelledGestureChangesNothing() throws {
    let navigator = Navigator(try state("P2,S3"))
    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }
    let before = navigator.state
    let outcome = try navigator.userDidNavigate(.cancelledGesture)
    #expect(!outcome.didChange)
    #expect(navigator.state == before)
    #expect(changes == 0)
    _ = observation
  }

  @Test func aGestureOnSomethingNotDisplayedIsRefused() throws {
    let navigator = Navigator(try state("P2,S3,P4"))
    let before = navigator.state
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try navigator.userDidNavigate(.wentBack(to: unknown))
    }
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "screen \(screenID("2")) is not in the top stack")
    ) {
      try navigator.userDidNavigate(.wentBack(to: screenID("2")))
    }
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "screen \(screenID("4")) is already the top screen")
    ) {
      try navigator.userDidNavigate(.wentBack(to: screenID("4")))
    }
    #expect(navigator.state == before)
  }

  @Test func aBackSwipeDuringATransitionRemovesExactlyWhatTheUserRemoved() throws {
    let navigator = Navigator(try state("P2,P3"))
    navigator.attachHost(capabilities: .oneAtATime)
    showAllSteps(navigator)
    try navigator.push("4")  // being shown
    try navigator.push("5")  // queued
    let before = navigator.state
    #expect(notation(navigator.hosting.displayedState) == "[P2,P3,P4]")
    // The user swipes back from 4 to 3 on what is displayed.
    try navigator.userDidNavigate(.wentBack(to: screenID("3")))
    let change = try #require(navigator.lastChange)
    #expect(change.from == before, "a change's from is the state just before it")
    #expect(change.removedScreens.map(\.route) == ["4"])
    // The app's queued push still applies on top of what the user did.
    #expect(notation(navigator.state) == "[P2,P3,P5]")
    #expect(notation(navigator.hosting.shownState) == "[P2,P3]")
    #expect(showAllSteps(navigator) == ["[P2,P3,P5]"])
  }

  @Test func aSwipeDownDuringATransitionUndoesPushesIntoThatLayerAndTellsTheirCaller() async throws
  {
    let navigator = Navigator(try state("S2"))
    navigator.attachHost(capabilities: .oneAtATime)
    showAllSteps(navigator)
    try navigator.push("3")  // into the sheet, being shown
    let unshown = try navigator.push("4")  // into the sheet, queued
    try navigator.present("5", as: .cover)  // queued, over the sheet
    var refusal: NavigationError?
    let waiter = Task { @MainActor in
      do throws(NavigationError) { try await navigator.waitUntilShown() } catch { refusal = error }
    }
    await Task.yield()
    #expect(notation(navigator.hosting.displayedState) == "[S2,P3]")
    try navigator.userDidNavigate(.dismissedLayer(containing: screenID("2")))
    // The sheet and the pushes into it left; the cover the app asked for still applies.
    #expect(notation(navigator.state) == "[C5]")
    #expect(navigator.lastChange?.removedScreens.map(\.route) == ["2", "3", "4"])
    #expect(showAllSteps(navigator) == ["[C5]"])
    await waiter.value
    #expect(refusal == .undoneByUser(screens: [unshown]))
  }

  @Test func aGestureTheAppAlreadyCarriedOutChangesNothingMore() throws {
    let navigator = Navigator(try state("P2,P3"))
    navigator.attachHost(capabilities: .oneAtATime)
    showAllSteps(navigator)
    try navigator.push("4")  // being shown
    try navigator.pop(to: screenID("2"))  // queued: 3 and 4 leave
    let sequence = navigator.lastChange?.sequenceNumber
    // On the display, the user goes back from 4 to 3: the app had already removed 4.
    try navigator.userDidNavigate(.wentBack(to: screenID("3")))
    #expect(navigator.lastChange?.sequenceNumber == sequence, "no change: nothing more to remove")
    #expect(notation(navigator.state) == "[P2]")
    #expect(notation(navigator.hosting.shownState) == "[P2,P3]")
    #expect(showAllSteps(navigator) == ["[P2]"])
  }

  // MARK: Alerts

  @Test func theChosenAlertActionIsReportedToTheCaller() throws {
    let navigator = Navigator(root: "1")
    var answers: [String?] = []
    let alert = try AlertState(
      title: "Save?", actions: [AlertAction("Save"), AlertAction("Discard")])
    try navigator.showAlert(alert) { answers.append($0?.id) }
    try navigator.userDidNavigate(.choseAlertAction(actionID: "Discard", alertID: alert.id))
    #expect(answers == ["Discard"])
    #expect(navigator.state.alert == nil)
  }

  @Test func anAlertRemovedByAJumpIsReportedUnanswered() throws {
    let navigator = Navigator(root: "1")
    var answers: [String?] = []
    try navigator.showAlert(AlertState(title: "Hi")) { answers.append($0?.id) }
    try navigator.update { $0.reset() }
    #expect(answers == [nil])
  }

  @Test func awaitingAnAlertReturnsTheAnswer() async throws {
    let navigator = Navigator(root: "1")
    Task { @MainActor in
      try navigator.answerAlert(withActionID: "OK")
    }
    let answer = try await navigator.alert(AlertState(title: "Hello"))
    #expect(answer?.id == "OK")
  }
}

@MainActor
@Suite("Navigator observation")
struct NavigatorObservationTests {
  /// Whether an observer of what `read` reads has been told of a change, as SwiftUI's would be.
  /// `withObservationTracking` calls `onChange` synchronously, on the thread that makes the change,
  /// so the flag needs no lock.
  private final class ChangeFlag: @unchecked Sendable {
    private(set) var fired = false

    init(tracking read: () -> Void) {
      withObservationTracking(read) { [self] in fired = true }
    }
  }

  @Test func observersOfTheStateAreNotifiedLikeSwiftUIWouldBe() throws {
    let navigator = Navigator(root: "1")
    let flag = ChangeFlag(tracking: { _ = navigator.state })
    #expect(!flag.fired)
    try navigator.push("2")
    #expect(flag.fired)
  }

  @Test func observersOfTheCurrentStepAreNotifiedWhenAHostAdvances() throws {
    let navigator = Navigator(root: "1")
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    let flag = ChangeFlag(tracking: { _ = navigator.hosting.currentStep })
    navigator.hostDidShow(try #require(navigator.hosting.currentStep).id)
    #expect(flag.fired)
  }

  @Test func anObserverThatStartsAfterUnobservedChangesHearsTheNextChange() throws {
    let navigator = Navigator(root: "1")
    // Nobody observes these: the navigator skips telling Observation about them.
    try navigator.push("2")
    try navigator.push("3")
    let flag = ChangeFlag(tracking: { _ = navigator.state })
    #expect(!flag.fired)
    try navigator.update { try $0.pop() }
    #expect(flag.fired)
  }

  @Test func anObserverThatStartsAfterAnotherHeardAChangeHearsTheNextChange() throws {
    let navigator = Navigator(root: "1")
    let first = ChangeFlag(tracking: { _ = navigator.state })
    try navigator.push("2")
    #expect(first.fired)
    try navigator.push("3")  // Heard by nobody: the first observer has ended.
    let second = ChangeFlag(tracking: { _ = navigator.state })
    #expect(!second.fired)
    try navigator.push("4")
    #expect(second.fired)
    #expect(notation(navigator.state) == "[P2,P3,P4]")
  }

  @Test func anObserverOfTheDisplayThatStartsAfterUnobservedStepsHearsTheNextStep() throws {
    let navigator = Navigator(root: "1")
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.push("2")
    navigator.hostDidShow(try #require(navigator.hosting.currentStep).id)
    try navigator.push("3")  // Queued while nobody observes the display.
    navigator.hostDidShow(try #require(navigator.hosting.currentStep).id)
    let flag = ChangeFlag(tracking: { _ = navigator.isSettled })
    #expect(!flag.fired)
    try navigator.push("4")
    #expect(flag.fired)
    #expect(!navigator.isSettled)
  }

  @Test func updateWithoutATypedClosureStillWorks() throws {
    let navigator = Navigator(root: "1")
    try navigator.update { state in
      try state.push("2")
      try state.present("3", as: .sheet)
    }
    #expect(notation(navigator.state) == "[P2,S3]")
  }
}
