/// The steps a host shows, one at a time, to get from one state to another.
///
/// UI frameworks show one kind of change per update: they cannot dismiss two sheets and push
/// three screens at once, and no UI turns one presented sheet into another. A plan splits any
/// change into steps a host can perform, each labelled with its ``StepAction``:
///
/// 1. update in place the screens both states share (same identity and presentation, at the same
///    place) whose routes changed;
/// 2. remove the alert that goes (with the dismissals, where the host dismisses several at once);
/// 3. dismiss the layers that go, top first: one per step, or all in one step where the host can;
/// 4. pop the pushes that go in one step (or, where the host can, replace that stack with its new
///    screens in one step); when the root itself changes identity, replace the base stack;
/// 5. add what is new: pushes (merged where the host can), then each new layer (with its pushes,
///    where the host can), then the new alert.
///
/// When the selected tab changes, the alert and the modal layers go first (they are over the
/// whole container), then one ``StepAction/selectTab(_:)`` step shows the tab as it was left,
/// and the steps above follow from there (pushes into the tab, new layers). A change to the
/// other tabs' stacks alone is one ``StepAction/replaceTabs`` step; a screen that moves from the
/// selected tab (or a layer over it) into another tab leaves first (a pop or a dismissal), and
/// one that moves the other way arrives after that step.
///
/// A screen is matched by identity, never by position: a screen that changed identity is removed
/// and its replacement added. So every step is a valid state (no screen appears twice), a step
/// never shows nothing new, and the last step is the target. A plan between equal states is
/// empty.
///
/// Every step is a prefix of the start (with its in-place updates) or of the target, and states
/// share their nodes, so planning and storing the steps cost the part of the states that
/// changes, whatever their depth.
public struct TransitionPlan<Route: Equatable>: RandomAccessCollection {
  /// The state the plan starts from (not a step itself).
  public let start: NavigationState<Route>
  /// The state the plan ends at: the last step's state, when there are steps.
  public let target: NavigationState<Route>
  /// The steps' storage, held as plain references (see ``PathNodeList`` for why). Unsafe only
  /// to the compiler: every element is the ``StepDetails`` of a step of `Route`, `Sendable`
  /// when `Route` is.
  nonisolated(unsafe) private let steps: ContiguousArray<AnyObject>

  /// Plans the steps from `start` to `target` for a host with the given capabilities.
  public init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation = .everyStep
  ) {
    self.init(
      from: start, to: target, capabilities: capabilities, animation: animation, transition: 0)
  }

  /// Plans the steps and numbers them as transition `transition` of a navigator.
  /// `plansEndChangesDirectly: false` plans every change the general way, for a test that checks
  /// the direct way makes the same steps.
  init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int,
    plansEndChangesDirectly: Bool = true
  ) {
    // Planned first, so the states are moved into the plan after their last use, not copied.
    steps = plannedSteps(
      from: start, to: target, capabilities: capabilities, animation: animation,
      transition: transition, plansEndChangesDirectly: plansEndChangesDirectly)
    self.start = start
    self.target = target
  }

  // The accessors a host calls for every step are always inlined: called from another file, a
  // member of a generic type takes that type, which the runtime looks up on every call.

  /// The first step's position (always 0).
  public var startIndex: Int { 0 }
  /// One past the last step.
  public var endIndex: Int {
    @inline(__always) get { steps.count }
  }

  /// The number of steps (stated directly: the generic default walks the indices).
  public var count: Int {
    @inline(__always) get { steps.count }
  }

  /// The step at `position`.
  @inline(__always)
  public subscript(position: Int) -> TransitionStep<Route> {
    TransitionStep(details(at: position))
  }

  /// What the plan stores of the step at `position`: its identity and action are read from it
  /// without making the step, which would copy its state.
  @inline(__always)
  func details(at position: Int) -> StepDetails {
    unsafeDowncast(steps[position], to: StepDetails.self)
  }
}

extension TransitionPlan: Sendable where Route: Sendable {}

/// The steps of ``TransitionPlan``'s plan from `start` to `target`, as it stores them: each a
/// ``StepDetails``. A function rather than a member, so that the navigator's queue, which keeps
/// only the steps, plans without the runtime looking up the plan's type. Always inlined into
/// its two callers, so planning costs no more than before it was shared.
@inline(__always)
func plannedSteps<Route: Equatable>(
  from start: NavigationState<Route>, to target: NavigationState<Route>,
  capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int,
  plansEndChangesDirectly: Bool = true
) -> ContiguousArray<AnyObject> {
  // A screen added on top, or screens removed from the top, is planned as it is found.
  if plansEndChangesDirectly,
    let planned =
      endChangeSteps(
        from: start, to: target, capabilities: capabilities, animation: animation,
        transition: transition)
      ?? stackChangeSteps(
        from: start, to: target, capabilities: capabilities, animation: animation,
        transition: transition)
  {
    return planned
  }
  var planner = Planner(
    start: start, target: target, capabilities: capabilities, animation: animation,
    transition: transition)
  if start.hasSameTabs(as: target) {
    planner.plan()
  } else {
    planner.planTabChange()
  }
  return planner.finishedSteps()
}

/// Works out a plan's steps; see ``TransitionPlan`` for the order.
///
/// It works on path nodes and plain integers: in generic code, arrays of screens, tuples and key
/// paths each ask the runtime for type information, which made a one-step plan cost a hundred
/// thousand instructions.
private struct Planner<Route: Equatable> {
  let start: NavigationState<Route>
  let target: NavigationState<Route>
  let capabilities: TransitionCapabilities
  let animation: TransitionAnimation
  let transition: Int
  /// The leave guards every step carries: the target's, and the start's for the screens that
  /// leave, so a host keeps a guarded screen's gestures blocked until it has gone.
  private var guards: LeaveGuardSet? {
    guardsObject === AbsentPart.shared
      ? nil : unsafeDowncast(guardsObject, to: LeaveGuardSet.self)
  }
  /// The guards, `AbsentPart` for none (see ``PathNode``, "Storage that generic code copies
  /// cheaply": a planner is made and dropped for every change).
  private let guardsObject: AnyObject
  /// The steps so far, each the ``StepDetails`` of a step.
  private var steps: ContiguousArray<AnyObject> = []

  init(
    start: NavigationState<Route>, target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) {
    self.start = start
    self.target = target
    self.capabilities = capabilities
    self.animation = animation
    self.transition = transition
    guardsObject = stepGuards(from: start, to: target) ?? AbsentPart.shared
  }

  /// The planned steps, with the last one animated when only the last should be.
  func finishedSteps() -> ContiguousArray<AnyObject> {
    finished(steps, animation: animation)
  }

  private mutating func append(_ action: StepAction, _ step: NavigationState<Route>) {
    steps.append(
      boxedStep(
        action, step, guards: guards, number: steps.count, of: transition, animation: animation))
  }

  mutating func plan() {
    guard start.rootNode.id == target.rootNode.id else {
      planNewRoot()
      return
    }
    // The prefix both paths share, then the nodes of each above it, cut into stacks: the rest of
    // the stack the shared prefix ends in, then each modal layer with its pushes.
    var routesChanged = false
    let shared = Self.sharedPrefix(start.top, target.top, routesChanged: &routesChanged)
    routesChanged =
      routesChanged
      || (start.rootNode !== target.rootNode
        && (start.rootNode.route != target.rootNode.route
          || start.rootNode.options != target.rootNode.options))
    let sharedNodes = target.node(atCount: shared)
    let level = sharedNodes?.modalCount ?? 0
    let leavingNodes = PathNodeList(of: start.top, above: shared)
    let arrivingNodes = PathNodeList(of: target.top, above: shared)
    let leavingStacks = StackRange.split(leavingNodes.modalFlags, from: shared)
    let arrivingStacks = StackRange.split(arrivingNodes.modalFlags, from: shared)

    // Layers both keep (same root, same presentation, over stacks both keep), and in each kept
    // stack the pushes both keep; the target's version of every screen both keep.
    var kept = 1
    while kept < min(leavingStacks.count, arrivingStacks.count) {
      let leavingRoot = leavingNodes[leavingStacks[kept].start - shared]
      let arrivingRoot = arrivingNodes[arrivingStacks[kept].start - shared]
      guard leavingRoot.id == arrivingRoot.id, leavingRoot.style == arrivingRoot.style else {
        break
      }
      kept += 1
    }
    // Each value is a `PathNode<Route>`: a dictionary of plain references is compiled here once.
    var keptScreens: [ScreenID: AnyObject] = [:]
    var keptPushes: [Int] = []
    for index in 0..<kept {
      let leaving = leavingStacks[index]
      let arriving = arrivingStacks[index]
      if arriving.hasRoot {
        let root = arrivingNodes[arriving.start - shared]
        keptScreens[root.id] = root
      }
      var count = 0
      while count < leaving.pushCount, count < arriving.pushCount {
        let arrivingPush = arrivingNodes[arriving.pushesStart + count - shared]
        guard leavingNodes[leaving.pushesStart + count - shared].id == arrivingPush.id else {
          break
        }
        keptScreens[arrivingPush.id] = arrivingPush
        count += 1
      }
      keptPushes.append(count)
    }
    let pathsAgree = shared == start.pathCount && shared == target.pathCount
    let alertsAgree = pathsAgree && start.alertBox?.alert.id == target.alertBox?.alert.id

    // 1. The start with every screen both keep as the target has it (route and owner).
    var updated = NavigationState(
      rootNode: target.rootNode, top: start.top,
      alertBox: alertsAgree ? target.alertBox : start.alertBox, tabsBox: target.tabsBox)
    var updatedNodes = leavingNodes
    if sharedNodes !== start.node(atCount: shared) || !keptScreens.isEmpty {
      updated.top = sharedNodes
      for index in 0..<leavingNodes.count {
        let leaving = leavingNodes[index]
        let source =
          keptScreens[leaving.id].map { unsafeDowncast($0, to: PathNode<Route>.self) } ?? leaving
        routesChanged =
          routesChanged
          || (source !== leaving
            && (source.route != leaving.route || source.options != leaving.options))
        updated.top = PathNode(copying: source, below: updated.top)
        updatedNodes[index] = source
      }
    }
    if routesChanged {
      append(.updateInPlace, updated)
    }

    // 2 and 3. The alert and the layers that go, top first.
    let leaving = Prefixes(of: updated, from: shared)
    var dismissed: [Int] = []
    for stack in leavingStacks[kept...].reversed() {
      dismissed.append(stack.start)
    }
    dismiss(layersAt: dismissed, of: leaving, alertGoes: !alertsAgree)

    // 4 and 5. The stacks both keep: those covered by a layer that stays are replaced under it
    // in one step each; the top one pops what goes (or is replaced in one step) and then
    // receives its new pushes. When a screen moves from one kept stack to another, every stack
    // first loses what goes, then gains what comes, so no step shows a screen twice.
    let arriving = Prefixes(of: target, base: sharedNodes, nodes: arrivingNodes, lowest: shared)
    let top = kept - 1
    if top > 0 {
      planCoveredStacks(
        kept: kept, keptPushes: keptPushes, leaving: (leavingStacks, updatedNodes),
        arriving: (arrivingStacks, arrivingNodes), shared: shared, level: level)
    }
    let leavingTop = leavingStacks[top]
    let arrivingTop = arrivingStacks[top]
    let keptEnd = arrivingTop.pushesStart + keptPushes[top]
    var next = keptEnd
    if leavingTop.pushCount > keptPushes[top], !screensMove {
      if capabilities.replacesStackInOneStep, arrivingTop.end > keptEnd {
        append(.replaceStack(level: level + top), arriving.prefix(arrivingTop.end))
        next = arrivingTop.end
      } else {
        let count = leavingTop.pushCount - keptPushes[top]
        append(.pop(count: count, level: level + top), arriving.prefix(keptEnd))
      }
    }

    // 6 and 7. What is new, then the alert.
    add(from: next, of: arriving, level: level + top, alertComes: !alertsAgree)
  }

  /// The tab container changes: see ``TransitionPlan`` for the order.
  mutating func planTabChange() {
    let from = start.tabsBox
    let to = target.tabsBox
    let keepsSelection =
      from != nil && from?.ids == to?.ids && from?.selectedIndex == to?.selectedIndex
    if keepsSelection {
      var mid = start
      // A screen that moves from the selected tab (or a layer over it) into another tab leaves
      // first, so no step shows it in both places; a screen moving the other way arrives after
      // the tabs changed, in the steps that follow.
      // Only the stacks that changed are read, so an unchanged tab costs nothing.
      var moving: Set<ScreenID> = []
      if let from, let to {
        for (old, new) in zip(from.stacks, to.stacks) {
          guard let new, !new.isIdentical(to: old) else { continue }
          moving.formUnion(new.nodes.map(\.id))
        }
      }
      if !moving.isEmpty {
        var lowest: Int?
        var node = start.top
        while let current = node {
          if moving.contains(current.id) { lowest = current.index }
          node = current.below
        }
        if let lowest {
          mid = start.prefix(lowest, keepingAlert: false)
          planOrdinary(from: start, to: mid)
        }
      }
      mid.tabsBox = to
      // Other tabs whose screens only changed owner (a tab's coordinator stopped) show nothing
      // new: no step, as for an owner change in the selected stack.
      if !start.showsSameTabs(as: target) {
        append(.replaceTabs, mid)
      }
      planOrdinary(from: mid)
      return
    }
    // What is over the container goes first.
    let bare = start.prefix(start.top?.firstModalIndex ?? start.pathCount, keepingAlert: false)
    planOrdinary(from: start, to: bare)
    let baseCount = target.top?.firstModalIndex ?? target.pathCount
    var mid = NavigationState(
      rootNode: target.rootNode, top: target.node(atCount: baseCount), alertBox: nil,
      tabsBox: to)
    if let from, let to, from.ids == to.ids {
      // The tab as the user left it, when it is still the same tab; the steps after it show
      // what changed in it.
      if let stored = from.stacks[to.selectedIndex], stored.rootNode.id == target.rootNode.id {
        mid.rootNode = stored.rootNode
        mid.top = stored.top
      }
      append(.selectTab(to.selected), mid)
    } else {
      append(.replaceTabs, mid)
    }
    planOrdinary(from: mid)
  }

  /// Plans the ordinary steps from `state` to `goal` (the target by default) after the steps
  /// planned so far.
  private mutating func planOrdinary(
    from state: NavigationState<Route>, to goal: NavigationState<Route>? = nil
  ) {
    var next = Planner(
      start: state, target: goal ?? target, capabilities: capabilities, animation: animation,
      transition: transition)
    next.steps = steps
    next.plan()
    steps = next.steps
  }

  /// Whether `planCoveredStacks` popped the top stack itself (screens moved between stacks).
  private var screensMove = false

  /// Replaces the kept stacks below the top one, and pops the top one first when a screen moves
  /// between kept stacks.
  private mutating func planCoveredStacks(
    kept: Int, keptPushes: [Int], leaving: ([StackRange], PathNodeList<Route>),
    arriving: ([StackRange], PathNodeList<Route>), shared: Int, level: Int
  ) {
    let (leavingStacks, leavingNodes) = leaving
    let (arrivingStacks, arrivingNodes) = arriving
    let top = kept - 1
    // What each kept stack shows now, as nodes to copy; the shared nodes sit below them all.
    var stacks = (0..<kept).map { index in
      leavingNodes.nodes(
        in: leavingStacks[index].start - shared..<leavingStacks[index].end - shared)
    }
    func arrivingStack(_ index: Int) -> [PathNode<Route>] {
      arrivingNodes.nodes(
        in: arrivingStacks[index].start - shared..<arrivingStacks[index].end - shared)
    }
    func keptStack(_ index: Int) -> [PathNode<Route>] {
      Array(stacks[index].prefix((leavingStacks[index].hasRoot ? 1 : 0) + keptPushes[index]))
    }
    func current() -> NavigationState<Route> {
      var state = NavigationState(
        rootNode: target.rootNode, top: target.node(atCount: shared), alertBox: nil,
        tabsBox: target.tabsBox)
      for stack in stacks {
        for node in stack {
          state.top = PathNode(copying: node, below: state.top)
        }
      }
      return state
    }
    func sameScreens(_ lhs: [PathNode<Route>], _ rhs: [PathNode<Route>]) -> Bool {
      lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 || $0.id == $1.id }
    }
    var removedFrom: [ScreenID: Int] = [:]
    for index in 0..<kept {
      let stack = leavingStacks[index]
      for position in stack.pushesStart + keptPushes[index]..<stack.end {
        removedFrom[leavingNodes[position - shared].id] = index
      }
    }
    for index in 0..<kept {
      let stack = arrivingStacks[index]
      for position in stack.pushesStart + keptPushes[index]..<stack.end {
        if let from = removedFrom[arrivingNodes[position - shared].id], from != index {
          screensMove = true
        }
      }
    }
    if screensMove {
      if leavingStacks[top].pushCount > keptPushes[top] {
        stacks[top] = keptStack(top)
        let count = leavingStacks[top].pushCount - keptPushes[top]
        append(.pop(count: count, level: level + top), current())
      }
      for index in (0..<top).reversed() where stacks[index].count > keptStack(index).count {
        stacks[index] = keptStack(index)
        append(.replaceStack(level: level + index), current())
      }
    }
    for index in 0..<top where !sameScreens(stacks[index], arrivingStack(index)) {
      stacks[index] = arrivingStack(index)
      append(.replaceStack(level: level + index), current())
    }
  }

  /// The root changed identity: every layer goes, the base stack is replaced, the rest is new.
  private mutating func planNewRoot() {
    let leaving = Prefixes(of: start, from: 0)
    dismiss(layersAt: Self.modalIndices(of: start.top, downTo: 0), of: leaving, alertGoes: true)
    let arriving = Prefixes(of: target, from: 0)
    let baseEnd = target.top?.firstModalIndex ?? target.pathCount
    append(.replaceStack(level: 0), arriving.prefix(baseEnd))
    add(from: baseEnd, of: arriving, level: 0, alertComes: true)
  }

  /// Removes the start's alert (unless it stays) and dismisses the layers that start at the
  /// given path indices, top first.
  private mutating func dismiss(
    layersAt indices: [Int], of leaving: Prefixes<Route>, alertGoes: Bool
  ) {
    let removesAlert = alertGoes && start.alertBox != nil
    let batch = capabilities.dismissesSeveralAtOnce && !indices.isEmpty
    if removesAlert, !batch {
      append(.removeAlert, leaving.prefix(leaving.state.pathCount))
    }
    if batch, let lowest = indices.last {
      append(.dismiss(layers: indices.count), leaving.prefix(lowest))
    } else {
      for index in indices {
        append(.dismiss(layers: 1), leaving.prefix(index))
      }
    }
  }

  /// Adds the target's elements from path index `next` on, on top of the stack at `level`, then
  /// its alert.
  private mutating func add(
    from next: Int, of arriving: Prefixes<Route>, level: Int, alertComes: Bool
  ) {
    var next = next
    var level = level
    let merges = capabilities.pushesSeveralAtOnce
    while let style = arriving.style(at: next) {
      switch style {
      case .push:
        let end = merges ? arriving.endOfPushes(from: next) : next + 1
        append(.push(count: end - next, level: level), arriving.prefix(end))
        next = end
      case .modal(let modal):
        level += 1
        let end = merges ? arriving.endOfPushes(from: next + 1) : next + 1
        append(.present(modal, level: level), arriving.prefix(end))
        next = end
      }
    }
    if alertComes, target.alertBox != nil {
      append(.showAlert, target)
    }
  }

  /// The length of the prefix on which two paths agree in identity and presentation; sets
  /// `routesChanged` to whether a screen in it shows a different route. Walks down from the tops
  /// only to the first node the two share, so the cost is what differs between them.
  static func sharedPrefix(
    _ left: PathNode<Route>?, _ right: PathNode<Route>?, routesChanged: inout Bool
  ) -> Int {
    var left = left
    var right = right
    while let node = left, node.count > (right?.count ?? 0) { left = node.below }
    while let node = right, node.count > (left?.count ?? 0) { right = node.below }
    var shared = left?.count ?? 0
    routesChanged = false
    while let leftNode = left, let rightNode = right, leftNode !== rightNode {
      if leftNode.id != rightNode.id || leftNode.style != rightNode.style {
        shared = leftNode.index
        routesChanged = false  // Differences above a mismatch are removals, not updates.
      } else if leftNode.route != rightNode.route || leftNode.options != rightNode.options {
        routesChanged = true
      }
      left = leftNode.below
      right = rightNode.below
    }
    return shared
  }

  /// The path indices of the modal elements at or above `lowest`, top first.
  static func modalIndices(of top: PathNode<Route>?, downTo lowest: Int) -> [Int] {
    var indices: [Int] = []
    var node = top
    while let current = node, current.index >= lowest {
      guard let start = current.layerStart, start >= lowest else { break }
      indices.append(start)
      node = current.descending(current.index - start + 1)
    }
    return indices
  }
}

/// The prefixes of a state from a given length up, without walking the path once per prefix:
/// the nodes are collected in one walk from the top, so every prefix costs nothing more.
private struct Prefixes<Route> {
  let state: NavigationState<Route>
  /// The node holding the first `lowest` elements.
  var base: PathNode<Route>? {
    baseObject === AbsentPart.shared ? nil : unsafeDowncast(baseObject, to: PathNode<Route>.self)
  }
  /// The base, `AbsentPart` for none (see ``PathNode``, "Storage that generic code copies
  /// cheaply").
  private let baseObject: AnyObject
  /// The nodes above `base`, bottom first.
  private let nodes: PathNodeList<Route>
  private let lowest: Int

  init(of state: NavigationState<Route>, from lowest: Int) {
    let nodes = PathNodeList(of: state.top, above: lowest)
    self.init(
      of: state, base: nodes.count > 0 ? nodes[0].below : state.top, nodes: nodes, lowest: lowest)
  }

  /// The prefixes of `state` from `lowest` up, given its nodes above `lowest` (bottom first) and
  /// the node below them, when the caller has already collected them.
  init(
    of state: NavigationState<Route>, base: PathNode<Route>?, nodes: PathNodeList<Route>,
    lowest: Int
  ) {
    self.state = state
    baseObject = base ?? AbsentPart.shared
    self.nodes = nodes
    self.lowest = lowest
  }

  /// The state's first `count` elements (`count` at least the lowest length), without the alert.
  @inline(__always)
  func prefix(_ count: Int) -> NavigationState<Route> {
    let top = count == lowest ? base : nodes[count - lowest - 1]
    return NavigationState(
      rootNode: state.rootNode, top: top, alertBox: nil, tabsBox: state.tabsBox)
  }

  /// How the element at path index `index` was presented, or `nil` past the top.
  @inline(__always)
  func style(at index: Int) -> PresentationStyle? {
    let position = index - lowest
    return position >= 0 && position < nodes.count ? nodes[position].style : nil
  }

  /// One past the last push in the run of pushes that starts at `index`.
  func endOfPushes(from index: Int) -> Int {
    var end = index
    while let style = style(at: end), !style.isModal {
      end += 1
    }
    return end
  }
}

/// Part of a path cut at modal layers, as path indices: the pushes that continue the stack
/// below, or a modal layer's root with the pushes inside it.
private struct StackRange {
  /// The path index of the layer's root, or of the first push for the stack below.
  let start: Int
  /// Whether the stack starts with a modal layer's root.
  let hasRoot: Bool
  /// One past the path index of the last push.
  var end: Int

  /// The path index of the first push.
  var pushesStart: Int { hasRoot ? start + 1 : start }
  /// The number of pushes.
  var pushCount: Int { end - pushesStart }

  /// Cuts the elements above path index `offset`, given whether each is modal, into stacks; the
  /// first is always the continuation of the stack below, possibly empty.
  static func split(_ isModal: [Bool], from offset: Int) -> [StackRange] {
    var stacks = [StackRange(start: offset, hasRoot: false, end: offset)]
    for (position, modal) in isModal.enumerated() {
      let index = offset + position
      if modal {
        stacks.append(StackRange(start: index, hasRoot: true, end: index + 1))
      } else {
        stacks[stacks.count - 1].end = index + 1
      }
    }
    return stacks
  }
}

// The end changes' planning and what it shares with the planner are free functions: a method of
// a generic type takes that type, which the runtime looks up on every call, and these run for
// nearly every change.

/// The leave guards every step of a change carries: the target's, and the start's for the
/// screens that leave, so a host keeps a guarded screen's gestures blocked until it has gone.
private func stepGuards<Route>(
  from start: NavigationState<Route>, to target: NavigationState<Route>
) -> LeaveGuardSet? {
  guard let leaving = start.guardBox, leaving !== target.guardBox else { return target.guardBox }
  let stillGuarded = target.guardBox?.screens ?? []
  let candidates = leaving.screens.subtracting(stillGuarded)
  let left = candidates.subtracting(target.presentScreens(among: candidates))
  return left.isEmpty ? target.guardBox : LeaveGuardSet(stillGuarded.union(left))
}

/// Step `number` of transition `transition`, as a plan stores it.
/// It takes `shown` (a state made for the step, or a copy of one) and moves its parts into the
/// step, rather than copying them.
private func boxedStep<Route>(
  _ action: StepAction, _ shown: consuming NavigationState<Route>, guards: LeaveGuardSet?,
  number: Int, of transition: Int, animation: TransitionAnimation
) -> AnyObject {
  shown.guardBox = guards
  return StepDetails(
    id: StepID(transition: transition, index: number), action: action, state: shown,
    isAnimated: animation == .everyStep)
}

/// The planned steps, with the last one animated when only the last should be.
private func finished(
  _ steps: ContiguousArray<AnyObject>, animation: TransitionAnimation
) -> ContiguousArray<AnyObject> {
  guard animation == .lastStepOnly, let lastObject = steps.last else { return steps }
  var finished = steps
  finished[finished.count - 1] = StepDetails(
    unsafeDowncast(lastObject, to: StepDetails.self), isAnimated: true)
  return finished
}

/// Plans the commonest changes from what changes alone, without collecting the nodes of either
/// state: elements added on top (a push, a presentation, or several, as a deep link adds them),
/// or elements removed from the top (pops and dismissals), where the root and the tabs are the
/// same objects in both states and neither shows an alert. The steps are those the planner
/// makes for the same change (a test compares them); `nil` for any other change.
private func endChangeSteps<Route: Equatable>(
  from start: NavigationState<Route>, to target: NavigationState<Route>,
  capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
) -> ContiguousArray<AnyObject>? {
  guard start.rootNode === target.rootNode, start.tabsBox === target.tabsBox,
    start.alertBox == nil, target.alertBox == nil
  else { return nil }
  let guards = stepGuards(from: start, to: target)
  var steps: ContiguousArray<AnyObject> = []
  func append(_ action: StepAction, _ shown: NavigationState<Route>) {
    steps.append(
      boxedStep(
        action, shown, guards: guards, number: steps.count, of: transition, animation: animation))
  }
  /// The target's root and tabs under a path whose top is `top`, without an alert.
  func withTop(_ top: PathNode<Route>?) -> NavigationState<Route> {
    NavigationState(rootNode: target.rootNode, top: top, alertBox: nil, tabsBox: target.tabsBox)
  }
  /// Step `number`, showing the target's path up to `top`.
  func step(_ action: StepAction, showing top: PathNode<Route>?, number: Int) -> AnyObject {
    boxedStep(
      action, withTop(top), guards: guards, number: number, of: transition, animation: animation)
  }
  /// The one step that shows `added`, the target's top, over the start's top (made as an array
  /// of one, which costs less than growing an empty one).
  func arrival(of added: PathNode<Route>, level: Int) -> ContiguousArray<AnyObject> {
    let action: StepAction =
      switch added.style {
      case .push: .push(count: 1, level: level)
      case .modal(let modal): .present(modal, level: level + 1)
      }
    let step = boxedStep(
      action, target, guards: guards, number: 0, of: transition, animation: animation)
    return finished([step], animation: animation)
  }

  /// The steps that show `top`'s nodes above `base` (the start's top), which must be the
  /// target's path with more than one element added on top of the start's: what the planner's
  /// last part adds (pushes, merged where the host can, then each new layer with its pushes).
  /// They are made top first, from the end of the array, in a second counted walk.
  func arrivals(of top: PathNode<Route>, above base: PathNode<Route>?)
    -> ContiguousArray<AnyObject>?
  {
    let added = top.count - (base?.count ?? 0)
    // The first walk checks the start's top lies under the added nodes.
    unowned(unsafe) var lowest: PathNode<Route> = top
    for _ in 1..<added { lowest = lowest.below.unsafelyUnwrapped }
    guard lowest.below === base else { return nil }
    let level = base?.modalCount ?? 0
    let merges = capabilities.pushesSeveralAtOnce
    // Where pushes merge, a step per new layer and one for the pushes under the lowest layer.
    let stepCount = merges ? top.modalCount - level + (lowest.style.isModal ? 0 : 1) : added
    let steps = ContiguousArray<AnyObject>(unsafeUninitializedCapacity: stepCount) {
      buffer, initialized in
      unowned(unsafe) var node: PathNode<Route> = top
      // The top of the step being made: the node it shows last.
      unowned(unsafe) var stepTop: PathNode<Route>? = top
      var pushes = 0
      var position = stepCount
      var remaining = added
      while true {
        switch node.style {
        case .modal(let modal):
          position -= 1
          buffer.initializeElement(
            at: position,
            to: step(
              .present(modal, level: node.modalCount), showing: merges ? stepTop : node,
              number: position))
          stepTop = node.below
          pushes = 0
        case .push where merges:
          pushes += 1
        case .push:
          position -= 1
          buffer.initializeElement(
            at: position,
            to: step(.push(count: 1, level: node.modalCount), showing: node, number: position))
        }
        remaining -= 1
        if remaining == 0 { break }
        node = node.below.unsafelyUnwrapped
      }
      if pushes > 0 {
        position -= 1
        buffer.initializeElement(
          at: position,
          to: step(.push(count: pushes, level: level), showing: stepTop, number: position))
      }
      assert(position == 0, "every step counted is made")
      initialized = stepCount
    }
    return finished(steps, animation: animation)
  }

  let targetTop = target.top
  guard let startTop = start.top else {
    // Only the root shows: the change adds elements or nothing.
    guard let added = targetTop else { return steps }
    guard added.below == nil else { return arrivals(of: added, above: nil) }
    return arrival(of: added, level: 0)
  }
  if let added = targetTop, added.below === startTop {
    return arrival(of: added, level: startTop.modalCount)
  }
  if let added = targetTop, added.count > startTop.count {
    return arrivals(of: added, above: startTop)
  }
  // The target must be the start's path cut lower down: its top is a node of the start.
  let keptCount = targetTop?.count ?? 0
  guard startTop.count >= keptCount else { return nil }
  // One walk down to the target's top, which must be a node of the start, counting the layers
  // that go and the pushes under them. It is counted (each node's count is one more than the
  // node's below it) and its variables are non-optional and unowned (the start keeps its nodes
  // alive), and it calls no closure: in this code, generic over the route, a closure, an
  // `Unmanaged` or a binding such as `while let` costs a type lookup or a retain and a release
  // at every node, several times what the walk itself costs.
  let leavingCount = startTop.count - keptCount
  var layers = 0
  var pushesUnderLayers = 0
  unowned(unsafe) var lowestLayer: PathNode<Route>? = nil
  if leavingCount > 0 {
    unowned(unsafe) var node: PathNode<Route> = startTop
    var remaining = leavingCount
    while true {
      if node.style.isModal {
        layers += 1
        pushesUnderLayers = 0
        lowestLayer = node
      } else {
        pushesUnderLayers += 1
      }
      remaining -= 1
      if remaining == 0 { break }
      node = node.below.unsafelyUnwrapped
    }
    guard node.below === targetTop else { return nil }
  } else {
    guard startTop === targetTop else { return nil }
  }
  // Every layer that goes, top first (all in one step where the host can), then the pushes under
  // them.
  if let lowestLayer {
    if capabilities.dismissesSeveralAtOnce {
      let shown = withTop(lowestLayer.below)
      guard pushesUnderLayers > 0 else {
        // The one step (made as an array of one, as an arrival is).
        let step = boxedStep(
          .dismiss(layers: layers), shown, guards: guards, number: 0, of: transition,
          animation: animation)
        return finished([step], animation: animation)
      }
      append(.dismiss(layers: layers), shown)
    } else {
      unowned(unsafe) var node: PathNode<Route> = startTop
      var remaining = leavingCount
      while true {
        if node.style.isModal {
          append(.dismiss(layers: 1), withTop(node.below))
        }
        remaining -= 1
        if remaining == 0 { break }
        node = node.below.unsafelyUnwrapped
      }
    }
  }
  if pushesUnderLayers > 0 {
    append(.pop(count: pushesUnderLayers, level: targetTop?.modalCount ?? 0), target)
  }
  return finished(steps, animation: animation)
}

/// Plans a change of a stack of pushes into another stack of pushes, from the two paths alone,
/// without collecting their nodes: a stack replaced (a sidebar selection, a jump) or cut and
/// extended, where neither state has a modal layer or an alert, both have the same tabs object
/// and the same root screen, and no screen both keep shows a changed route. The steps are
/// those the planner makes for the same change (a test compares them): on a host that replaces
/// a stack in one step, one `replaceStack` step (or a `pop`, or a `push` of several where the
/// host merges pushes); on one that merges pushes but does not replace stacks, a `pop` then a
/// `push`. `nil` for any other change or host.
private func stackChangeSteps<Route: Equatable>(
  from start: NavigationState<Route>, to target: NavigationState<Route>,
  capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
) -> ContiguousArray<AnyObject>? {
  guard capabilities.replacesStackInOneStep || capabilities.pushesSeveralAtOnce,
    start.tabsBox === target.tabsBox, start.alertBox == nil, target.alertBox == nil,
    start.top?.firstModalIndex == nil, target.top?.firstModalIndex == nil
  else { return nil }
  let startRoot = start.rootNode
  let targetRoot = target.rootNode
  guard
    startRoot === targetRoot
      || (startRoot.id == targetRoot.id && startRoot.route == targetRoot.route
        && startRoot.options == targetRoot.options)
  else { return nil }
  let startCount = start.pathCount
  let targetCount = target.pathCount
  let lowest = min(startCount, targetCount)
  // The prefix the paths share: the lowest position where their screens differ, found walking
  // down both from the lower top, only as far as the first node they share. The walks are
  // counted and their variables non-optional and unowned (each state keeps its nodes alive), so
  // they retain no node (see the walk in `endChangeSteps`).
  var shared = lowest
  // The target's node at `shared` elements; `nil` for the root alone.
  unowned(unsafe) var sharedTop: PathNode<Route>? = nil
  if lowest > 0, let startTop = start.top, let targetTop = target.top {
    unowned(unsafe) var left: PathNode<Route> = startTop
    for _ in 0..<(startCount - lowest) { left = left.below.unsafelyUnwrapped }
    unowned(unsafe) var right: PathNode<Route> = targetTop
    for _ in 0..<(targetCount - lowest) { right = right.below.unsafelyUnwrapped }
    sharedTop = right
    var routesChanged = false
    var count = lowest
    while left !== right {
      // Every element of both is a push, so screens differ only by identity.
      if left.id != right.id {
        shared = count - 1
        sharedTop = right.below
        routesChanged = false  // Differences above a mismatch are removals, not updates.
      } else if left.route != right.route || left.options != right.options {
        routesChanged = true
      }
      count -= 1
      guard count > 0 else { break }
      left = left.below.unsafelyUnwrapped
      right = right.below.unsafelyUnwrapped
    }
    // A screen both keep with a new route is updated in place first: the general planner's.
    guard !routesChanged else { return nil }
  }
  let leaving = startCount - shared
  let arriving = targetCount - shared
  let guards = stepGuards(from: start, to: target)
  func step(_ action: StepAction, _ shown: consuming NavigationState<Route>, number: Int)
    -> AnyObject
  {
    boxedStep(action, shown, guards: guards, number: number, of: transition, animation: animation)
  }
  // Made as arrays of their length, which costs less than growing an empty one.
  let steps: ContiguousArray<AnyObject>
  switch (leaving > 0, arriving > 0) {
  case (true, true) where capabilities.replacesStackInOneStep:
    steps = [step(.replaceStack(level: 0), target, number: 0)]
  case (true, true):
    let cut = NavigationState(
      rootNode: targetRoot, top: sharedTop, alertBox: nil, tabsBox: target.tabsBox)
    steps = [
      step(.pop(count: leaving, level: 0), cut, number: 0),
      step(.push(count: arriving, level: 0), target, number: 1),
    ]
  case (true, false):
    steps = [step(.pop(count: leaving, level: 0), target, number: 0)]
  case (false, true) where capabilities.pushesSeveralAtOnce:
    steps = [step(.push(count: arriving, level: 0), target, number: 0)]
  default:
    return nil
  }
  return finished(steps, animation: animation)
}
