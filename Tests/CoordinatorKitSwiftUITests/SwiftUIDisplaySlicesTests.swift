import CoordinatorKit
import NavigationTestSupport
import Observation
import Testing

@testable import CoordinatorKitSwiftUI

/// What each view of a SwiftUI host reads, observed as SwiftUI observes it: a change redraws
/// only the views that read what it changed. The host's views read these slices and nothing
/// else of the navigator: a level its presented layer, alert and (the base level) tabs; a stack
/// its root, path and columns; a screen its value and its level's guarded top.
@MainActor
@Suite("SwiftUI display slices")
struct SwiftUIDisplaySlicesTests {
  /// Whether an observer of what `read` reads has been told of a change, as SwiftUI's would be.
  /// `withObservationTracking` calls `onChange` synchronously, on the thread that makes the
  /// change, so the flag needs no lock.
  private final class ChangeFlag: @unchecked Sendable {
    private(set) var fired = false

    init(tracking read: () -> Void) {
      withObservationTracking(read) { [self] in fired = true }
    }
  }

  /// What a level's view reads (`NavigatorLevelView`).
  private func levelView(_ slices: SwiftUIDisplaySlices<String>, _ level: Int, _ root: String?)
    -> ChangeFlag
  {
    let slice = slices.level(level, rootedAt: root.map(screenID))
    #expect(slice != nil)
    return ChangeFlag {
      guard let slice else { return }
      if slice.presentedLayer.value?.style == .popover { _ = slice.presentingScreen }
      _ = (slice.presentedLayer.value, slice.popoverAnchor.value, slice.alert.value)
      _ = (slice.detents.value, slice.blocksInteractiveDismissal.value)
      if level == 0 { _ = (slices.tabs.value, slices.selectedTab.value) }
    }
  }

  /// What a level's stack reads (`NavigatorStackView`).
  private func stackView(_ slices: SwiftUIDisplaySlices<String>, _ level: Int, _ root: String?)
    -> ChangeFlag
  {
    let slice = slices.level(level, rootedAt: root.map(screenID))
    return ChangeFlag { _ = (slice?.root.value, slice?.path.value, slice?.splitLayout.value) }
  }

  /// What a tab's stack reads while another tab is selected.
  private func tabView(_ slices: SwiftUIDisplaySlices<String>, _ tab: TabID) -> ChangeFlag {
    let stack = slices.tab(tab)
    #expect(stack != nil)
    return ChangeFlag { _ = stack?.value }
  }

  /// What a screen's view reads (`NavigatorScreenView`).
  private func screenView(
    _ slices: SwiftUIDisplaySlices<String>, _ name: String, level: Int, _ root: String?
  ) -> ChangeFlag {
    screenView(slices, screenID(name), level: level, root)
  }

  private func screenView(
    _ slices: SwiftUIDisplaySlices<String>, _ id: ScreenID, level: Int, _ root: String?
  ) -> ChangeFlag {
    let screen = slices.screen(id)
    let slice = slices.level(level, rootedAt: root.map(screenID))
    #expect(screen != nil)
    return ChangeFlag { _ = (screen?.value, slice?.guardedTop.value) }
  }

  /// A navigator showing `notation` with an attached host that has shown everything, and the
  /// slices of what it displays.
  private func shown(_ notation: String) throws -> (
    Navigator<String>, SwiftUIDisplaySlices<String>
  ) {
    let navigator = Navigator(try state(notation))
    navigator.attachHost(capabilities: .swiftUI)
    showAllSteps(navigator)
    let slices = SwiftUIDisplaySlices<String>()
    update(slices, from: navigator)
    return (navigator, slices)
  }

  private func update(_ slices: SwiftUIDisplaySlices<String>, from navigator: Navigator<String>) {
    slices.update(
      to: navigator.hosting.displayedState, currentStep: navigator.hosting.currentStep?.id)
  }

  /// Shows every step of the navigator's changes, the slices brought up to date after each
  /// change of the display, as the host's `follow` does.
  private func showSteps(
    _ navigator: Navigator<String>, _ slices: SwiftUIDisplaySlices<String>
  ) {
    update(slices, from: navigator)
    while let step = navigator.hosting.currentStep {
      navigator.hostDidShow(step.id)
      update(slices, from: navigator)
    }
  }

  @Test func aPushRedrawsOnlyThePathOfItsStack() throws {
    let (navigator, slices) = try shown("P2,S3")
    let base = levelView(slices, 0, nil)
    let baseStack = stackView(slices, 0, nil)
    let sheet = levelView(slices, 1, "3")
    let sheetStack = stackView(slices, 1, "3")
    let screens = [
      screenView(slices, "root", level: 0, nil), screenView(slices, "2", level: 0, nil),
      screenView(slices, "3", level: 1, "3"),
    ]
    try navigator.push("4")
    showSteps(navigator, slices)
    #expect(sheetStack.fired)
    #expect(Array(slices.level(1, rootedAt: screenID("3"))?.path.value ?? []).count == 1)
    #expect(!base.fired && !baseStack.fired && !sheet.fired)
    #expect(screens.allSatisfy { !$0.fired })
  }

  @Test func aPushOnTheSelectedTabLeavesTheOtherTabsAndTheTabViewAlone() throws {
    let inbox = [NavigationScreen("inbox", id: screenID("inbox"))]
    let search = [NavigationScreen("search", id: screenID("search"))]
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", stack: inbox), Tab("search", stack: search)], selected: "inbox"))
    navigator.attachHost(capabilities: .swiftUI)
    showAllSteps(navigator)
    let slices = SwiftUIDisplaySlices<String>()
    update(slices, from: navigator)
    let tabView = levelView(slices, 0, nil)
    let selectedStack = stackView(slices, 0, nil)
    let otherTab = self.tabView(slices, "search")
    let root = screenView(slices, "inbox", level: 0, nil)
    try navigator.push("m1")
    showSteps(navigator, slices)
    #expect(selectedStack.fired)
    #expect(!tabView.fired && !otherTab.fired && !root.fired)
  }

  @Test func anAcknowledgementThatChangesNothingVisibleRedrawsNothing() throws {
    let (navigator, slices) = try shown("P2,S3")
    let pushed = try navigator.push("4")
    update(slices, from: navigator)
    let step = try #require(navigator.hosting.currentStep)
    let views = [
      levelView(slices, 0, nil), stackView(slices, 0, nil), levelView(slices, 1, "3"),
      stackView(slices, 1, "3"), screenView(slices, "root", level: 0, nil),
      screenView(slices, "2", level: 0, nil), screenView(slices, "3", level: 1, "3"),
      screenView(slices, pushed, level: 1, "3"),
    ]
    let stepTask = ChangeFlag { _ = slices.currentStep.value }
    navigator.hostDidShow(step.id)
    update(slices, from: navigator)
    #expect(navigator.hosting.currentStep == nil)
    #expect(stepTask.fired)  // The acknowledgement's own reader: the step's `task(id:)`.
    #expect(views.allSatisfy { !$0.fired })
  }

  @Test func aSheetRedrawsOnlyTheLevelItIsPresentedFrom() throws {
    let (navigator, slices) = try shown("P2,S3")
    let base = levelView(slices, 0, nil)
    let baseStack = stackView(slices, 0, nil)
    let sheet = levelView(slices, 1, "3")
    let sheetStack = stackView(slices, 1, "3")
    let screen = screenView(slices, "3", level: 1, "3")
    try navigator.present("4", as: .sheet)
    showSteps(navigator, slices)
    #expect(sheet.fired)
    #expect(!base.fired && !baseStack.fired && !sheetStack.fired && !screen.fired)
    #expect(slices.level(1, rootedAt: screenID("3"))?.presentedLayer.value?.style == .sheet)
  }

  /// A dismissed sheet keeps what it drew, unchanged, while it slides away, and gives it up
  /// once the dismissal ends.
  @Test func aDismissedSheetIsDrawnAsItWasUntilItsDismissalEnds() throws {
    let (navigator, slices) = try shown("P2,S3,P4")
    let base = levelView(slices, 0, nil)
    let baseStack = stackView(slices, 0, nil)
    let sheetStack = stackView(slices, 1, "3")
    let sheetScreen = screenView(slices, "4", level: 1, "3")
    try navigator.update { try $0.dismissAll() }
    showSteps(navigator, slices)
    #expect(base.fired)  // Its sheet's item is now `nil`.
    #expect(!baseStack.fired && !sheetStack.fired && !sheetScreen.fired)
    let leaving = try #require(slices.level(1, rootedAt: screenID("3")))
    #expect(Array(leaving.path.value) == screenIDs("4"))
    #expect(slices.screen(screenID("4"))?.value.screen.route == "4")
    #expect(slices.statesOnScreen.count == 2)
    slices.forgetLeavingLevels()
    #expect(slices.level(1, rootedAt: screenID("3")) == nil)
    #expect(slices.screen(screenID("4")) == nil)
    #expect(slices.statesOnScreen.count == 1)
  }

  /// A layer presented at the level of one that leaves gets a slice of its own: the leaving
  /// one is never drawn with the new one's content, nor the new one with the leaving one's.
  @Test func aNewLayerAtTheSameLevelHasASliceOfItsOwn() throws {
    let (navigator, slices) = try shown("S3")
    let leavingSheet = levelView(slices, 1, "3")
    let leavingStack = stackView(slices, 1, "3")
    try navigator.replace(with: try state("S5"))
    showSteps(navigator, slices)
    #expect(!leavingSheet.fired && !leavingStack.fired)
    #expect(slices.level(1, rootedAt: screenID("3"))?.root.value == screenID("3"))
    #expect(slices.level(1, rootedAt: screenID("5"))?.root.value == screenID("5"))
    #expect(slices.screen(screenID("3")) != nil)
    slices.forgetLeavingLevels()
    #expect(slices.level(1, rootedAt: screenID("3")) == nil)
    #expect(slices.screen(screenID("3")) == nil && slices.screen(screenID("5")) != nil)
    #expect(slices.statesOnScreen.map(notation) == ["[S5]"])
  }

  @Test func aGuardRedrawsOnlyTheLevelWhoseBackItChanges() throws {
    let (navigator, slices) = try shown("P2,S3,P4")
    let base = levelView(slices, 0, nil)
    let baseScreens = [
      screenView(slices, "root", level: 0, nil), screenView(slices, "2", level: 0, nil),
    ]
    let sheet = levelView(slices, 1, "3")
    let top = screenView(slices, "4", level: 1, "3")
    try navigator.update { try $0.setLeaveGuard(true, for: screenID("4")) }
    showSteps(navigator, slices)
    #expect(sheet.fired && top.fired)
    #expect(!base.fired && baseScreens.allSatisfy { !$0.fired })
    let guarded = slices.level(1, rootedAt: screenID("3"))?.guardedTop.value
    #expect(SwiftUIBackButton(forScreen: screenID("4"), guardedTop: guarded).hidesSystemBack)
    #expect(slices.level(1, rootedAt: screenID("3"))?.blocksInteractiveDismissal.value == true)
  }

  @Test func anAlertRedrawsOnlyTheTopLevel() throws {
    let (navigator, slices) = try shown("P2,S3")
    let base = levelView(slices, 0, nil)
    let sheet = levelView(slices, 1, "3")
    let sheetStack = stackView(slices, 1, "3")
    try navigator.update { try $0.showAlert(try cancellableAlert()) }
    showSteps(navigator, slices)
    #expect(sheet.fired && !base.fired && !sheetStack.fired)
    #expect(slices.level(1, rootedAt: screenID("3"))?.alert.value != nil)
  }

  @Test func aRouteUpdatedInPlaceRedrawsOnlyThatScreen() throws {
    let (navigator, slices) = try shown("P2,P3")
    let stack = stackView(slices, 0, nil)
    let updated = screenView(slices, "3", level: 0, nil)
    let other = screenView(slices, "2", level: 0, nil)
    try navigator.update { try $0.updateRoute(of: screenID("3"), to: "3'") }
    showSteps(navigator, slices)
    #expect(updated.fired && !other.fired && !stack.fired)
    #expect(slices.screen(screenID("3"))?.value.screen.route == "3'")
  }

  /// A screen whose coordinator has not started when it is shown draws a placeholder, and is
  /// drawn again once the coordinator runs, at the next update, whatever it changes.
  @Test func aScreenWaitingForItsCoordinatorIsDrawnAgainOnceItRuns() throws {
    let navigator = Navigator(try state("P2"))
    navigator.attachHost(capabilities: .swiftUI)
    showAllSteps(navigator)
    var started = false
    let slices = SwiftUIDisplaySlices<String> { id, owner in
      id == screenID("2") && !started ? .notStarted : .ready(owner)
    }
    update(slices, from: navigator)
    #expect(slices.screen(screenID("2"))?.value.canMakeContent == false)
    let waiting = screenView(slices, "2", level: 0, nil)
    let root = screenView(slices, "root", level: 0, nil)
    update(slices, from: navigator)
    #expect(!waiting.fired)
    started = true
    try navigator.push("3")
    showSteps(navigator, slices)
    #expect(waiting.fired && !root.fired)
    #expect(slices.screen(screenID("2"))?.value.canMakeContent == true)
  }

  /// Whatever the steps between any two sample states, the slices show the projection of the
  /// displayed state and each of its screens.
  @Test func everyStepOfEveryPlanIsShownAsItsProjection() throws {
    let states = try sampleStates()
    for from in states {
      for to in states {
        let slices = SwiftUIDisplaySlices<String>()
        for state in [from]
          + TransitionPlan(from: from, to: to, capabilities: .swiftUI).map(\.state)
        {
          slices.update(to: state, currentStep: nil)
          let projection = SwiftUINavigationProjection(state)
          for (index, level) in projection.levels.enumerated() {
            let slice = slices.level(index, rootedAt: index == 0 ? nil : level.root)
            #expect(slice?.root.value == level.root, "\(notation(state))")
            #expect(slice?.path.value == level.path, "\(notation(state))")
            #expect(slice?.presentedLayer.value == level.presentedLayer, "\(notation(state))")
            #expect(slice?.alert.value == (index == projection.topLevel ? state.alert : nil))
          }
          for screen in state.screens {
            #expect(slices.screen(screen.id)?.value.screen == screen, "\(notation(state))")
          }
        }
      }
    }
  }

  /// Following a navigator, the slices catch up with each change on the main actor's next
  /// turn, and only then tell the views that read what changed.
  @Test func followingANavigatorUpdatesOnItsNextTurn() async throws {
    let navigator = Navigator(try state("P2"))
    navigator.attachHost(capabilities: .swiftUI)
    showAllSteps(navigator)
    let slices = SwiftUIDisplaySlices<String>()
    // Each update is announced, so the test waits for it without polling the main actor.
    let (updates, announce) = AsyncStream.makeStream(of: Int.self)
    slices.follow(
      { (navigator.hosting.displayedState, navigator.hosting.currentStep?.id) },
      afterEach: { [weak slices] in announce.yield(slices?.updateCount ?? 0) })
    var announced = updates.makeAsyncIterator()
    #expect(await announced.next() == 1)
    let stack = stackView(slices, 0, nil)
    try navigator.push("3")
    try navigator.push("4")
    #expect(!stack.fired)  // Not before the main actor's next turn.
    #expect(await announced.next() == 2)  // Both pushes in one update.
    #expect(stack.fired)
    #expect(slices.currentStep.value == navigator.hosting.currentStep?.id)
  }

}
