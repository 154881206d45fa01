import TerminalToolkit

/// Why a ``PseudoTerminalProcess`` could not start or be typed into.
public enum PseudoTerminalError: Error, Equatable, CustomStringConvertible {
  /// `openpty` failed with the given `errno`.
  case cannotOpen(errno: Int32)
  /// The program could not be launched; `reason` is Foundation's explanation.
  case launchFailed(reason: String)
  /// Writing to the pseudo-terminal failed with the given `errno`.
  case writeFailed(errno: Int32)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .cannotOpen(let code):
      return "cannot open a pseudo-terminal (openpty: \(TerminalError.message(code))): "
        + "check that /dev/ptmx and /dev/pts are available"
    case .launchFailed(let reason):
      return "cannot launch the program in a pseudo-terminal (\(reason)): "
        + "check the executable path and its permissions"
    case .writeFailed(let code):
      return "cannot type into the pseudo-terminal (\(TerminalError.message(code))): "
        + "the program has probably exited"
    }
  }
}
