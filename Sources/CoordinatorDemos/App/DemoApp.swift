import CoordinatorKit
import Foundation

/// One run of the demo app, independent of any host: the navigator, the root coordinator (the
/// picker, or the demo named on the command line) and the factory of screen models.
///
/// Hosts show ``navigator`` and ask ``makeModel(for:)`` for each screen's presenter or view
/// model; the terminal wraps those in views, tests hold them directly.
@MainActor
final class DemoApp {
  let navigator: Navigator<DemoRoute>
  /// The demos' links, for this app's options.
  let links: LinkTable<DemoRoute>
  /// The root coordinator; the app holds it, it holds everything else.
  let root: any RouteFollowing<DemoRoute>

  /// Builds the app for `kind`, or the picker when `kind` is `nil`. Call ``start()`` or
  /// ``restore(_:)`` next.
  init(kind: DemoKind?, options: DemoOptions = DemoOptions()) {
    let navigator = Navigator(root: DemoRoute.picker)
    let store = DateStore(
      source: options.usesFixedClock ? SequentialDateSource() : SystemDateSource())
    let menuFactory = MenuScreenFactory(
      dependencies: Dependencies().registering(MenuRepository.standard))
    let makeDemo = { (kind: DemoKind) -> any RouteFollowing<DemoRoute> in
      switch kind {
      case .rainbow:
        RainbowCoordinator(navigator: navigator)
      case .masterDetail:
        MasterCoordinator(navigator: navigator, store: store, detailStyle: options.detailStyle)
      case .mvvmc:
        MainCoordinator(navigator: navigator)
      case .menu:
        MenuCoordinator(navigator: navigator, factory: menuFactory)
      }
    }
    self.navigator = navigator
    links = DemoLinks.table(detailStyle: options.detailStyle)
    root = kind.map(makeDemo) ?? DemoPickerCoordinator(navigator: navigator, makeDemo: makeDemo)
  }

  /// Shows the root coordinator's first screen.
  func start() throws(NavigationError) {
    try root.startAsRoot()
  }

  /// Starts and then rebuilds `saved` through the coordinators (``Navigator/restore(_:animation:)``),
  /// so every restored screen has the coordinator, presenter and view model it would have had.
  ///
  /// - Throws: ``ReplayError`` when `saved` does not fit this demo; the app then shows its root.
  func restore(_ saved: NavigationState<DemoRoute>) throws(ReplayError) {
    do { try start() } catch { throw .navigation(error) }
    guard saved.root.route == navigator.state.root.route else {
      throw .otherDemo(savedRoot: "\(saved.root.route)")
    }
    do {
      try navigator.restore(NavigationTarget(saved))
    } catch {
      throw .doesNotFollow(error)
    }
  }

  /// Where `link` leads in this app: the demo's screens, pushed on the picker's stack, or over
  /// the demo's own first screen when the app is that demo.
  ///
  /// - Throws: a ``FollowError``: the link does not parse, or it is for another demo.
  func target(forLink link: String) throws(FollowError) -> NavigationTarget<DemoRoute> {
    let demoTarget: NavigationTarget<DemoRoute>
    do {
      demoTarget = try links.target(for: link)
    } catch {
      throw .link(error)
    }
    let root = navigator.state.root.route
    guard root != .picker else { return demoTarget }
    guard let first = demoTarget.path.first, first.route == root else {
      let wanted = demoTarget.path.first.map { "\($0.route)" } ?? "the picker"
      throw .link(.refused(pattern: link, reason: "it opens \(wanted), and this app is \(root)"))
    }
    return NavigationTarget(Array(demoTarget.path.dropFirst()))
  }

  /// Opens `link` as one change, its last step animated.
  func open(link: String) async throws(FollowError) {
    try await navigator.open(try target(forLink: link))
  }

  /// The presenter or view model of `screen`, built by the coordinator that owns it.
  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    (navigator.coordinator(owning: screen) as? any DemoScreenMaking)?.makeModel(for: screen)
  }

  /// The navigation state to save: alerts are left out, since what answers them cannot be
  /// saved.
  var restorableState: NavigationState<DemoRoute> {
    var state = navigator.state
    state.dismissAlert()
    return state
  }

  /// The inspector's first `limit` lines: the coordinator tree, then the navigation state, as
  /// their `treeDescription`s show them, then the last refusal.
  ///
  /// Only the lines asked for are made, so the inspector of a deep app costs what it shows.
  func inspectorLines(limit: Int = 200) -> [String] {
    var lines = ["Coordinators:"]
    var pending: [(coordinator: any Coordinator, depth: Int)] = [(root, 1)]
    while lines.count < limit, let (coordinator, depth) = pending.popLast() {
      let phase = coordinator.node.phase
      let marker = phase == .running ? "" : " (\(phase.rawValue))"
      lines.append(
        String(repeating: "  ", count: depth) + "\(type(of: coordinator)) "
          + "#\(coordinator.identifier.shortDescription)\(marker)")
      pending += coordinator.children.reversed().map { ($0, depth + 1) }
    }
    if lines.count < limit {
      lines += ["", "Navigation state:"]
      lines += stateLines(limit: limit - lines.count)
    }
    if lines.count < limit, let refusal = RefusalLog.lastRefusal {
      lines += ["", "Last refusal:", "  \(refusal)"]
    }
    return Array(lines.prefix(limit))
  }

  /// The navigation state's first `limit` lines, as `treeDescription` shows them, indented.
  private func stateLines(limit: Int) -> [String] {
    let state = navigator.state
    func describe(_ screen: Screen<DemoRoute>) -> String {
      let owner = screen.owner.map { " by \($0.shortDescription)" } ?? ""
      return "    \(screen.route) #\(screen.id.shortDescription)\(owner)"
    }
    var lines = ["  stack", describe(state.root)]
    for element in state.path where lines.count < limit {
      if element.style != .push {
        lines.append("  \(element.style.rawValue)")
      }
      lines.append(describe(element.screen))
    }
    if let alert = state.alert {
      lines.append(
        "  alert \"\(alert.title)\" [" + alert.actions.map(\.title).joined(separator: ", ") + "]")
    }
    return lines
  }

  /// The navigation state and the coordinator tree as JSON, for `--dump-state`.
  func stateDump() throws -> String {
    struct Dump: Encodable {
      let state: NavigationState<DemoRoute>
      let coordinators: CoordinatorSnapshot
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Dump(state: navigator.state, coordinators: root.snapshot))
    return String(decoding: data, as: UTF8.self)
  }
}
