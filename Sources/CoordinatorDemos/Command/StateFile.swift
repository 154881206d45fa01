import CoordinatorKit
import DemoApps
import Foundation

/// The file the demo rebuilds its navigation state from and saves it to: the user's data.
///
/// - A file that exists and cannot be restored (unreadable, empty, corrupt, another demo's) is
///   reported and left untouched; only an explicit `--overwrite-state-file` replaces it.
/// - Nothing but a regular file is ever read or written: never a directory, a device or a FIFO.
/// - A symbolic link stays a link: the file it points to is the one read and replaced.
/// - A save is atomic (a temporary file in the same directory, renamed over the file once
///   complete and removed on any failure), keeps the file's permissions (and, as root, its
///   owner), and creates a new file readable by its owner only (0600).
package struct StateFile {
  /// The path as the user gave it.
  let path: String

  /// The largest file read as a state: far more than any saved state, even one holding a 50 MB
  /// string, and small enough to read into memory.
  static let sizeLimit = 256 << 20
  /// The deepest nesting of arrays and objects the JSON reader takes (a saved state nests about
  /// 10 levels): a file nested deeper is refused saying so, not as one that is not JSON.
  static let nestingLimit = 512
  /// The most screens a state may hold, every tab's included: a chain of master/detail
  /// screens can grow that deep, and rebuilding it stays quick.
  static let screenLimit = 100_000
  /// The permissions of a new state file: it is the user's session, for the user only.
  static let newFilePermissions: mode_t = 0o600

  /// What ``load()`` found.
  enum Contents: Equatable {
    /// Nothing is at the path yet (or a link points nowhere).
    case missing
    /// A navigation state of these demos, and the data saved with it, if any.
    case state(NavigationState<DemoRoute>, DemoData?)
  }

  /// Where the file's data is, and how messages name the file.
  private struct Target {
    /// The path after following links: the file that is read and replaced.
    let path: String
    /// The user's path, and where it leads when it is a link.
    let displayName: String
  }

  /// Follows links, with failures reported through `problem`.
  private func target(
    _ problem: (String, String) -> StateFileError
  ) throws(StateFileError) -> Target {
    do {
      let resolved = try FileSystem.resolveLinks(path)
      return Target(
        path: resolved,
        displayName: resolved == path ? path : "\(path) (a link to \(resolved))")
    } catch {
      throw problem(path, FileSystem.reason(error.code))
    }
  }

  // MARK: Reading

  /// Reads the saved state.
  ///
  /// - Returns: ``Contents/missing`` when nothing is at the path.
  /// - Throws: ``StateFileError/notAFile(path:kind:)``, ``StateFileError/unreadable(path:reason:canBeReplaced:)``
  ///   or ``StateFileError/notAState(path:reason:)`` (also for a file over ``sizeLimit``,
  ///   nested deeper than ``nestingLimit``, or of more than ``screenLimit`` screens); the file
  ///   is never changed.
  func load() throws(StateFileError) -> Contents {
    let target = try target { StateFileError.unreadable(path: $0, reason: $1) }
    let name = target.displayName
    let status: FileSystem.Status?
    do {
      status = try FileSystem.status(ofLink: target.path)
    } catch {
      throw .unreadable(path: name, reason: FileSystem.reason(error.code))
    }
    guard let status else { return .missing }
    guard status.kind == .regularFile else {
      throw .notAFile(path: name, kind: status.kind.name)
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readRegularFile(target.path, limit: Self.sizeLimit)
    } catch {
      switch error {
      case .system(let failure):
        throw .unreadable(path: name, reason: FileSystem.reason(failure.code))
      case .notARegularFile(let kind):
        throw .notAFile(path: name, kind: kind.name)
      case .tooLarge(let size):
        throw .notAState(
          path: name,
          reason: "it is \(size) bytes, more than the \(Self.sizeLimit) a saved state may have")
      }
    }
    guard !bytes.isEmpty else { throw .notAState(path: name, reason: "it is empty") }
    let data = Data(bytes)
    do {
      let state = try JSONDecoder().decode(NavigationState<DemoRoute>.self, from: data)
      let screens = state.screens.count
      guard screens <= Self.screenLimit else {
        throw StateFileError.notAState(
          path: name,
          reason: "it holds \(screens.groupedDigits) screens, more than the "
            + "\(Self.screenLimit.groupedDigits) a saved state may have")
      }
      let extra = try JSONDecoder().decode(SavedData.self, from: data)
      return .state(state, extra.demoData)
    } catch let error as StateFileError {
      throw error
    } catch let error as DecodingError {
      // The decoder reports bad syntax, nesting too deep and broken invariants alike as corrupt
      // data.
      let isJSON =
        (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
      if !isJSON, JSONNesting.exceeds(Self.nestingLimit, in: bytes) {
        throw .notAState(
          path: name,
          reason: "it nests arrays and objects more than \(Self.nestingLimit) levels deep, "
            + "deeper than a JSON reader reads; a saved state nests about 10")
      }
      throw .notAState(path: name, reason: isJSON ? Self.reason(error) : "it is not valid JSON")
    } catch {
      throw .notAState(path: name, reason: Self.oneLine("\(error)"))
    }
  }

  /// A decoding error in plain words.
  static func reason(_ error: DecodingError) -> String {
    func location(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (key.map { [$0] } ?? [])
      let path = keys.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return path.isEmpty ? "the top level" : "\"\(path.joined(separator: "."))\""
    }
    switch error {
    case .dataCorrupted(let context):
      return oneLine("it breaks a rule of navigation states: \(context.debugDescription)")
    case .keyNotFound(let key, let context):
      return "it is JSON, but \(location(context, key)) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "it is JSON, but \(location(context)) is not what a navigation state has there"
    @unknown default:
      return "it is not a navigation state of these demos"
    }
  }

  /// `text` on one line, cut to a readable length.
  static func oneLine(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 300 ? line.prefix(299) + "…" : line
  }

  // MARK: Writing

  /// Checks that a save will be possible, before the demo starts: the path leads to a regular
  /// file that may be replaced, or to nothing yet, in a directory where a file can be created.
  ///
  /// - Throws: ``StateFileError/notAFile(path:kind:)`` or
  ///   ``StateFileError/cannotSaveThere(path:reason:)``.
  func checkCanSave() throws(StateFileError) {
    _ = try checkedTarget(StateFileError.cannotSaveThere)
  }

  /// Saves `state` over the file, atomically, keeping the file's permissions.
  ///
  /// - Returns: How messages name the file saved (the path, and where it leads when a link).
  /// - Throws: ``StateFileError/notAFile(path:kind:)`` or
  ///   ``StateFileError/saveFailed(path:reason:)``; the file is then as it was.
  @discardableResult
  func save(_ state: NavigationState<DemoRoute>, data demoData: DemoData? = nil)
    throws(StateFileError) -> String
  {
    let bytes: [UInt8]
    do {
      bytes = try Self.contents(saving: state, data: demoData)
    } catch {
      throw .saveFailed(path: path, reason: Self.oneLine("the state cannot be encoded: \(error)"))
    }
    let (target, existing) = try checkedTarget(StateFileError.saveFailed)
    do {
      try FileSystem.replaceAtomically(
        target.path, with: bytes,
        permissions: existing?.permissions ?? Self.newFilePermissions,
        owner: existing.map { ($0.owner, $0.group) })
    } catch {
      throw .saveFailed(path: target.displayName, reason: FileSystem.reason(error.code))
    }
    return target.displayName
  }

  /// The bytes a save writes for `state` and `demoData`: sorted, indented JSON with the
  /// identities numbered (see ``SavedIdentities``). Linear in the number of screens.
  ///
  /// - Throws: the encoder's error when the state cannot be encoded.
  package static func contents(
    saving state: NavigationState<DemoRoute>, data demoData: DemoData? = nil
  ) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let encoded = try encoder.encode(SavedFile(state: state, data: demoData))
    return SavedIdentities.numbered(Array(encoded))
  }

  /// The target after the checks a save needs, and the status of the file there, if any.
  private func checkedTarget(
    _ problem: (String, String) -> StateFileError
  ) throws(StateFileError) -> (Target, FileSystem.Status?) {
    guard !path.isEmpty else { throw problem("\"\"", "the path is empty") }
    let target = try target(problem)
    let name = target.displayName
    let directory = FileSystem.directory(of: target.path)
    let existing: FileSystem.Status?
    do {
      guard let folder = try FileSystem.status(of: directory) else {
        throw problem(name, "the directory \(directory) does not exist")
      }
      guard folder.kind == .directory else {
        throw problem(name, "\(directory) is not a directory")
      }
      existing = try FileSystem.status(ofLink: target.path)
    } catch let error as FileSystem.Failure {
      throw problem(name, FileSystem.reason(error.code))
    } catch let error as StateFileError {
      throw error
    } catch {
      throw problem(name, Self.oneLine("\(error)"))
    }
    if target.path.hasSuffix("/") || existing.map({ $0.kind != .regularFile }) == true {
      throw .notAFile(path: name, kind: existing?.kind.name ?? FileSystem.Kind.directory.name)
    }
    if let code = FileSystem.accessError(directory, W_OK | X_OK) {
      throw problem(
        name, "no file can be created in the directory \(directory): \(FileSystem.reason(code))")
    }
    if let existing {
      // Root passes every permission check, so a file nobody may write counts as read-only too.
      let isReadOnly =
        FileSystem.accessError(target.path, W_OK) != nil
        || (FileSystem.isRoot && existing.permissions & 0o222 == 0)
      if isReadOnly {
        let mode = String(existing.permissions, radix: 8)
        throw problem(
          name,
          "it is read-only, mode \(String(repeating: "0", count: max(0, 4 - mode.count)))\(mode)")
      }
    }
    return (target, existing)
  }
}

/// The demos' data beside the state's keys in a state file (`"demoData"`), which a navigation
/// state's decoder ignores.
private struct SavedData: Codable {
  var demoData: DemoData?
}

/// A state file's content: the navigation state's keys, and `"demoData"` when there is data.
private struct SavedFile: Encodable {
  let state: NavigationState<DemoRoute>
  let data: DemoData?

  func encode(to encoder: any Encoder) throws {
    try state.encode(to: encoder)
    if let data {
      try SavedData(demoData: data).encode(to: encoder)
    }
  }
}
