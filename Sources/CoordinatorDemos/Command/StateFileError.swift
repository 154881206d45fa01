import DemoApps

/// Why the state file cannot be used. Each says in one line what happened, to which file, and
/// what the user can do; none of them touched the file.
enum StateFileError: Error, Equatable, CustomStringConvertible {
  /// The path is a directory, a device, a named pipe or a socket: never read or written.
  case notAFile(path: String, kind: String)
  /// The file exists but cannot be read; `canBeReplaced` says whether a save could replace it
  /// (the folder is writable), which is when `--overwrite-state-file` can help.
  case unreadable(path: String, reason: String, canBeReplaced: Bool = true)
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
    // A reason is a sentence of its own, put in parentheses: without its final full stop.
    func trimmed(_ reason: String) -> String {
      reason.hasSuffix(".") ? String(reason.dropLast()) : reason
    }
    switch self {
    case .notAFile(let path, let kind):
      return "\(path) is \(kind), not a state file: nothing was read or written. "
        + "Give --state-file the path of a file."
    case .unreadable(let path, let reason, let canBeReplaced):
      guard canBeReplaced else {
        return "Cannot read the state file \(path) (\(trimmed(reason))), and a save could not "
          + "replace it: it was left untouched. Make it readable, or choose another --state-file."
      }
      return "Cannot read the state file \(path) (\(trimmed(reason))): it was left untouched. "
        + "Make it readable, choose another --state-file, or \(freshStart)."
    case .notAState(let path, let reason):
      return
        "The state file \(path) is not a saved navigation state (\(trimmed(reason))): it was left "
        + "untouched. Choose another --state-file, or \(freshStart)."
    case .doesNotFit(let path, let reason):
      return
        "The state file \(path) does not fit this demo (\(trimmed(reason))): it was left untouched. "
        + "Choose another --state-file, or \(freshStart)."
    case .cannotSaveThere(let path, let reason):
      return
        "Cannot save the navigation state to \(path) (\(trimmed(reason))): nothing was started or "
        + "written. Choose another --state-file."
    case .saveFailed(let path, let reason):
      return
        "Cannot save the navigation state to \(path) (\(trimmed(reason))): the session was not "
        + "saved, and the file was left as it was."
    }
  }
}
