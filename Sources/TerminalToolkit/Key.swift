/// A key press read from a terminal, or typed into one by a test script.
///
/// Printable characters are carried as ``character(_:)``; the keys that a terminal sends as
/// control bytes or escape sequences have their own cases so a host can switch over them.
public enum Key: Hashable, Sendable {
  /// A printable character such as `a`, `Q`, `?` or `é`. The space bar is ``space``.
  case character(Character)
  /// The up arrow (`ESC [ A`).
  case up
  /// The down arrow (`ESC [ B`).
  case down
  /// The left arrow (`ESC [ D`).
  case left
  /// The right arrow (`ESC [ C`).
  case right
  /// Return or Enter (carriage return).
  case enter
  /// The escape key on its own (not the start of an escape sequence).
  case escape
  /// The space bar.
  case space
  /// The tab key.
  case tab
  /// Backspace (DEL, or Ctrl-H on some terminals).
  case backspace
  /// Ctrl-C. In raw mode it arrives as a byte instead of raising `SIGINT`.
  case controlC
  /// Ctrl-D, the end-of-input key of cooked mode.
  case controlD
  /// Ctrl-Z (byte 0x1A): in raw mode the terminal sends it as a byte instead of suspending the
  /// program, so an interactive session suspends itself (``RawTerminal/suspend()``).
  case controlZ

  /// The named keys, in the order they are listed to users: each with its script name and the
  /// bytes a terminal sends for it (where a terminal may send several, the usual one).
  static let namedKeys: [(name: String, key: Key, bytes: [UInt8])] = [
    ("Up", .up, [0x1B, 0x5B, 0x41]), ("Down", .down, [0x1B, 0x5B, 0x42]),
    ("Left", .left, [0x1B, 0x5B, 0x44]), ("Right", .right, [0x1B, 0x5B, 0x43]),
    ("Enter", .enter, [0x0D]), ("Esc", .escape, [0x1B]), ("Space", .space, [0x20]),
    ("Tab", .tab, [0x09]), ("Backspace", .backspace, [0x7F]), ("CtrlC", .controlC, [0x03]),
    ("CtrlD", .controlD, [0x04]), ("CtrlZ", .controlZ, [0x1A]),
  ]

  /// Parses one key name of a key script, so tests and demos can spell key presses as text.
  ///
  /// A single printable character stands for itself (`"q"`, `"?"`, `"é"`; `" "` is ``space``).
  /// The named keys are, case-sensitively, `Up Down Left Right Enter Esc Space Tab Backspace`,
  /// plus `CtrlC` and `CtrlD`.
  /// - Throws: ``KeyNameError`` for anything else, including control characters.
  public init(name: String) throws(KeyNameError) {
    if let named = Key.namedKeys.first(where: { $0.name == name }) {
      self = named.key
      return
    }
    guard name.count == 1, let character = name.first else {
      throw KeyNameError(name: name)
    }
    if character == " " {
      self = .space
      return
    }
    let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard !isControl, !character.isWhitespace else {
      throw KeyNameError(name: name)
    }
    self = .character(character)
  }

  /// The script name of the key: the reverse of ``init(name:)``.
  public var name: String {
    switch self {
    case .character(let character):
      return String(character)
    default:
      return Key.namedKeys.first(where: { $0.key == self })?.name ?? ""
    }
  }

  /// Parses a whitespace-separated key script such as `"Down Down Enter q"`.
  ///
  /// - Throws: ``KeyNameError`` for the first name that is not a key.
  public static func parseScript(_ script: String) throws(KeyNameError) -> [Key] {
    var keys: [Key] = []
    for name in script.split(whereSeparator: \.isWhitespace) {
      keys.append(try Key(name: String(name)))
    }
    return keys
  }

  /// The bytes a terminal sends for this key, so tests can type it into a pseudo-terminal.
  public var bytes: [UInt8] {
    switch self {
    case .character(let character):
      return Array(String(character).utf8)
    default:
      return Key.namedKeys.first(where: { $0.key == self })?.bytes ?? []
    }
  }
}
