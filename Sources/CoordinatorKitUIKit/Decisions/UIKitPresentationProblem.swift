/// A presentation UIKit refused to a ``NavigatorHost``, which it reports through its
/// `onPresentationProblem` closure.
///
/// UIKit shows nothing, and never calls the completion, when the presenting controller is not
/// in a window yet or already presents a controller (one the app put up, say). The host sees it
/// right after `present(_:animated:completion:)` and recovers: it presents from the topmost
/// presented controller, or tries again a little later, a bounded number of times; then it gives
/// up so later steps still run (see `UIKitPresentationRecovery`).
public struct UIKitPresentationProblem: Hashable, Sendable {
  /// Why UIKit refused.
  public enum Reason: Hashable, Sendable {
    /// The presenting controller's view is not in a window (the host's root is not in a window
    /// yet, or was removed from it).
    case presenterNotInWindow
    /// The presenting controller already presents a controller the host did not put there.
    case presenterAlreadyPresenting
    /// UIKit presented nothing, for a reason it did not say (a transition still running, say).
    case refused
  }

  /// What the host tried to present.
  public enum Subject: Hashable, Sendable {
    /// The navigation controller of a modal layer.
    case modalLayer
    /// An alert.
    case alert
  }

  /// Why UIKit refused.
  public let reason: Reason
  /// What the host tried to present.
  public let subject: Subject
  /// The attempt that was refused, from 1.
  public let attempt: Int
  /// Whether the host gave up: it acknowledged the step without showing it, so later steps run.
  /// A modal layer it gave up on is reported to the navigator as dismissed by the user; an alert
  /// stays in the navigator's state, for the app to remove or answer.
  public let gaveUp: Bool

  /// A problem as a host reports it.
  public init(reason: Reason, subject: Subject, attempt: Int, gaveUp: Bool) {
    self.reason = reason
    self.subject = subject
    self.attempt = attempt
    self.gaveUp = gaveUp
  }
}
