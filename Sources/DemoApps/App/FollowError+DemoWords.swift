import CoordinatorKit

extension FollowError {
  /// The error as the demos tell their user, in one line: a screen the coordinators do not go
  /// to is named with the screen before it and how it would be shown, never by a coordinator's
  /// type (which means nothing to the user); the other errors say it in the engine's words.
  /// Control characters in what it quotes are written visibly, so it is safe to show anywhere.
  package var demoDescription: String {
    guard case .refused(_, let route, let style, let after, _) = self else {
      return description.escapingControlCharacters
    }
    return
      ("The link cannot be followed: this demo does not go from \(after) to \(route) "
      + "\(Self.shown(style)). Nothing changed.").escapingControlCharacters
  }

  /// Why a saved state cannot be rebuilt, as a clause the state file's message puts in
  /// parentheses: for a screen the coordinators do not go to, that screen, the one before it,
  /// how it would be shown, and where it is in its stack ("screen 8 of its stack", the first
  /// being 1).
  var demoReason: String {
    guard case .refused(_, let route, let style, let after, let position) = self else {
      return description.escapingControlCharacters
    }
    return
      ("this demo does not go from \(after) to \(route) \(Self.shown(style)), screen "
      + "\((position + 1).groupedDigits) of its stack").escapingControlCharacters
  }

  /// How a screen is shown, in the words of the demos' manual.
  private static func shown(_ style: PresentationStyle) -> String {
    switch style {
    case .push: "pushed"
    case .modal(.sheet): "in a sheet"
    case .modal(.cover): "in a full-screen cover"
    case .modal(.popover): "in a popover"
    }
  }
}
