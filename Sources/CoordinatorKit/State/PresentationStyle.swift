/// How a screen was put over the one below it.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// Pushed onto the current stack (slides in horizontally; a back gesture pops it).
  case push
  /// Presented modally as a sheet, which starts a new layer with its own stack.
  case sheet
  /// Presented modally over the whole screen, which starts a new layer with its own stack.
  case cover

  /// Whether this style starts a new modal layer rather than extending the current stack.
  public var isModal: Bool { self != .push }
}
