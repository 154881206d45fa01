import DemoApps

/// Why the state file cannot be used. Each says in one line what happened, to which file, and
/// what the user can do; none of them touched the file.
enum StateFileError: Error, Equatable, CustomStringConvertible {
  /// The path is a directory, a device, a named pipe or a socket: never read or written.
  case notAFile(path: String, kind: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file was read, and it is not a navigation state of these demos.
  case notAState(path: String, reason: String)
  /// The file holds a navigation state that this demo cannot rebuild.
  case doesNotFit(path: String, reason: String)
  /// A save there is impossible, found before the demo started.
  case cannotSaveThere(path: String, reason: String)
  /// The save at the end failed; the file was left as it was.
  case saveFailed(path: String, reason: String)

  /// Whether `--overwrite-state-file` lets the demo start fresh and replace the file: yes for a
  /// file whose content cannot be used, never for something that is not a file or a place where
  /// nothing can be saved.
  var canStartFresh: Bool {
    switch self {
    case .unreadable, .notAState, .doesNotFit: true
    case .notAFile, .cannotSaveThere, .saveFailed: false
    }
  }

  /// The message, in one line.
  var description: String {
    let freshStart = "pass --overwrite-state-file to start fresh and replace it"
    switch self {
    case .notAFile(let path, let kind):
      return "\(path) is \(kind), not a state file: nothing was read or written. "
        + "Give --state-file the path of a file."
    case .unreadable(let path, let reason):
      return "Cannot read the state file \(path) (\(reason)): it was left untouched. "
        + "Make it readable, choose another --state-file, or \(freshStart)."
    case .notAState(let path, let reason):
      return "The state file \(path) is not a saved navigation state (\(reason)): it was left "
        + "untouched. Choose another --state-file, or \(freshStart)."
    case .doesNotFit(let path, let reason):
      return "The state file \(path) does not fit this demo (\(reason)): it was left untouched. "
        + "Choose another --state-file, or \(freshStart)."
    case .cannotSaveThere(let path, let reason):
      return "Cannot save the navigation state to \(path) (\(reason)): nothing was started or "
        + "written. Choose another --state-file."
    case .saveFailed(let path, let reason):
      return "Cannot save the navigation state to \(path) (\(reason)): the session was not "
        + "saved, and the file was left as it was."
    }
  }
}
