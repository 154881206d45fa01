import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitTesting
import CoordinatorKitUIKit
import Foundation

/// The engine side of the Apple hosts: what `NavigatorHost` (UIKit) and
/// `NavigatorView` (SwiftUI) compute per change, through the same decision functions they call,
/// with UIKit's and SwiftUI's own work left out (Linux has neither). Each case pushes a screen
/// and pops it, the host showing and acknowledging every step.
extension Cases {
  /// UIKit: the calls of each step, UIKit's `didShow` echo judged, the leave guards applied
  /// (after the step and once nothing is left to show), the view controllers of screens that
  /// left released.
  static let uiKitHostPair = Case(name: "UIKit host push+pop (engine side)") { depth in
    let host = SimulatedUIKitHost(navigator: navigator(depth: depth))
    return { count in
      try pushAndPop(count, on: host.navigator, showing: host.showSteps)
      precondition(host.heldCount == max(depth, 1))
    }
  }

  /// The same over a stack whose ten lowest screens are leave-guarded (drafts deep in the
  /// stack): the guards are read from the levels' top screens, never from the whole stack.
  static let guardedUIKitHostPair = Case(
    name: "UIKit host push+pop, 10 guarded below"
  ) { depth in
    let navigator = navigator(depth: max(depth, 11))
    let guarded = navigator.state.screens.prefix(11).dropFirst().map(\.id)
    try navigator.update { state in
      for id in guarded { try state.setLeaveGuard(true, for: id) }
    }
    let host = SimulatedUIKitHost(navigator: navigator)
    return { count in
      try pushAndPop(count, on: host.navigator, showing: host.showSteps)
      precondition(host.heldCount == max(depth, 11))
    }
  }

  /// SwiftUI: each change of the display brings the host's slices up to date and releases the
  /// content of screens that left; a push or a pop draws the base stack and its new top
  /// screen's view with its Back; each step is acknowledged (`.immediate`).
  static let swiftUIHostPair = Case(name: "SwiftUI host push+pop (engine side)") { depth in
    let host = SimulatedSwiftUIHost(navigator: navigator(depth: depth))
    return { count in
      try pushAndPop(count, on: host.navigator, showing: host.showSteps)
      precondition(host.heldCount == min(max(depth, 1), 2))  // The root's and the top's.
    }
  }

  /// `HeadlessHost`, the host of an app's tests: it shows every step and keeps a content per
  /// displayed screen, as a UI keeps a view.
  static let headlessHostPair = Case(name: "HeadlessHost push+pop") { depth in
    let navigator = navigator(depth: depth)
    let host = HeadlessHost(navigator: navigator, capabilities: .uiKit) { $0.route }
    return { count in
      try pushAndPop(count, on: navigator, showing: {})
      precondition(host.contents.count == max(depth, 1))
    }
  }
}

/// Pushes a screen and pops it `count` times, the host showing every step after each change.
@MainActor
private func pushAndPop(
  _ count: Int, on navigator: Navigator<Int>, showing showSteps: () -> Void
) throws {
  for index in 0..<count {
    try navigator.update { try $0.push(index) }
    showSteps()
    try navigator.update { try $0.pop() }
    showSteps()
  }
}

/// `NavigatorHost`'s per-change work, with a number standing for each view controller.
@MainActor
final class SimulatedUIKitHost {
  let navigator: Navigator<Int>
  private var viewControllers: [ScreenID: Int] = [:]
  private var releaseCheck = ScreenReleaseCheck<Int>()
  private var rendered: [[ScreenID]] = [[]]
  private var installedBackActions: Set<ScreenID> = []
  private var disabledGestures: [Int: Set<UIKitPopGesture>] = [:]

  init(navigator: Navigator<Int>) {
    self.navigator = navigator
    navigator.attachHost(capabilities: .uiKit)
    let shown = navigator.hosting.shownState
    for call in UIKitNavigationProjection.callsToBuild(shown) {
      perform(call, in: shown)
    }
    showSteps()
  }

  var heldCount: Int { viewControllers.count }

  func showSteps() {
    while let step = navigator.hosting.currentStep {
      for call in UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState) {
        perform(call, in: step.state)
      }
      // UIKit's `navigationController(_:didShow:animated:)` after the host's own call: an echo.
      let top = rendered.count - 1
      precondition(
        !UIKitNavigationProjection.didShowMayBeTheUsers(
          shownCount: rendered[top].count, renderedCount: rendered[top].count))
      applyLeaveGuards(of: step.state)
      navigator.hostDidShow(step.id)
      releaseViewControllersThatLeft()
    }
    applyLeaveGuards(of: navigator.state)
  }

  private func perform(_ call: UIKitHostCall, in state: NavigationState<Int>) {
    switch call {
    case .setViewControllers(let level, let screens, _):
      rendered[level] = screens
      for screen in screens { hold(screen, in: state) }
    case .push(let level, let screen, _):
      rendered[level].append(screen)
      hold(screen, in: state)
    case .pop(let level, _):
      rendered[level].removeLast()
    case .present(_, let screens, _, _):
      rendered.append(screens)
      for screen in screens { hold(screen, in: state) }
    case .dismissPresented(let level, _):
      rendered.removeSubrange((level + 1)...)
    default:
      preconditionFailure("not in this benchmark: \(call)")
    }
  }

  private func hold(_ id: ScreenID, in state: NavigationState<Int>) {
    guard viewControllers[id] == nil, let screen = state.screen(withID: id) else { return }
    viewControllers[id] = screen.route
    releaseCheck.noteMade(id)
  }

  private func releaseViewControllersThatLeft() {
    let states = [navigator.hosting.shownState, navigator.hosting.displayedState]
    for id in releaseCheck.screensThatLeft(keeping: states, kept: viewControllers.keys) {
      viewControllers[id] = nil
    }
  }

  private func applyLeaveGuards(of state: NavigationState<Int>) {
    let settings = UIKitLeaveGuardSettings(state)
    for index in rendered.indices {
      let gestures = UIKitLeaveGuardSettings.changes(
        wanted: settings.level(index)?.guardedPopGestures ?? [],
        installed: disabledGestures[index] ?? [])
      disabledGestures[index] = gestures.install
    }
    let backs = UIKitLeaveGuardSettings.changes(
      wanted: settings.askingBackScreens, installed: installedBackActions)
    installedBackActions.subtract(backs.remove)
    installedBackActions.formUnion(backs.install)
  }
}

/// `NavigatorView`'s per-change work, with a number standing for each screen's content.
@MainActor
final class SimulatedSwiftUIHost {
  let navigator: Navigator<Int>
  private var contents: ScreenContentCache<Int, Int> = SwiftUIScreenContentLifetime.cache()
  private let slices: SwiftUIDisplaySlices<Int>
  /// The path the base level's `NavigationStack` binding was last rendered with, which SwiftUI
  /// holds until the next render.
  private var renderedPath = SwiftUIStackPath()

  init(navigator: Navigator<Int>) {
    self.navigator = navigator
    slices = SwiftUIDisplaySlices { [navigator] id, owner in
      navigator.contentOwner(ofScreen: id, shownAs: owner)
    }
    navigator.attachHost(capabilities: .swiftUI)
    render()
    // The first body draws the root's view too; no later change draws it again.
    if let level = slices.level(0, rootedAt: nil) { draw(level.root.value, on: level) }
    showSteps()
  }

  var heldCount: Int { contents.screens.count }

  func showSteps() {
    while let step = navigator.hosting.currentStep {
      render()
      // `task(id:)` with `.immediate`, then the new top screen's `onAppear`.
      _ = SwiftUIStepCompletion(of: step, from: navigator.hosting.shownState)
      navigator.hostDidShow(step.id)
    }
    render()
    // `navigatorScene` saves when the scene's phase changes, never per change.
  }

  /// One change of the display: the host brings its slices up to date and releases the
  /// content of screens that left; then SwiftUI runs the bodies that read a slice that
  /// changed: after a push or a pop, the base stack's (`NavigatorStackView`), with the view of
  /// its new top screen (`NavigatorScreenView`); after an acknowledgement, none.
  private func render() {
    slices.update(
      to: navigator.hosting.displayedState, currentStep: navigator.hosting.currentStep?.id)
    contents.release(keepingScreensOf: slices.statesOnScreen)
    guard let level = slices.level(0, rootedAt: nil) else {
      preconditionFailure("the base level is drawn")
    }
    precondition(slices.tabs.value.isEmpty && level.presentedLayer.value == nil)
    let path = level.path.value
    guard path != renderedPath else { return }
    renderedPath = path
    _ = (level.root.value, level.splitLayout.value)
    if let top = path.last { draw(top, on: level) }
  }

  /// The body of screen `id`'s view: its screen, its Back, its content.
  private func draw(_ id: ScreenID, on level: SwiftUILevelSlice) {
    guard let screen = slices.screen(id)?.value.screen else { return }
    let back = SwiftUIBackButton(forScreen: id, guardedTop: level.guardedTop.value)
    precondition(!back.hidesSystemBack)
    _ = contents.content(for: screen, on: navigator) { $0.route }
  }
}
