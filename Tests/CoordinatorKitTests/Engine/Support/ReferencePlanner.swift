@testable import CoordinatorKit

/// A deliberately naive planner, kept to check the engine's: the order ``TransitionPlan``
/// documents, worked out on arrays of the two states' elements, read through their public
/// properties, with no storage query, no shortcut and no concern for cost.
///
/// It plans changes that keep the tabs as they are (the tab steps have tests of their own).
struct ReferencePlanner<Route: Equatable> {
  /// A path element as the plan sees it: the screen, how it was presented, how its layer shows.
  struct Element {
    let screen: NavigationScreen<Route>
    let style: PresentationStyle
    let options: LayerOptions

    var id: ScreenID { screen.id }
  }

  /// A stack above a shared base: the pushes continuing the stack below (no root), or a modal
  /// layer's root with the pushes inside it.
  struct Stack {
    var root: Element?
    var pushes: [Element] = []
    var elements: [Element] { (root.map { [$0] } ?? []) + pushes }
  }

  let start: NavigationState<Route>
  let target: NavigationState<Route>
  let capabilities: TransitionCapabilities
  let animation: TransitionAnimation
  let transition: Int
  private var planned: [(action: StepAction, state: NavigationState<Route>)] = []

  /// The steps from `start` to `target`, as the engine's plan should make them.
  static func steps(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) -> [TransitionStep<Route>] {
    precondition(start.hasSameTabs(as: target), "the reference plans changes within the tabs")
    var planner = ReferencePlanner(
      start: start, target: target, capabilities: capabilities, animation: animation,
      transition: transition)
    if start.root.id == target.root.id {
      planner.planSameRoot()
    } else {
      planner.planNewRoot()
    }
    // The leave guards every step carries: the target's, and those of the start's screens that
    // are in the target no more.
    let inTarget = Set(target.screens.map(\.id))
    let guarded = target.leaveGuardedScreens.union(
      start.leaveGuardedScreens.filter { !inTarget.contains($0) })
    let plans = planner.planned
    return plans.indices.map { index in
      var state = plans[index].state
      state.guardBox = guarded.isEmpty ? nil : LeaveGuardSet(guarded)
      let isAnimated =
        switch animation {
        case .everyStep: true
        case .lastStepOnly: index == plans.count - 1
        case .none: false
        }
      return TransitionStep(
        id: StepID(transition: transition, index: index), action: plans[index].action,
        state: state, isAnimated: isAnimated)
    }
  }

  private init(
    start: NavigationState<Route>, target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) {
    self.start = start
    self.target = target
    self.capabilities = capabilities
    self.animation = animation
    self.transition = transition
  }

  // MARK: Reading and building states

  /// The elements of `state`'s path, bottom first.
  static func elements(of state: NavigationState<Route>) -> [Element] {
    var options: [Int: LayerOptions] = [:]
    for layer in state.layers {
      options[layer.pathIndex] = LayerOptions(detents: layer.detents, anchor: layer.anchor)
    }
    return state.path.enumerated().map { index, element in
      Element(screen: element.screen, style: element.style, options: options[index] ?? .none)
    }
  }

  /// `elements` cut into stacks; the first is the continuation of the stack below, maybe empty.
  static func stacks(of elements: [Element]) -> [Stack] {
    var stacks = [Stack(root: nil)]
    for element in elements {
      if element.style.isModal {
        stacks.append(Stack(root: element))
      } else {
        stacks[stacks.count - 1].pushes.append(element)
      }
    }
    return stacks
  }

  /// A state with `like`'s root and tabs, showing `elements` and `alert`.
  static func state(
    like: NavigationState<Route>, showing elements: [Element], alert: AlertState? = nil
  ) -> NavigationState<Route> {
    var state = NavigationState(
      rootNode: like.rootNode, top: nil, alertBox: alert.map(AlertBox.init),
      tabsBox: like.tabsBox)
    for element in elements {
      state.append(PresentedScreen(element.screen, style: element.style), options: element.options)
    }
    return state
  }

  private mutating func append(_ action: StepAction, _ state: NavigationState<Route>) {
    planned.append((action, state))
  }

  // MARK: Planning

  /// The root keeps its identity: in place, what goes, the kept stacks, what is new, the alert.
  private mutating func planSameRoot() {
    let from = Self.elements(of: start)
    let to = Self.elements(of: target)
    var shared = 0
    while shared < min(from.count, to.count), from[shared].id == to[shared].id,
      from[shared].style == to[shared].style
    {
      shared += 1
    }
    let leavingStacks = Self.stacks(of: Array(from[shared...]))
    let arrivingStacks = Self.stacks(of: Array(to[shared...]))
    var kept = 1
    while kept < min(leavingStacks.count, arrivingStacks.count),
      let leavingRoot = leavingStacks[kept].root, let arrivingRoot = arrivingStacks[kept].root,
      leavingRoot.id == arrivingRoot.id, leavingRoot.style == arrivingRoot.style
    {
      kept += 1
    }
    var keptPushes: [Int] = []
    var keptScreens: [ScreenID: Element] = [:]
    for index in 0..<kept {
      if let root = arrivingStacks[index].root { keptScreens[root.id] = root }
      let leaving = leavingStacks[index].pushes
      let arriving = arrivingStacks[index].pushes
      var count = 0
      while count < min(leaving.count, arriving.count), leaving[count].id == arriving[count].id {
        keptScreens[arriving[count].id] = arriving[count]
        count += 1
      }
      keptPushes.append(count)
    }
    let alertsAgree =
      from.count == shared && to.count == shared && start.alert?.id == target.alert?.id

    // 1. In place: the shared elements as the target has them, what leaves as kept.
    let updated = Array(to[..<shared]) + from[shared...].map { keptScreens[$0.id] ?? $0 }
    func changed(_ old: Element, _ new: Element) -> Bool {
      old.screen.route != new.screen.route || old.options != new.options
    }
    let routesChanged =
      start.root.route != target.root.route || start.splitLayout != target.splitLayout
      || (0..<shared).contains { changed(from[$0], to[$0]) }
      || from[shared...].contains { element in
        keptScreens[element.id].map { changed(element, $0) } ?? false
      }
    if routesChanged {
      append(
        .updateInPlace,
        Self.state(like: target, showing: updated, alert: alertsAgree ? target.alert : start.alert))
    }

    // 2 and 3. The alert and the layers above the kept ones, top first.
    var starts: [Int] = []
    var position = shared
    for (index, stack) in leavingStacks.enumerated() {
      if index >= kept, stack.root != nil { starts.append(position) }
      position += stack.elements.count
    }
    dismiss(
      layersAt: starts.reversed(), of: updated, like: target, alertGoes: !alertsAgree)

    // 4. The kept stacks: those under a kept layer, then the top one. Levels count the layers
    // of the base first.
    let level = to[..<shared].filter { $0.style.isModal }.count
    let top = kept - 1
    var stacks = (0..<kept).map { updatedStack(leavingStacks[$0], keptScreens) }
    let base = Array(to[..<shared])
    func current() -> NavigationState<Route> {
      Self.state(like: target, showing: base + stacks.flatMap(\.elements))
    }
    func keptStack(_ index: Int) -> Stack {
      Stack(root: stacks[index].root, pushes: Array(stacks[index].pushes.prefix(keptPushes[index])))
    }
    var removedFrom: [ScreenID: Int] = [:]
    for index in 0..<kept {
      for element in leavingStacks[index].pushes.dropFirst(keptPushes[index]) {
        removedFrom[element.id] = index
      }
    }
    let screensMove = (0..<kept).contains { index in
      arrivingStacks[index].pushes.dropFirst(keptPushes[index]).contains {
        removedFrom[$0.id].map { $0 != index } ?? false
      }
    }
    if top > 0 {
      if screensMove {
        if leavingStacks[top].pushes.count > keptPushes[top] {
          stacks[top] = keptStack(top)
          append(
            .pop(count: leavingStacks[top].pushes.count - keptPushes[top], level: level + top),
            current())
        }
        for index in (0..<top).reversed()
        where stacks[index].elements.count > keptStack(index).elements.count {
          stacks[index] = keptStack(index)
          append(.replaceStack(level: level + index), current())
        }
      }
      for index in 0..<top
      where stacks[index].elements.map(\.id) != arrivingStacks[index].elements.map(\.id) {
        stacks[index] = arrivingStacks[index]
        append(.replaceStack(level: level + index), current())
      }
    }
    let keptEnd =
      shared + (0..<top).map { arrivingStacks[$0].elements.count }.reduce(0, +)
      + (arrivingStacks[top].root == nil ? 0 : 1) + keptPushes[top]
    let arrivingTopEnd = keptEnd + arrivingStacks[top].pushes.count - keptPushes[top]
    var next = keptEnd
    if leavingStacks[top].pushes.count > keptPushes[top], !(screensMove && top > 0) {
      if capabilities.replacesStackInOneStep, arrivingTopEnd > keptEnd {
        append(
          .replaceStack(level: level + top),
          Self.state(like: target, showing: Array(to[..<arrivingTopEnd])))
        next = arrivingTopEnd
      } else {
        append(
          .pop(count: leavingStacks[top].pushes.count - keptPushes[top], level: level + top),
          Self.state(like: target, showing: Array(to[..<keptEnd])))
      }
    }

    // 5. What is new, then the alert.
    add(from: next, of: to, level: level + top, alertComes: !alertsAgree)
  }

  /// The root changed identity: every layer goes, the base stack is replaced, the rest is new.
  private mutating func planNewRoot() {
    let from = Self.elements(of: start)
    let to = Self.elements(of: target)
    let starts = from.indices.filter { from[$0].style.isModal }
    dismiss(layersAt: starts.reversed(), of: from, like: start, alertGoes: true)
    let baseEnd = to.firstIndex { $0.style.isModal } ?? to.count
    append(.replaceStack(level: 0), Self.state(like: target, showing: Array(to[..<baseEnd])))
    add(from: baseEnd, of: to, level: 0, alertComes: true)
  }

  /// Removes the start's alert (unless it stays) and dismisses the layers of `elements` that
  /// start at the given path indices, top first.
  private mutating func dismiss(
    layersAt starts: [Int], of elements: [Element], like: NavigationState<Route>,
    alertGoes: Bool
  ) {
    let batch = capabilities.dismissesSeveralAtOnce && !starts.isEmpty
    if alertGoes, start.alert != nil, !batch {
      append(.removeAlert, Self.state(like: like, showing: elements))
    }
    if batch, let lowest = starts.last {
      append(
        .dismiss(layers: starts.count), Self.state(like: like, showing: Array(elements[..<lowest])))
    } else {
      for index in starts {
        append(.dismiss(layers: 1), Self.state(like: like, showing: Array(elements[..<index])))
      }
    }
  }

  /// Adds the target's elements from path index `next` on, on top of the stack at `level`, then
  /// its alert.
  private mutating func add(
    from next: Int, of elements: [Element], level: Int, alertComes: Bool
  ) {
    var next = next
    var level = level
    let merges = capabilities.pushesSeveralAtOnce
    func endOfPushes(from index: Int) -> Int {
      var end = index
      while end < elements.count, !elements[end].style.isModal { end += 1 }
      return end
    }
    while next < elements.count {
      switch elements[next].style {
      case .push:
        let end = merges ? endOfPushes(from: next) : next + 1
        append(
          .push(count: end - next, level: level),
          Self.state(like: target, showing: Array(elements[..<end])))
        next = end
      case .modal(let modal):
        level += 1
        let end = merges ? endOfPushes(from: next + 1) : next + 1
        append(
          .present(modal, level: level), Self.state(like: target, showing: Array(elements[..<end])))
        next = end
      }
    }
    if alertComes, let alert = target.alert {
      append(.showAlert, Self.state(like: target, showing: elements, alert: alert))
    }
  }

  /// A leaving stack with each screen both keep as the target has it.
  private func updatedStack(_ stack: Stack, _ keptScreens: [ScreenID: Element]) -> Stack {
    Stack(
      root: stack.root.map { keptScreens[$0.id] ?? $0 },
      pushes: stack.pushes.map { keptScreens[$0.id] ?? $0 })
  }
}
