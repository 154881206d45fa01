import Foundation
import Testing

/// How this test run was started: `Scripts/sanitizers.sh` names the sanitizer it builds with.
enum TestEnvironment {
  /// The sanitizer the tests and the demo program run under (`thread`, `address`), if any.
  static let sanitizer = ProcessInfo.processInfo.environment["COORDINATORKIT_SANITIZER"]

  /// The time limit of a test that runs the demo program: a minute, or five under a sanitizer,
  /// which makes every process several times slower (and the suite runs them side by side).
  static let demoTimeLimit = TimeLimitTrait.timeLimit(.minutes(sanitizer == nil ? 1 : 5))
}
