/// Who decides when a navigator's changes count as shown.
package enum TransitionPacing: Hashable, Sendable {
  /// Every change is shown as soon as it is made: the engine on its own, and tests without a
  /// host.
  case immediate
  /// A host shows each step and acknowledges it with ``Navigator/hostDidShow(_:)``; changes made
  /// meanwhile wait and are shown in order. Set by ``Navigator/attachHost(capabilities:animation:)``.
  case hostPaced
}
