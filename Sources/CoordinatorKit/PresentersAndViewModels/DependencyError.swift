/// Why a dependency could not be resolved.
public enum DependencyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No service of this type was registered.
  case missing(String)

  /// What is missing and how to provide it.
  public var description: String {
    switch self {
    case .missing(let type):
      "No \(type) is registered: register one in the Dependencies passed to this factory."
    }
  }
}
