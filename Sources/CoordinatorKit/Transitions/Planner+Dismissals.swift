extension Planner {
  /// Removes the start's alert when it goes, and dismisses the `count` layers of `state`
  /// (the start, or the start as updated in place) whose roots stand at path index `lowest` or
  /// above, top first: one per step, or all in one step (with the alert) where the host can.
  ///
  /// Each step shows `state` cut below a layer. The cuts are found in one counted walk down
  /// from the top to the lowest layer, or not at all when the caller knows that layer
  /// (`lowestLayer`, a node of `state`) and the host dismisses them together.
  mutating func dismiss<Route: Equatable>(
    layersOf state: NavigationState<Route>, from lowest: Int, count: Int,
    lowestLayer: PathNode<Route>?, alertGoes: Bool
  ) {
    let batch = capabilities.dismissesSeveralAtOnce && count > 0
    if alertGoes, !batch {
      append(.removeAlert, state.prefix(topNode: state.top))
    }
    guard count > 0, let top = state.top else { return }
    if batch, let lowestLayer {
      append(.dismiss(layers: count), state.prefix(topNode: lowestLayer.below))
      return
    }
    var walk = _NodeWalk(from: top, over: top.count - lowest)
    var remaining = count
    while true {
      if walk.style.isModal {
        if !batch {
          append(.dismiss(layers: 1), state.prefix(topNode: walk.nodeBelow))
        }
        remaining -= 1
        if remaining == 0 { break }
      }
      walk.moveDown()
    }
    if batch {
      append(.dismiss(layers: count), state.prefix(topNode: walk.nodeBelow))
    }
  }
}
