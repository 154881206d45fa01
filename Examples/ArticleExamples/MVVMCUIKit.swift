#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import UIKit

  // The UIKit side of the article "MVVM-C in UIKit"; the engine side is in MVVMCApp.swift.

  @MainActor
  final class MVVMCScene {  // kept by your scene delegate
    let app = MVVMCApp()
    private(set) var host: NavigatorHost<MVVMCRoute>?

    func makeRootViewController() -> UIViewController {  // window.rootViewController = …
      let host = NavigatorHost(navigator: app.navigator) { [app] screen in
        switch app.content(for: screen) {
        case .main(let model): MainViewController(viewModel: model)
        case .child(let model): ChildViewController(viewModel: model)
        case nil: UIViewController()  // the screen's coordinator is gone
        }
      }
      self.host = host
      return host.rootViewController
    }
  }

  final class MainViewController: UIViewController {
    private let viewModel: MainViewModel

    init(viewModel: MainViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = "Main"
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(
          title: "Push Child View",
          primaryAction: UIAction { [viewModel] _ in viewModel.send(.pushChild) }),
        UIBarButtonItem(
          title: "Present Child View",
          primaryAction: UIAction { [viewModel] _ in viewModel.send(.presentChild) }),
        UIBarButtonItem(
          title: "Show Alert",
          primaryAction: UIAction { [viewModel] _ in viewModel.send(.showAlert) }),
      ]
    }

    required init?(coder: NSCoder) { nil }
  }

  final class ChildViewController: UIViewController {
    private let viewModel: ChildViewModel

    init(viewModel: ChildViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = "Child"
      if viewModel.isPresented {  // pushed, UIKit's own Back button leaves
        navigationItem.leftBarButtonItem = UIBarButtonItem(
          title: "Cancel", primaryAction: UIAction { [viewModel] _ in viewModel.send(.cancel) })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          title: "Done", primaryAction: UIAction { [viewModel] _ in viewModel.send(.done) })
      }
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
