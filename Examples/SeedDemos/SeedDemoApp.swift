#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import DemoApps
  import SwiftUI

  /// The navigator view a seed demo's window shows, before and after its destinations.
  typealias SeedDemoView = NavigatorView<DemoRoute, AnyView, TabItemLabel>

  /// A SwiftUI seed demo as an app: a conforming app says which demo each window starts and
  /// which view shows each of its screens' presenters or view models; this protocol gives it the
  /// windows, each showing a demo of its own. Add `@main` to the conforming app to use it as an
  /// app's entry point.
  protocol SeedDemoApp: App {
    /// The demo each window starts.
    static var kind: DemoKind { get }
    /// `view` with the view of each presenter or view model type the demo's coordinators make.
    static func destinations(_ view: SeedDemoView) -> SeedDemoView
  }

  extension SeedDemoApp {
    /// Windows, each showing a demo of its own (a navigator per window).
    var body: some Scene {
      WindowGroup { SeedDemoWindow<Self>() }
    }
  }

  /// One window of the seed demo `Demo`: its demo, started when the window opens, each screen's view made
  /// from the presenter or view model its coordinator builds; or why the demo could not start.
  struct SeedDemoWindow<Demo: SeedDemoApp>: View {
    /// The window's demo (`Demo.kind`), kept as long as the window.
    @State private var demo = SeedDemo(Demo.kind)

    /// The demo's navigator, or why it could not start.
    var body: some View {
      if let error = demo.startError {
        Text(error.description)
      } else {
        Demo.destinations(NavigatorView(demo.app.navigator))
      }
    }
  }
#endif
