extension Planner {
  /// Adds the target's elements from path index `next` on, over its first `next` elements, on
  /// top of the stack at `level` (the number of layers below `next`); then its alert.
  ///
  /// Pushes are one step each, or merged where the host merges them; each new layer is a step,
  /// with the pushes inside it where the host merges pushes.
  mutating func add<Route: Equatable>(
    from next: Int, of target: NavigationState<Route>, level: Int, alertComes: Bool
  ) {
    if let top = target.top, top.count > next {
      addElements(of: target, top: top, above: next, level: level)
    }
    if alertComes, target.alertBox != nil {
      append(.showAlert, target)
    }
  }

  /// The steps that show `target`'s elements above its first `next` (its top is `top`). They are
  /// made top first, into the end of an array counted beforehand, in two counted walks down
  /// from `top`: the first finds the lowest new element, which says how many steps there are.
  /// One step (one element, or pushes merged) is made directly.
  @inline(__always)
  private mutating func addElements<Route: Equatable>(
    of target: NavigationState<Route>, top: PathNode<Route>, above next: Int, level: Int
  ) {
    let added = top.count - next
    let merges = capabilities.pushesSeveralAtOnce
    let layers = top.modalCount - level
    if added == 1 || (merges && layers == 0) {
      // One step shows it all: the top's element, or the pushes merged.
      let action: StepAction =
        switch top.style {
        case .modal(let modal) where added == 1: .present(modal, level: level + 1)
        default: .push(count: added, level: level)
        }
      append(action, target.prefix(topNode: top))
      return
    }
    var lowest = _NodeWalk(from: top, over: added)
    lowest.moveDown(added - 1)
    assert(
      level == lowest.modalCount - (lowest.style.isModal ? 1 : 0),
      "new elements go on top of the stack at the level given")
    // Where pushes merge: a step per new layer, and one for the pushes under the lowest layer.
    let stepCount = merges ? layers + (lowest.style.isModal ? 0 : 1) : added
    let first = steps.count
    let made = ContiguousArray<StepDetails>(unsafeUninitializedCapacity: stepCount) {
      buffer, initialized in
      var walk = _NodeWalk(from: top, over: added)
      // The top of the step being made: the element it shows last.
      var stepTop: PathNode<Route>? = top
      var pushes = 0
      var position = stepCount
      while true {
        switch walk.style {
        case .modal(let modal):
          position -= 1
          let shown = merges ? stepTop : walk.node
          buffer.initializeElement(
            at: position,
            to: step(
              .present(modal, level: walk.modalCount), target.prefix(topNode: shown),
              number: first + position))
          stepTop = walk.nodeBelow
          pushes = 0
        case .push where merges:
          pushes += 1
        case .push:
          position -= 1
          buffer.initializeElement(
            at: position,
            to: step(
              .push(count: 1, level: walk.modalCount), target.prefix(topNode: walk.node),
              number: first + position))
        }
        guard walk.canMoveDown else { break }
        walk.moveDown()
      }
      if pushes > 0 {
        position -= 1
        buffer.initializeElement(
          at: position,
          to: step(
            .push(count: pushes, level: level), target.prefix(topNode: stepTop),
            number: first + position))
      }
      assert(position == 0, "every step counted is made")
      initialized = stepCount
    }
    if steps.isEmpty {
      steps = made
    } else {
      steps.append(contentsOf: made)
    }
  }
}
