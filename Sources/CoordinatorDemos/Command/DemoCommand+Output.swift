import ArgumentParser
import DemoApps

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the program prints outside the full screen: every message in one line, and nothing a
/// terminal would act on (text from a link, a state file, a path or an argument may hold
/// `ESC [ 2 J`, a line break or a NUL), written visibly instead (`\u{1B}`).
extension DemoCommand {
  /// Runs the command with the process's arguments, as ArgumentParser's `main()` does, and
  /// prints its messages (help, version, a wrong command line) safely: an argument's control
  /// characters are written visibly, so a bad value can neither act on the terminal nor add a
  /// line.
  public static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let status = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        let text = safeText(message, quoting: arguments) + "\n"
        write(text, to: status.isSuccess ? STDOUT_FILENO : STDERR_FILENO)
      }
      terminate(status.rawValue)
    }
  }

  /// `message` (ArgumentParser's, of several lines) with the arguments it quotes written
  /// visibly: each argument holding a control character (a line break included) is replaced
  /// by its escaped form first, so the message keeps only its own line breaks.
  static func safeText(_ message: String, quoting arguments: [String]) -> String {
    var text = message
    let unsafe = Set(
      arguments.flatMap { argument in
        // `--option=value` is quoted as its value.
        [argument] + (argument.split(separator: "=", maxSplits: 1).dropFirst().map(String.init))
      }
    ).filter { $0.escapingControlCharacters != $0 }
    // Longest first, so an argument inside another is not escaped on its own.
    for argument in unsafe.sorted(by: { $0.count > $1.count }) {
      text = text.replacingOccurrences(of: argument, with: argument.escapingControlCharacters)
    }
    return text.escapingControlCharacters(keepingLineBreaks: true)
  }

  /// Writes `message` and a line break to standard error, in one line whatever it quotes: its
  /// control characters, line breaks included, are written visibly.
  static func printError(_ message: String) {
    write(message.escapingControlCharacters + "\n", to: STDERR_FILENO)
  }

  /// Writes `text` straight to `descriptor`: a terminal that hung up makes the write fail,
  /// which is ignored.
  static func write(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base, buffer.count)
        #else
          return Darwin.write(descriptor, base, buffer.count)
        #endif
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// Ends the process with `status`.
private func terminate(_ status: Int32) -> Never {
  exit(status)
}
