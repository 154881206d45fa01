/// The step algorithm FlowStacks uses (`FlowPath.calculateSteps`), written again here because
/// FlowStacks needs SwiftUI: the comparison in `Benchmarks/README.md`, specialized for `Int`
/// routes in this binary. A change from one array of routes to another becomes a list of whole arrays,
/// each one what the host shows after that step; every step is a copy of the routes.
///
/// It runs with the settings FlowStacks uses on iOS 17 and later (several modal layers dismissed
/// in one step, pushes merged into the step before), which are what `.allAtOnce` plans for.
enum WholeArraySteps {
  /// A route as FlowStacks keeps it: a screen and how it is shown.
  enum ShownRoute {
    case push(Int)
    case sheet(Int)
    case cover(Int)

    /// Whether the route opens a modal layer.
    var isPresented: Bool {
      if case .push = self { return false }
      return true
    }

    /// Whether the two routes are shown the same way (the screens may differ).
    func isShownLike(_ other: ShownRoute) -> Bool {
      switch (self, other) {
      case (.push, .push), (.sheet, .sheet), (.cover, .cover): true
      default: false
      }
    }
  }

  /// The arrays a host shows one after another to go from `start` to `end`.
  static func steps(from start: [ShownRoute], to end: [ShownRoute]) -> [[ShownRoute]] {
    // Routes shown the same way in both are updated in place, in the first step.
    let common = min(start.count, end.count)
    var kept = 0
    while kept < common, start[kept].isShownLike(end[kept]) { kept += 1 }
    var firstLayerToLeave = start.count
    for index in kept..<start.count where start[index].isPresented {
      firstLayerToLeave = index
      break
    }
    var steps = [Array(end[..<kept] + start[kept...])]
    // Every modal layer that leaves goes in one step, with the pushes above the kept routes.
    if start.count > firstLayerToLeave {
      steps.append(Array(end[..<kept]))
    }
    // Pushed routes above the kept ones are popped in one step.
    if var popped = steps.last, popped.count > kept {
      while let last = popped.last, !last.isPresented, popped.count > kept { popped.removeLast() }
      steps.append(popped)
    }
    // The new routes arrive one at a time; a push joins the step before it.
    while var next = steps.last, next.count < end.count {
      next.append(end[next.count])
      if steps.count > 1, next.last?.isPresented == false {
        steps[steps.count - 1] = next
      } else {
        steps.append(next)
      }
    }
    return steps
  }
}
