extension Planner {
  /// Plans a change that keeps at least one layer above the shared base (``KeptStacks``): in
  /// place first (the kept screens as the target has them), then the layers above the kept ones
  /// go, then the stacks both keep change, then what is new arrives.
  ///
  /// The stacks covered by a layer that stays are replaced under it in one step each; the top
  /// kept stack pops what goes (or is replaced in one step) and then receives its new pushes.
  /// When a screen moves from one kept stack to another, every stack first loses what goes,
  /// then gains what comes, so no step shows a screen twice.
  ///
  /// The states share their first `shared` elements (`routesChanged`: some show other routes,
  /// or the root does); `alertsAgree`: the alert stays.
  mutating func planKeepingLayers<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>, above shared: Int,
    routesChanged: Bool, alertsAgree: Bool
  ) {
    let sharedNodes = target.node(atCount: shared)
    let level = sharedNodes?.modalCount ?? 0
    let stacks = KeptStacks(start: start, target: target, above: shared)

    // 1. The start with every screen both keep as the target has it (route and owner).
    var routesChanged = routesChanged
    var updated = NavigationState(
      rootNode: target.rootNode, top: sharedNodes,
      alertBox: alertsAgree ? target.alertBox : start.alertBox, tabsBox: target.tabsBox)
    var updatedNodes: [PathNode<Route>] = []
    for index in 0..<stacks.leavingNodes.count {
      let leaving = stacks.leavingNodes[index]
      let source = stacks.targetVersion(of: leaving)
      routesChanged =
        routesChanged
        || (source !== leaving
          && (source.route != leaving.route || source.options != leaving.options))
      updated.append(copying: source)
      updatedNodes.append(source)
    }
    if routesChanged {
      append(.updateInPlace, updated)
    }

    // 2 and 3. The alert and the layers above the kept ones, top first.
    let dismissed = stacks.leavingStacks.count - stacks.kept
    dismiss(
      layersOf: updated,
      from: dismissed > 0 ? stacks.leavingStacks[stacks.kept].start : updated.pathCount,
      count: dismissed, lowestLayer: nil, alertGoes: !alertsAgree && start.alertBox != nil)

    // 4. The kept stacks: the covered ones, then the top one.
    let top = stacks.kept - 1
    let screensMove = planCoveredStacks(
      stacks, of: target, updatedNodes: updatedNodes, base: shared, level: level)
    let leavingTop = stacks.leavingStacks[top]
    let arrivingTop = stacks.arrivingStacks[top]
    let keptEnd = arrivingTop.pushesStart + stacks.keptPushes[top]
    var next = keptEnd
    if leavingTop.pushCount > stacks.keptPushes[top], !screensMove {
      if capabilities.replacesStackInOneStep, arrivingTop.end > keptEnd {
        append(
          .replaceStack(level: level + top),
          target.prefix(topNode: stacks.arrivingNodes[arrivingTop.end - shared - 1]))
        next = arrivingTop.end
      } else {
        let count = leavingTop.pushCount - stacks.keptPushes[top]
        append(
          .pop(count: count, level: level + top),
          target.prefix(topNode: stacks.arrivingNodes[keptEnd - shared - 1]))
      }
    }

    // 5. What is new, then the alert.
    add(from: next, of: target, level: level + top, alertComes: !alertsAgree)
  }

  /// Replaces the kept stacks below the top one, and pops the top one first when a screen moves
  /// between kept stacks. `updatedNodes` are the start's nodes above the base as updated in
  /// place, bottom first.
  ///
  /// - Returns: Whether screens move between kept stacks (the top one is then popped here).
  private mutating func planCoveredStacks<Route: Equatable>(
    _ kept: KeptStacks<Route>, of target: NavigationState<Route>, updatedNodes: [PathNode<Route>],
    base: Int, level: Int
  ) -> Bool {
    let top = kept.kept - 1
    guard top > 0 else { return false }
    let leavingStacks = kept.leavingStacks
    let arrivingStacks = kept.arrivingStacks
    // What each kept stack shows now, as nodes to copy; the shared nodes sit below them all.
    var stacks = (0..<kept.kept).map { index in
      Array(updatedNodes[leavingStacks[index].start - base..<leavingStacks[index].end - base])
    }
    func arrivingStack(_ index: Int) -> [PathNode<Route>] {
      kept.arrivingNodes.nodes(
        in: arrivingStacks[index].start - base..<arrivingStacks[index].end - base)
    }
    func keptStack(_ index: Int) -> [PathNode<Route>] {
      Array(stacks[index].prefix((leavingStacks[index].hasRoot ? 1 : 0) + kept.keptPushes[index]))
    }
    func current() -> NavigationState<Route> {
      var state = target.prefix(topNode: target.node(atCount: base))
      for stack in stacks {
        for node in stack {
          state.append(copying: node)
        }
      }
      return state
    }
    func sameScreens(_ lhs: [PathNode<Route>], _ rhs: [PathNode<Route>]) -> Bool {
      lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 || $0.id == $1.id }
    }
    var removedFrom: [ScreenID: Int] = [:]
    for index in 0..<kept.kept {
      let stack = leavingStacks[index]
      for position in stack.pushesStart + kept.keptPushes[index]..<stack.end {
        removedFrom[kept.leavingNodes[position - base].id] = index
      }
    }
    var screensMove = false
    for index in 0..<kept.kept {
      let stack = arrivingStacks[index]
      for position in stack.pushesStart + kept.keptPushes[index]..<stack.end {
        if let from = removedFrom[kept.arrivingNodes[position - base].id], from != index {
          screensMove = true
        }
      }
    }
    if screensMove {
      if leavingStacks[top].pushCount > kept.keptPushes[top] {
        stacks[top] = keptStack(top)
        let count = leavingStacks[top].pushCount - kept.keptPushes[top]
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
    return screensMove
  }
}
