import CoordinatorKit
import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

extension CenteredScreen {
  /// One coloured rainbow screen: "Hello, World!", its index, and its buttons. Next and Back
  /// are left out where there is nowhere to go; their keys then do nothing.
  static func colour(_ viewModel: ColourViewModel) -> CenteredScreen {
    CenteredScreen(
      title: viewModel.colour.name, background: RGBColor(viewModel.colour.rgb), buttonRowOffset: 3
    ) {
      let back = KeyHint("b", "Back")
      let next = KeyHint("n", "Next")
      return Content(
        lines: [
          Line(text: "Hello, World!", offset: -2, isBold: true),
          Line(text: "Index \(viewModel.index)", offset: 0),
        ],
        buttons: [
          ScreenButton(
            keys: [.character("b"), .left],
            hint: viewModel.canGoBack ? KeyHint("b/←", back.label) : nil,
            rowLabel: viewModel.canGoBack ? back : nil
          ) { if viewModel.canGoBack { viewModel.send(.back) } },
          ScreenButton(
            keys: [.character("n"), .right],
            hint: viewModel.canGoNext ? KeyHint("n/→", next.label) : nil,
            rowLabel: viewModel.canGoNext ? next : nil
          ) { if viewModel.canGoNext { viewModel.send(.next) } },
          .both("m", "SHOW MODAL") { viewModel.send(.showModal) },
          .both("r", "ROOT") { viewModel.send(.root) },
          .both("e", "END") { viewModel.send(.end) },
        ])
    }
  }

  /// The rainbow's full-screen mint modal. Esc is the host's: it dismisses the modal like a
  /// swipe down.
  static func mintModal(_ viewModel: EventViewModel<MintModalEvent, Void>) -> CenteredScreen {
    CenteredScreen(title: "Modal", background: RGBColor(RainbowColour.mint)) {
      Content(
        lines: [Line(text: "This is a modal", offset: -1, isBold: true)],
        buttons: [
          ScreenButton(
            keys: [.character("x")], hint: KeyHint("x/Esc", "Close"),
            rowLabel: KeyHint("x", "Close")
          ) { viewModel.send(.close) },
          .both("r", "ROOT") { viewModel.send(.root) },
          .both("e", "END") { viewModel.send(.end) },
        ])
    }
  }
}
