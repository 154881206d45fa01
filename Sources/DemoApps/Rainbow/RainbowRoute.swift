/// The rainbow demo's screens.
public enum RainbowRoute: Hashable, Codable, Sendable {
  /// The coloured screen at `index` (0 red … 6 purple).
  case colour(index: Int)
  /// The full-screen mint modal.
  case mintModal
}
