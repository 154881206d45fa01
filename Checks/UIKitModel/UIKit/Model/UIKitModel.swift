// A behavioural model of the UIKit subset CoordinatorKit's UIKit host uses, for Linux: a module
// named `UIKit` whose declarations keep UIKit's names and signatures and whose bodies do what
// Apple's documentation says, each rule with its documentation link beside it. It is not
// shipped: Checks/UIKitModel/check.sh assembles a package around it and compiles the host's
// sources, unchanged, against it (`canImport(UIKit)` is true there).
//
// What the model adds for tests (the user's gestures, the run's settings, what UIKit would log)
// is `@_spi(UIKitModel)`: the host does not import that SPI, so it cannot use anything UIKit
// lacks; the real-SDK type-check (../shared/ios-sdk/typecheck.sh) confirms it.
@_exported import Foundation  // `import UIKit` makes Foundation visible, as the real one does.

/// The settings of a run of the model and what UIKit would have reported during it.
@_spi(UIKitModel)
@MainActor
public enum UIKitModel {
  /// How long an animated transition runs, in seconds. With 0 (the default) it completes on the
  /// next turn of the main queue: later, never during the call that started it, as UIKit's
  /// animations complete on a later turn of the main run loop.
  public static var animationDuration: TimeInterval = 0

  /// The behaviour the model picks where Apple's documentation leaves it open.
  public static var choices = Choices()

  /// What UIKit logs to the console and otherwise ignores: a presentation it refuses, a
  /// dismissal with nothing to dismiss, a popover source outside the window.
  public static private(set) var warnings: [String] = []

  /// What makes UIKit raise an exception, or leaves it in a state its documentation does not
  /// define (a push while a push animates): a correct host never causes one.
  public static private(set) var violations: [String] = []

  /// Presentations to refuse from now on, as UIKit refuses one it cannot perform: nothing is
  /// presented and the completion never runs.
  public static var presentationsToRefuse = 0

  /// The number of pieces of work scheduled for a later turn and not yet run.
  static var scheduledWork = 0
  /// The transitions under way, interactive ones included.
  static var runningTransitions: [ModelTransition] = []
  /// What waits for every transition to end (a size-class change).
  static var afterTransitions: [@MainActor () -> Void] = []
  /// The windows made key and visible, whose appearance the model keeps up to date.
  static var windows: [WeakWindow] = []
  /// The scenes connected, which UIKit keeps (and through them their delegates) until they
  /// disconnect (https://developer.apple.com/documentation/uikit/uiscene/delegate).
  static var connectedScenes: [UIScene] = []
  /// The scene activation requests the app made (`UIApplication.activateSceneSession`), oldest
  /// first; a test connects the scene for one with `ModelSystem.connectScene(userActivities:)`.
  public internal(set) static var sceneRequests: [UISceneSessionActivationRequest] = []

  /// Whether nothing is animating, waiting for a later turn or held by the user's finger.
  public static var isIdle: Bool { scheduledWork == 0 && runningTransitions.isEmpty }

  /// Whether a transition is running that the user's finger does not hold.
  public static var isAnimating: Bool {
    runningTransitions.contains { !$0.isInteractive }
  }

  /// Forgets the warnings, violations, refusals and connected scenes of earlier runs and
  /// restores the defaults.
  public static func reset() {
    afterTransitions = []
    connectedScenes = []
    sceneRequests = []
    warnings = []
    violations = []
    presentationsToRefuse = 0
    animationDuration = 0
    choices = Choices()
    ModelCustomTransitions.log = []
  }

  /// Lets the main queue run once: work scheduled before this call runs before it returns.
  public static func turn() async {
    await Task.yield()
  }

  /// Lets the main queue run until every scheduled transition has completed (an interactive one
  /// waits for the user) and `quietTurns` turns in a row have scheduled nothing new (so tasks
  /// the app started meanwhile ran too), or `limit` turns have passed. With a non-zero duration
  /// it sleeps between turns.
  public static func settle(quietTurns: Int = 20, limit: Int = 10_000) async {
    var turns = 0
    var quiet = 0
    while quiet < quietTurns, turns < limit {
      turns += 1
      quiet = scheduledWork == 0 ? quiet + 1 : 0
      if animationDuration > 0 {
        try? await Task.sleep(for: .milliseconds(5))
      } else {
        await Task.yield()
      }
    }
  }

  /// Records a console message UIKit writes.
  static func warn(_ message: String) {
    warnings.append(message)
  }

  /// Records a misuse UIKit raises an exception for, or whose outcome it leaves undefined.
  static func violate(_ message: String) {
    violations.append(message)
  }

  /// Runs `work` on a later turn of the main queue, after `delay` seconds (0: the next turn).
  static func later(after delay: TimeInterval = 0, _ work: @escaping @MainActor () -> Void) {
    scheduledWork += 1
    Task { @MainActor in
      if delay > 0 {
        try? await Task.sleep(for: .milliseconds(Int(delay * 1000)))
      }
      scheduledWork -= 1
      work()
    }
  }

  /// Brings every visible window's appearance callbacks up to date.
  static func refreshWindows() {
    windows.removeAll { $0.window == nil }
    for entry in windows {
      entry.window?.refreshAppearance()
    }
  }

  /// The behaviour the model picks where Apple's documentation leaves it open; a test can pick
  /// the other one to check that the host works either way.
  public struct Choices: Sendable {
    /// Whether the completion of a presentation or dismissal made without animation runs at once,
    /// during the call, or on the next turn (UIKit's documentation says only "after").
    public var unanimatedPresentationCompletesAtOnce = false
    /// Whether `navigationController(_:didShow:animated:)` follows an interactive pop the user
    /// cancelled, naming the controller that stayed on top.
    public var didShowAfterCancelledPop = true
    /// Whether the transition coordinator's completion blocks run before the delegate's
    /// `didShow` and the completion handler of `present`/`dismiss` (or after them).
    public var coordinatorCompletionsFirst = true
    /// Whether `dismiss(animated:completion:)` on a controller that neither presents anything nor
    /// is presented still runs its completion. The documentation describes no such dismissal;
    /// the model's default is that nothing happens and the completion never runs.
    public var emptyDismissalCompletes = false

    /// The model's defaults.
    public init() {}
  }
}

/// A window held weakly.
struct WeakWindow {
  weak var window: UIWindow?
}
