#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import DemoApps
  import UIKit

  /// A UIKit seed demo, `SeedDemoScene(.mvvmc)` or `SeedDemoScene(.menu)`: the started demo and
  /// the host that shows its navigator. Keep it in your scene delegate and show its root view
  /// controller. Both UIKit demos share it, and its host picks every screen's view controller by
  /// the type of the model the screen's coordinator makes; each closure receives its model with
  /// its own type, which the compiler checks.
  @MainActor
  final class SeedDemoScene {
    /// The demo the scene shows, started.
    let demo: SeedDemo
    /// The host once ``makeRootViewController()`` made it, kept as long as the scene shows it.
    private(set) var host: NavigatorHost<DemoRoute>?

    /// Starts the UIKit demo `kind`: `.mvvmc` or `.menu`.
    init(_ kind: DemoKind) {
      demo = SeedDemo(kind)
    }

    /// Makes the host of the demo's navigator and returns its root view controller, for
    /// `window.rootViewController`; or a screen that says why the demo could not start.
    func makeRootViewController() -> UIViewController {
      if let error = demo.startError {
        return BarButtonViewController(title: "Cannot start", prompt: { error.description })
      }
      let host = NavigatorHost(navigator: demo.app.navigator)
        .destination(for: MainViewModel.self) { BarButtonViewController.main($0) }
        .destination(for: ChildViewModel.self) { BarButtonViewController.child($0) }
        .destination(for: MenuPresenter.self) { BarButtonViewController.menu($0) }
        .destination(for: MenuDetailPresenter.self) { BarButtonViewController.menuDetail($0) }
      self.host = host
      return host.rootViewController
    }
  }
#endif
