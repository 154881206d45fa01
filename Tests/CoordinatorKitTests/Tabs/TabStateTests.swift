import CoordinatorKit
import Foundation
import NavigationTestSupport
import Testing

/// Tabs in the navigation state: each tab keeps its own stack, modal layers present over the
/// whole container, and a bad request names what was wrong and changes nothing.
@MainActor
@Suite("Tabs in the navigation state")
struct TabStateTests {
  /// Inbox with one pushed message, Search at its root, Settings at its root; Inbox selected.
  static func mailState() throws -> NavigationState<String> {
    try NavigationState(
      tabs: [
        Tab(
          "inbox",
          stack: [
            NavigationScreen("inbox", id: screenID("inbox")),
            NavigationScreen("m1", id: screenID("m1")),
          ]),
        Tab("search", stack: [NavigationScreen("search", id: screenID("search"))]),
        Tab("settings", stack: [NavigationScreen("settings", id: screenID("settings"))]),
      ], selected: "inbox")
  }

  @Test func aTabbedStateShowsTheSelectedTabAsItsBaseStack() throws {
    let state = try Self.mailState()
    #expect(state.tabs == ["inbox", "search", "settings"])
    #expect(state.selectedTab == "inbox")
    #expect(state.baseStack.map(\.route) == ["inbox", "m1"])
    #expect(try state.stack(ofTab: "search").map(\.route) == ["search"])
    #expect(state.screens.map(\.route) == ["inbox", "m1", "search", "settings"])
    #expect(NavigationState(root: "home").tabs.isEmpty)
  }

  @Test func badTabsAreRefusedWithTheReason() {
    #expect(throws: NavigationError.unknownTab("mail", tabs: ["inbox"])) {
      try NavigationState(tabs: [Tab("inbox", root: "inbox")], selected: "mail")
    }
    #expect(throws: NavigationError.duplicateTab("inbox")) {
      try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("inbox", root: "other")], selected: "inbox")
    }
    #expect(throws: NavigationError.invalidTabs(reason: "the tab \"search\" has an empty stack")) {
      try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", stack: [])], selected: "inbox")
    }
    let shared = NavigationScreen("shared", id: screenID("shared"))
    #expect(throws: NavigationError.duplicateScreenID(shared.id)) {
      try NavigationState(
        tabs: [Tab("inbox", stack: [shared]), Tab("search", stack: [shared])], selected: "inbox")
    }
  }

  @Test func selectingATabKeepsEveryStackAndDismissesWhatIsOverTheTabs() throws {
    var state = try Self.mailState()
    try state.present("compose", as: .sheet)
    let outcome = try state.selectTab("search")
    #expect(outcome.removedScreens.map(\.route) == ["compose"])
    #expect(state.selectedTab == "search")
    #expect(state.baseStack.map(\.route) == ["search"])
    #expect(state.modalDepth == 0)
    try state.push("results", inTab: "search")
    try state.selectTab("inbox")
    #expect(state.baseStack.map(\.route) == ["inbox", "m1"])
    #expect(try state.stack(ofTab: "search").map(\.route) == ["search", "results"])
  }

  @Test func operationsNameATabSelectedOrNot() throws {
    var state = try Self.mailState()
    try state.present("compose", as: .sheet)
    // Into the selected tab, under the sheet: the sheet stays on top.
    try state.push("m2", inTab: "inbox")
    #expect(state.baseStack.map(\.route) == ["inbox", "m1", "m2"])
    #expect(state.topScreen.route == "compose")
    // Into a tab that is not selected.
    try state.push("s1", inTab: "settings")
    try state.push("s2", inTab: "settings")
    #expect(try state.pop(inTab: "settings").removedScreens.map(\.route) == ["s2"])
    #expect(try state.popToRoot(inTab: "inbox").removedScreens.map(\.route) == ["m1", "m2"])
    #expect(try state.popToRoot(inTab: "search") == .nothingToPop)
    try state.replaceStack(
      ofTab: "search", with: [NavigationScreen("search"), NavigationScreen("saved")])
    #expect(try state.stack(ofTab: "search").map(\.route) == ["search", "saved"])
    #expect(state.topScreen.route == "compose")
  }

  @Test func aRefusedTabRequestChangesNothing() throws {
    let original = try Self.mailState()
    var state = original
    #expect(throws: NavigationError.unknownTab("mail", tabs: ["inbox", "search", "settings"])) {
      try state.selectTab("mail")
    }
    #expect(throws: NavigationError.duplicateScreenID(screenID("m1"))) {
      try state.replaceStack(
        ofTab: "search",
        with: [NavigationScreen("search"), NavigationScreen("m1", id: screenID("m1"))])
    }
    #expect(
      throws: NavigationError.invalidTabs(reason: "the tab \"search\" would have an empty stack")
    ) {
      try state.replaceStack(ofTab: "search", with: [])
    }
    try state.showAlert(AlertState(title: "Hi"))
    #expect(throws: NavigationError.alertIsShowing(title: "Hi")) { try state.selectTab("search") }
    state.dismissAlert()
    #expect(state == original)
    var single = NavigationState(root: "home")
    #expect(throws: NavigationError.unknownTab("inbox", tabs: [])) { try single.selectTab("inbox") }
  }

  @Test func tabsSurviveACodableRoundTripWithModalsAndAnAlert() throws {
    var state = try Self.mailState()
    try state.push("results", inTab: "search")
    try state.present("compose", as: .sheet)
    try state.showAlert(AlertState(title: "Send?"))
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(NavigationState<String>.self, from: data)
    #expect(decoded == state)
    #expect(try decoded.stack(ofTab: "search").map(\.route) == ["search", "results"])
    var inbox = decoded
    inbox.dismissAlert()
    try inbox.dismissAll()
    var search = inbox
    try search.selectTab("search")
    try search.selectTab("inbox")
    #expect(search == inbox)
    try search.selectTab("search")
    #expect(search != inbox, "the selection is part of the state")
    #expect(Set(search.screens.map(\.id)) == Set(inbox.screens.map(\.id)))
  }

  @Test(
    "A corrupt tab container is a decoding error",
    arguments: [
      #"{"root":{"route":"a","id":"00000000-0000-0000-0000-000000000001"},"tabs":[{"id":"a"}]}"#,
      #"{"root":{"route":"a","id":"00000000-0000-0000-0000-000000000001"},"tabs":[{"id":"a"}],"selectedTab":"b"}"#,
      #"{"root":{"route":"a","id":"00000000-0000-0000-0000-000000000001"},"tabs":[{"id":"a"},{"id":"b"}],"selectedTab":"a"}"#,
      #"{"root":{"route":"a","id":"00000000-0000-0000-0000-000000000001"},"tabs":[{"id":"a","stack":[{"route":"x","id":"00000000-0000-0000-0000-000000000002"}]}],"selectedTab":"a"}"#,
      #"{"root":{"route":"a","id":"00000000-0000-0000-0000-000000000001"},"tabs":[{"id":"a"},{"id":"b","stack":[{"route":"x","id":"00000000-0000-0000-0000-000000000001"}]}],"selectedTab":"a"}"#,
      #"{"root":{"route":"a","id":"00000000-0000-0000-0000-000000000001"},"selectedTab":"a"}"#,
    ])
  func corruptTabs(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(json.utf8))
    }
  }

  @Test func aTabSwitchIsPlannedAsDismissalsThenTheSelectionThenWhatIsNew() throws {
    var start = try Self.mailState()
    try start.present("compose", as: .sheet)
    try start.showAlert(AlertState(title: "Discard?"))
    var target = start
    target.dismissAlert()
    try target.selectTab("search")
    try target.push("results")
    let plan = TransitionPlan(from: start, to: target, capabilities: .allAtOnce)
    #expect(
      plan.map(\.action) == [.dismiss(layers: 1), .selectTab("search"), .push(count: 1, level: 0)])
    #expect(plan[1].state.baseStack.map(\.route) == ["search"])
    #expect(plan.last?.state == target)

    let oneAtATime = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    #expect(
      oneAtATime.map(\.action) == [
        .removeAlert, .dismiss(layers: 1), .selectTab("search"), .push(count: 1, level: 0),
      ])
  }

  @Test func aChangeToAnotherTabAloneIsOneStepThatKeepsWhatIsOverTheTabs() throws {
    var start = try Self.mailState()
    try start.present("compose", as: .sheet)
    var target = start
    try target.push("s1", inTab: "settings")
    let plan = TransitionPlan(from: start, to: target, capabilities: .allAtOnce)
    #expect(plan.map(\.action) == [.replaceTabs])
    #expect(plan.last?.state == target)
  }

  @Test func reselectingTheSelectedTabPopsItToItsRoot() throws {
    let navigator = Navigator(try Self.mailState())
    try navigator.push("m2")
    let outcome = try navigator.userDidNavigate(.selectedTab("inbox"))
    #expect(outcome.removedScreens.map(\.route) == ["m1", "m2"])
    #expect(navigator.state.baseStack.map(\.route) == ["inbox"])

    try navigator.userDidNavigate(.selectedTab("settings"))
    #expect(navigator.state.selectedTab == "settings")
    #expect(navigator.lastChange?.removedScreens.isEmpty == true, "a switch removes no screen")
    #expect(navigator.lastChange?.cause == .user(.selectedTab("settings")))
  }

  @Test func aTabTappedWhileATransitionRunsAppliesToTheStateTheAppReached() throws {
    let navigator = Navigator(try Self.mailState())
    navigator.attachHost(capabilities: .allAtOnce)
    try navigator.push("m2")  // not shown yet: the host has not acknowledged its step
    #expect(navigator.hosting.currentStep != nil)

    try navigator.userDidNavigate(.selectedTab("search"))

    #expect(navigator.state.selectedTab == "search")
    #expect(try navigator.state.stack(ofTab: "inbox").map(\.route) == ["inbox", "m1", "m2"])
  }

  @Test func aTabTappedUnderAnAlertTheAppJustShowedChangesNothing() throws {
    let navigator = Navigator(try Self.mailState())
    navigator.attachHost(capabilities: .allAtOnce)
    try navigator.showAlert(AlertState(title: "Offline"))  // not shown yet
    let before = navigator.state

    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "the tab bar is covered by what the app shows now")
    ) {
      try navigator.userDidNavigate(.selectedTab("search"))
    }
    #expect(navigator.state == before)
  }

  @Test func aHostIsLedThroughATabSwitchStepByStep() throws {
    let navigator = Navigator(try Self.mailState())
    navigator.attachHost(capabilities: .allAtOnce)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    try navigator.present("compose", as: .cover)
    try navigator.update { state throws(NavigationError) in
      try state.selectTab("settings")
      try state.push("s1")
    }
    var actions: [StepAction] = []
    while let step = navigator.hosting.currentStep {
      actions.append(step.action)
      navigator.hostDidShow(step.id)
    }
    #expect(
      actions == [
        .present(.cover, level: 1), .dismiss(layers: 1), .selectTab("settings"),
        .push(count: 1, level: 0),
      ])
    #expect(navigator.hosting.displayedState == navigator.state)
  }
}
