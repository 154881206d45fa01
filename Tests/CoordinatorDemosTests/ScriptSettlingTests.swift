import Foundation
import Testing

/// A script applies each key only once the work the previous key started has settled: the
/// sign-in a Security link waits for, the link going on after it, the question
/// about a draft. The output is then the same on every run, however busy the machine is.
@Suite("Scripts settle every key's work", TestEnvironment.demoTimeLimit)
struct ScriptSettlingTests {
  /// Runs `arguments` `count` times, several at once (which is what used to make them differ),
  /// and returns each run.
  private func runs(_ arguments: [String], count: Int = 20) throws -> [DemoRun] {
    let results = RunResults<Result<DemoRun, any Error>>()
    DispatchQueue.concurrentPerform(iterations: count) { _ in
      results.append(Result { try DemoExecutable.run(arguments) })
    }
    return try results.all.map { try $0.get() }
  }

  @Test func signingInOnTheWayToSecurityAlwaysEndsOnSecurity() throws {
    let all = try runs(["mail", "--script", "3 s s"])
    #expect(all.allSatisfy { $0.status == 0 && $0.standardError.isEmpty })
    let frames = Set(all.map(\.standardOutput))
    #expect(frames.count == 1, "\(frames.joined(separator: "\n----\n"))")
    #expect(frames.first?.hasPrefix(" ‹ Account                          Security") == true)
  }

  @Test func goingBackFromSecurityAlwaysEndsOnAccountSignedIn() throws {
    let all = try runs(["mail", "--script", "3 s s b"])
    let frames = Set(all.map(\.standardOutput))
    #expect(frames.count == 1, "\(frames.joined(separator: "\n----\n"))")
    #expect(frames.first?.contains("Signed in as you@example.com.") == true)
  }

  @Test func theStateFileIsTheSameBytesInEveryRunAndHoldsSecurity() throws {
    let directory = try TemporaryDirectory()
    let results = RunResults<Result<String, any Error>>()
    DispatchQueue.concurrentPerform(iterations: 20) { index in
      let file = directory.file("state-\(index).json").path
      results.append(
        Result {
          _ = try DemoExecutable.run(["mail", "--state-file", file, "--script", "3 s s"])
          return try String(contentsOfFile: file, encoding: .utf8)
        })
    }
    // Identities are numbered in the order they appear, so two runs can be compared whole.
    let files = try results.all.map { try $0.get() }
    #expect(Set(files).count == 1)
    #expect(files.allSatisfy { $0.contains("\"security\"") })
    #expect(files.first?.contains("\"id\" : \"00000000-0000-0000-0000-000000000001\"") == true)

    // A numbered file restores as a file with random identities does: the Account screen (a
    // sign-in is not saved, so its Security screen is not restored).
    let file = directory.file("state-0.json").path
    let restored = try DemoExecutable.run(["mail", "--state-file", file, "--script", ""])
    #expect(restored.status == 0, "\(restored.standardError)")
    #expect(restored.standardOutput.contains("[s] Security"))
  }
}

/// Results gathered from concurrent runs.
private final class RunResults<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []

  init() {}

  func append(_ value: Value) {
    lock.withLock { values.append(value) }
  }

  var all: [Value] { lock.withLock { values } }
}
