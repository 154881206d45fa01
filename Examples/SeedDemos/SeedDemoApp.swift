#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import SwiftUI

  /// A SwiftUI seed demo as an app: a conforming app keeps its started demo and says which view
  /// shows each of its screens' presenters or view models; this protocol gives it the window
  /// that shows the demo's navigator. Add `@main` to the conforming app to use it as an app's
  /// entry point.
  protocol SeedDemoApp: App {
    /// The demo the app shows, started; keep it in a `@State`, so that it lives as long as the
    /// app.
    var demo: SeedDemo { get }
    /// The view of each presenter or view model type the demo's coordinators make.
    var destinations: ScreenDestinations<AnyView> { get }
  }

  extension SeedDemoApp {
    /// One window showing the demo's navigator, each screen's view made from the presenter or
    /// view model its coordinator builds; or why the demo could not start.
    var body: some Scene {
      WindowGroup {
        if let error = demo.startError {
          Text(error.description)
        } else {
          NavigatorView(demo.app.navigator, destinations: destinations)
        }
      }
    }
  }
#endif
