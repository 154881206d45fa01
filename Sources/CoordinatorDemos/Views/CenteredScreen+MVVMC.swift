import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

extension CenteredScreen {
  /// The MVVM-C main screen: its three choices, and the status its coordinator writes back.
  static func main(_ viewModel: MainViewModel) -> CenteredScreen {
    CenteredScreen(title: "Main", background: RGBColor(red: 230, green: 240, blue: 255)) {
      Content(
        lines: [
          Line(text: "[p] Push Child View", offset: -3),
          Line(text: "[s] Present Child View", offset: -1),
          Line(text: "[a] Show Alert", offset: 1),
          Line(text: viewModel.status, offset: 4, colour: .darkGray),
        ],
        buttons: [
          .keyBarOnly("p", "p", "Push Child View") { viewModel.send(.pushChild) },
          .keyBarOnly("s", "s", "Present Child View") { viewModel.send(.presentChild) },
          .keyBarOnly("a", "a", "Show Alert") { viewModel.send(.showAlert) },
        ])
    }
  }

  /// The MVVM-C child: Back when pushed, Done and Cancel when presented.
  static func child(_ viewModel: ChildViewModel) -> CenteredScreen {
    CenteredScreen(title: "Child", background: RGBColor(red: 255, green: 244, blue: 214)) {
      Content(
        lines: [Line(text: "Child View", offset: -1, isBold: true)],
        buttons: viewModel.isPresented
          ? [
            .both("d", "Done") { viewModel.send(.done) },
            .both("c", "Cancel") { viewModel.send(.cancel) },
          ]
          : [.both("b", "Back") { viewModel.send(.back) }])
    }
  }
}
