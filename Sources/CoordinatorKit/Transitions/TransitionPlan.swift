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
  private let steps: [TransitionStep<Route>]

  /// Plans the steps from `start` to `target` for a host with the given capabilities.
  public init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation = .everyStep
  ) {
    self.init(
      from: start, to: target, capabilities: capabilities, animation: animation, transition: 0)
  }

  /// Plans the steps and numbers them as transition `transition` of a navigator.
  init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) {
    self.start = start
    self.target = target
    var planner = Planner(start: start, target: target, capabilities: capabilities)
    planner.plan()
    let last = planner.steps.count - 1
    steps = planner.steps.enumerated().map { index, step in
      TransitionStep(
        id: TransitionStep.ID(transition: transition, index: index), action: step.action,
        state: step.state,
        isAnimated: animation == .everyStep || (animation == .lastStepOnly && index == last))
    }
  }

  /// The first step's position (always 0).
  public var startIndex: Int { 0 }
  /// One past the last step.
  public var endIndex: Int { steps.count }

  /// The step at `position`.
  public subscript(position: Int) -> TransitionStep<Route> {
    steps[position]
  }
}

extension TransitionPlan: Sendable where Route: Sendable {}

/// Works out a plan's steps; see ``TransitionPlan`` for the order.
private struct Planner<Route: Equatable> {
  let start: NavigationState<Route>
  let target: NavigationState<Route>
  let capabilities: TransitionCapabilities
  private(set) var steps: [(action: StepAction, state: NavigationState<Route>)] = []

  init(
    start: NavigationState<Route>, target: NavigationState<Route>,
    capabilities: TransitionCapabilities
  ) {
    self.start = start
    self.target = target
    self.capabilities = capabilities
  }

  mutating func plan() {
    guard start.root.id == target.root.id else {
      planNewRoot()
      return
    }
    // The prefix both paths share, then the part of each above it, cut into stacks: the rest of
    // the stack the shared prefix ends in, then each modal layer with its pushes.
    var (shared, routesChanged) = Self.sharedPrefix(start.top, target.top)
    routesChanged = routesChanged || start.root.route != target.root.route
    let level = target.node(atCount: shared)?.modalCount ?? 0
    let startRest = start.top?.elements(from: shared) ?? []
    let leavingStacks = Stack.split(startRest, from: shared)
    let arrivingStacks = Stack.split(target.top?.elements(from: shared) ?? [], from: shared)

    // Layers both keep (same root, same presentation, over stacks both keep), and in each kept
    // stack the pushes both keep; the target's version of every screen both keep.
    var kept = 1
    while kept < min(leavingStacks.count, arrivingStacks.count),
      let leavingRoot = leavingStacks[kept].root, let arrivingRoot = arrivingStacks[kept].root,
      leavingRoot.screen.id == arrivingRoot.screen.id, leavingRoot.style == arrivingRoot.style
    {
      kept += 1
    }
    var keptScreens: [ScreenID: PresentedScreen<Route>] = [:]
    var keptPushes: [Int] = []
    for index in 0..<kept {
      let leaving = leavingStacks[index]
      let arriving = arrivingStacks[index]
      if let root = arriving.root { keptScreens[root.screen.id] = root }
      var count = 0
      while count < leaving.pushes.count, count < arriving.pushes.count,
        leaving.pushes[count].screen.id == arriving.pushes[count].screen.id
      {
        keptScreens[arriving.pushes[count].screen.id] = arriving.pushes[count]
        count += 1
      }
      keptPushes.append(count)
    }
    let pathsAgree = shared == start.pathCount && shared == target.pathCount
    let alertsAgree = pathsAgree && start.alert?.id == target.alert?.id

    // 1. The start with every screen both keep as the target has it (route and owner).
    var updated = start
    updated.root = target.root
    updated.alert = alertsAgree ? target.alert : start.alert
    let sharedNodes = target.node(atCount: shared)
    var updatedRest = startRest
    if sharedNodes !== start.node(atCount: shared) || !keptScreens.isEmpty {
      updated.top = sharedNodes
      for (index, element) in startRest.enumerated() {
        if let replacement = keptScreens[element.screen.id] {
          routesChanged = routesChanged || replacement.screen.route != element.screen.route
          updatedRest[index] = replacement
        }
        updated.append(updatedRest[index])
      }
    }
    if routesChanged {
      steps.append((.updateInPlace, updated))
    }

    // 2 and 3. The alert and the layers that go, top first.
    let leaving = Prefixes(of: updated, from: shared)
    dismiss(
      layersAt: leavingStacks[kept...].map(\.start).reversed(), of: leaving, alertGoes: !alertsAgree
    )

    // 4 and 5. The stacks both keep: those covered by a layer that stays are replaced under it
    // in one step each; the top one pops what goes (or is replaced in one step) and then
    // receives its new pushes. When a screen moves from one kept stack to another, every stack
    // first loses what goes, then gains what comes, so no step shows a screen twice.
    let arriving = Prefixes(of: target, from: shared)
    let top = kept - 1
    var stacks = (0..<kept).map { index in
      let range = leavingStacks[index].start - shared..<leavingStacks[index].end - shared
      return Array(updatedRest[range])
    }
    func arrivingStack(_ index: Int) -> [PresentedScreen<Route>] {
      let stack = arrivingStacks[index]
      return (stack.root.map { [$0] } ?? []) + stack.pushes
    }
    func keptStack(_ index: Int) -> [PresentedScreen<Route>] {
      Array(stacks[index].prefix((leavingStacks[index].root == nil ? 0 : 1) + keptPushes[index]))
    }
    func current() -> NavigationState<Route> {
      var state = NavigationState(root: target.root, top: sharedNodes, alert: nil)
      for element in stacks.joined() {
        state.append(element)
      }
      return state
    }
    var removedFrom: [ScreenID: Int] = [:]
    for index in 0..<kept {
      for element in leavingStacks[index].pushes.dropFirst(keptPushes[index]) {
        removedFrom[element.screen.id] = index
      }
    }
    let screensMove = (0..<kept).contains { index in
      arrivingStacks[index].pushes.dropFirst(keptPushes[index]).contains {
        removedFrom[$0.screen.id].map { $0 != index } ?? false
      }
    }
    let leavingTop = leavingStacks[top]
    let arrivingTop = arrivingStacks[top]
    let keptEnd = arrivingTop.pushesStart + keptPushes[top]
    let popsTop = leavingTop.pushes.count > keptPushes[top]
    if screensMove {
      if popsTop {
        stacks[top] = keptStack(top)
        let count = leavingTop.pushes.count - keptPushes[top]
        steps.append((.pop(count: count, level: level + top), current()))
      }
      for index in (0..<top).reversed() where stacks[index].count > keptStack(index).count {
        stacks[index] = keptStack(index)
        steps.append((.replaceStack(level: level + index), current()))
      }
    }
    for index in 0..<top where stacks[index] != arrivingStack(index) {
      stacks[index] = arrivingStack(index)
      steps.append((.replaceStack(level: level + index), current()))
    }
    var next = keptEnd
    if popsTop, !screensMove {
      if capabilities.replacesStackInOneStep, arrivingTop.end > keptEnd {
        steps.append((.replaceStack(level: level + top), arriving.prefix(arrivingTop.end)))
        next = arrivingTop.end
      } else {
        let count = leavingTop.pushes.count - keptPushes[top]
        steps.append((.pop(count: count, level: level + top), arriving.prefix(keptEnd)))
      }
    }

    // 6 and 7. What is new, then the alert.
    add(from: next, of: arriving, level: level + top, alertComes: !alertsAgree)
  }

  /// The root changed identity: every layer goes, the base stack is replaced, the rest is new.
  private mutating func planNewRoot() {
    let leaving = Prefixes(of: start, from: 0)
    dismiss(layersAt: Self.modalIndices(of: start.top, downTo: 0), of: leaving, alertGoes: true)
    let arriving = Prefixes(of: target, from: 0)
    let baseEnd = target.top?.firstModalIndex ?? target.pathCount
    steps.append((.replaceStack(level: 0), arriving.prefix(baseEnd)))
    add(from: baseEnd, of: arriving, level: 0, alertComes: true)
  }

  /// Removes the start's alert (unless it stays) and dismisses the layers that start at the
  /// given path indices, top first.
  private mutating func dismiss(
    layersAt indices: [Int], of leaving: Prefixes<Route>, alertGoes: Bool
  ) {
    let removesAlert = alertGoes && start.alert != nil
    let batch = capabilities.dismissesSeveralAtOnce && !indices.isEmpty
    if removesAlert, !batch {
      steps.append((.removeAlert, leaving.prefix(leaving.state.pathCount)))
    }
    if batch, let lowest = indices.last {
      steps.append((.dismiss(layers: indices.count), leaving.prefix(lowest)))
    } else {
      for index in indices {
        steps.append((.dismiss(layers: 1), leaving.prefix(index)))
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
      if style == .push {
        let end = merges ? arriving.endOfPushes(from: next) : next + 1
        steps.append((.push(count: end - next, level: level), arriving.prefix(end)))
        next = end
      } else {
        level += 1
        let end = merges ? arriving.endOfPushes(from: next + 1) : next + 1
        let modal: ModalStyle = style == .sheet ? .sheet : .cover
        steps.append((.present(modal, level: level), arriving.prefix(end)))
        next = end
      }
    }
    if alertComes, target.alert != nil {
      steps.append((.showAlert, target))
    }
  }

  /// The length of the prefix on which two paths agree in identity and presentation, and whether
  /// a screen in it shows a different route. Walks down from the tops only to the first node the
  /// two share, so the cost is what differs between them.
  static func sharedPrefix(_ left: PathNode<Route>?, _ right: PathNode<Route>?) -> (Int, Bool) {
    var left = left
    var right = right
    while let node = left, node.count > (right?.count ?? 0) { left = node.below }
    while let node = right, node.count > (left?.count ?? 0) { right = node.below }
    var shared = left?.count ?? 0
    var routesChanged = false
    while let leftNode = left, let rightNode = right, leftNode !== rightNode {
      let leftElement = leftNode.element
      let rightElement = rightNode.element
      if leftElement.screen.id != rightElement.screen.id || leftElement.style != rightElement.style
      {
        shared = leftNode.index
        routesChanged = false  // Differences above a mismatch are removals, not updates.
      } else if leftElement.screen.route != rightElement.screen.route {
        routesChanged = true
      }
      left = leftNode.below
      right = rightNode.below
    }
    return (shared, routesChanged)
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
  let base: PathNode<Route>?
  /// The nodes above `base`, bottom first.
  private let nodes: [PathNode<Route>]
  private let lowest: Int

  init(of state: NavigationState<Route>, from lowest: Int) {
    self.state = state
    self.lowest = lowest
    var nodes: [PathNode<Route>] = []
    var node = state.top
    while let current = node, current.count > lowest {
      nodes.append(current)
      node = current.below
    }
    base = node
    self.nodes = nodes.reversed()
  }

  /// The state's first `count` elements (`count` at least the lowest length), without the alert.
  func prefix(_ count: Int) -> NavigationState<Route> {
    let top = count == lowest ? base : nodes[count - lowest - 1]
    return NavigationState(root: state.root, top: top, alert: nil)
  }

  /// How the element at path index `index` was presented, or `nil` past the top.
  func style(at index: Int) -> PresentationStyle? {
    let position = index - lowest
    return nodes.indices.contains(position) ? nodes[position].element.style : nil
  }

  /// One past the last push in the run of pushes that starts at `index`.
  func endOfPushes(from index: Int) -> Int {
    var end = index
    while style(at: end) == .push {
      end += 1
    }
    return end
  }
}

/// Part of a path cut at modal layers: the pushes that continue the stack below, or a modal
/// layer's root with the pushes inside it.
private struct Stack<Route> {
  /// The path index of the layer's root, or of the first push for the stack below.
  let start: Int
  /// The layer's root; `nil` for the continuation of the stack below.
  let root: PresentedScreen<Route>?
  /// The pushes, bottom first.
  var pushes: [PresentedScreen<Route>] = []

  /// The path index of the first push.
  var pushesStart: Int { root == nil ? start : start + 1 }
  /// One past the path index of the last push.
  var end: Int { pushesStart + pushes.count }

  /// Cuts `elements`, which start at path index `offset`, into stacks; the first is always the
  /// continuation of the stack below, possibly empty.
  static func split(_ elements: [PresentedScreen<Route>], from offset: Int) -> [Stack] {
    var stacks = [Stack(start: offset, root: nil)]
    for (index, element) in elements.enumerated() {
      if element.style.isModal {
        stacks.append(Stack(start: offset + index, root: element))
      } else {
        stacks[stacks.count - 1].pushes.append(element)
      }
    }
    return stacks
  }
}
