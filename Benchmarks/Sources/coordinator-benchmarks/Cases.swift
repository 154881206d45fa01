import CoordinatorKit
import NavigationTestSupport

/// A coordinator without screens, for coordinator-tree walks.
@MainActor
final class TreeCoordinator: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

/// A navigator whose state is a stack of `depth` screens (the root and `depth - 1` pushes).
@MainActor
func navigator(depth: Int) -> Navigator<Int> {
  Navigator(NavigationState(root: 0, pushing: Array(1..<max(depth, 1))))
}

/// The measured cases, each at any depth.
@MainActor
enum Cases {
  /// The baseline: the same screens kept in a plain array.
  static let arrayPair = Case(name: "array append+removeLast") { depth in
    var array = (0..<depth).map { PresentedScreen(NavigationScreen($0), style: .push) }
    return { count in
      for index in 0..<count {
        array.append(PresentedScreen(NavigationScreen(index), style: .push))
        array.removeLast()
      }
      precondition(array.count == depth)
    }
  }

  /// What the baseline costs without its screens: a bare `Int` appended and removed. Most of the
  /// baseline is making each new screen's identity (a counter behind a lock), not the array.
  static let bareArrayPair = Case(name: "array append+removeLast, a bare Int") { depth in
    var array = Array(0..<depth)
    return { count in
      for index in 0..<count {
        array.append(index)
        array.removeLast()
      }
      precondition(array.count == depth)
    }
  }

  /// A push and a pop through a navigator with one change observer, shown immediately.
  static let navigatorPair = Case(name: "navigator push+pop") { depth in
    let navigator = navigator(depth: depth)
    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }
    return { count in
      for index in 0..<count {
        try navigator.update { try $0.push(index) }
        try navigator.update { try $0.pop() }
      }
      precondition(changes > 0)
      _ = observation
    }
  }

  /// The same with a UIKit-like host attached, which shows and acknowledges every step.
  static let hostedNavigatorPair = Case(name: "navigator push+pop, host-paced") { depth in
    let navigator = navigator(depth: depth)
    navigator.attachHost(capabilities: .allAtOnce)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    return { count in
      for index in 0..<count {
        try navigator.update { try $0.push(index) }
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
        try navigator.update { try $0.pop() }
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
      }
    }
  }

  /// A child coordinator started (its first screen pushed) and stopped (its screen leaves).
  static let coordinatorCycle = Case(name: "coordinator start+screen+stop") { depth in
    let navigator = navigator(depth: depth)
    let root = IntRouteFlow(navigator: navigator, route: 0)
    try root.startAsRoot()
    try navigator.update { state in
      try state.push(contentsOf: Array(1..<max(depth, 1)), owner: root.identifier)
    }
    return { count in
      for index in 0..<count {
        let child = IntRouteFlow(navigator: navigator, route: index)
        try root.coordinate(to: child)
        child.stop()
      }
      precondition(root.children.isEmpty)
    }
  }

  /// Finding the coordinator that owns the top screen and the bottom one.
  static let coordinatorLookup = Case(name: "coordinator of a screen (top and root)") { depth in
    let navigator = navigator(depth: 1)
    let root = IntRouteFlow(navigator: navigator, route: 0)
    try root.startAsRoot()
    try navigator.update { state in
      try state.push(contentsOf: Array(1..<max(depth, 1)), owner: root.identifier)
    }
    let top = navigator.state.topScreen
    let bottom = navigator.state.root
    return { count in
      var found = 0
      for _ in 0..<count {
        if navigator.coordinator(owning: top) != nil { found += 1 }
        if navigator.coordinator(owning: bottom) != nil { found += 1 }
      }
      precondition(found == 2 * count)
      _ = root  // The app holds its root coordinator; the navigator only refers to it weakly.
    }
  }

  /// Planning a change that replaces every screen, then reading every step once; per step.
  static func planReadEveryStep(steps: Int) -> Case {
    Case(name: "plan + read each step, per step") { depth in
      let from = NavigationState(root: 0, pushing: Array(1..<max(depth, 1)))
      let to = try NavigationState(
        root: from.root,
        path: (1..<max(depth, 2)).map {
          PresentedScreen(NavigationScreen($0), style: .modal(.sheet))
        })
      return { count in
        for _ in 0..<count {
          let plan = TransitionPlan(from: from, to: to, capabilities: .allAtOnce)
          var total = 0
          for step in plan { total += step.isAnimated ? 1 : 0 }
          precondition(total == plan.count)
        }
      }
    }
  }

  /// Dismissing three sheets over a stack of `depth` screens, planned for a batched host.
  static let batchedDismissPlan = Case(name: "plan dismissAll of 3 sheets, batched") { depth in
    var from = NavigationState(root: 0, pushing: Array(1..<max(depth, 1)))
    for route in 0..<3 { try from.present(-route - 1, as: .sheet) }
    var to = from
    try to.dismissAll()
    return { count in
      for _ in 0..<count {
        let plan = TransitionPlan(from: from, to: to, capabilities: .allAtOnce)
        precondition(plan.count == 1)
      }
    }
  }

  /// The cases of the depth table, with the baseline first.
  static let depthTable = [
    arrayPair, bareArrayPair, navigatorPair, hostedNavigatorPair, coordinatorCycle,
    coordinatorLookup,
    batchedDismissPlan, guardedNavigatorPair, alertAnswered, dialogAnswered,
    sheetShownAndDismissed, popoverShownAndDismissed, sheetDraggedAndBack,
    anchoredPopoverShownAndDismissed, splitSelections, splitFlowSelections,
  ]

  /// The hosts' cases, measured by instructions only (their cost once made a wall-time run at
  /// depth 10,000 last hours), with the baseline first.
  static let hostTable = [
    arrayPair, uiKitHostPair, guardedUIKitHostPair, swiftUIHostPair, headlessHostPair,
  ]
}
