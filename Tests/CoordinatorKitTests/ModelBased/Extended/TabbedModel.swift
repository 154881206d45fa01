import CoordinatorKit

/// The reference model of the extended model-based test: what a tabbed navigator shows, written
/// from the documentation (DocC comments, README) with plain arrays and no engine code.
///
/// - Each tab has its own stack, root first; the selected tab's stack is the base stack, and modal
///   layers present over the whole container (README, "Tabs and leave guards").
/// - A flow pushes into its tab whichever tab is selected, under the modal layers
///   (``Coordinator/coordinate(to:inTab:)``); a sheet child's screens form a new layer on top.
/// - A coordinator runs exactly while it owns a screen; when it stops, its lowest screen and
///   everything above it leave, in each stack (a root stays with no owner)
///   (``FlowCoordinator``, "The one lifecycle rule").
/// - A leave-guarded screen leaves only after its coordinator agrees; a synchronous request that
///   would remove one throws ``NavigationError/leaveGuarded(screens:)``; while a question is
///   open, other requests throw ``NavigationError/leaveQuestionOpen(screens:)`` (README).
struct TabbedModel: Equatable {
  struct Screen: Equatable, CustomStringConvertible {
    let id: ScreenID
    var route: Int
    var owner: CoordinatorID?
    var style: PresentationStyle

    var description: String { "\(style == .push ? "" : "\(style) ")\(route)" }
  }

  var tabs: [TabID]
  var stacks: [TabID: [Screen]]
  var selected: TabID
  /// The modal layers over the container, bottom first; each starts with its modal root.
  var layers: [[Screen]] = []
  var guarded: Set<ScreenID> = []

  /// Every screen, in every tab and layer.
  var allScreens: [Screen] {
    tabs.flatMap { stacks[$0] ?? [] } + layers.flatMap { $0 }
  }

  /// The stack the user sees on top: the top layer, or the selected tab's stack.
  var topStack: [Screen] { layers.last ?? stacks[selected] ?? [] }

  func contains(_ id: ScreenID) -> Bool { allScreens.contains { $0.id == id } }

  func screen(_ id: ScreenID) -> Screen? { allScreens.first { $0.id == id } }

  /// The tab whose stack holds `id`, if any.
  func tab(holding id: ScreenID) -> TabID? {
    tabs.first { stacks[$0]?.contains { $0.id == id } == true }
  }

  // MARK: Operations (each as documented for NavigationState)

  /// `pop()`: the top screen of the top stack, when it was pushed.
  mutating func pop() {
    if let layer = layers.indices.last {
      if layers[layer].count > 1 { layers[layer].removeLast() }
    } else if (stacks[selected]?.count ?? 0) > 1 {
      stacks[selected]?.removeLast()
    }
  }

  /// `FlowCoordinator.show(_:)` of a flow's next screen, or of the first screen of a child
  /// pushed by `owner`: onto the tab's stack for a flow that runs in tab `tab` and whose highest
  /// screen is not in a modal layer, onto the top stack otherwise (even over another flow's
  /// sheet).
  mutating func push(_ screen: Screen, asNextOf owner: CoordinatorID, inTab tab: TabID?) {
    let inLayer = layers.contains { $0.contains { $0.owner == owner } }
    if let tab, !inLayer {
      stacks[tab]?.append(screen)
    } else if layers.isEmpty {
      stacks[selected]?.append(screen)
    } else {
      layers[layers.count - 1].append(screen)
    }
  }

  /// `dismiss()`: the top layer.
  mutating func dismiss() {
    if !layers.isEmpty { layers.removeLast() }
  }

  /// `popToRoot(inTab:)`: the tab's stack back to its root; layers stay.
  mutating func popToRoot(inTab tab: TabID) {
    if let root = stacks[tab]?.first { stacks[tab] = [root] }
  }

  /// `selectTab(_:)`: layers go, the tab left keeps its stack; the selected tab changes nothing.
  mutating func selectTab(_ tab: TabID) {
    guard tab != selected else { return }
    layers.removeAll()
    selected = tab
  }

  /// `pop(to:)` as the back gesture uses it: the screens above `id` leave (layers above it
  /// too). Returns `false` when `id` is not on the path.
  mutating func pop(to id: ScreenID) -> Bool {
    for index in layers.indices.reversed() {
      if let position = layers[index].firstIndex(where: { $0.id == id }) {
        layers.removeSubrange((index + 1)...)
        layers[index].removeSubrange((position + 1)...)
        return true
      }
    }
    guard let position = stacks[selected]?.firstIndex(where: { $0.id == id }) else {
      return false
    }
    layers.removeAll()
    stacks[selected]?.removeSubrange((position + 1)...)
    return true
  }

  /// `dismissLayer(containing:)`: the layer holding `id` and every layer above it.
  mutating func dismissLayer(containing id: ScreenID) -> Bool {
    guard let index = layers.firstIndex(where: { $0.contains { $0.id == id } }) else {
      return false
    }
    layers.removeSubrange(index...)
    return true
  }

  /// What the user removed, applied to the state the app reached meanwhile: exactly those
  /// screens leave, with the pushes of a layer whose root left.
  mutating func remove(removedByUser removed: Set<ScreenID>) {
    for tab in tabs {
      guard let stack = stacks[tab], let root = stack.first else { continue }
      stacks[tab] = [root] + stack.dropFirst().filter { !removed.contains($0.id) }
    }
    layers = layers.compactMap { layer in
      guard let root = layer.first, !removed.contains(root.id) else { return nil }
      return layer.filter { !removed.contains($0.id) }
    }
  }

  /// The screens in `self` that `other` no longer has.
  func removed(in other: TabbedModel) -> [ScreenID] {
    allScreens.map(\.id).filter { !other.contains($0) }
  }

  /// The guarded screens `other` removes.
  func guardedRemoved(in other: TabbedModel) -> Set<ScreenID> {
    Set(removed(in: other)).intersection(guarded)
  }

  /// Drops the guard marks of screens that left.
  mutating func dropStaleGuards() {
    guarded = guarded.filter(contains)
  }

  /// The screens of `owners` leave: in each stack their lowest screen and everything above it
  /// (a root of theirs stays with no owner); in the selected tab, the layers above go too.
  mutating func removeScreens(ownedBy owners: Set<CoordinatorID>) {
    func owned(_ screen: Screen) -> Bool { screen.owner.map(owners.contains) ?? false }
    var pathCut = false
    for tab in tabs {
      guard var stack = stacks[tab], let lowest = stack.firstIndex(where: owned) else { continue }
      if lowest == 0 {
        stack[0].owner = nil
        stack.removeSubrange(1...)
      } else {
        stack.removeSubrange(lowest...)
      }
      stacks[tab] = stack
      if tab == selected { pathCut = true }
    }
    if pathCut {
      layers.removeAll()
    } else if let layer = layers.firstIndex(where: { $0.contains(where: owned) }) {
      let position = layers[layer].firstIndex(where: owned) ?? 0
      if position == 0 {
        layers.removeSubrange(layer...)
      } else {
        layers.removeSubrange((layer + 1)...)
        layers[layer].removeSubrange(position...)
      }
    }
    dropStaleGuards()
  }

  /// The owners of the screens.
  var owners: Set<CoordinatorID> { Set(allScreens.compactMap(\.owner)) }
}

extension TabbedModel {
  /// What the engine's state shows, as a model (for comparison).
  init(of state: NavigationState<Int>) {
    func screen(_ screen: CoordinatorKit.NavigationScreen<Int>, _ style: PresentationStyle)
      -> Screen
    {
      Screen(id: screen.id, route: screen.route, owner: screen.owner, style: style)
    }
    tabs = state.tabs
    selected = state.selectedTab ?? ""
    stacks = [:]
    for tab in state.tabStacks {
      stacks[tab.id] = tab.stack.map { screen($0, .push) }
    }
    layers = state.layers.map { layer in
      let style = PresentationStyle.modal(layer.style)
      return [screen(layer.root, style)] + layer.screens.dropFirst().map { screen($0, .push) }
    }
    guarded = state.leaveGuardedScreens
  }
}
