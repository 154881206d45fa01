import CoordinatorKitTerminal
import TerminalToolkit

/// What the demo screens made of buttons share (``CenteredScreen``, ``ListScreen``): the title
/// and background, and the buttons, read again for every frame and key, which give both the key
/// bar and what each key does. A subclass draws the rest and conforms to ``TerminalScreen``.
@MainActor
class ButtonScreen {
  let title: String
  let background: RGBColor
  private let buttons: () -> [ScreenButton]

  /// A screen titled `title` over `background`, whose keys are the buttons `buttons` gives now.
  init(title: String, background: RGBColor, buttons: @escaping () -> [ScreenButton]) {
    self.title = title
    self.background = background
    self.buttons = buttons
  }

  var keyHints: [KeyHint] { buttons().compactMap(\.hint) }

  func handle(_ key: Key) -> Bool {
    buttons().press(key)
  }
}
