#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an interactive terminal session could not start or go on.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output (or the descriptors given) is not a terminal.
  case notATerminal
  /// Another ``RawTerminal`` is already active in this process.
  case sessionAlreadyActive
  /// `tcgetattr` failed with the given `errno`.
  case cannotReadAttributes(errno: Int32)
  /// `tcsetattr` failed with the given `errno`.
  case cannotSetAttributes(errno: Int32)
  /// Writing to the terminal failed with the given `errno`.
  case writeFailed(errno: Int32)
  /// Reading from the terminal failed with the given `errno`.
  case readFailed(errno: Int32)
  /// The terminal closed its input (it hung up, or input reached end of file).
  case endOfInput

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .notATerminal:
      return "standard input and output are not a terminal: run the program in a terminal, "
        + "or use its non-interactive mode when piping or redirecting"
    case .sessionAlreadyActive:
      return "a raw terminal session is already active in this process: "
        + "call restore() on it before starting another"
    case .cannotReadAttributes(let code):
      return "cannot read the terminal settings (tcgetattr: \(TerminalError.message(code))): "
        + "run the program in a real terminal"
    case .cannotSetAttributes(let code):
      return "cannot switch the terminal to raw mode (tcsetattr: \(TerminalError.message(code))): "
        + "run the program in a real terminal, or reset it with `stty sane`"
    case .writeFailed(let code):
      return "cannot write to the terminal (\(TerminalError.message(code))): "
        + "the terminal was probably closed"
    case .readFailed(let code):
      return "cannot read from the terminal (\(TerminalError.message(code))): "
        + "the terminal was probably closed"
    case .endOfInput:
      return "the terminal closed its input: the session ends"
    }
  }

  /// The C library's words for `errno` `code`, which every terminal error message quotes (the
  /// pseudo-terminal's too).
  package static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
