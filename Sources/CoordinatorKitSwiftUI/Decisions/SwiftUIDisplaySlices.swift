import CoordinatorKit
import Observation

/// What a SwiftUI host draws, kept as slices that each view reads on its own: one
/// ``SwiftUILevelSlice`` per level, one observed value per tab and per screen, and the step being
/// shown. Each is assigned only when its value changes, so a change redraws only the views that
/// read what it changed.
///
/// SwiftUI re-evaluates a view's body when an observed value it read changes. A host whose views
/// all read the navigator's displayed state redrew every level, every stack and every screen on
/// every change, a step's acknowledgement included (it changes the display, not what is drawn).
/// Here a push on one stack changes that stack's path alone, a sheet the presented layer of the
/// level it is presented from, an acknowledgement that changes nothing visible nothing, and the
/// other levels, tabs and screens hear nothing.
///
/// Bringing the slices up to date costs what changed: the projection is brought up to date by
/// ``SwiftUIProjectionCache``, and only the levels from the lowest one it changed are compared
/// (all of them while leave guards are in the state, since a guard changes no level's screens).
/// A level that leaves the displayed state (a sheet sliding away) keeps its slice, and its
/// screens theirs, unchanged until ``forgetLeavingLevels()``: so it is drawn as it last was.
@MainActor
package final class SwiftUIDisplaySlices<Route: Equatable & Sendable> {
  private var cache = SwiftUIProjectionCache<Route>()
  /// The displayed levels, base first.
  private var levels: [SwiftUILevelSlice] = []
  /// The levels that left the displayed state and may still slide away, by their root.
  private var leaving: [ScreenID: SwiftUILevelSlice] = [:]
  /// The last state that showed each leaving level, by its root.
  private var leavingStates: [ScreenID: NavigationState<Route>] = [:]
  private var screens: [ScreenID: SwiftUIObservedValue<Screen>] = [:]
  /// The screens whose content could not be made when last shown (their coordinator had not
  /// started): asked again after each update.
  private var waitingForContent: Set<ScreenID> = []
  /// Whether a screen's content can be made now (`Navigator.contentOwner(ofScreen:shownAs:)`).
  private let contentOwner: @MainActor (ScreenID, CoordinatorID?) -> ScreenContentOwner
  private var tabStacks: [TabID: SwiftUIObservedValue<SwiftUITabsProjection.TabStack>] = [:]
  /// The level that was given the alert last: the top level then.
  private var alertLevel: Int?
  /// Whether the state last shown had leave guards.
  private var showedLeaveGuards = false

  /// The state the slices show: the displayed state when they were last brought up to date.
  package private(set) var displayed: NavigationState<Route>?
  /// The tabs of the base level with their labels, in order; empty when the base is a single
  /// stack.
  package let tabs = SwiftUIObservedValue<[TabItem]>([])
  /// The selected tab, the value of the `TabView`'s selection.
  package let selectedTab = SwiftUIObservedValue<TabID?>(nil)
  /// The step the host shows now, which its acknowledgement waits for.
  package let currentStep = SwiftUIObservedValue<StepID?>(nil)
  /// How many times the slices were brought up to date, for tests.
  package private(set) var updateCount = 0

  /// A screen as its view draws it.
  package struct Screen: Equatable {
    /// The screen, as the displayed state shows it.
    package let screen: NavigationScreen<Route>
    /// Whether its content can be made: `false` while its coordinator has not started, and
    /// its view draws a placeholder until it does.
    package let canMakeContent: Bool
    /// How it shows beyond its content (it hides the tab bar, it zooms from a control): fixed
    /// while it stays (``SwiftUIScreenChrome``).
    package var options = ScreenOptions.standard
  }

  /// Slices that show nothing yet; `contentOwner` says whether a screen's content can be made
  /// now (the navigator's `contentOwner(ofScreen:shownAs:)`; by default, always).
  package init(
    contentOwner: @escaping @MainActor (ScreenID, CoordinatorID?) -> ScreenContentOwner = {
      .ready($1)
    }
  ) {
    self.contentOwner = contentOwner
  }

  // MARK: What views read

  /// The slice of the level at `level` rooted at `root` (`nil` for the base level): the
  /// displayed one, or the one left on screen while it slides away.
  package func level(_ level: Int, rootedAt root: ScreenID?) -> SwiftUILevelSlice? {
    if levels.indices.contains(level),
      root == nil || levels[level].root.unobservedValue == root
    {
      return levels[level]
    }
    return root.flatMap { leaving[$0] }
  }

  /// The screen `id` as drawn now: displayed, or on a level that slides away.
  package func screen(_ id: ScreenID) -> SwiftUIObservedValue<Screen>? {
    screens[id]
  }

  /// The stack of the tab `id`.
  package func tab(_ id: TabID) -> SwiftUIObservedValue<SwiftUITabsProjection.TabStack>? {
    tabStacks[id]
  }

  /// The states whose screens are on screen: the displayed one, and the last states of the
  /// levels still sliding away.
  package var statesOnScreen: [NavigationState<Route>] {
    (displayed.map { [$0] } ?? []) + leavingStates.values
  }

  // MARK: Bringing them up to date

  /// What the followed navigator displays: the state and the step being shown.
  package typealias Display = (state: NavigationState<Route>, step: StepID?)

  /// What ``follow(_:afterEach:)`` reads, and does after each update.
  private var followed: (read: @MainActor () -> Display, afterEach: @MainActor () -> Void)?

  /// Shows what `read` gives now, and again after each change of what it read, until the
  /// slices are released; `afterEach` runs after each update. Calling it again does nothing.
  ///
  /// The host's views then read the slices alone, never the navigator's display, which changes
  /// on every change and every acknowledgement. Observation tells of a change before it
  /// happens, so the slices are updated on the main actor's next turn, which also gathers
  /// the changes of one turn into one update.
  package func follow(
    _ read: @escaping @MainActor () -> Display, afterEach: @escaping @MainActor () -> Void = {}
  ) {
    guard followed == nil else { return }
    followed = (read, afterEach)
    updateFollowing()
  }

  private func updateFollowing() {
    guard let followed else { return }
    let display = withObservationTracking(followed.read) { [weak self] in
      Task { @MainActor [weak self] in self?.updateFollowing() }
    }
    update(to: display.state, currentStep: display.step)
    followed.afterEach()
  }

  /// Shows `displayed`, with `step` the step being shown: assigns every slice whose value
  /// differs, and nothing else.
  package func update(to displayed: NavigationState<Route>, currentStep step: StepID?) {
    updateCount += 1
    let previous = self.displayed
    let projection = cache.projection(of: displayed)
    let change = cache.lastUpdate
    self.displayed = displayed
    let lowest = change.isRebuilt ? 0 : change.lowestChangedLevel
    let hasLeaveGuards = displayed.hasLeaveGuards
    let readsGuards = hasLeaveGuards || showedLeaveGuards
    showedLeaveGuards = hasLeaveGuards

    // The levels from the first whose root differs leave, unchanged.
    var leavingScreens: Set<ScreenID> = []
    if let first = levels.indices.dropFirst(max(lowest, 1)).first(where: {
      $0 >= projection.levels.count || levels[$0].root.unobservedValue != projection.levels[$0].root
    }) {
      for slice in levels[first...] {
        let root = slice.root.unobservedValue
        slice.alert.set(nil)
        leaving[root] = slice
        leavingStates[root] = previous
        leavingScreens.formUnion(slice.screens)
      }
      levels.removeSubrange(first...)
    }

    let top = projection.topLevel
    for index in (readsGuards ? 0 : min(lowest, projection.levels.count))..<projection.levels.count
    {
      let level = projection.levels[index]
      let slice: SwiftUILevelSlice
      if levels.indices.contains(index) {
        slice = levels[index]
      } else {
        // A level coming back before it finished leaving is drawn by the views it had.
        slice = leaving.removeValue(forKey: level.root) ?? SwiftUILevelSlice(level)
        leavingStates[level.root] = nil
        levels.append(slice)
      }
      if index >= lowest {
        slice.show(level, in: displayed)
        if index > 0 {
          let style = projection.levels[index - 1].presentedLayer?.style
          slice.detents.set(
            style == .sheet ? SwiftUISheetDetents(layerRootedAt: level.root, in: displayed) : nil)
        }
      }
      slice.blocksInteractiveDismissal.set(
        hasLeaveGuards && index > 0 && displayed.blocksInteractiveDismissal(atLevel: index))
      slice.guardedTop.set(
        hasLeaveGuards ? SwiftUIBackButton.GuardedTop(atLevel: index, in: displayed) : nil)
    }
    // Only the top level shows the alert.
    if alertLevel != top, let alertLevel, levels.indices.contains(alertLevel) {
      levels[alertLevel].alert.set(nil)
    }
    levels[top].alert.set(projection.alert)
    alertLevel = top

    updateScreens(of: displayed, change, keeping: leavingScreens)
    if change.isRebuilt || !tabs.unobservedValue.isEmpty {
      updateTabs(cache.tabs(of: displayed), all: change.isRebuilt)
    }
    currentStep.set(step)
  }

  /// Forgets the levels that left the displayed state, with their screens: called once a
  /// dismissal has ended (its `onDismiss`), when nothing draws them any more. What
  /// ``follow(_:afterEach:)`` does after each update follows.
  package func forgetLeavingLevels() {
    for slice in leaving.values {
      for id in slice.screens where cache.screen(withID: id) == nil {
        forget(id)
      }
    }
    leaving = [:]
    leavingStates = [:]
    followed?.afterEach()
  }

  private func updateScreens(
    of displayed: NavigationState<Route>, _ change: SwiftUIProjectionCache<Route>.Update,
    keeping leavingScreens: Set<ScreenID>
  ) {
    // Asked first, so that a screen shown again below is asked once.
    for id in waitingForContent {
      if let value = screens[id] {
        show(value.unobservedValue.screen, options: value.unobservedValue.options)
      }
    }
    if change.isRebuilt {
      let kept = Set(leaving.values.lazy.flatMap(\.screens))
      for id in screens.keys where !kept.contains(id) && cache.screen(withID: id) == nil {
        forget(id)
      }
      let options = displayed.nonStandardScreenOptions
      for screen in displayed.screens {
        show(screen, options: options[screen.id] ?? .standard)
      }
      return
    }
    for screen in change.added {
      show(screen, options: (try? displayed.options(ofScreen: screen.id)) ?? .standard)
    }
    guard !change.removed.isEmpty else { return }
    // A screen that left and came back changed (its route updated in place) keeps its value.
    let added = Set(change.added.lazy.map { $0.id })
    for id in change.removed where !leavingScreens.contains(id) && !added.contains(id) {
      forget(id)
    }
  }

  private func show(_ screen: NavigationScreen<Route>, options: ScreenOptions) {
    let canMakeContent = contentOwner(screen.id, screen.owner) != .notStarted
    if canMakeContent {
      waitingForContent.remove(screen.id)
    } else {
      waitingForContent.insert(screen.id)
    }
    var drawn = Screen(screen: screen, canMakeContent: canMakeContent)
    drawn.options = options
    if let value = screens[screen.id] {
      value.set(drawn)
    } else {
      screens[screen.id] = SwiftUIObservedValue(drawn)
    }
  }

  private func forget(_ id: ScreenID) {
    screens[id] = nil
    waitingForContent.remove(id)
  }

  /// Shows `projection`'s tabs: every one when the state was projected whole (`all`), else
  /// only the selected one, the only one a version of a state can change.
  private func updateTabs(_ projection: SwiftUITabsProjection, all: Bool) {
    tabs.set(projection.tabs.map(\.item))
    selectedTab.set(projection.selected)
    if all {
      let ids = Set(projection.tabs.map(\.id))
      tabStacks = tabStacks.filter { ids.contains($0.key) }
    }
    for tab in projection.tabs where all || tab.id == projection.selected {
      if let value = tabStacks[tab.id] {
        value.set(tab)
      } else {
        tabStacks[tab.id] = SwiftUIObservedValue(tab)
      }
    }
  }
}
