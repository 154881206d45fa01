#if canImport(UIKit)
  import CoordinatorKitUIKit
  import DemoApps
  import UIKit

  /// A UIKit seed demo, `SeedDemoScene(.mvvmc)` or `SeedDemoScene(.menu)`: the started demo and
  /// the host that shows its navigator. Keep it in your scene delegate and show its root view
  /// controller. Both UIKit demos share it, and its one `switch` picks every screen's view
  /// controller, as the terminal demo picks its views.
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
      let host = NavigatorHost(navigator: demo.app.navigator) { [app = demo.app] screen in
        Self.viewController(for: app.makeModel(for: screen))
      }
      self.host = host
      return host.rootViewController
    }

    /// The view controller of a screen whose presenter or view model is `model`, picked with a
    /// `switch` the compiler checks; an empty one for a screen whose coordinator is gone (`nil`)
    /// or that no UIKit demo shows.
    private static func viewController(for model: DemoScreenModel?) -> UIViewController {
      switch model {
      case .main(let viewModel): BarButtonViewController.main(viewModel)
      case .child(let viewModel): BarButtonViewController.child(viewModel)
      case .menu(let presenter): BarButtonViewController.menu(presenter)
      case .menuDetail(let presenter): BarButtonViewController.menuDetail(presenter)
      default: UIViewController()
      }
    }
  }
#endif
