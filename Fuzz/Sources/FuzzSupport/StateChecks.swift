import CoordinatorDemos
import CoordinatorKit
import CoordinatorKitTerminal
import DemoApps
import Foundation
import TerminalToolkit

/// What every navigation state must satisfy, however it was made: decoded from any bytes, or
/// built through the API. Each check stops the fuzz target on a violation.
@MainActor
public enum StateChecks {
  /// The host presets, each planned for.
  static let capabilities: [TransitionCapabilities] = [
    .oneAtATime, .allAtOnce,
    TransitionCapabilities(
      pushesSeveralAtOnce: true, dismissesSeveralAtOnce: false, replacesStackInOneStep: true),
  ]

  /// Gives the stacks of `built` the options they have in `state`: a path's elements and a root
  /// screen carry none, so an app sizes its sheets with `setDetents(_:ofLayerContaining:)`,
  /// points its popovers with `setAnchor(_:ofLayerContaining:)` and splits its base stack with
  /// `setSplitLayout(_:)`.
  private static func showLayers(
    of built: inout NavigationState<DemoRoute>, as state: NavigationState<DemoRoute>
  ) throws(NavigationError) {
    for layer in state.layers where layer.detents != nil {
      try built.setDetents(layer.detents, ofLayerContaining: layer.root.id)
    }
    for layer in state.layers where layer.anchor != nil {
      try built.setAnchor(layer.anchor, ofLayerContaining: layer.root.id)
    }
    built.setSplitLayout(state.splitLayout)
  }

  /// The invariants of a state built through the API: the engine's check finds no broken rule,
  /// and the same parts, added one at a time with the public operations, give an equal state.
  public static func checkInvariants(_ state: NavigationState<DemoRoute>, _ what: String) {
    // Every rule of the state itself, its caches and views: the engine's one check.
    if let broken = state._brokenInvariant() {
      require(false, "\(what): the state breaks a rule: \(broken)")
      return
    }
    // Built from its parts, as decoding does (a state without tabs or guards)…
    if state.tabs.isEmpty, state.leaveGuardedScreens.isEmpty {
      var fromParts: NavigationState<DemoRoute>
      do {
        fromParts = try NavigationState(root: state.root, path: state.path, alert: state.alert)
        try showLayers(of: &fromParts, as: state)
      } catch {
        require(false, "\(what): its own parts are refused: \(error)")
        return
      }
      require(fromParts == state, "\(what): rebuilt from its parts, it differs")
    }
    // …and one operation at a time, as an app does: the tabs (or the root), the modal layers,
    // the alert, the leave guards.
    do {
      var built: NavigationState<DemoRoute>
      var selectedTabPushes = 0
      if let selected = state.selectedTab {
        built = try NavigationState(tabs: state.tabStacks, selected: selected)  // layouts too
        selectedTabPushes = built.path.count
      } else {
        built = try NavigationState<DemoRoute>(root: state.root)
      }
      for element in state.path.dropFirst(selectedTabPushes) {
        try built.append(element.screen, style: element.style)
      }
      try showLayers(of: &built, as: state)
      if let alert = state.alert {
        try built.showAlert(alert)
      }
      for screen in state.leaveGuardedScreens {
        try built.setLeaveGuard(true, for: screen)
      }
      require(built == state, "\(what): built with the operations, it differs")
      require(built.hashValue == state.hashValue, "\(what): equal states hash differently")
    } catch {
      require(false, "\(what): the operations refuse to build it: \(error)")
    }
  }

  /// A state survives encoding and decoding unchanged, and encodes the same bytes again.
  public static func checkRoundTrip(_ state: NavigationState<DemoRoute>) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      let encoded = try encoder.encode(state)
      let decoded = try JSONDecoder().decode(NavigationState<DemoRoute>.self, from: encoded)
      require(decoded == state, "the state changed through encoding and decoding")
      require(try encoder.encode(decoded) == encoded, "the state encodes differently the 2nd time")
    } catch {
      require(false, "a decoded state does not survive a round trip: \(error)")
    }
  }

  /// Plans between `start` and `target` for every host preset: each step is a valid state, the
  /// last step is the target, and a plan between equal states is empty.
  public static func checkPlans(
    from start: NavigationState<DemoRoute>, to target: NavigationState<DemoRoute>
  ) {
    for capabilities in capabilities {
      let plan = TransitionPlan(from: start, to: target, capabilities: capabilities)
      require(plan.isEmpty == (start == target), "a plan is empty exactly between equal states")
      for step in plan {
        checkInvariants(step.state, "a step of a plan")
      }
      if let last = plan.last {
        require(last.state == target, "the last step of a plan is not its target")
      }
    }
  }

  /// A navigator starting at `state` with a host attached reaches it step by step.
  public static func checkNavigator(_ state: NavigationState<DemoRoute>) {
    let navigator = Navigator(state)
    navigator.attachHost(capabilities: .allAtOnce)
    var steps = 0
    while let step = navigator.hosting.currentStep {
      checkInvariants(step.state, "a navigator step")
      navigator.hostDidShow(step.id)
      steps += 1
      require(steps <= 4 * (state.path.count + 2), "the navigator never settles")
    }
    require(navigator.hosting.shownState == state, "the host did not reach the state")
  }

  /// The terminal host shows `state` at several sizes, with every screen drawn by its route,
  /// and the user's Esc (the platform's back) leaves a valid state.
  public static func checkTerminalHost(_ state: NavigationState<DemoRoute>) {
    let navigator = Navigator(state)
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false, makeScreen: { RouteScreen($0.route) },
      inspectorLines: { navigator.state.treeDescription.split(separator: "\n").map(String.init) })
    var renderer = FrameRenderer()
    for size in [(80, 24), (1, 1), (0, 0), (13, 5), (200, 60)] {
      let frame = host.frame(size: TerminalSize(columns: size.0, rows: size.1))
      require(frame.width == size.0 && frame.height == size.1, "a frame of the wrong size")
      _ = renderer.renderBytes(frame)
    }
    host.isInspectorVisible = true
    host.handle(.escape)
    host.handle(.enter)
    let frame = host.frame(size: TerminalSize(columns: 80, rows: 24))
    _ = renderer.renderBytes(frame)
    checkInvariants(navigator.state, "the state after Esc and Enter in the terminal host")
  }

  /// The demo app rebuilds `state` through its coordinators when it fits the demo it starts
  /// at, and shows it; either way it stays a valid state while keys are typed.
  public static func checkDemo(_ state: NavigationState<DemoRoute>) {
    let kind = state.root.route.demo
    let demo: TerminalDemo
    do {
      demo = try TerminalDemo(kind: kind, restoring: state)
    } catch {
      return  // A state of another demo, or one the coordinators refuse: reported to the user.
    }
    _ = demo.host.frame(size: TerminalSize(columns: 80, rows: 24))
    checkInvariants(demo.restorableState, "the restored demo's state")
    demo.type([.escape, .character("b"), .enter, .down, .character("t")])
    _ = demo.host.frame(size: TerminalSize(columns: 80, rows: 24))
    checkInvariants(demo.restorableState, "the restored demo's state after keys")
    demo.finish()  // Ends the flows still waiting for the user, as the program does at exit.
  }
}

/// A screen that shows its route: for hosting any decoded state, whatever its routes.
@MainActor
final class RouteScreen: TerminalScreen {
  let route: DemoRoute
  init(_ route: DemoRoute) { self.route = route }
  var title: String { route.description }
  var background: RGBColor { .blue }
  var keyHints: [KeyHint] { [KeyHint("Enter", route.description)] }
  func draw(in canvas: inout CellBuffer, area: CellRect) {
    canvas.writeCentered(route.description, y: area.y + area.height / 2, in: area)
  }
  func handle(_ key: Key) -> Bool { key == .enter }
}
