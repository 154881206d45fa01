import Foundation
import Testing

/// One finished run of `coordinator-demo`.
struct DemoRun: Sendable, CustomStringConvertible {
  var arguments: [String]
  /// The exit status, or the signal number when ``endedBySignal``.
  var status: Int32
  var endedBySignal: Bool
  var standardOutput: String
  var standardError: String
  /// Whether the run was killed for taking longer than its timeout.
  var timedOut: Bool
  var duration: Duration

  /// The lines written to standard error, without the final line break.
  var errorLines: [String] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
      .dropLast(standardError.hasSuffix("\n") ? 1 : 0)
  }

  var description: String {
    """
    coordinator-demo \(arguments.map { "'\($0)'" }.joined(separator: " ")) → status \(status)\
    \(endedBySignal ? " (signal)" : "")\(timedOut ? " (timed out)" : "") in \(duration)
    stdout:
    \(standardOutput)
    stderr:
    \(standardError)
    """
  }
}
