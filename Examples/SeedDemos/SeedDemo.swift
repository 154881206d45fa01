import CoordinatorKit
import DemoApps

/// One of the four seed demos, started: what a ``SeedDemoApp`` (SwiftUI) or a ``SeedDemoScene``
/// (UIKit) keeps. A demo that cannot start says why instead of showing nothing.
@MainActor
final class SeedDemo {
  /// The demo's coordinators, navigator and screen models.
  let app: DemoApp
  /// Why the demo did not start, if it did not.
  private(set) var startError: NavigationError?

  /// Builds the demo `kind` from `DemoApps` and shows its first screen.
  init(_ kind: DemoKind) {
    app = DemoApp(kind: kind)
    do {
      try app.start()
    } catch {
      startError = error
    }
  }
}
