import CoordinatorKit
import DemoApps

extension DemoApp {
  /// The demo `kind` built and showing its first screen, as the terminal demo and the Apple
  /// examples start it, with the dates of the master list from a fixed sequence
  /// (`2026-01-01 09:00`, `09:01`, …).
  static func started(_ kind: DemoKind, detailStyle: PresentationStyle = .push) throws -> DemoApp {
    let app = DemoApp(
      kind: kind, options: DemoOptions(detailStyle: detailStyle, usesFixedClock: true))
    try app.start()
    return app
  }
}
