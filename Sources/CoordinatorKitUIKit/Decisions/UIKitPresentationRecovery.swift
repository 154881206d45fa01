/// What a UIKit host does after asking for a presentation (a modal layer or an alert), decided
/// from what it sees right after `present(_:animated:completion:)`, or right before it when the
/// presenter has no window.
///
/// Steps advance only from UIKit's completions, and UIKit never calls the completion of a
/// presentation it refused: without a recovery, every later step would wait forever.
enum UIKitPresentationRecovery: Hashable, Sendable {
  /// What the host saw.
  enum Observation: Hashable, Sendable {
    /// The presenter's `presentedViewController` is the controller the host presented.
    case presented
    /// The presenter's view is not in a window: the host did not call `present`.
    case presenterNotInWindow
    /// The presenter's `presentedViewController` is a controller the host did not present.
    case presenterShowsAnother
    /// The presenter presents nothing, though it is in a window.
    case nothingPresented
  }

  /// What the host sees before it calls `present(_:animated:completion:)`, or `nil` when it
  /// should call it: a controller the presenter presents already (one the app put up) is in the
  /// way, even when the presenter's view is out of the window, as a full-screen controller of
  /// the app (a camera, a video) takes it out ("The views belonging to the presenting view
  /// controller are removed after the presentation completes",
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen): the
  /// topmost presented controller presents instead. A presenter out of the window that presents
  /// nothing (the host's root not in a window yet) waits.
  static func observationBeforePresenting(
    presenterPresentsAnother: Bool, presenterInWindow: Bool
  ) -> Observation? {
    if presenterPresentsAnother { return .presenterShowsAnother }
    return presenterInWindow ? nil : .presenterNotInWindow
  }

  /// UIKit accepted it: wait for its completion.
  case awaitCompletion
  /// A controller the app presented is in the way: present again from the topmost presented
  /// controller, over it.
  case presentFromTopmost
  /// Try again a little later, or as soon as the host's root appears in a window.
  case retryLater
  /// Stop trying: acknowledge the step so later steps run, and report it.
  case giveUp

  /// How many times a host tries one presentation before giving up.
  static let maximumAttempts = 5

  /// The recovery after `attempt` (from 1) of a presentation, which ended as `observation`.
  init(after observation: Observation, attempt: Int) {
    if observation == .presented {
      self = .awaitCompletion
    } else if attempt >= Self.maximumAttempts {
      self = .giveUp
    } else if observation == .presenterShowsAnother {
      self = .presentFromTopmost
    } else {
      self = .retryLater
    }
  }

  /// The problem to report for `observation` on `attempt`, or `nil` when UIKit accepted it.
  static func problem(
    _ observation: Observation, subject: UIKitPresentationProblem.Subject, attempt: Int
  ) -> UIKitPresentationProblem? {
    let reason: UIKitPresentationProblem.Reason
    switch observation {
    case .presented: return nil
    case .presenterNotInWindow: reason = .presenterNotInWindow
    case .presenterShowsAnother: reason = .presenterAlreadyPresenting
    case .nothingPresented: reason = .refused
    }
    let recovery = UIKitPresentationRecovery(after: observation, attempt: attempt)
    return UIKitPresentationProblem(
      reason: reason, subject: subject, attempt: attempt, gaveUp: recovery == .giveUp)
  }
}
