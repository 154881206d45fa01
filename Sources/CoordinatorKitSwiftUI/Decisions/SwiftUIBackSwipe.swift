import CoordinatorKit

/// What the delegate a SwiftUI host puts in front of a navigation stack's pop gestures (the
/// edge swipe; on iOS 26 the swipe anywhere in the content) answers when one is about to begin,
/// while the leave-guarded screen whose Back asks (``SwiftUIBackButton``) is on top.
///
/// A guarded screen hides the system Back, whose tap would pop without asking, and UIKit's own
/// delegate then lets no edge swipe begin (as apps that hide it report; Apple's documentation
/// does not say): so the host's delegate answers first. UIKit offers no way
/// to let an interactive pop run and then refuse it, so the swipe is taken as the attempt the
/// moment it would begin, as the UIKit host does: the screen does not slide, and its
/// coordinator is asked, as Back asks.
package enum SwiftUIBackSwipe: Hashable, Sendable {
  /// Answer what the gesture's own delegate (SwiftUI's, UIKit's) answers.
  case asTheSystem
  /// Answer `false`, so the screen stays, and report `reporting` when there is one: the attempt
  /// the screen's coordinator is asked about.
  case refuse(reporting: UserNavigation?)

  /// What a pop gesture about to begin does, asked by the delegate installed for `screen`.
  ///
  /// - Parameters:
  ///   - screen: the screen whose Back asks, for which the delegate was installed.
  ///   - isTop: whether `screen` is the navigation controller's top screen now; when another
  ///     is, the swipe is not this screen's to decide.
  ///   - swipe: the engine's ``Navigator/backSwipe(from:)`` for `screen`.
  ///   - isTransitioning: whether a push or pop is under way (the top is about to change):
  ///     nothing is reported then.
  package init(from screen: ScreenID, isTop: Bool, swipe: BackSwipe, isTransitioning: Bool) {
    guard isTop else {
      self = .asTheSystem
      return
    }
    switch swipe {
    case .pops:
      // The guard went before the host took its delegate back: the platform's rules apply.
      self = .asTheSystem
    case .asks(let attempt):
      let isThisScreens = attempt == .attemptedBack(from: screen)
      self = .refuse(reporting: isThisScreens && !isTransitioning ? attempt : nil)
    case .doesNotBegin:
      self = .refuse(reporting: nil)
    }
  }

  /// What the delegate returns from `gestureRecognizerShouldBegin(_:)`: `false` to refuse, or
  /// `nil` to let the gesture's own delegate answer.
  package var shouldBegin: Bool? {
    switch self {
    case .asTheSystem: nil
    case .refuse: false
    }
  }
}
