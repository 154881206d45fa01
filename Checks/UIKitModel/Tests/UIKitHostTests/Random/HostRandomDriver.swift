import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport
@_spi(UIKitModel) import UIKit

/// A screen's view controller in the random test: it knows its screen, and names two controls
/// a popover can point at.
@MainActor
final class ScreenController: UIViewController, PopoverAnchoring {
  let screen: ScreenID
  private let sender = UIView()
  private let subject = UIView()

  init(screen: NavigationScreen<Int>) {
    self.screen = screen.id
    super.init(nibName: nil, bundle: nil)
    title = "\(screen.route)"
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = UIView()
    view.addSubview(sender)
    view.addSubview(subject)
  }

  func popoverSourceView(for anchor: PopoverAnchor) -> UIView? {
    switch anchor.name {
    case "sender": sender
    case "subject": subject
    default: nil
    }
  }
}

/// One random sequence through the real UIKit host on the model: the app's requests (pushes,
/// sheets, covers and popovers with detents and anchors, pops, dismissals, alerts, jumps,
/// tabs, split layouts, child flows started and stopped, leave guards) and the user's gestures
/// (Back, edge swipes finished, cancelled or held while the app goes on, swipe-downs, drags to
/// a detent, taps outside popovers, alert buttons, tabs, size-class changes), with 0 to 3 turns
/// of the main queue after each, so that many land while the host is between the calls of a
/// step or a transition runs. Whenever everything settled, the model's hierarchy must be the
/// navigator's state, every step shown, the view controllers of screens that left released,
/// and UIKit must have logged nothing.
@MainActor
final class HostRandomDriver {
  private(set) var failure: String?
  private(set) var history: [String] = []
  private(set) var operations = 0
  private(set) var settledChecks = 0
  private var random: SeededGenerator
  private let navigator = Navigator(root: 0)
  private let root: IntRouteFlow
  private var flows: [WeakFlow] = []
  private var host: NavigatorHost<Int>?
  private let window: UIWindow
  private let user: ModelUser
  private let check = HierarchyCheck { ($0 as? ScreenController)?.screen }
  private var nextRoute = 100
  private var made: [WeakController] = []
  private let trace: Bool

  private struct WeakFlow {
    weak var flow: IntRouteFlow?
  }

  private struct WeakController {
    weak var controller: UIViewController?
  }

  init(seed: UInt64, trace: Bool = false) throws {
    self.trace = trace
    random = SeededGenerator(seed: seed)
    UIKitModel.reset()
    UIKitModel.choices.unanimatedPresentationCompletesAtOnce = Bool.random(using: &random)
    UIKitModel.choices.didShowAfterCancelledPop = Bool.random(using: &random)
    UIKitModel.choices.coordinatorCompletionsFirst = Bool.random(using: &random)
    UIKitModel.choices.emptyDismissalCompletes = Bool.random(using: &random)
    root = IntRouteFlow(navigator: navigator, route: 0)
    try root.startAsRoot()
    flows.append(WeakFlow(flow: root))
    window = UIWindow(regularWidth: Int.random(in: 0..<3, using: &random) == 0)
    user = ModelUser(of: window)
    let host = NavigatorHost(navigator: navigator) { [weak self] screen in
      let controller = ScreenController(screen: screen)
      self?.made.append(WeakController(controller: controller))
      return controller
    }
    self.host = host
    window.rootViewController = host.rootViewController
    window.makeKeyAndVisible()
    note("choices \(UIKitModel.choices), \(window.horizontalSizeClass) width")
  }

  // MARK: Running

  /// Runs one operation, then 0 to 3 turns; every fifth operation or so, settles and checks.
  func step() async {
    guard failure == nil else { return }
    operations += 1
    let choice = Int.random(in: 0..<100, using: &random)
    switch choice {
    case 0..<12: request("push") { try $0.push(self.route()) }
    case 12..<17: present(.sheet)
    case 17..<19: present(.cover)
    case 19..<21: present(.popover)
    case 21..<26: request("pop") { try $0.pop() }
    case 26..<28: update("popToRoot") { try $0.popToRoot() }
    case 28..<30:
      let id = anyScreen()
      update("pop(to:)") { try $0.pop(to: id) }
    case 30..<33: request("dismiss") { try $0.dismiss() }
    case 33..<35: update("dismissAll") { try $0.dismissAll() }
    case 35..<38: showAlert()
    case 38..<39: update("dismissAlert") { $0.dismissAlert() }
    case 39..<42: jump()
    case 42..<44: tabs()
    case 44..<46: splitLayout()
    case 46..<48: appDetent()
    case 48..<53: startChild()
    case 53..<55: stopFlow()
    case 55..<58: toggleGuard()
    case 58..<66: gesture("tap Back") { $0.tapBack() }
    case 66..<70: swipeBack()
    case 70..<75: swipeDown()
    case 75..<77: dragSheet()
    case 77..<79: gesture("tap outside the popover") { $0.tapOutsidePopover() == .dismissed }
    case 79..<85: tapAlertButton()
    case 85..<88: tapTab()
    case 88..<90: sizeClass()
    case 90..<92:
      if user.endSwipeBack(completing: Bool.random(using: &random)) { note("let go of a swipe") }
    default: break
    }
    let turns = Int.random(in: 0..<4, using: &random)
    for _ in 0..<turns { await UIKitModel.turn() }
    if trace {
      tracePrint(
        "  \(turns) turns; UIKit: \(describe(window)); step: \(String(describing: navigator.hosting.currentStep?.action)); state: \(navigator.state.layers.map { $0.screens.map(\.route) }) base \(navigator.state.baseStack.map(\.route)) guarded \(navigator.state.leaveGuardedScreens.count)"
      )
    }
    if Int.random(in: 0..<5, using: &random) == 0 { await settleAndCheck() }
  }

  /// Lets go of any gesture held, settles and checks, then stops the root coordinator, lets
  /// the host go, and checks that nothing it made is left alive.
  func finish() async {
    guard failure == nil else { return }
    _ = user.endSwipeBack(completing: true)
    await settleAndCheck()
    guard failure == nil else { return }
    root.stop()
    await UIKitModel.settle()
    if flows.contains(where: { $0.flow != nil && $0.flow !== root }) {
      fail("coordinators are alive after the root stopped")
    }
    host = nil
    window.rootViewController = nil
    await UIKitModel.settle()
    let alive = made.compactMap(\.controller)
    if !alive.isEmpty {
      fail("\(alive.count) view controllers are alive after the host and its window went")
    }
  }

  private func settleAndCheck() async {
    await UIKitModel.settle()
    guard failure == nil, UIKitModel.isIdle else { return }
    settledChecks += 1
    let problems = ModelAppProblems.problems(
      window: window, navigator: navigator, check: check, expectingWarnings: false)
    if !problems.isEmpty { fail(problems.joined(separator: "; ")) }
  }

  // MARK: The app

  private func route() -> Int {
    nextRoute += 1
    return nextRoute
  }

  private func anyScreen() -> ScreenID {
    let screens = navigator.state.screens
    return screens.randomElement(using: &random)?.id ?? ScreenID()
  }

  private func request(_ name: String, _ body: (Navigator<Int>) throws -> Void) {
    note(name)
    do { try body(navigator) } catch { note("  refused: \(error)") }
  }

  private func update<Result>(_ name: String, _ body: (inout NavigationState<Int>) throws -> Result)
  {
    note(name)
    do { _ = try navigator.update(body) } catch { note("  refused: \(error)") }
  }

  private func present(_ style: ModalStyle) {
    var detents: SheetDetents?
    if style == .sheet, Int.random(in: 0..<3, using: &random) == 0 {
      let available: [SheetDetent] =
        Bool.random(using: &random) ? [.medium, .large] : [.fraction(0.3), .large]
      detents = try? SheetDetents(available, selected: available.randomElement(using: &random))
    }
    let anchor: PopoverAnchor? =
      style == .popover && Bool.random(using: &random)
      ? ["sender", "subject", "missing"].randomElement(using: &random) : nil
    let route = route()
    request("present \(route) as \(style)") {
      try $0.present(route, as: style, detents: detents, anchor: anchor)
    }
  }

  private func showAlert() {
    let actions = Bool.random(using: &random) ? ["OK"] : ["Cancel", "Delete"]
    let presentation = AlertPresentation.allCases.randomElement(using: &random) ?? .alert
    guard
      let alert = try? AlertState(
        title: "Alert \(route())",
        actions: actions.map { AlertAction($0, role: $0 == "Cancel" ? .cancel : .default) },
        presentation: presentation)
    else { return }
    request("show \(alert.title) as \(presentation)") { try $0.showAlert(alert) }
  }

  private func jump() {
    let state = navigator.state
    var path = Array(state.path.prefix(Int.random(in: 0...state.path.count, using: &random)))
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let style: PresentationStyle =
        [.push, .push, .modal(.sheet), .modal(.cover), .modal(.popover)].randomElement(
          using: &random) ?? .push
      path.append(PresentedScreen(NavigationScreen(route()), style: style))
    }
    guard var target = try? NavigationState(root: state.root, path: path) else { return }
    target.setSplitLayout(
      [nil, nil, .twoColumns, .threeColumns].randomElement(using: &random) ?? nil)
    request("jump to \(path.count) screens") { try $0.replace(with: target) }
  }

  private func tabs() {
    if navigator.state.selectedTab == nil || Bool.random(using: &random) {
      let tabs = [
        Tab<Int>("a", root: route()),
        Tab<Int>("b", root: route(), split: Bool.random(using: &random) ? .twoColumns : nil),
      ]
      guard let state = try? NavigationState(tabs: tabs, selected: "a") else { return }
      request("show tabs") { try $0.replace(with: state) }
    } else {
      let tab: TabID = Bool.random(using: &random) ? "a" : "b"
      update("select tab \(tab.name)") { try $0.selectTab(tab) }
    }
  }

  private func splitLayout() {
    let layout = [nil, SplitLayout.twoColumns, .threeColumns].randomElement(using: &random) ?? nil
    update("split layout \(String(describing: layout))") { $0.setSplitLayout(layout) }
  }

  private func appDetent() {
    let id = anyScreen()
    let detent =
      [SheetDetent.medium, .large, .fraction(0.3)].randomElement(using: &random)
      ?? .large
    update("select detent \(detent)") { try $0.selectDetent(detent, ofLayerContaining: id) }
  }

  private func startChild() {
    let running = flows.compactMap(\.flow).filter(\.isRunning)
    guard let parent = running.randomElement(using: &random) else { return }
    let style: PresentationStyle =
      [.push, .push, .modal(.sheet), .modal(.cover), .modal(.popover)].randomElement(
        using: &random) ?? .push
    let child = IntRouteFlow(navigator: navigator, route: route())
    note("start a child flow \(style)")
    do {
      try parent.coordinate(to: child, style: style)
      flows.append(WeakFlow(flow: child))
    } catch {
      note("  refused: \(error)")
    }
  }

  private func stopFlow() {
    let running = flows.compactMap(\.flow).filter { $0.isRunning && $0 !== root }
    guard let flow = running.randomElement(using: &random) else { return }
    note("stop flow \(flow.route)")
    if Bool.random(using: &random) {
      flow.stop()
    } else {
      do { try flow.finishFlow() } catch { note("  refused: \(error)") }
    }
  }

  private func toggleGuard() {
    let id = anyScreen()
    let guarded = !navigator.state.isLeaveGuarded(id)
    update("guard \(guarded)") { try $0.setLeaveGuard(guarded, for: id) }
  }

  // MARK: The user

  private func gesture(_ name: String, _ body: (ModelUser) -> Bool) {
    if body(user) { note(name) }
  }

  private func swipeBack() {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: gesture("swipe back") { $0.swipeBack(completing: true) }
    case 1: gesture("swipe back, cancelled") { $0.swipeBack(completing: false) }
    default: gesture("begin a swipe back and hold it") { $0.beginSwipeBack() }
    }
  }

  private func swipeDown() {
    let completing = Int.random(in: 0..<4, using: &random) > 0
    let outcome = user.swipeDown(completing: completing)
    if outcome != .impossible { note("swipe down: \(outcome)") }
  }

  private func dragSheet() {
    let identifier =
      [
        UISheetPresentationController.Detent.Identifier.medium, .large,
        .init(SheetDetent.fraction(0.3).name),
      ].randomElement(using: &random) ?? .large
    gesture("drag the sheet to \(identifier.rawValue)") { $0.dragSheet(to: identifier) }
  }

  private func tapAlertButton() {
    guard let alert = window.presentedViewControllers.last as? UIAlertController,
      let action = alert.actions.randomElement(using: &random), let title = action.title
    else { return }
    gesture("tap \(title)") { $0.tapAlertButton(title) }
  }

  private func tapTab() {
    let index = Int.random(in: 0..<2, using: &random)
    gesture("tap tab \(index)") { $0.tapTab(index) }
  }

  private func sizeClass() {
    let next: UIUserInterfaceSizeClass =
      window.horizontalSizeClass == .regular ? .compact : .regular
    note("size class \(next)")
    user.changeHorizontalSizeClass(to: next)
  }

  // MARK: Reporting

  private func note(_ entry: String) {
    history.append(entry)
    if trace { tracePrint(entry) }
  }

  var traceLines: [String] = []
  private func tracePrint(_ line: String) {
    if ProcessInfo.processInfo.environment["UIKIT_MODEL_TRACE"] == "late" {
      traceLines.append(line)
    } else {
      print(line)
    }
  }

  private func fail(_ message: String) {
    guard failure == nil else { return }
    for line in traceLines { print(line) }
    failure = message + "\n after: " + history.suffix(25).joined(separator: " → ")
  }

  /// What the window shows, for a trace.
  private func describe(_ window: UIWindow) -> String {
    func name(_ controller: UIViewController) -> String {
      if let navigation = controller as? UINavigationController {
        return "[" + navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: ",") + "]"
      }
      if let tabs = controller as? UITabBarController {
        return "tabs(\(tabs.selectedIndex))" + (tabs.viewControllers ?? []).map(name).joined()
      }
      if let split = controller as? UISplitViewController {
        let columns: [UISplitViewController.Column] = [
          .primary, .supplementary, .secondary, .compact,
        ]
        return "split\(split.isCollapsed ? "(collapsed)" : "")("
          + columns.compactMap { split.viewController(for: $0).map(name) }.joined(separator: " ")
          + ")"
      }
      if let alert = controller as? UIAlertController { return "alert \(alert.title ?? "")" }
      return "\(type(of: controller))"
    }
    let base = window.rootViewController?.children.first.map(name) ?? "nothing"
    return ([base] + window.presentedViewControllers.map(name)).joined(separator: " | ")
  }
}
