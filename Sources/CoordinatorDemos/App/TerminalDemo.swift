import CoordinatorKit
import CoordinatorKitTerminal

/// The demo app shown by the terminal host: each screen's model wrapped in its terminal view.
@MainActor
final class TerminalDemo {
  let app: DemoApp
  let host: TerminalHost<DemoRoute>

  init(app: DemoApp, animated: Bool) {
    self.app = app
    host = TerminalHost(
      navigator: app.navigator, animatesTransitions: animated,
      makeScreen: { [weak app] screen in DemoViews.view(for: app?.makeModel(for: screen)) },
      inspectorLines: { [weak app] in app?.inspectorLines() ?? [] })
  }

  /// Applies `keys` one after another as if typed, each fully shown before the next.
  func type(_ keys: [Key]) {
    host.advance()
    for key in keys where !host.wantsToQuit {
      host.handle(key)
      host.advance()
    }
  }
}
