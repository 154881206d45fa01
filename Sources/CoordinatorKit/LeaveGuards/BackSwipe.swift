/// What a back swipe on a screen does, as a host decides it the moment the platform's swipe is
/// about to begin (UIKit's edge swipe, iOS 26's swipe anywhere in the content): see
/// ``Navigator/backSwipe(from:)``.
///
/// A leave-guarded screen keeps its swipe: the swipe does not carry the screen away, it asks
/// the screen's coordinator, as Back does, and a screen that takes no swipe at all (a drawing
/// canvas, see ``LeaveGuarding/allowsBackSwipe(from:)``) says so.
public enum BackSwipe: Hashable, Sendable {
  /// Nothing guards the screen: the platform's swipe pops it, and the host reports the pop it
  /// made (``UserNavigation/wentBack(to:)``).
  case pops
  /// The screen is guarded: the swipe does not move it; the host reports this attempt
  /// (``UserNavigation/attemptedBack(from:)``) and the screen leaves only if its coordinator
  /// agrees.
  case asks(UserNavigation)
  /// The swipe does not begin and nothing is asked: the guarded screen takes no back swipe
  /// (``LeaveGuarding/allowsBackSwipe(from:)``; Back still asks), or a leave question is
  /// already open (its alert is up; a second attempt would ask twice).
  case doesNotBegin
}
