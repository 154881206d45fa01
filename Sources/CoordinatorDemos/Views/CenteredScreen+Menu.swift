import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

extension CenteredScreen {
  /// The detail of one menu row: its text, of which only what fits is drawn.
  static func menuDetail(_ presenter: MenuDetailPresenter) -> CenteredScreen {
    CenteredScreen(title: "Detail", background: RGBColor(red: 255, green: 255, blue: 255)) {
      Content(
        lines: [
          // A huge text costs no more than a screen's width: no terminal is 4,096 columns wide,
          // and the line is cut before it is made.
          Line(text: "You chose: " + presenter.text.prefix(4096), offset: -1, isBold: true)
        ],
        buttons: [.keyBarOnly("b", "b/Esc", "Back") { presenter.goBack() }])
    }
  }
}
