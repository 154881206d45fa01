import CoordinatorKitTerminal
import TerminalToolkit

/// The demo's own keys, which work on every screen: the terminal host reserves none of them,
/// so an app built on it can give `q`, `t` or `g` any meaning.
extension TerminalDemo {
  /// The demo's keys as the key bar shows them, at its right end.
  static let keyHints = [KeyHint("g", "Link"), KeyHint("t", "Inspector"), KeyHint("q", "Quit")]

  /// `g` opens the link field, `t` toggles the inspector, `q` quits; any other key goes on to
  /// the screens.
  func handleDemoKey(_ key: Key) -> Bool {
    switch key {
    case .character("q"):
      host.quit(with: key)
    case .character("t"):
      host.isInspectorVisible.toggle()
    case .character("g"):
      host.beginLinkEntry()
    default:
      return false
    }
    return true
  }
}
