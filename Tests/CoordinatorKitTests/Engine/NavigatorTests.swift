import CoordinatorKit
import Observation
import Testing

@MainActor
@Suite("Navigator")
struct NavigatorTests {
  @Test func operationsChangeTheStateAndCarryTheirSteps() throws {
    let navigator = Navigator(root: "1")
    var changes: [NavigationChange<String>] = []
    navigator.observeChanges { changes.append($0) }

    try navigator.push("2")
    try navigator.present("3", as: .sheet)
    try navigator.push("4")
    try navigator.dismiss()
    try navigator.pop()

    #expect(notation(navigator.state) == "[]")
    #expect(changes.map(\.sequenceNumber) == [1, 2, 3, 4, 5])
    #expect(changes.map { notation($0.to) } == ["[P2]", "[P2,S3]", "[P2,S3,P4]", "[P2]", "[]"])
    #expect(changes[3].removedScreens.map(\.route) == ["3", "4"])
    #expect(changes[3].steps.map(notation) == ["[P2,S3,P4]", "[P2]"])
    #expect(changes.allSatisfy { $0.cause == .request })
  }

  @Test func aPopAtTheRootIsNotAChange() throws {
    let navigator = Navigator(root: "1")
    var changes = 0
    navigator.observeChanges { _ in changes += 1 }
    #expect(try navigator.pop() == .nothingToPop)
    #expect(try navigator.dismiss() == .nothingToDismiss)
    #expect(changes == 0)
    #expect(navigator.lastChange == nil)
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
    navigator.observeChanges { changes.append($0) }
    try navigator.update { (state) throws(NavigationError) in
      try state.dismissAll()
      try state.push("4")
    }
    #expect(changes.count == 1)
    #expect(changes[0].steps.map(notation) == ["[S2,P3]", "[]", "[P4]"])
  }

  @Test func replaceJumpsAnywhereAndReportsWhatLeft() throws {
    let navigator = Navigator(try state("P2,P3"))
    var target = navigator.state
    target.reset()
    try target.present("9", as: .sheet)
    navigator.replace(with: target)
    #expect(notation(navigator.state) == "[S9]")
    #expect(navigator.lastChange?.removedScreens.map(\.route) == ["2", "3"])
    #expect(navigator.lastChange?.addedScreens.map(\.route) == ["9"])
  }

  // MARK: Host pacing and the queue

  @Test func aHostShowsStepsOneByOne() throws {
    let navigator = Navigator(NavigationState(root: "1"), pacing: .hostPaced)
    try navigator.update { (state) throws(NavigationError) in
      try state.push(contentsOf: ["2", "3"])
    }
    #expect(notation(navigator.state) == "[P2,P3]")
    var shown = [notation(navigator.displayedState)]
    while !navigator.isSettled {
      navigator.hostDidShowStep()
      shown.append(notation(navigator.displayedState))
    }
    #expect(shown == ["[]", "[P2]", "[P2,P3]", "[P2,P3]"])
  }

  @Test func requestsDuringATransitionAreQueuedInOrderNoneLostNoneDoubled() throws {
    let navigator = Navigator(NavigationState(root: "1"), pacing: .hostPaced)
    try navigator.push("2")
    try navigator.push("3")  // arrives while [P2] is being shown
    try navigator.pop()  // arrives while both wait
    try navigator.present("4", as: .cover)
    #expect(navigator.pendingChanges.count == 4)
    #expect(notation(navigator.state) == "[P2,S4]".replacingOccurrences(of: "S", with: "C"))

    var displayed: [String] = [notation(navigator.displayedState)]
    while !navigator.isSettled {
      navigator.hostDidShowStep()
      let current = notation(navigator.displayedState)
      if current != displayed.last { displayed.append(current) }
    }
    #expect(displayed == ["[]", "[P2]", "[P2,P3]", "[P2]", "[P2,C4]"])
    #expect(navigator.displayedState == navigator.state)
  }

  @Test func interleavedRequestsFromSeveralTasksAreAllApplied() async throws {
    let navigator = Navigator(NavigationState(root: "root"), pacing: .hostPaced)
    var changes: [NavigationChange<String>] = []
    navigator.observeChanges { changes.append($0) }
    var clients: [Task<Void, Never>] = []
    for index in 0..<50 {
      clients.append(
        Task { @MainActor in
          _ = try? navigator.push("\(index)")
          await Task.yield()
          _ = try? navigator.pop()
          _ = try? navigator.push("kept\(index)")
        })
    }
    // The host: shows steps while the clients keep sending requests.
    var idle = 0
    while idle < 100 {
      if navigator.isSettled { idle += 1 } else { idle = 0 }
      navigator.hostDidShowStep()
      await Task.yield()
    }
    for client in clients { await client.value }
    #expect(navigator.state.path.count == 50)
    #expect(Set(navigator.state.path.map(\.screen.route)).count == 50)
    // Every request became exactly one change, in order: 100 pushes and 50 pops.
    #expect(changes.map(\.sequenceNumber) == Array(1...150))
    let added = changes.flatMap(\.addedScreens).map(\.route)
    #expect(added.count == 100)
    #expect(Set(added).count == 100)
    #expect(changes.flatMap(\.removedScreens).count == 50)
    #expect(navigator.displayedState == navigator.state)
    #expect(navigator.lastChange?.sequenceNumber == 150)
  }

  @Test func aCallerCanAwaitUntilItsRequestIsShown() async throws {
    let navigator = Navigator(NavigationState(root: "1"), pacing: .hostPaced)
    try navigator.push("2")
    var resumed = false
    let waiter = Task { @MainActor in
      await navigator.waitUntilShown()
      resumed = true
    }
    await Task.yield()
    #expect(!resumed)
    navigator.hostDidShowStep()  // [] shown
    await Task.yield()
    #expect(!resumed)
    navigator.hostDidShowStep()  // [P2] shown: done
    await waiter.value
    #expect(resumed)
  }

  @Test func waitingWhenEverythingIsShownReturnsAtOnce() async throws {
    let navigator = Navigator(root: "1")
    try navigator.push("2")
    await navigator.waitUntilShown()
    #expect(navigator.isSettled)
  }

  @Test func switchingToImmediatePacingShowsEverythingPending() async throws {
    let navigator = Navigator(NavigationState(root: "1"), pacing: .hostPaced)
    try navigator.push("2")
    try navigator.push("3")
    navigator.pacing = .immediate
    #expect(navigator.isSettled)
    #expect(navigator.displayedState == navigator.state)
    await navigator.waitUntilShown()
  }

  // MARK: What the user did

  @Test func aBackSwipeFollowsIntoTheState() throws {
    let navigator = Navigator(try state("P2,P3,P4"))
    var causes: [NavigationCause] = []
    navigator.observeChanges { causes.append($0.cause) }
    let target = navigator.state.path[0].screen.id
    let outcome = try navigator.userDidNavigate(.wentBack(to: target))
    #expect(outcome.removedScreens.map(\.route) == ["3", "4"])
    #expect(notation(navigator.state) == "[P2]")
    #expect(causes == [.user(.wentBack(to: target))])
  }

  @Test func aSwipeDownDismissalFollowsIntoTheState() throws {
    let navigator = Navigator(try state("P2,S3,P4"), pacing: .hostPaced)
    let sheetRoot = navigator.state.path[1].screen.id
    try navigator.userDidNavigate(.dismissedLayer(containing: sheetRoot))
    #expect(notation(navigator.state) == "[P2]")
    // The UI already shows it: nothing to animate.
    #expect(navigator.isSettled)
    #expect(navigator.displayedState == navigator.state)
  }

  @Test func aCancelledGestureChangesNothing() throws {
    let navigator = Navigator(try state("P2,S3"))
    var changes = 0
    navigator.observeChanges { _ in changes += 1 }
    let before = navigator.state
    let outcome = try navigator.userDidNavigate(.cancelledGesture)
    #expect(!outcome.didChange)
    #expect(navigator.state == before)
    #expect(changes == 0)
  }

  @Test func aGestureOnAnUnknownScreenIsRefused() throws {
    let navigator = Navigator(try state("P2"))
    let before = navigator.state
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try navigator.userDidNavigate(.wentBack(to: unknown))
    }
    #expect(navigator.state == before)
  }

  @Test func aGestureDuringATransitionKeepsQueuedRequests() throws {
    let navigator = Navigator(try state("P2,P3"), pacing: .hostPaced)
    try navigator.push("4")  // being shown
    try navigator.push("5")  // queued
    // The user swipes back from 3 to 2 on what is displayed.
    let two = navigator.state.path[0].screen.id
    try navigator.userDidNavigate(.wentBack(to: two))
    #expect(notation(navigator.state) == "[P2]")
    #expect(notation(navigator.displayedState) == "[P2]")
    while !navigator.isSettled { navigator.hostDidShowStep() }
    #expect(notation(navigator.displayedState) == "[P2]")

    // A swipe that only affects the display still lets queued pushes through.
    let other = Navigator(try state("P2,P3"), pacing: .hostPaced)
    try other.present("4", as: .sheet)
    try other.userDidNavigate(.wentBack(to: other.state.path[0].screen.id))
    while !other.isSettled { other.hostDidShowStep() }
    #expect(notation(other.state) == "[P2]")
  }

  // MARK: Alerts

  @Test func theChosenAlertActionIsReportedToTheCaller() throws {
    let navigator = Navigator(root: "1")
    var answers: [String?] = []
    try navigator.showAlert(
      AlertState(title: "Save?", actions: [AlertAction("Save"), AlertAction("Discard")])
    ) { answers.append($0?.id) }
    try navigator.userDidNavigate(.choseAlertAction(id: "Discard"))
    #expect(answers == ["Discard"])
    #expect(navigator.state.alert == nil)
  }

  @Test func anAlertRemovedByAJumpIsReportedUnanswered() throws {
    let navigator = Navigator(root: "1")
    var answers: [String?] = []
    try navigator.showAlert(AlertState(title: "Hi")) { answers.append($0?.id) }
    navigator.reset()
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
  @Test func observersOfTheStateAreNotifiedLikeSwiftUIWouldBe() throws {
    let navigator = Navigator(root: "1")
    final class Flag: @unchecked Sendable { var fired = false }
    let flag = Flag()
    withObservationTracking {
      _ = navigator.state
    } onChange: {
      flag.fired = true
    }
    #expect(!flag.fired)
    try navigator.push("2")
    #expect(flag.fired)
  }

  @Test func updateWithoutATypedClosureStillWorks() throws {
    let navigator = Navigator(root: "1")
    try navigator.update { state in
      try state.push("2")
      try state.present("3", as: .sheet)
    }
    #expect(notation(navigator.state) == "[P2,S3]")
  }

  @Test func aCoalescedGestureChangeGetsItsOwnSequenceNumber() throws {
    let navigator = Navigator(try state("P2,P3"), pacing: .hostPaced)
    try navigator.push("4")
    try navigator.userDidNavigate(.wentBack(to: navigator.state.path[0].screen.id))
    #expect(navigator.lastChange?.sequenceNumber == 2)
    #expect(navigator.pendingChanges.map(\.sequenceNumber) == [2])
  }
}
