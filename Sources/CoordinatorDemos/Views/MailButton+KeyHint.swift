import CoordinatorKitTerminal
import DemoApps

extension MailButton {
  /// The button as the key bar and the button row show it.
  var hint: KeyHint { KeyHint(String(key), label) }
}
