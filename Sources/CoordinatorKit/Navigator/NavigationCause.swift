/// Why a navigation change happened.
public enum NavigationCause: Hashable, Sendable {
  /// The app asked for it (a coordinator, a deep link, a test), or a coordinator stopped and
  /// its screens left with it.
  case request
  /// The user did it in the host's UI, which already shows the result.
  case user(UserNavigation)
}
