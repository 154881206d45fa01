/// Who decides when a navigator's changes count as shown.
public enum TransitionPacing: Hashable, Sendable {
  /// Every change is shown as soon as it is made: for the engine on its own, for tests, and
  /// for hosts that do not animate.
  case immediate
  /// A host shows each step and reports it with ``Navigator/hostDidShowStep()``; changes made
  /// meanwhile wait in a queue and are shown in order.
  case hostPaced
}
