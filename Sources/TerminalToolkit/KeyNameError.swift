/// The error thrown when a key script names a key that does not exist.
public struct KeyNameError: Error, Equatable, CustomStringConvertible {
  /// The name that could not be parsed, exactly as it was written.
  public var name: String

  /// Creates the error for a bad key name.
  public init(name: String) {
    self.name = name
  }

  /// A message that says which name was wrong and which names are allowed.
  public var description: String {
    "unknown key name \"\(name)\": use a single printable character or one of "
      + "Up Down Left Right Enter Esc Space Tab Backspace"
  }
}
