import CoordinatorKit
import Foundation

/// One run of the demo app, independent of any host: the navigator, the root coordinator (the
/// picker, or the demo named on the command line) and the factory of screen models.
///
/// Hosts show ``navigator`` and ask it for each screen's presenter or view model
/// (`navigator.model(for:)`, which the coordinator owning the screen makes); the terminal and
/// the Apple examples wrap those in views, tests hold them directly.
@MainActor
public final class DemoApp {
  /// The navigator that holds the demo's navigation state; a host shows it.
  public let navigator: Navigator<DemoRoute>
  /// How this app's master/detail shows Detail, which its links follow.
  private let detailStyle: PresentationStyle
  /// The master list's dates, shared by every Master screen.
  private let store: DateStore
  /// The root coordinator; the app holds it, it holds everything else. The picker hands it
  /// over to the mail demo, whose tabs replace the picker's stack.
  public private(set) var root: any Coordinator
  /// The last request the navigator refused, which the inspector shows instead of the demo
  /// failing silently.
  private(set) var lastRefusal: NavigationError?
  private var refusalObservation: ChangeObservation?
  /// Builds a demo's coordinator for the picker (`nil` for mail, which takes the window).
  private let makeDemo: (DemoKind) -> (any FlowCoordinator<DemoRoute>)?
  /// Whether the app started with the picker, which the mail demo can go back to.
  package let startedWithPicker: Bool

  /// Whether the picker is the app's root.
  package var isShowingPicker: Bool { root is DemoPickerCoordinator }

  /// A picker that hands the window to mail when mail is chosen.
  private func makePicker() -> DemoPickerCoordinator {
    let picker = DemoPickerCoordinator(navigator: navigator, makeDemo: makeDemo)
    picker.showDemoWithTabs = { [weak self] _ in
      _ = try? self?.showMail()
    }
    return picker
  }

  /// Takes the window back from the mail demo: the picker replaces its tabs, as when the app
  /// started, and the mail flows stop. Does nothing when the picker is the root already.
  package func showPicker() throws(NavigationError) {
    guard !isShowingPicker else { return }
    let picker = makePicker()
    let previous = root
    try picker.startAsRoot()
    root = picker
    previous.stop()
  }

  /// Builds the app for `kind`, or the picker when `kind` is `nil`. Call ``start()`` or
  /// ``restore(_:)`` next.
  public init(kind: DemoKind?, options: DemoOptions = DemoOptions()) {
    let navigator = Navigator(root: DemoRoute.picker)
    let store = DateStore(
      source: options.usesFixedClock ? SequentialDateSource() : SystemDateSource())
    let menuFactory = MenuScreenFactory(
      dependencies: Dependencies().registering(MenuRepository.standard))
    let makeDemo = { (kind: DemoKind) -> (any FlowCoordinator<DemoRoute>)? in
      switch kind {
      case .rainbow:
        RainbowCoordinator(navigator: navigator)
      case .masterDetail:
        MasterCoordinator(navigator: navigator, store: store, detailStyle: options.detailStyle)
      case .mvvmc:
        MainCoordinator(navigator: navigator)
      case .menu:
        MenuCoordinator(navigator: navigator, factory: menuFactory)
      case .mail:
        nil  // Its tabs are a state's base: it replaces the picker (see `showMail()`).
      }
    }
    self.navigator = navigator
    detailStyle = options.detailStyle
    self.makeDemo = makeDemo
    self.store = store
    if kind?.hasTabs == true {
      root = MailCoordinator(navigator: navigator)
    } else if let kind, let demo = makeDemo(kind) {
      root = demo
    } else {
      root = DemoPickerCoordinator(navigator: navigator, makeDemo: makeDemo)
    }
    startedWithPicker = root is DemoPickerCoordinator
    (root as? DemoPickerCoordinator)?.showDemoWithTabs = { [weak self] _ in
      _ = try? self?.showMail()
    }
    refusalObservation = navigator.observeRefusals { [weak self] refusal in
      self?.lastRefusal = refusal
    }
  }

  /// The mail demo, taking the window over from the picker when it is not shown yet: its tabs
  /// replace the picker's stack, which stops the picker.
  private func showMail() throws(NavigationError) -> MailCoordinator {
    if let mail = root as? MailCoordinator { return mail }
    let mail = MailCoordinator(navigator: navigator)
    try mail.startAsRoot()
    root = mail
    return mail
  }

  /// Shows the root coordinator's first screen.
  public func start() throws(NavigationError) {
    try root.startAsRoot()
  }

  /// Starts and then rebuilds `saved` through the coordinators (``Navigator/restore(_:animation:overridingLeaveGuards:)``),
  /// so every restored screen has the coordinator, presenter and view model it would have had. A
  /// saved state with tabs is the mail demo's, which the picker hands the window to.
  ///
  /// - Throws: ``ReplayError`` when `saved` does not fit this demo; the app then shows its root.
  package func restore(_ saved: NavigationState<DemoRoute>, data: DemoData? = nil)
    throws(ReplayError)
  {
    // The data first, so the restored screens find what they show.
    if let dates = data?.masterDetailDates {
      store.restore(dates)
    }
    do { try start() } catch { throw .navigation(error) }
    guard !saved.tabs.isEmpty else {
      guard saved.root.route == navigator.state.root.route, navigator.state.tabs.isEmpty else {
        throw .otherDemo(savedRoot: saved.root.route.appName)
      }
      do {
        try navigator.restore(everyTabOf: saved)
      } catch {
        throw .doesNotFollow(error)
      }
      return
    }
    guard root is DemoPickerCoordinator || root is MailCoordinator else {
      throw .otherDemo(savedRoot: DemoRoute.mail(.mailboxes).appName)
    }
    let mail: MailCoordinator
    do { mail = try showMail() } catch { throw .navigation(error) }
    do {
      try mail.restore(saved)
    } catch {
      throw .doesNotFollow(error)
    }
  }

  /// What following a link takes: the demo to show first, when the link is another demo's and
  /// the app shows a single demo, and the target to open from there.
  package struct LinkPlan {
    /// The demo that replaces the one shown before the target opens; `nil` to stay.
    package var switchingTo: DemoKind?
    /// The screens to reach.
    package var target: NavigationTarget<DemoRoute>
  }

  /// The demos' links as they are now: for this app's options, and without the messages the
  /// mail demo deleted (a link to one is refused, saying so).
  var links: LinkTable<DemoRoute> {
    DemoLinks.table(
      detailStyle: detailStyle,
      deletedMessages: (root as? MailCoordinator)?.store.deletedMessageIDs ?? [])
  }

  /// The demo the app shows as its root, or `nil` for the picker.
  package var shownDemo: DemoKind? {
    root is MailCoordinator ? .mail : navigator.state.root.route.demo
  }

  /// Where `link` leads in this app: the demo's screens, pushed on the picker's stack, or over
  /// the demo's own first screen when the app is that demo. Another demo's link, in an app that
  /// shows a single demo, first switches to that demo (``prepare(toOpen:)``).
  ///
  /// - Parameter switchesDemos: whether another demo's link may switch demos; when not (the
  ///   command line named a demo), it is refused.
  /// - Throws: a ``FollowError``: the link is longer than ``DemoLinks/maximumLength`` or does
  ///   not parse, or it is another demo's while a screen holds unsaved changes (switching would
  ///   lose them) or switching is not allowed.
  package func plan(forLink link: String, switchesDemos: Bool = true) throws(FollowError)
    -> LinkPlan
  {
    let demoTarget: NavigationTarget<DemoRoute>
    guard link.utf8.count <= DemoLinks.maximumLength || link.count <= DemoLinks.maximumLength
    else {
      throw .link(
        .refused(
          pattern: link,
          reason: "it is \(link.count.groupedDigits) characters long, more than the "
            + "\(DemoLinks.maximumLength.groupedDigits) a link of these demos may have"))
    }
    do {
      demoTarget = try links.target(for: link)
    } catch {
      throw .link(error)
    }
    let wanted: DemoKind? =
      demoTarget.tab != nil ? .mail : demoTarget.path.first?.route.demo
    // From the picker, a mail link hands the window over and the others push their demo.
    guard !isShowingPicker else {
      return LinkPlan(switchingTo: wanted == .mail ? .mail : nil, target: demoTarget)
    }
    var plan = LinkPlan(switchingTo: nil, target: demoTarget)
    if let wanted, wanted != shownDemo {
      guard switchesDemos else {
        let shown = shownDemo.map { "the \($0.rawValue) demo" } ?? "the picker"
        throw .link(
          .refused(
            pattern: link,
            reason: "it opens the \(wanted.rawValue) demo and this is \(shown); the picker "
              + "(coordinator-demo without a demo name) follows every demo's links"))
      }
      guard navigator.state.leaveGuardedScreens.isEmpty else {
        throw .link(
          .refused(
            pattern: link,
            reason: "it opens the \(wanted.rawValue) demo, and a screen here has unsaved "
              + "changes; send or discard them first"))
      }
      plan.switchingTo = wanted
    }
    if demoTarget.tab == nil {
      // The demo's first screen is the app's root: the target goes on from it.
      plan.target = NavigationTarget(Array(demoTarget.path.dropFirst()))
    }
    return plan
  }

  /// Opens `link` as one change, its last step animated; see ``plan(forLink:switchesDemos:)``.
  func open(link: String, switchesDemos: Bool = true) async throws(FollowError) {
    let plan = try plan(forLink: link, switchesDemos: switchesDemos)
    try prepare(toOpen: plan)
    try await navigator.open(plan.target)
  }

  /// Switches to the demo `plan` needs first: the picker hands the window to mail, and an app
  /// showing one demo shows the other instead (its flows stop).
  package func prepare(toOpen plan: LinkPlan) throws(FollowError) {
    guard let kind = plan.switchingTo, kind != shownDemo || isShowingPicker else { return }
    do {
      if kind == .mail {
        _ = try showMail()
      } else {
        try showDemo(kind)
      }
    } catch {
      throw .impossibleScreen(route: "the \(kind.rawValue) demo", reason: error.description)
    }
  }

  /// Shows demo `kind` as the app's root in place of the one shown (mail's tabs included).
  private func showDemo(_ kind: DemoKind) throws(NavigationError) {
    guard let demo = makeDemo(kind) else { return }
    let previous = root
    try demo.startAsRoot()
    root = demo
    previous.stop()
  }

  /// Puts back what a link that failed had switched away from: the demo `kind` (the picker when
  /// `nil`) with `saved`'s screens and `data`.
  package func switchBack(
    to kind: DemoKind?, restoring saved: NavigationState<DemoRoute>, data: DemoData
  ) throws(ReplayError) {
    guard kind != shownDemo || isShowingPicker != (kind == nil) else { return }
    let previous = root
    if let kind {
      guard
        let demo: any Coordinator = kind == .mail
          ? MailCoordinator(navigator: navigator) : makeDemo(kind)
      else { return }
      root = demo
    } else {
      root = makePicker()
    }
    defer { previous.stop() }
    try restore(saved, data: data)
  }

  /// What the user made, to save with ``restorableState``.
  public var data: DemoData {
    DemoData(masterDetailDates: store.dates.isEmpty ? nil : store.dates)
  }

  /// The navigation state to save (`Navigator.stateToSave`: each screen's route as its
  /// coordinator saves it): alerts are left out, since what answers them cannot be saved.
  package var restorableState: NavigationState<DemoRoute> {
    var state = navigator.stateToSave
    state.dismissAlert()
    return state
  }

  /// The inspector's first `limit` lines: the coordinator tree, then the navigation state, as
  /// their `treeDescription`s show them, then the last refusal.
  ///
  /// Only the lines asked for are made, so the inspector of a deep app costs what it shows.
  package func inspectorLines(limit: Int = 200) -> [String] {
    var lines = ["Coordinators:"]
    var pending: [(coordinator: any Coordinator, depth: Int)] = [(root, 1)]
    while lines.count < limit, let (coordinator, depth) = pending.popLast() {
      let phase = coordinator.node.phase
      let marker = phase == .running ? "" : " (\(phase.rawValue))"
      // An identity's description is its short form, as dumps show it.
      lines.append(
        String(repeating: "  ", count: depth) + "\(type(of: coordinator)) "
          + "#\(coordinator.identifier)\(marker)")
      pending += coordinator.children.reversed().map { ($0, depth + 1) }
    }
    if lines.count < limit {
      lines += ["", "Navigation state:"]
      lines += stateLines(limit: limit - lines.count)
    }
    if lines.count < limit, let refusal = lastRefusal {
      lines += ["", "Last refusal:", "  \(refusal)"]
    }
    return Array(lines.prefix(limit))
  }

  /// The navigation state's first `limit` lines, as `treeDescription` shows them, indented: each
  /// tab's stack (the selected one marked) or the single stack, then the modal layers.
  private func stateLines(limit: Int) -> [String] {
    let state = navigator.state
    func describe(_ screen: NavigationScreen<DemoRoute>) -> String {
      let owner = screen.owner.map { " by \($0)" } ?? ""
      // ✎ marks a screen with unsaved changes (a leave guard), where a narrow panel shows it.
      let marker = state.isLeaveGuarded(screen.id) ? "  ✎ " : "    "
      return "\(marker)\(screen.route) #\(screen.id)\(owner)"
    }
    var lines: [String] = []
    let stacks =
      state.tabs.isEmpty
      ? [("stack", state.baseStack)]
      : state.tabStacks.map { tab in
        ("tab \(tab.id)" + (tab.id == state.selectedTab ? " (selected)" : ""), tab.stack)
      }
    for (name, stack) in stacks where lines.count < limit {
      lines.append("  \(name)")
      lines += stack.prefix(limit - lines.count).map(describe)
    }
    for layer in state.layers where lines.count < limit {
      lines.append("  \(layer.style.rawValue)")
      lines += layer.screens.prefix(limit - lines.count).map(describe)
    }
    if let alert = state.alert {
      lines.append(
        "  alert \"\(alert.title)\" [" + alert.actions.map(\.title).joined(separator: ", ") + "]")
    }
    return lines
  }

  /// The navigation state and the coordinator tree as JSON, for `--dump-state`: every control
  /// character in its text escaped, so it prints safely on a terminal.
  package func stateDump() throws -> String {
    struct Dump: Encodable {
      let state: NavigationState<DemoRoute>
      let coordinators: CoordinatorSnapshot
    }
    let encoded = try JSONEncoder().encode(
      Dump(state: navigator.state, coordinators: root.snapshot))
    var labels = DumpLabels()
    let readable = labels.readable(try JSONSerialization.jsonObject(with: encoded))
    let data = try JSONSerialization.data(
      withJSONObject: readable, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    // Text from a state file may hold control characters the encoder leaves as they are.
    return String(decoding: data, as: UTF8.self).escapingControlCharactersInJSON
  }
}

/// Makes a dump readable and comparable from run to run: a route's unnamed payload key (`_0`)
/// goes, and identities, random in each run, become labels in the order they first appear
/// (`coordinator-1`, `screen-1`), the same wherever one identity appears.
private struct DumpLabels {
  private var labels: [String: String] = [:]
  private var counts: [String: Int] = [:]

  mutating func readable(_ value: Any) -> Any {
    if let object = value as? [String: Any] {
      if object.count == 1, let payload = object["_0"] {
        return readable(payload)
      }
      var result: [String: Any] = [:]
      for key in object.keys.sorted() {
        if let value = object[key] {
          result[key] = readable(value)
        }
      }
      return result
    }
    if let array = value as? [Any] {
      return array.map { readable($0) }
    }
    if let text = value as? String, let kind = Self.identityKind(of: text) {
      if let label = labels[text.lowercased()] { return label }
      counts[kind, default: 0] += 1
      let label = "\(kind)-\(counts[kind] ?? 0)"
      labels[text.lowercased()] = label
      return label
    }
    return value
  }

  /// `coordinator` for a coordinator's identity (32 hexadecimal digits), `screen` for a
  /// screen's or alert's (a UUID), `nil` for other text.
  private static func identityKind(of text: String) -> String? {
    let isHex = { (character: Character) in character.isHexDigit }
    if text.count == 32, text.allSatisfy(isHex) { return "coordinator" }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if parts.map(\.count) == [8, 4, 4, 4, 12], parts.allSatisfy({ $0.allSatisfy(isHex) }) {
      return "screen"
    }
    return nil
  }
}
