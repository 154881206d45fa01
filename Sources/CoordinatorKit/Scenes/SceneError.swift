/// Why a scene could not be connected or an entry could not be opened. Nothing changed: no scene
/// was added, and every scene's state is as it was.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No scene with this identity is connected.
  case noSuchScene(String)
  /// A scene with this identity is connected already: use its navigator
  /// (``SceneRegistry/navigator(of:)``), or disconnect it first.
  case alreadyConnected(String)
  /// The app's factory could not start the scene's root coordinator.
  case rootNotStarted(String, NavigationError)
  /// The scene's saved state could not be restored through its coordinators: connect it without
  /// one (a fresh start), or fix what the saved state asks for.
  case restorationFailed(String, FollowError)
  /// The scene's coordinators do not reach the entry's target; its scene is unchanged.
  case cannotOpen(String, FollowError)
  /// The scene the entry waited for disconnected before its host attached: the entry was not
  /// opened, and may be delivered again.
  case sceneDisconnected(String)
  /// The task that awaited the entry was cancelled while it waited for its scene: nothing was
  /// opened, and the entry may be delivered again.
  case cancelled
  /// The activity is of a type this app does not continue.
  case unknownActivity(type: String, expected: [String])
  /// The entry carries no target it can be opened with: `reason` says what is missing or does
  /// not read.
  case unreadableEntry(reason: String)
  /// The entry's link does not parse with the app's link table.
  case link(LinkError)

  /// What went wrong and what to do, in one line.
  public var description: String {
    switch self {
    case .noSuchScene(let scene):
      "No scene \"\(scene)\" is connected: connect it first, or choose the scene by another rule."
    case .alreadyConnected(let scene):
      "The scene \"\(scene)\" is connected already: use its navigator, or disconnect it first."
    case .rootNotStarted(let scene, let error):
      "The root coordinator of scene \"\(scene)\" did not start: \(error) No scene was added."
    case .restorationFailed(let scene, let error):
      "The saved state of scene \"\(scene)\" could not be restored: \(error) Connect it without "
        + "a saved state."
    case .cannotOpen(let scene, let error):
      "The entry cannot be opened in scene \"\(scene)\": \(error)"
    case .sceneDisconnected(let scene):
      "The scene \"\(scene)\" disconnected before it could show the entry: nothing was opened."
    case .cancelled:
      "Opening the entry was cancelled while it waited for its scene: nothing was opened."
    case .unknownActivity(let type, let expected):
      "Activities of type \"\(type)\" are not continued here; expected "
        + expected.map { "\"\($0)\"" }.joined(separator: " or ") + ". Nothing changed."
    case .unreadableEntry(let reason):
      "The entry cannot be read: \(reason). Nothing changed."
    case .link(let error):
      "\(error) Nothing changed."
    }
  }
}
