import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// What an app's test reads and drives besides requests: the last change, the platform's back on
/// a state, dismissing a layer by one of its screens, and restoring a tabbed state tab by tab
/// with a tab's target adjusted first.
@MainActor
@Suite("Public seams an app's test uses")
struct PublicSeamsTests {
  @Test func theLastChangeSaysWhatTheLastRequestDid() throws {
    let navigator = Navigator(root: NotesRoute.list)
    #expect(navigator.lastChange == nil)
    try navigator.update { try $0.push(.settings) }
    let change = try #require(navigator.lastChange)
    #expect(change.cause == .request)
    #expect(change.addedScreens.map(\.route) == [.settings])
    #expect(change.to == navigator.state)
  }

  /// An app reads `state`, the truth; a host reads where its display is on the way through
  /// `hosting`, and the two meet when every step is shown.
  @Test func aHostReadsItsDisplayThroughHostingWhileTheAppReadsTheState() throws {
    let navigator = Navigator(root: NotesRoute.list)
    navigator.attachHost(capabilities: .oneAtATime)
    try navigator.update {
      try $0.push(.settings)
      try $0.push(.account)
    }
    #expect(navigator.state.screens.map(\.route) == [.list, .settings, .account])
    #expect(navigator.hosting.shownState.screens.map(\.route) == [.list])
    let first = try #require(navigator.hosting.currentStep)
    #expect(navigator.hosting.displayedState.screens.map(\.route) == [.list, .settings])
    navigator.hostDidShow(first.id)
    #expect(navigator.hosting.shownState == first.state)
    while let step = navigator.hosting.currentStep {
      navigator.hostDidShow(step.id)
    }
    #expect(navigator.hosting.shownState == navigator.state)
    #expect(navigator.hosting.displayedState == navigator.state)
  }

  @Test func backOnAStateIsWhatThePlatformsBackDoes() throws {
    var state = NavigationState(root: NotesRoute.list)
    #expect(state.backNavigation == nil, "the root has no back")
    try state.push(.settings)
    #expect(state.backNavigation == .wentBack(to: state.root.id))
    let account = try state.present(.account, as: .sheet)
    #expect(state.backNavigation == .dismissedLayer(containing: account))
    try state.push(.security)
    #expect(state.backNavigation == .wentBack(to: account))
  }

  @Test func dismissingTheLayerOfAScreenRemovesItAndEveryLayerAbove() throws {
    var state = NavigationState(root: NotesRoute.list)
    let sheet = try state.present(.settings, as: .sheet)
    try state.push(.account)
    try state.present(.security, as: .cover)
    let outcome = try state.dismissLayer(containing: sheet)
    #expect(outcome.removedScreens.map(\.route) == [.settings, .account, .security])
    #expect(state.screens.map(\.route) == [.list])

    let before = state
    #expect(throws: NavigationError.screenNotFound(sheet)) {
      try state.dismissLayer(containing: sheet)
    }
    #expect(state == before, "a refused dismissal changes nothing")
  }

  @Test func aTabsTargetIsAdjustedBeforeItIsRestored() throws {
    let navigator = Navigator(root: NotesRoute.list)
    let tabs = TabsCoordinator(navigator: navigator)
    try tabs.startAsRoot()
    let saved = try NavigationState<NotesRoute>(
      tabs: [
        Tab("notes", root: .list),
        Tab(
          "settings",
          stack: [
            NavigationScreen(.settings), NavigationScreen(.account), NavigationScreen(.security),
          ]),
      ], selected: "notes")

    let targets = NavigationTarget.targets(restoring: saved)
    #expect(targets.map(\.tab) == ["settings", "notes"], "the selected tab last, ending on it")
    #expect(targets[0].path.map(\.route) == [.account, .security])
    // As an app whose sign-in is not saved: Security needs it, so that tab ends before it.
    for var target in targets {
      target.path.removeAll { $0.route == .security }
      try navigator.restore(target)
    }
    #expect(navigator.state.selectedTab == "notes")
    let settings = try #require(navigator.state.tabStacks.first { $0.id == "settings" })
    #expect(settings.stack.map(\.route) == [.settings, .account])
  }
}
