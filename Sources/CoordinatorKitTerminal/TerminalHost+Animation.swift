import CoordinatorKit
import TerminalToolkit

// Animation: the navigator's steps shown one at a time, each sliding for `stepDuration` (or at
// once), acknowledged when it is over; keys typed meanwhile are given out after it.
extension TerminalHost {
  /// Whether a transition is on screen, or keys typed during one still wait.
  public var isAnimating: Bool {
    animation != nil || navigator.hosting.currentStep != nil || !typedAhead.isEmpty
  }

  /// Moves transitions on to `now`: finishes animations that are over and acknowledges their
  /// steps, then starts the next step. Without animations every pending step is shown at once.
  public func advance(to now: ContinuousClock.Instant = .now) {
    while true {
      if let running = animation {
        guard running.step.id == navigator.hosting.currentStep?.id else {
          animation = nil  // The user acted meanwhile: that step will not be shown.
          continue
        }
        // Keys typed ahead wait for no slide: the step they follow is shown at once.
        guard !animatesTransitions || !typedAhead.isEmpty || now - running.start >= stepDuration
        else { return }
        animation = nil
        navigator.hostDidShow(running.step.id)
        continue
      }
      guard let step = navigator.hosting.currentStep else {
        guard !typedAhead.isEmpty else { break }
        dispatch(typedAhead.removeFirst())
        continue
      }
      if animatesTransitions, typedAhead.isEmpty, step.isAnimated,
        SlideAnimation(step.action) != .none
      {
        animation = (navigator.hosting.shownState, step, now)
      } else {
        navigator.hostDidShow(step.id)
      }
    }
    releaseScreensThatLeft()
  }
}
