import CoordinatorKit

/// When a SwiftUI host acknowledges a step, given that SwiftUI reports no completion for pushes,
/// pops or presentations.
///
/// The host renders a step's state, then acknowledges it (`navigator.hostDidShow(step.id)`) when
/// a signal it received (the destination's appearance, the sheet's dismissal) completes the step,
/// or once the strategy's deadline has passed since it rendered the step, whichever comes first. Acknowledgements are keyed by
/// the step's identity, so a late one for a step the user replaced is ignored.
public enum SwiftUICompletionStrategy: Hashable, Sendable {
  /// Waits for the signal that completes the step (the end of the transition that brought the
  /// destination, or `defaultSettle` after its `onAppear`; the sheet's `onDismiss`), and
  /// acknowledges after `fallback` at the latest, so a view that never
  /// appears (an `EmptyView`, a screen off the window) cannot stall the navigator.
  case completion(fallback: Duration)
  /// Acknowledges each step a fixed time after it is rendered, whatever SwiftUI reports: the
  /// approach of libraries that space updates by a delay. Simple, but a slow device can still
  /// be mid-animation when the next step starts.
  case fixedDelay(Duration)
  /// Acknowledges each step as soon as it is rendered: for previews and UI tests, where
  /// animations are off and every step may land at once.
  case immediate

  /// Waits for each step's completion, with a fallback longer than SwiftUI's default push and
  /// sheet animations (about 0.35–0.5 s).
  public static let standard = completion(fallback: .milliseconds(650))

  /// How long after rendering a step with `completion` the host acknowledges it even without a
  /// signal; `.zero` means at once.
  func deadline(for completion: SwiftUIStepCompletion) -> Duration {
    switch (self, completion) {
    case (.immediate, _), (.completion, .immediately): .zero
    case (.completion(let fallback), _): fallback
    case (.fixedDelay(let delay), _): delay
    }
  }

  /// How long a SwiftUI host waits after an appearance before acknowledging, when it cannot
  /// see the transition's end (macOS, or no transition coordinator): SwiftUI's default push and
  /// sheet animations last about 0.35 s.
  static let defaultSettle: Duration = .milliseconds(350)

  /// How long after `signal` the host acknowledges a step whose completion is `completion`,
  /// rendered `elapsed` ago; `nil` when the signal does not complete it (or this strategy does
  /// not listen to signals).
  ///
  /// An appearance (`onAppear`) comes when the transition starts: acknowledging then lets the
  /// next step (a presentation after a push) start mid-animation. So an appearance waits for
  /// the transition's end: ``SwiftUIHostSignal/transitionEnded(_:)`` acknowledges at once, and
  /// without one the host waits `defaultSettle`. A sheet's `onDismiss` comes at the end of
  /// its dismissal and acknowledges at once. Never longer than the fallback after rendering.
  func acknowledgementDelay(
    for completion: SwiftUIStepCompletion, on signal: SwiftUIHostSignal, elapsed: Duration
  ) -> Duration? {
    guard case .completion(let fallback) = self else { return nil }
    let remaining = max(.zero, fallback - elapsed)
    switch (completion, signal) {
    case (.appearance(let screen), .appeared(let appeared)) where screen == appeared:
      return min(Self.defaultSettle, remaining)
    case (.appearance(let screen), .transitionEnded(let ended)) where screen == ended:
      return .zero
    case (.dismissal(let level), .dismissed(let dismissedLevel)) where level == dismissedLevel:
      return .zero
    default:
      return nil
    }
  }

  /// Whether `signal` completes a step whose completion is `completion`: only the waiting
  /// strategy listens to signals, and only to the one the step names.
  func isMet(_ completion: SwiftUIStepCompletion, by signal: SwiftUIHostSignal) -> Bool {
    guard case .completion = self else { return false }
    switch (completion, signal) {
    case (.appearance(let screen), .appeared(let appeared)):
      return screen == appeared
    case (.appearance(let screen), .transitionEnded(let ended)):
      return screen == ended
    case (.dismissal(let level), .dismissed(let dismissedLevel)):
      return level == dismissedLevel
    default:
      return false
    }
  }
}
