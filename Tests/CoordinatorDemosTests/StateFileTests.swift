import CoordinatorDemos
import CoordinatorKit
import DemoApps
import Foundation
import Testing

/// `--state-file` treats the file as the user's data: what cannot be restored is reported and
/// left untouched, nothing but a regular file is written, a save is atomic and keeps the file's
/// permissions, and a link stays a link. Every case runs the built program as a user would, and
/// the permission cases run as a non-root user where root would pass every check.
@Suite("--state-file keeps the user's file", TestEnvironment.demoTimeLimit)
struct StateFileTests {
  // MARK: - Restoring

  @Test func stateFileRestoresWhereTheLastRunEnded() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    let first = try DemoExecutable.script(
      "rainbow", "n n n", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(
      first.errorLines == [
        "No saved state at \(file) yet: starting at the root; quitting saves it there.",
        "Saved the navigation state to \(file).",
      ])
    let saved = try JSONSerialization.jsonObject(
      with: Data(contentsOf: directory.file("state.json")))
    #expect(((saved as? [String: Any])?["path"] as? [Any])?.count == 3)

    let restored = try DemoExecutable.screen(
      "rainbow", "", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(restored.contains("Index 3"))
    #expect(restored.titleBar.back == "‹ Yellow")

    let back = try DemoExecutable.screen(
      "rainbow", "b b", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(back.contains("Index 1"), "restored screens work like the ones they replace")
  }

  @Test func stateFileRestoresAModalAndThePickersStack() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    let options = ["--state-file", file]
    _ = try DemoExecutable.script(nil, "1 n m", options: options, allowsErrorOutput: true)
    let modal = try DemoExecutable.screen(nil, "", options: options, allowsErrorOutput: true)
    #expect(modal.contains("This is a modal"))
    let closed = try DemoExecutable.screen(nil, "x", options: options, allowsErrorOutput: true)
    #expect(closed.contains("Index 1"))
    #expect(closed.titleBar.back == "‹ Red")
    let dump = try StateDump(
      json: try DemoExecutable.script(
        nil, "Esc Esc", options: options + ["--dump-state"], allowsErrorOutput: true
      ).standardOutput)
    #expect(dump.coordinators.outline == "DemoPickerCoordinator")
  }

  @Test func stateFileRestoresAMasterDetailChain() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    _ = try DemoExecutable.script(
      "master-detail", "+ 1 Enter 3", options: ["--state-file", file], allowsErrorOutput: true)
    let dump = try StateDump(
      json: try DemoExecutable.script(
        "master-detail", "", options: ["--state-file", file, "--dump-state"],
        allowsErrorOutput: true
      ).standardOutput)
    #expect(
      dump.coordinators.outline
        == "MasterCoordinator\n  DetailCoordinator\n    MasterCoordinator\n      DetailRedCoordinator"
    )
    #expect(dump.path.map(\.style) == ["push", "push", "sheet"])
    #expect(dump.coordinatorsMatchScreens)
  }

  @Test func restoredPushedChildReportsBackToMain() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    _ = try DemoExecutable.script(
      "mvvmc", "p", options: ["--state-file", file], allowsErrorOutput: true)
    let main = try DemoExecutable.screen(
      "mvvmc", "b", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(main.title == "Main")
    #expect(main.contains("Child: closed"), "\(main)")
  }

  @Test func restoredPresentedChildReportsDoneToMain() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    let options = ["--state-file", file]
    _ = try DemoExecutable.script("mvvmc", "s", options: options, allowsErrorOutput: true)
    let restored = try DemoExecutable.screen("mvvmc", "", options: options, allowsErrorOutput: true)
    #expect(restored.contains("[d] Done   [c] Cancel"))
    let main = try DemoExecutable.screen("mvvmc", "d", options: options, allowsErrorOutput: true)
    #expect(!main.hasPanel)
    #expect(main.contains("Child: Done"), "\(main)")
  }

  @Test func aStateHoldingA50MegabyteStringRestoresShowsAndSavesIt() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("huge.json")
    try Data(try Self.hugeMenuState()).write(to: file)
    // Reading and writing 50 MB in a debug build can take a while on a loaded machine: the limit
    // only stops a hang.
    let run = try DemoExecutable.script(
      "menu", "", options: ["--state-file", file.path], allowsErrorOutput: true,
      timeout: .seconds(120))
    #expect(run.errorLines == ["Saved the navigation state to \(file.path)."])
    let screen = try DemoScreen(printed: run.standardOutput)
    #expect(screen.title == "Detail")
    #expect(screen.contains("You chose: 0123456789"), "the start of the string, cut to the screen")
    let saved = try JSONDecoder().decode(
      NavigationState<DemoRoute>.self, from: Data(contentsOf: file))
    #expect(saved.topScreen.route == .menu(.detail(text: Self.hugeText)), "saved whole")
  }

  // MARK: - Files that cannot be restored are left untouched

  /// A file that exists and is not a state this demo can restore.
  enum UnusableContent: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case corrupt, empty, binary, fiftyMegabytes, jsonButNoState, brokenInvariant, otherDemos

    var testDescription: String { rawValue }

    func bytes() throws -> [UInt8] {
      switch self {
      case .corrupt: Array("this is { not json".utf8)
      case .empty: []
      case .binary: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
      case .fiftyMegabytes: [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000)
      case .jsonButNoState: Array(#"{"root": 42}"#.utf8)
      case .brokenInvariant: Array(try StateFileTests.stateWithADuplicateScreen())
      case .otherDemos:
        Array(try StateFileTests.encoded(NavigationState(root: DemoRoute.menu(.menu))))
      }
    }

    /// What the one-line message says about it.
    var reason: String {
      switch self {
      case .corrupt, .binary, .fiftyMegabytes: "(it is not valid JSON)"
      case .empty: "(it is empty)"
      case .jsonButNoState: "(it is JSON, but \"root\" is not what a navigation state has there)"
      case .brokenInvariant: "(it breaks a rule of navigation states: The screen identity"
      case .otherDemos:
        "does not fit this demo (it was saved by the menu demo; open it with that app, or "
          + "choose another --state-file)"
      }
    }
  }

  @Test(
    "A file that cannot be restored is reported in one line and left untouched, even at once in a script",
    arguments: UnusableContent.allCases)
  func unusableFileIsLeftUntouched(content: UnusableContent) throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json")
    try Data(try content.bytes()).write(to: file)
    chmod(file.path, 0o640)
    let before = try FileSnapshot(file.path)

    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--state-file", file.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput.isEmpty, "nothing started")
    try Self.expectOneLine(run, naming: file.path, containing: content.reason)
    #expect(run.standardError.contains("it was left untouched"), "\(run)")
    #expect(run.standardError.contains("--overwrite-state-file"), "it says how to start fresh")
    #expect(try FileSnapshot(file.path) == before, "the file is untouched")
    #expect(try directory.entries() == ["state.json"], "and nothing was written beside it")
  }

  @Test func overwriteStateFileStartsFreshAndReplacesTheFileKeepingItsPermissions() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json")
    try Data("this is { not json".utf8).write(to: file)
    chmod(file.path, 0o640)
    let run = try DemoExecutable.run([
      "rainbow", "--script", "n", "--state-file", file.path, "--overwrite-state-file",
    ])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.errorLines == [
        "Starting fresh: the navigation state will replace \(file.path) on quit "
          + "(--overwrite-state-file).",
        "Saved the navigation state to \(file.path).",
      ])
    #expect(try DemoScreen(printed: run.standardOutput).contains("Index 1"))
    let saved = try JSONDecoder().decode(
      NavigationState<DemoRoute>.self, from: Data(contentsOf: file))
    #expect(saved.topScreen.route == .rainbow(.colour(index: 1)))
    #expect(try FileSnapshot(file.path).permissions == 0o640)
  }

  @Test func overwriteStateFileNeedsAStateFile() throws {
    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--overwrite-state-file"])
    #expect(run.status == 64, "\(run)")
    #expect(
      run.errorLines == [
        "--overwrite-state-file needs --state-file PATH: there is nothing to overwrite."
      ])
  }

  // MARK: - Nothing but a regular file

  /// Something at the path that is not a regular file.
  enum SpecialFile: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case directory, fifo, device

    var testDescription: String { rawValue }

    /// Makes it at `path` (a device needs root: otherwise `/dev/null` itself, which only root
    /// could replace) and returns its path and what the message calls it.
    func make(at path: String) throws -> (path: String, kind: String) {
      switch self {
      case .directory:
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return (path, "a directory")
      case .fifo:
        try #require(mkfifo(path, 0o644) == 0)
        return (path, "a named pipe (FIFO)")
      case .device:
        guard NonRootUser.isRoot else { return ("/dev/null", "a device") }
        // Major 1, minor 3: a second /dev/null, so the real one is never at stake.
        try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "a copy of /dev/null")
        return (path, "a device")
      }
    }
  }

  @Test(
    "A directory, a FIFO or a device is never read or written, even with --overwrite-state-file",
    arguments: SpecialFile.allCases, [false, true])
  func specialFilesAreNeverTouched(special: SpecialFile, overwrite: Bool) throws {
    let directory = try TemporaryDirectory()
    let (path, kind) = try special.make(at: directory.file("state").path)
    let before = try FileSnapshot(path)
    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n", "--state-file", path]
        + (overwrite ? ["--overwrite-state-file"] : []))
    #expect(!run.timedOut, "a FIFO is never opened for a blocking read")
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(run, naming: path, containing: "is \(kind), not a state file")
    let after = try FileSnapshot(path)
    if path.hasPrefix("/dev/") {
      // The system's own device: other programs' writes may change its times.
      #expect(after.inode == before.inode && after.type == before.type)
    } else {
      #expect(after == before)
    }
  }

  @Test func aPathInAMissingDirectoryIsReportedBeforeStarting() throws {
    let path = "/nonexistent-directory-of-coordinator-demo/state.json"
    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--state-file", path])
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput.isEmpty)
    try Self.expectOneLine(
      run, naming: path,
      containing: "(the directory /nonexistent-directory-of-coordinator-demo does not exist)")
  }

  // MARK: - Permissions (as a non-root user where root would pass)

  @Test func aFileWithoutReadPermissionIsReportedAndLeftUntouched() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.savedRainbowState(in: directory)
    chmod(file, 0o200)
    let before = try FileSnapshot(file)
    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n", "--state-file", file], launch: .nonRoot(copyingInto: directory))
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(
      run, naming: file, containing: "Cannot read the state file \(file) (permission denied)")
    #expect(try FileSnapshot(file) == before)
  }

  @Test(.enabled(if: NonRootUser.isRoot, "root can read and replace any file"))
  func anUnreadableFileTheUserCannotReplaceIsNotOfferedForOverwriting() throws {
    let directory = try TemporaryDirectory()
    // Root's file, in root's directory: the other user can neither read nor replace it.
    let file = try Self.savedRainbowState(in: directory, nonRoot: false)
    chmod(file, 0o000)
    let before = try FileSnapshot(file)
    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n", "--state-file", file], launch: .nonRoot(copyingInto: directory))
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(
      run, naming: file, containing: "Cannot read the state file \(file) (permission denied)")
    #expect(!run.standardError.contains("--overwrite-state-file"), "it cannot work here: \(run)")
    #expect(try FileSnapshot(file) == before)
  }

  @Test("A read-only file is never overwritten", arguments: [false, true])
  func aReadOnlyFileIsNeverOverwritten(asNonRoot: Bool) throws {
    let directory = try TemporaryDirectory()
    let file = try Self.savedRainbowState(in: directory, nonRoot: asNonRoot)
    chmod(file, 0o444)
    let before = try FileSnapshot(file)
    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n n", "--state-file", file],
      launch: asNonRoot ? .nonRoot(copyingInto: directory) : .direct)
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(run, naming: file, containing: "(it is read-only, mode 0444)")
    #expect(run.standardOutput.isEmpty, "reported before the demo starts")
    #expect(try FileSnapshot(file) == before)
  }

  @Test func aPathInAReadOnlyDirectoryIsReportedBeforeStarting() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.file("read-only")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o755) }
    let file = folder.appendingPathComponent("state.json").path
    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n", "--state-file", file], launch: .nonRoot(copyingInto: directory))
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(
      run, naming: file,
      containing: "(no file can be created in the directory \(folder.path): permission denied)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aNewFileIsReadableByItsOwnerOnly() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    _ = try DemoExecutable.script(
      "rainbow", "n", options: ["--state-file", file], allowsErrorOutput: true)
    #expect(try FileSnapshot(file).permissions == 0o600)
  }

  @Test("A save keeps the file's permissions", arguments: [0o600, 0o640, 0o664, 0o604] as [mode_t])
  func aSaveKeepsThePermissions(permissions: mode_t) throws {
    let directory = try TemporaryDirectory()
    let file = try Self.savedRainbowState(in: directory)
    chmod(file, permissions)
    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--state-file", file])
    #expect(run.status == 0, "\(run)")
    #expect(run.errorLines == ["Saved the navigation state to \(file)."])
    #expect(try FileSnapshot(file).permissions == permissions)
    #expect(try Self.savedTop(file) == .rainbow(.colour(index: 4)), "saved: one more than 3")
  }

  @Test(.enabled(if: NonRootUser.isRoot, "only root can save over another user's file"))
  func rootSavingAnotherUsersFileKeepsItsOwner() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.savedRainbowState(in: directory)
    let user = try #require(try NonRootUser.neededForPermissionTests())
    user.own(file)
    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--state-file", file])
    #expect(run.status == 0, "\(run)")
    let after = try FileSnapshot(file)
    #expect(after.owner == user.uid)
    #expect(try Self.savedTop(file) == .rainbow(.colour(index: 4)))
  }

  // MARK: - Links

  @Test(
    "A symbolic link stays a link; the file it points to is replaced", arguments: [false, true])
  func aSymbolicLinkStaysALink(relative: Bool) throws {
    let directory = try TemporaryDirectory()
    let target = try Self.savedRainbowState(in: directory, name: "real.json")
    chmod(target, 0o640)
    let link = directory.file("link.json").path
    let destination = relative ? "real.json" : target
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)
    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--state-file", link])
    #expect(run.status == 0, "\(run)")
    let shown = relative ? "\(directory.path)/real.json" : target
    #expect(run.errorLines == ["Saved the navigation state to \(link) (a link to \(shown))."])
    let linkAfter = try FileSnapshot(link)
    #expect(linkAfter.isSymbolicLink && linkAfter.destination == destination)
    #expect(try FileSnapshot(target).permissions == 0o640)
    #expect(try Self.savedTop(target) == .rainbow(.colour(index: 4)))
    #expect(try directory.entries() == ["link.json", "real.json"])
  }

  @Test func aLinkToNothingGetsItsFileCreated() throws {
    let directory = try TemporaryDirectory()
    let link = directory.file("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.json")
    _ = try DemoExecutable.script(
      "rainbow", "n", options: ["--state-file", link], allowsErrorOutput: true)
    #expect(try FileSnapshot(link).isSymbolicLink)
    #expect(try FileSnapshot(directory.file("new.json").path).permissions == 0o600)
    #expect(try Self.savedTop(link) == .rainbow(.colour(index: 1)))
  }

  @Test func aLoopOfLinksIsReportedInPlainWords() throws {
    let directory = try TemporaryDirectory()
    let link = directory.file("loop.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "loop.json")
    let run = try DemoExecutable.run(["rainbow", "--script", "n", "--state-file", link])
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(run, naming: link, containing: "(it is a loop of symbolic links)")
    #expect(try FileSnapshot(link).isSymbolicLink)
  }

  // MARK: - A failed save

  @Test(
    .disabled(
      if: TestEnvironment.sanitizer == "thread",
      "ThreadSanitizer's runtime dies of SIGBUS under a file-size limit, before the program runs"))
  func aFailedSaveLeavesTheFileAsItWasAndNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.savedRainbowState(in: directory)
    let before = try FileSnapshot(file)
    // Files may not grow past 512 bytes (dash counts 512-byte blocks; bash 1,024): writing the
    // new state fails part-way, as on a full disk. The message itself is shorter.
    let run = try DemoExecutable.run(
      ["rainbow", "--script", "n n n n", "--state-file", file], launch: .fileSizeLimit(blocks: 1))
    #expect(run.status == 1, "\(run)")
    try Self.expectOneLine(
      run, naming: file,
      containing: "(the file would be larger than this process may write): the session was not "
        + "saved, and the file was left as it was")
    #expect(try FileSnapshot(file) == before)
    #expect(try directory.entries() == ["state.json"], "the temporary file was removed")
  }

  // MARK: - Helpers

  static let hugeText = String(repeating: "0123456789", count: 5_000_000)

  /// The menu demo's Detail of a 50 MB string, as a state file holds it.
  static func hugeMenuState() throws -> Data {
    try encoded(
      NavigationState(root: DemoRoute.menu(.menu), pushing: [.menu(.detail(text: hugeText))]))
  }

  static func encoded(_ state: NavigationState<DemoRoute>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(state)
  }

  /// Well-formed JSON of a state whose two screens share one identity.
  static func stateWithADuplicateScreen() throws -> Data {
    let state = NavigationState(root: DemoRoute.picker, pushing: [.rainbow(.colour(index: 0))])
    var json = try #require(
      try JSONSerialization.jsonObject(with: encoded(state)) as? [String: Any])
    let root = try #require(json["root"] as? [String: Any])
    var path = try #require(json["path"] as? [[String: Any]])
    var screen = try #require(path[0]["screen"] as? [String: Any])
    screen["id"] = root["id"]
    path[0]["screen"] = screen
    json["path"] = path
    return try JSONSerialization.data(withJSONObject: json)
  }

  /// A state saved by a real run of the rainbow demo at Index 3, owned by the non-root user
  /// (with its directory) when `nonRoot` and this process is root.
  static func savedRainbowState(
    in directory: TemporaryDirectory, name: String = "state.json", nonRoot: Bool = true
  ) throws -> String {
    let file = directory.file(name).path
    _ = try DemoExecutable.script(
      "rainbow", "n n n", options: ["--state-file", file], allowsErrorOutput: true)
    if nonRoot, let user = try NonRootUser.neededForPermissionTests() {
      user.own(directory.path)
      user.own(file)
    }
    return file
  }

  /// The route of the top screen saved in `file`.
  static func savedTop(_ file: String) throws -> DemoRoute {
    try JSONDecoder().decode(
      NavigationState<DemoRoute>.self, from: Data(contentsOf: URL(fileURLWithPath: file))
    ).topScreen.route
  }

  /// Checks the run printed exactly one line, naming `path`, saying `text`, in plain words.
  static func expectOneLine(
    _ run: DemoRun, naming path: String, containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(run.errorLines.count == 1, "one line: \(run)", sourceLocation: sourceLocation)
    let line = run.errorLines.first ?? ""
    #expect(line.contains(path), "it names the file: \(line)", sourceLocation: sourceLocation)
    #expect(line.contains(text), "it says why: \(line)", sourceLocation: sourceLocation)
    #expect(
      !line.contains("Domain") && !line.contains("error 5"), "plain words: \(line)",
      sourceLocation: sourceLocation)
  }
}

extension TemporaryDirectory {
  /// The names in the directory, sorted, hidden ones included.
  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
