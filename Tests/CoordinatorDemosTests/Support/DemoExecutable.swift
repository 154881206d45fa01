import Foundation
import Testing

/// The built `coordinator-demo` program, found next to the test binary, and a way to run it
/// without a terminal and capture what it prints.
///
/// SwiftPM puts every product of a build in one directory (for example
/// `.build/x86_64-unknown-linux-gnu/debug/`), and `swift test` builds the executable along with
/// the test bundle, so the program sits beside the running test binary. These tests never build
/// it themselves: when it is missing, ``require()`` fails with the directories it searched.
enum DemoExecutable {
  /// The executable's file name.
  static let name = "coordinator-demo"

  /// The directories searched, nearest first: the test binary's own directory and, for a
  /// macOS `.xctest` bundle (`X.xctest/Contents/MacOS/X`), the directory holding the bundle.
  static let searchedDirectories: [URL] = {
    var binaries: [URL] = []
    #if os(Linux)
      binaries.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
    #endif
    if let executable = Bundle.main.executableURL {
      binaries.append(executable.resolvingSymlinksInPath())
    }
    if let first = CommandLine.arguments.first, !first.isEmpty {
      binaries.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
    }
    var directories: [URL] = []
    for binary in binaries {
      var directory = binary.deletingLastPathComponent()
      for _ in 0..<4 {
        if !directories.contains(directory) {
          directories.append(directory)
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return directories
  }()

  /// The executable, or `nil` when no searched directory holds it.
  static let url: URL? = searchedDirectories.lazy
    .map { $0.appendingPathComponent(name) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// The executable; records a failure naming the searched directories when it was not built.
  static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(
      url,
      """
      \(name) was not found next to the test binary (searched \
      \(searchedDirectories.map(\.path).joined(separator: ", "))): build it with `swift build` \
      or run `swift test`, which builds it
      """,
      sourceLocation: sourceLocation)
  }

  /// How a run is started.
  enum Launch {
    /// As this process's user.
    case direct
    /// As ``NonRootUser``: the same as ``direct`` unless this process runs as root, which passes
    /// every permission check. The program is copied into `directory` (which that user can read)
    /// and started with `setpriv`.
    case nonRoot(copyingInto: TemporaryDirectory)
    /// Under `ulimit -f blocks` with `SIGXFSZ` ignored, so writing past that size fails with
    /// `EFBIG` as on a full disk.
    case fileSizeLimit(blocks: Int)
  }

  /// Runs the program with `arguments`, standard input at `/dev/null` (so never a terminal),
  /// and waits for it to exit, killing it after `timeout`.
  ///
  /// Output goes to temporary files rather than pipes, so a large dump can never block the
  /// program and nothing has to be read concurrently.
  static func run(
    _ arguments: [String], in directory: URL? = nil, timeout: Duration = .seconds(10),
    launch: Launch = .direct, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> DemoRun {
    var executable = try require(sourceLocation: sourceLocation)
    var processArguments = arguments
    var environment = ProcessInfo.processInfo.environment
    switch launch {
    case .direct:
      break
    case .nonRoot(let directory):
      if let user = try NonRootUser.neededForPermissionTests(sourceLocation: sourceLocation) {
        processArguments =
          user.setprivArguments + [try user.copy(executable, into: directory).path] + arguments
        executable = URL(fileURLWithPath: NonRootUser.setpriv)
        environment = try user.environment(environment, copyingInto: directory)
      }
    case .fileSizeLimit(let blocks):
      processArguments =
        ["-c", "trap '' XFSZ; ulimit -f \(blocks) && exec \"$0\" \"$@\"", executable.path]
        + arguments
      executable = URL(fileURLWithPath: "/bin/sh")
    }
    let outputDirectory = try TemporaryDirectory()
    let outputURL = outputDirectory.url.appendingPathComponent("stdout")
    let errorURL = outputDirectory.url.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? error.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = processArguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    if let directory {
      process.currentDirectoryURL = directory
    }
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }

    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    var timedOut = false
    if exited.wait(timeout: .now() + seconds(timeout)) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    let duration = clock.now - start

    return DemoRun(
      arguments: arguments,
      status: process.terminationStatus,
      endedBySignal: process.terminationReason == .uncaughtSignal,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      standardError: try String(contentsOf: errorURL, encoding: .utf8),
      timedOut: timedOut,
      duration: duration)
  }

  /// Runs `--script` for `demo` (the picker when `nil`) and returns the run, after checking
  /// that it exited 0 within the time limit and, unless `allowsErrorOutput`, printed nothing on
  /// standard error.
  static func script(
    _ demo: String?, _ keys: String, options: [String] = [], in directory: URL? = nil,
    allowsErrorOutput: Bool = false, timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> DemoRun {
    let arguments = (demo.map { [$0] } ?? []) + ["--script", keys] + options
    let run = try run(arguments, in: directory, timeout: timeout, sourceLocation: sourceLocation)
    try #require(!run.timedOut, "\(run) did not finish in time", sourceLocation: sourceLocation)
    #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
    if !allowsErrorOutput {
      #expect(run.standardError.isEmpty, "\(run)", sourceLocation: sourceLocation)
    }
    return run
  }

  /// The screen `--script` prints for `demo` after `keys`.
  static func screen(
    _ demo: String?, _ keys: String, options: [String] = [], in directory: URL? = nil,
    allowsErrorOutput: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> DemoScreen {
    let run = try script(
      demo, keys, options: options, in: directory, allowsErrorOutput: allowsErrorOutput,
      sourceLocation: sourceLocation)
    return try DemoScreen(printed: run.standardOutput, sourceLocation: sourceLocation)
  }

  /// The state `--script … --dump-state` prints for `demo` after `keys`.
  static func dump(
    _ demo: String?, _ keys: String, options: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> StateDump {
    let run = try script(
      demo, keys, options: options + ["--dump-state"], sourceLocation: sourceLocation)
    return try StateDump(json: run.standardOutput, sourceLocation: sourceLocation)
  }

  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
