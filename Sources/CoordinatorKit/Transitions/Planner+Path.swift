extension Planner {
  /// Plans a change that keeps the root's identity and the tabs: in place first, then what
  /// leaves, then what arrives (see ``TransitionPlan`` for the order).
  ///
  /// Above the base both paths share (``SharedBase``) the start's elements leave and the
  /// target's arrive, unless both keep a layer there; then
  /// `planKeepingLayers(from:to:above:routesChanged:alertsAgree:)` plans the stacks under and
  /// inside it.
  mutating func planPath<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>
  ) {
    let node = PathNode<Route>.self
    let base = SharedBase(start.top, target.top)
    let rootChanged =
      start.rootNode !== target.rootNode
      && (start.rootNode.route != target.rootNode.route
        || start.rootNode.options != target.rootNode.options)
    let routesChanged = base.routesChanged || rootChanged
    let alertsAgree = base.agreeOnAlert(of: start, and: target)
    guard !base.keepsALayer else {
      planKeepingLayers(
        from: start, to: target, above: base.count, routesChanged: routesChanged,
        alertsAgree: alertsAgree)
      return
    }
    let targetBase = base.targetBase(as: node)
    let level = targetBase?.modalCount ?? 0
    let alertGoes = !alertsAgree && start.alertBox != nil

    // 1. The start with every screen both keep as the target has it: the shared elements are
    // the target's, what leaves stands on them (made only when a step shows it).
    let rebuilt = !base.sharesBaseNode
    if routesChanged || alertGoes || base.leaving.layers > 0 {
      var updated = NavigationState(
        rootNode: target.rootNode, top: start.top,
        alertBox: alertsAgree ? target.alertBox : start.alertBox, tabsBox: target.tabsBox)
      if rebuilt {
        updated.top = targetBase
        let leaving = _NodeList(of: start.top, above: base.count)
        for index in 0..<leaving.count {
          updated.append(copying: leaving[index])
        }
      }
      if routesChanged {
        append(.updateInPlace, updated)
      }

      // 2 and 3. The alert and the layers that go, top first.
      dismiss(
        layersOf: updated, from: base.count, count: base.leaving.layers,
        lowestLayer: rebuilt ? nil : base.leaving.lowestLayer(as: node), alertGoes: alertGoes)
    }

    // 4. The stack the base ends in pops what goes, or is replaced in one step together with
    // the pushes that arrive on it.
    var next = base.count
    if base.leaving.pushesBelowLayers > 0 {
      let arrivingPushes = base.arriving.pushesBelowLayers
      if capabilities.replacesStackInOneStep, arrivingPushes > 0 {
        // The target up to its lowest new layer.
        let shown =
          if let layer = base.arriving.lowestLayer(as: node) { layer.below } else { target.top }
        append(.replaceStack(level: level), target.prefix(topNode: shown))
        next += arrivingPushes
      } else {
        let count = base.leaving.pushesBelowLayers
        append(.pop(count: count, level: level), target.prefix(topNode: targetBase))
      }
    }

    // 5. What is new, then the alert.
    add(from: next, of: target, level: level, alertComes: !alertsAgree)
  }
}
