import CoordinatorKit
import CoordinatorKitTerminal

/// A demo app shown by a terminal host: each screen's model wrapped in its terminal view.
///
/// `coordinator-demo` runs one of these; benchmarks and fuzz targets build their own to drive
/// the real demos with keys and states, without a terminal.
@MainActor
public final class TerminalDemo {
  let app: DemoApp
  /// The host that draws the demo and routes its keys.
  public let host: TerminalHost<DemoRoute>

  init(app: DemoApp, animated: Bool) {
    self.app = app
    host = TerminalHost(
      navigator: app.navigator, animatesTransitions: animated,
      makeScreen: { [weak app] screen in DemoViews.view(for: app?.makeModel(for: screen)) },
      inspectorLines: { [weak app] in app?.inspectorLines() ?? [] })
  }

  /// Opens demo `kind` (the picker when `nil`), rebuilt from `saved` when one is given, with
  /// dates from a fixed sequence so that runs repeat.
  ///
  /// - Throws: ``ReplayError`` when `saved` does not fit the demo, or the demo cannot start.
  public convenience init(
    kind: DemoKind?, restoring saved: NavigationState<DemoRoute>? = nil, animated: Bool = false
  ) throws(ReplayError) {
    let app = DemoApp(kind: kind, options: DemoOptions(usesFixedClock: true))
    if let saved {
      try app.restore(saved)
    } else {
      do { try app.start() } catch { throw .navigation(error) }
    }
    self.init(app: app, animated: animated)
  }

  /// The navigation state a save would write: the current one without its alert.
  public var restorableState: NavigationState<DemoRoute> { app.restorableState }

  /// Applies `keys` one after another as if typed, each fully shown before the next.
  public func type(_ keys: [Key]) {
    host.advance()
    for key in keys where !host.wantsToQuit {
      host.handle(key)
      host.advance()
    }
  }
}
