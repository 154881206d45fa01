import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

extension CenteredScreen {
  /// The detail of one date; Enter opens Master again.
  static func detail(_ presenter: DetailPresenter) -> CenteredScreen {
    CenteredScreen(title: "Detail", background: RGBColor(red: 255, green: 255, blue: 255)) {
      Content(
        lines: [Line(text: presenter.date, offset: -1, isBold: true)],
        buttons: [
          ScreenButton(
            keys: [.enter], hint: KeyHint("Enter", "Open Master"),
            rowLabel: KeyHint("Enter", "Master")
          ) { presenter.openMaster() },
          .keyBarOnly("b", "b/Esc", "Back") { presenter.goBack() },
        ])
    }
  }

  /// The red detail: Back when pushed, Dismiss when presented.
  static func detailRed(_ presenter: DetailRedPresenter) -> CenteredScreen {
    CenteredScreen(title: "Detail Red", background: RGBColor(red: 255, green: 59, blue: 48)) {
      Content(
        lines: [Line(text: "Red", offset: -1, isBold: true)],
        buttons: [
          presenter.isModal
            ? .both("x", "Dismiss") { presenter.close() }
            : .keyBarOnly("b", "b/Esc", "Back") { presenter.close() }
        ])
    }
  }
}
