import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport
import Testing

/// The navigation items and gestures of a `UINavigationController`-based host, changed only as
/// ``UIKitLeaveGuardSettings`` says, the way `NavigatorHost` applies it: the app owns its
/// leading items and may set its own `backAction`; the host installs a `backAction` (restoring
/// the app's when it removes its own) and fronts the delegate of pop gestures, tracking what it
/// installed.
///
/// UIKit's rules it replays (UINavigationItem.h, iOS 16): `backAction` "replaces the back
/// action for the navigation bar; if a back button is naturally present, this replaces only its
/// action"; a custom `leftBarButtonItem` "replaces the regular back button unless
/// leftItemsSupplementBackButton is YES", so clearing an app's one changes what the user sees.
private struct SimulatedNavigationItems {
  enum BackAction: Equatable {
    case app(String)
    case host
  }

  /// The app's own leading items (`leftBarButtonItem`), by screen.
  var leadingItems: [ScreenID: String] = [:]
  /// The `backAction` of each screen's navigation item.
  var backActions: [ScreenID: BackAction] = [:]
  /// What the app had before the host installed its own, to put back.
  var replacedBackActions: [ScreenID: BackAction] = [:]
  /// The screens whose back action the host installed.
  var installedBackActions: Set<ScreenID> = []
  /// The pop gestures of each level whose delegate is fronted, and those the host fronted.
  var disabledGestures: [Int: Set<UIKitPopGesture>] = [:]
  var hostDisabledGestures: [Int: Set<UIKitPopGesture>] = [:]

  mutating func apply(_ settings: UIKitLeaveGuardSettings) {
    let backs = UIKitLeaveGuardSettings.changes(
      wanted: settings.askingBackScreens, installed: installedBackActions)
    for screen in backs.remove {
      if backActions[screen] == .host {
        backActions[screen] = replacedBackActions.removeValue(forKey: screen)
      }
      installedBackActions.remove(screen)
    }
    for screen in backs.install {
      replacedBackActions[screen] = backActions[screen]
      backActions[screen] = .host
      installedBackActions.insert(screen)
    }
    let levels = Set(settings.levels.indices).union(hostDisabledGestures.keys)
    for level in levels {
      let gestures = UIKitLeaveGuardSettings.changes(
        wanted: settings.level(level)?.guardedPopGestures ?? [],
        installed: hostDisabledGestures[level] ?? [])
      for gesture in gestures.install where !(disabledGestures[level]?.contains(gesture) ?? false) {
        disabledGestures[level, default: []].insert(gesture)
        hostDisabledGestures[level, default: []].insert(gesture)
      }
      for gesture in gestures.remove {
        disabledGestures[level]?.remove(gesture)
        hostDisabledGestures[level]?.remove(gesture)
      }
    }
  }
}

/// Leave guards in UIKit: a guarded top screen gets a Back that asks first (its navigation
/// item's `backAction`), its pop gestures ask instead of popping, a layer holding it refuses a
/// swipe-down;
/// nothing the app set on its own navigation items is touched.
@MainActor
@Suite("UIKit leave guard settings")
struct UIKitLeaveGuardSettingsTests {
  private func guarded(_ notation: String, _ names: String...) throws -> NavigationState<String> {
    var result = try state(notation)
    for name in names {
      try result.setLeaveGuard(true, for: screenID(name))
    }
    return result
  }

  /// The MVVM-C demo's Cancel button: the app's own leading item on a pushed editor, and on the
  /// screen below. Guarding the editor, then clearing the guard, leaves both where they were;
  /// only the back action the host installed comes and goes (the old host cleared
  /// `leftBarButtonItem` and set `hidesBackButton` on every level's top screen after each step).
  @Test func anAppsOwnLeadingItemIsNeverTouched() throws {
    var items = SimulatedNavigationItems()
    items.leadingItems = [screenID("2"): "Cancel", screenID("3"): "Cancel"]
    items.apply(UIKitLeaveGuardSettings(try state("P2,P3")))
    #expect(items.backActions.isEmpty)

    let guardedEditor = UIKitLeaveGuardSettings(try guarded("P2,P3", "3"))
    #expect(guardedEditor.askingBackScreens == [screenID("3")])
    items.apply(guardedEditor)
    #expect(items.backActions == [screenID("3"): .host])

    items.apply(UIKitLeaveGuardSettings(try state("P2,P3")))
    #expect(items.backActions.isEmpty)
    #expect(items.leadingItems == [screenID("2"): "Cancel", screenID("3"): "Cancel"])
  }

  /// An app's own `backAction` (on a screen the host never guarded, or on the guarded one before
  /// the guard came) survives: the host removes only actions it installed, and puts back the one
  /// it replaced.
  @Test func onlyHostInstalledBackActionsAreClearedWhenTheGuardGoes() throws {
    var items = SimulatedNavigationItems()
    items.backActions = [screenID("2"): .app("analytics"), screenID("3"): .app("custom")]
    items.apply(UIKitLeaveGuardSettings(try guarded("P2,P3", "3")))
    #expect(items.backActions == [screenID("2"): .app("analytics"), screenID("3"): .host])

    // The guard goes while the screen stays, or because the screen left: in both cases the
    // host's action goes and nothing else changes.
    var stays = items
    stays.apply(UIKitLeaveGuardSettings(try state("P2,P3")))
    #expect(stays.backActions == [screenID("2"): .app("analytics"), screenID("3"): .app("custom")])
    var left = items
    left.apply(UIKitLeaveGuardSettings(try state("P2")))
    #expect(left.installedBackActions.isEmpty)
    #expect(left.backActions[screenID("2")] == .app("analytics"))

    let changes = UIKitLeaveGuardSettings.changes(
      wanted: [screenID("4")], installed: [screenID("3")])
    #expect(changes.install == [screenID("4")])
    #expect(changes.remove == [screenID("3")])
  }

  /// The guarded top screen's level has the host decide every pop gesture, the iOS 26 content
  /// swipe too (left alone, a swipe in the content would pop the guarded screen without
  /// asking); other levels keep theirs, and what the app set itself is never undone by the host.
  @Test func aGuardedTopScreenGuardsEveryPopGestureOfItsLevelOnly() throws {
    let settings = UIKitLeaveGuardSettings(try guarded("P2,S3,P4", "4"))
    #expect(settings.level(0)?.guardedPopGestures == [])
    #expect(settings.level(1)?.guardedPopGestures == [.edgeSwipe, .contentSwipe])
    #expect(settings.level(1)?.askingBackScreen == screenID("4"))
    #expect(settings.level(1)?.isModalInPresentation == true)
    #expect(settings.level(0)?.isModalInPresentation == nil)

    var items = SimulatedNavigationItems()
    items.disabledGestures = [0: [.edgeSwipe]]  // The app's own choice.
    items.apply(settings)
    #expect(items.disabledGestures == [0: [.edgeSwipe], 1: [.edgeSwipe, .contentSwipe]])
    items.apply(UIKitLeaveGuardSettings(try state("P2,S3,P4")))
    #expect(items.disabledGestures == [0: [.edgeSwipe], 1: []])
  }

  /// A guarded screen that is not on top, or at the root of its stack, gets no back action (it
  /// has no back button); a layer holding it still refuses a swipe-down.
  @Test func aGuardedScreenBelowTheTopOrAtARootGetsNoBackAction() throws {
    let below = UIKitLeaveGuardSettings(try guarded("S2,P3", "2"))
    #expect(below.askingBackScreens.isEmpty)
    #expect(below.level(1)?.guardedPopGestures == [])
    #expect(below.level(1)?.isModalInPresentation == true)
    let root = UIKitLeaveGuardSettings(try guarded("S2", "2"))
    #expect(root.askingBackScreens.isEmpty)
    #expect(root.level(1)?.isModalInPresentation == true)
  }

  /// The back action reports the navigator's back navigation: an attempt the guard's
  /// coordinator answers while the screen is guarded, a plain back once it is not. Whether the
  /// guard is set before the step that shows the screen is acknowledged or after it, the
  /// settings after the step are the same.
  @Test func theAskingBackReportsAnAttemptWhicheverOrderTheGuardAndTheStepCome() throws {
    for guardFirst in [true, false] {
      let navigator = try attachedNavigator("P2", capabilities: .uiKit)
      try navigator.replace(with: try state("P2,P3"))
      if guardFirst { try navigator.setLeaveGuard(true, for: screenID("3")) }
      showAllSteps(navigator)
      if !guardFirst { try navigator.setLeaveGuard(true, for: screenID("3")) }
      let settings = UIKitLeaveGuardSettings(navigator.state)
      #expect(settings.askingBackScreens == [screenID("3")], "guard first: \(guardFirst)")
      #expect(navigator.backNavigation == .attemptedBack(from: screenID("3")))
      try navigator.setLeaveGuard(false, for: screenID("3"))
      #expect(UIKitLeaveGuardSettings(navigator.state).askingBackScreens.isEmpty)
      #expect(navigator.backNavigation == .wentBack(to: screenID("2")))
    }
  }

  /// A tap on the back action the host installed is reported only while it is the attempt to
  /// leave its guarded screen. Once the guard is gone (or the screen went) in a change the host
  /// has not shown yet (it shows a turn's changes from the next turn, and installs back actions
  /// as what it shows says), UIKit still pops nothing: a plain back reported then would count a
  /// pop as shown that never happened, and the step that pops the screen would be dropped with
  /// the screen left on screen for good. The host pops as the system back button does instead.
  @Test func aBackActionTappedAfterItsGuardWentPopsAsTheBackButtonWould() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .uiKit)
    try navigator.setLeaveGuard(true, for: screenID("3"))
    showAllSteps(navigator)
    #expect(
      UIKitLeaveGuardSettings.backActionTap(on: screenID("3"), back: navigator.backNavigation)
        == .report(.attemptedBack(from: screenID("3"))))

    // The guard goes and the app pops the screen in one turn; the host defers the step.
    try navigator.setLeaveGuard(false, for: screenID("3"))
    try navigator.pop()
    let step = try #require(navigator.hosting.currentStep)
    navigator.hostDefersStep(step.id)
    #expect(UIKitLeaveGuardSettings(navigator.hosting.shownState).askingBackScreens.isEmpty)
    let back = navigator.backNavigation
    #expect(back == .wentBack(to: screenID("2")))
    #expect(
      UIKitLeaveGuardSettings.backActionTap(on: screenID("3"), back: back) == .popAsTheBackButton)
    // Another screen's attempt, or none, is no attempt to leave this one either.
    #expect(
      UIKitLeaveGuardSettings.backActionTap(
        on: screenID("3"), back: .attemptedBack(from: screenID("2"))) == .popAsTheBackButton)
    #expect(
      UIKitLeaveGuardSettings.backActionTap(on: screenID("3"), back: nil) == .popAsTheBackButton)

    // Why not report it: the plain back, reported, would drop the step that pops the screen.
    try navigator.userDidNavigate(.wentBack(to: screenID("2")))
    #expect(navigator.hosting.currentStep == nil)
  }

  /// A pop gesture about to begin on a guarded top screen does not begin and reports the
  /// attempt Back reports, so the coordinator is asked; a screen that takes no swipe, a
  /// transition running, or a question already open report nothing; once the guard has gone
  /// (before the host took its delegate back), the gesture's own delegate decides.
  @Test func aGuardedScreensPopGestureAsksInsteadOfPopping() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .uiKit)
    try navigator.setLeaveGuard(true, for: screenID("3"))
    showAllSteps(navigator)
    let top = screenID("3")
    let swipe = navigator.backSwipe(from: top)
    #expect(
      UIKitLeaveGuardSettings.popGestureStart(on: top, swipe: swipe, isTransitioning: false)
        == .refuse(reporting: .attemptedBack(from: top)))
    #expect(
      UIKitLeaveGuardSettings.popGestureStart(on: top, swipe: swipe, isTransitioning: true)
        == .refuse(reporting: nil))
    #expect(
      UIKitLeaveGuardSettings.popGestureStart(on: top, swipe: .doesNotBegin, isTransitioning: false)
        == .refuse(reporting: nil))
    // An attempt for another screen (the top changed meanwhile) is not this swipe's.
    #expect(
      UIKitLeaveGuardSettings.popGestureStart(
        on: screenID("2"), swipe: swipe, isTransitioning: false) == .refuse(reporting: nil))
    #expect(
      UIKitLeaveGuardSettings.popGestureStart(on: nil, swipe: swipe, isTransitioning: false)
        == .refuse(reporting: nil))

    try navigator.setLeaveGuard(false, for: top)
    #expect(
      UIKitLeaveGuardSettings.popGestureStart(
        on: top, swipe: navigator.backSwipe(from: top), isTransitioning: false) == .asTheSystem)
  }

  /// Between any two guarded states, the host removes only what it installed, installs only
  /// what is missing, and ends with exactly what the target wants: never more, so nothing the
  /// app set is ever in what it changes.
  @Test func theHostChangesOnlyWhatItInstalledBetweenAnyTwoGuardedStates() throws {
    let states = [
      try state("P2,P3"), try guarded("P2,P3", "3"), try guarded("P2,S3,P4", "4"),
      try guarded("P2,S3,P4", "2", "4"), try guarded("S2,P3", "2"), try guarded("P2", "2"),
    ]
    for start in states {
      for target in states {
        let installed = UIKitLeaveGuardSettings(start).askingBackScreens
        let wanted = UIKitLeaveGuardSettings(target).askingBackScreens
        let changes = UIKitLeaveGuardSettings.changes(wanted: wanted, installed: installed)
        let label = "\(notation(start)) → \(notation(target))"
        #expect(changes.remove.isSubset(of: installed), "\(label)")
        #expect(changes.install.isDisjoint(with: installed), "\(label)")
        #expect(installed.subtracting(changes.remove).union(changes.install) == wanted, "\(label)")
      }
    }
  }
}
