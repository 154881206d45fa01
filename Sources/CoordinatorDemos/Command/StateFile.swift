import CoordinatorKit
import Foundation

/// Saves the navigation state on quit and reads it back on the next start.
struct StateFile {
  let path: String

  /// Why a saved state could not be used; each says what happened in one line.
  enum Problem: Error, CustomStringConvertible {
    case missing(String)
    case unreadable(String, String)
    case corrupt(String, String)
    case doesNotFit(String, ReplayError)

    var description: String {
      switch self {
      case .missing(let path):
        "No saved state at \(path) yet: starting at the root."
      case .unreadable(let path, let reason):
        "Cannot read the saved state at \(path) (\(reason)): starting at the root."
      case .corrupt(let path, let reason):
        "The saved state at \(path) is corrupt (\(reason)): starting at the root; quitting replaces it."
      case .doesNotFit(let path, let error):
        "The saved state at \(path) does not fit this demo (\(error)): starting at the root; quitting replaces it."
      }
    }
  }

  func load() throws(Problem) -> NavigationState<DemoRoute> {
    guard FileManager.default.fileExists(atPath: path) else { throw .missing(path) }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path, error.localizedDescription)
    }
    do {
      return try JSONDecoder().decode(NavigationState<DemoRoute>.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      throw .corrupt(path, context.debugDescription)
    } catch {
      throw .corrupt(path, "not a navigation state of these demos")
    }
  }

  func save(_ state: NavigationState<DemoRoute>) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(state).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
