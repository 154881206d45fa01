import CoordinatorKit

/// What a `UINavigationController`-based host sets on each level for the leave guards of a
/// state, and what it undoes when they go.
///
/// A guarded top screen keeps the system back button, but its navigation item gets a
/// `backAction` (iOS 16) that reports `Navigator/backNavigation` instead of popping, so its
/// coordinator is asked first; the level's pop gestures keep working, but the host fronts their
/// delegate, so a swipe about to begin asks instead of popping (``popGestureStart(on:swipe:isTransitioning:)``);
/// a modal layer holding a guarded screen gets `isModalInPresentation`, so a swipe-down becomes
/// an attempt. The host never touches an app's own bar items (`leftBarButtonItem`,
/// `hidesBackButton`): it changes only back actions and gesture delegates it installed itself,
/// as ``changes(wanted:installed:)`` computes.
package struct UIKitLeaveGuardSettings: Hashable, Sendable {
  /// The settings of one navigation controller.
  package struct Level: Hashable, Sendable {
    /// The screen whose navigation item gets a back action that asks first: the level's top
    /// screen when it is guarded and has a screen to go back to; `nil` otherwise.
    package let askingBackScreen: ScreenID?
    /// The pop gestures whose beginning the host decides, through a delegate it puts in front
    /// of theirs: all of them while the top screen is guarded, none otherwise (the platform's
    /// own swipe then pops).
    package let guardedPopGestures: Set<UIKitPopGesture>
    /// `isModalInPresentation` of the level's navigation controller; `nil` for the base level,
    /// which is not presented.
    package let isModalInPresentation: Bool?
  }

  /// What the host does to go from what it installed to what a state wants.
  package struct Changes<Element: Hashable & Sendable>: Hashable, Sendable {
    /// What the host installs now (a back action, a disabled gesture).
    package let install: Set<Element>
    /// What the host removes: only what it installed itself and no longer wants.
    package let remove: Set<Element>
  }

  /// The settings of each level, base first.
  package let levels: [Level]

  /// The settings `state`'s leave guards ask for.
  ///
  /// The host applies them after every change, so they cost the levels and, when a screen is
  /// guarded, the modal layers' stacks, never the base stack's depth: each level's top screen
  /// is asked whether it is guarded, and each layer's screens whether one is.
  package init<Route>(_ state: NavigationState<Route>) {
    guard state.hasLeaveGuards else {
      levels = (0...state.modalDepth).map { level in
        Level(
          askingBackScreen: nil, guardedPopGestures: [],
          isModalInPresentation: level == 0 ? nil : false)
      }
      return
    }
    // The base stack's last two screens (one when it holds only the root); a closure, not a
    // key path, which generic code instantiates on every call.
    let base = state.baseStackSuffix(2).map { $0.id }
    var levels = [
      Self.level(top: base.last, canGoBack: base.count > 1, isModal: nil, in: state)
    ]
    for layer in state.layers {
      let stack = [layer.root] + layer.pushed
      levels.append(
        Self.level(
          top: stack.last?.id, canGoBack: stack.count > 1,
          isModal: stack.contains { state.isLeaveGuarded($0.id) }, in: state))
    }
    self.levels = levels
  }

  /// The settings of a level whose top screen is `top`: it asks before going back when that
  /// screen is guarded and the level has a screen below it.
  private static func level<Route>(
    top: ScreenID?, canGoBack: Bool, isModal: Bool?, in state: NavigationState<Route>
  ) -> Level {
    let blocksBack = canGoBack && top.map { state.isLeaveGuarded($0) } == true
    return Level(
      askingBackScreen: blocksBack ? top : nil,
      guardedPopGestures: blocksBack ? Set(UIKitPopGesture.allCases) : [],
      isModalInPresentation: isModal)
  }

  /// The screens whose navigation items get a back action that asks first.
  package var askingBackScreens: Set<ScreenID> {
    Set(levels.compactMap(\.askingBackScreen))
  }

  /// The settings of level `index`, or `nil` when there is no such level.
  package func level(_ index: Int) -> Level? {
    levels.indices.contains(index) ? levels[index] : nil
  }

  /// What a tap on the back action the host installed on `screen`'s navigation item does.
  /// UIKit pops nothing when a back action is set, so the host never reports a plain back for
  /// it (the engine would count a pop that UIKit never made as shown): when the engine's
  /// `back` (`Navigator/backNavigation`) is still the attempt to leave `screen`, the host
  /// reports it and the screen's coordinator is asked; otherwise the guard was lifted, or the
  /// screen replaced, since the action was installed (the host applies the settings once the
  /// change that lifted it is shown), and the host pops as the system back button would, which
  /// UIKit then reports as the user's back.
  package static func backActionTap(on screen: ScreenID, back: UserNavigation?) -> BackActionTap {
    if let back, back == .attemptedBack(from: screen) { return .report(back) }
    return .popAsTheBackButton
  }

  /// What the host does for a tap on a back action it installed
  /// (``backActionTap(on:back:)``).
  package enum BackActionTap: Hashable, Sendable {
    /// Report this attempt to leave the guarded screen: its coordinator is asked first.
    case report(UserNavigation)
    /// Pop the screen's navigation controller, animated, as the system back button does.
    case popAsTheBackButton
  }

  /// What the delegate the host put in front of a guarded level's pop gesture answers when the
  /// gesture is about to begin (`gestureRecognizerShouldBegin(_:)`, which UIKit asks as the
  /// user's swipe leaves the possible state; `false` makes the recognizer fail). `screen` is the
  /// screen of the navigation controller's top view controller, `swipe` the engine's
  /// `Navigator/backSwipe(from:)` for it.
  ///
  /// UIKit offers no way to let an interactive pop run and then refuse it, and no delegate call
  /// that asks before a pop (`navigationBar(_:shouldPop:)` is the bar's, which a navigation
  /// controller owns): so the swipe is taken as the attempt the moment it would begin, as a
  /// sheet's blocked swipe-down is (`presentationControllerDidAttemptToDismiss(_:)`); the screen
  /// does not slide, and the question appears. Nothing is reported during a transition (the
  /// screen on top is about to change) or for an unknown top.
  package static func popGestureStart(
    on screen: ScreenID?, swipe: BackSwipe?, isTransitioning: Bool
  ) -> PopGestureStart {
    guard let screen, let swipe, !isTransitioning else { return .refuse(reporting: nil) }
    switch swipe {
    case .pops:
      // The guard went since the host fronted the gesture: the platform's own rules apply.
      return .asTheSystem
    case .asks(let attempt):
      guard attempt == .attemptedBack(from: screen) else { return .refuse(reporting: nil) }
      return .refuse(reporting: attempt)
    case .doesNotBegin:
      return .refuse(reporting: nil)
    }
  }

  /// What the host's delegate answers for a guarded level's pop gesture about to begin
  /// (``popGestureStart(on:swipe:isTransitioning:)``).
  package enum PopGestureStart: Hashable, Sendable {
    /// Answer what the gesture's own delegate answers (UIKit's, or the app's).
    case asTheSystem
    /// Answer `false`, so the screen stays, and report `reporting` when there is one: the
    /// attempt its coordinator is asked about.
    case refuse(reporting: UserNavigation?)
  }

  /// From what the host `installed` to what is `wanted`: it installs what is missing and
  /// removes only what it installed and is no longer wanted. Whatever the app set itself is in
  /// neither set, so it is never touched.
  package static func changes<Element>(wanted: Set<Element>, installed: Set<Element>)
    -> Changes<Element>
  {
    Changes(install: wanted.subtracting(installed), remove: installed.subtracting(wanted))
  }
}
