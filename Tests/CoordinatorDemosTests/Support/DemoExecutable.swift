import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    allowsErrorOutput: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> DemoRun {
    let arguments = (demo.map { [$0] } ?? []) + ["--script", keys] + options
    let run = try run(arguments, in: directory, sourceLocation: sourceLocation)
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

/// The 80 × 24 screen a script prints, as lines of text.
struct DemoScreen: CustomStringConvertible {
  static let columns = 80
  static let rows = 24

  /// The 24 rows, trailing spaces trimmed.
  let lines: [String]

  /// Parses what `--script` printed: the screen's rows (trailing blank rows left out) and a line
  /// break.
  init(printed: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      printed.hasSuffix("\n"), "the screen ends with a line break", sourceLocation: sourceLocation)
    var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if printed.hasSuffix("\n") {
      lines.removeLast()
    }
    try #require(
      lines.count <= DemoScreen.rows, "at most 24 rows:\n\(printed)",
      sourceLocation: sourceLocation)
    #expect(
      lines.allSatisfy { $0.count <= DemoScreen.columns }, "at most 80 columns:\n\(printed)",
      sourceLocation: sourceLocation)
    self.lines = lines + Array(repeating: "", count: DemoScreen.rows - lines.count)
  }

  /// Builds a screen from an emulator's rows.
  init(rows: [String]) {
    lines = rows
  }

  var text: String { lines.joined(separator: "\n") }
  var description: String { text }

  func contains(_ text: String) -> Bool { self.text.contains(text) }

  /// How many rows contain `text`.
  func rowCount(containing text: String) -> Int {
    lines.filter { $0.contains(text) }.count
  }

  /// The first row containing `text`, or `nil`.
  func rowIndex(containing text: String) -> Int? {
    lines.firstIndex { $0.contains(text) }
  }

  /// The title bar of the bottom stack (row 0), split into its back label and its title.
  var titleBar: (back: String?, title: String) {
    let parts = lines[0].split(separator: "  ", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let back = parts.first { $0.hasPrefix("‹") }
    return (back, parts.last { !$0.hasPrefix("‹") } ?? "")
  }

  var title: String { titleBar.title }

  /// The key bar (the bottom row).
  var keyBar: String { lines[DemoScreen.rows - 1] }

  /// Whether a framed panel (a sheet or an alert box) is drawn.
  var hasPanel: Bool { contains("┌") && contains("┘") }
}

/// The JSON `--dump-state` prints, read with `JSONSerialization`: the coordinator tree and the
/// navigation state.
struct StateDump {
  /// One coordinator of the tree.
  struct Coordinator {
    var type: String
    var identifier: String
    var phase: String
    var children: [Coordinator]

    /// This coordinator and its descendants, depth first.
    var all: [Coordinator] { [self] + children.flatMap(\.all) }

    /// How many levels the tree has (1 for a lone root).
    var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

    /// The tree as indented type names, one a line.
    var outline: String {
      ([type] + children.flatMap { $0.outline.split(separator: "\n").map { "  " + $0 } })
        .joined(separator: "\n")
    }
  }

  /// One screen of the state.
  struct Screen {
    var id: String
    var owner: String?
    /// The route, flattened: `rainbow/colour(index: 2)`, `picker`, `mvvmc/child`.
    var route: String
  }

  var coordinators: Coordinator
  var root: Screen
  /// The pushed and presented screens after the root, with their styles.
  var path: [(style: String, screen: Screen)]
  /// The alert's title and its actions' titles, when an alert is up.
  var alert: (title: String, actions: [String])?

  var screens: [Screen] { [root] + path.map(\.screen) }
  var routes: [String] { screens.map(\.route) }

  init(json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let top = try #require(
      object as? [String: Any], "a JSON object", sourceLocation: sourceLocation)
    #expect(Set(top.keys) == ["coordinators", "state"], sourceLocation: sourceLocation)
    coordinators = try StateDump.coordinator(top["coordinators"], sourceLocation)
    let state = try #require(
      top["state"] as? [String: Any], "a state object", sourceLocation: sourceLocation)
    root = try StateDump.screen(state["root"], sourceLocation)
    let elements = try #require(
      state["path"] as? [Any], "a path array", sourceLocation: sourceLocation)
    path = try elements.map { element in
      let element = try #require(element as? [String: Any], sourceLocation: sourceLocation)
      let style = try #require(element["style"] as? String, sourceLocation: sourceLocation)
      return (style, try StateDump.screen(element["screen"], sourceLocation))
    }
    if let alert = state["alert"] as? [String: Any] {
      let title = try #require(alert["title"] as? String, sourceLocation: sourceLocation)
      let actions = try #require(
        alert["actions"] as? [[String: Any]], sourceLocation: sourceLocation)
      self.alert = (title, actions.compactMap { $0["title"] as? String })
    }
  }

  /// Whether the tree holds exactly the coordinators that own the screens in the state: every
  /// screen's owner is in the tree, and every coordinator in the tree owns a screen, so no
  /// coordinator outlived its screens and none is missing.
  var coordinatorsMatchScreens: Bool {
    let inTree = Set(coordinators.all.map { $0.identifier.lowercased() })
    let owners = Set(screens.compactMap { $0.owner?.lowercased() })
    return inTree == owners
  }

  private static func coordinator(_ value: Any?, _ location: SourceLocation) throws -> Coordinator {
    let object = try #require(value as? [String: Any], "a coordinator", sourceLocation: location)
    let children = try #require(object["children"] as? [Any], sourceLocation: location)
    return Coordinator(
      type: try #require(object["type"] as? String, sourceLocation: location),
      identifier: try #require(object["identifier"] as? String, sourceLocation: location),
      phase: try #require(object["phase"] as? String, sourceLocation: location),
      children: try children.map { try coordinator($0, location) })
  }

  private static func screen(_ value: Any?, _ location: SourceLocation) throws -> Screen {
    let object = try #require(value as? [String: Any], "a screen", sourceLocation: location)
    return Screen(
      id: try #require(object["id"] as? String, sourceLocation: location),
      owner: object["owner"] as? String,
      route: flatten(try #require(object["route"], sourceLocation: location)))
  }

  /// Flattens a synthesised `Codable` enum, `{"rainbow": {"_0": {"colour": {"index": 2}}}}`,
  /// to `rainbow/colour(index: 2)`.
  static func flatten(_ value: Any) -> String {
    guard let object = value as? [String: Any] else { return "\(value)" }
    return object.keys.sorted().map { key -> String in
      let inner = object[key] ?? [:]
      if key == "_0" {
        return flatten(inner)
      }
      guard let fields = inner as? [String: Any], !fields.isEmpty else { return key }
      if fields.values.allSatisfy({ !($0 is [String: Any]) && !($0 is [Any]) }) {
        let arguments = fields.keys.sorted().map { "\($0): \(fields[$0] ?? "")" }
        return "\(key)(\(arguments.joined(separator: ", ")))"
      }
      return "\(key)/\(flatten(fields))"
    }.joined(separator: ",")
  }
}

/// A new empty directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("CoordinatorDemosTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have left it read-only; make it removable first.
    chmod(url.path, 0o755)
    try? FileManager.default.removeItem(at: url)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  var path: String { url.path }
}

/// The user that permission tests run the program as, when this process is root (as CI is):
/// root may read and write anything, so a file it cannot read needs another user to exist.
struct NonRootUser {
  /// `setpriv` from util-linux, which `.ci/run` installs when missing.
  static let setpriv = "/usr/bin/setpriv"
  /// The user's name: `nobody` exists on every Linux system.
  static let name = "nobody"

  let uid: uid_t
  let gid: gid_t

  /// `nil` when this process is not root (the tests then run as its user); otherwise the user,
  /// or a failed requirement naming what is missing.
  static func neededForPermissionTests(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> NonRootUser?
  {
    guard geteuid() == 0 else { return nil }
    let entry = try #require(
      getpwnam(name), "the permission tests run as \(name) when root: create that user",
      sourceLocation: sourceLocation)
    try #require(
      FileManager.default.isExecutableFile(atPath: setpriv),
      "the permission tests need \(setpriv) (util-linux, in every Debian base system) when root",
      sourceLocation: sourceLocation)
    return NonRootUser(uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
  }

  /// Whether this process runs as root.
  static var isRoot: Bool { geteuid() == 0 }

  var setprivArguments: [String] {
    ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"]
  }

  /// Makes `path` this user's, so the program run as it can read or write there.
  func own(_ path: String) {
    _ = chown(path, uid, gid)
  }

  /// A copy of `executable` in `directory`, which this user can run: the build directory may sit
  /// where only root can reach it. The copy finds the same libraries (its run path is absolute).
  ///
  /// `cp` writes the copy in its own process: a copy written here would leave its descriptor, for
  /// an instant, in a child another test forks meanwhile, and running the copy then fails with
  /// "Text file busy".
  func copy(_ executable: URL, into directory: TemporaryDirectory) throws -> URL {
    let copy = directory.file("bin-" + executable.lastPathComponent)
    if !FileManager.default.fileExists(atPath: copy.path) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/cp")
      process.arguments = [executable.path, copy.path]
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "cp could not copy \(executable.path)")
      chmod(copy.path, 0o755)
    }
    return copy
  }

  /// `environment` with a LeakSanitizer suppressions file (set by `.ci/run` for the sanitizer
  /// runs) copied where this user can read it: LeakSanitizer stops a program whose suppressions
  /// it cannot read.
  func environment(_ environment: [String: String], copyingInto directory: TemporaryDirectory)
    throws -> [String: String]
  {
    guard let options = environment["LSAN_OPTIONS"] else { return environment }
    var result = environment
    var parts: [String] = []
    for part in options.split(separator: ":").map(String.init) {
      guard part.hasPrefix("suppressions=") else {
        parts.append(part)
        continue
      }
      let source = URL(fileURLWithPath: String(part.dropFirst("suppressions=".count)))
      let copy = directory.file("lsan-suppressions.txt")
      if !FileManager.default.fileExists(atPath: copy.path) {
        try FileManager.default.copyItem(at: source, to: copy)
        chmod(copy.path, 0o644)
      }
      parts.append("suppressions=\(copy.path)")
    }
    result["LSAN_OPTIONS"] = parts.joined(separator: ":")
    return result
  }
}
