/// How a change wants its steps animated.
///
/// Every step a host shows is a state the platform can reach in one update; this only says which
/// of them move. A deep link or a restoration usually wants the user to see where they landed,
/// not the way there.
public enum TransitionAnimation: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every step is animated: ordinary navigation.
  case everyStep
  /// Only the last step is animated: a deep link that lands with one visible transition.
  case lastStepOnly
  /// No step is animated: restoration, or a jump the user should not watch.
  case none
}
