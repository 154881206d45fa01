#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import DemoApps
  import UIKit

  /// The MVVM-C demo in UIKit: event-driven view models, a main coordinator and a child that
  /// returns a typed answer. Keep it in your scene delegate and show its root view controller.
  @MainActor
  final class MVVMCDemoScene {
    let demo = SeedDemo(.mvvmc)
    private(set) var host: NavigatorHost<DemoRoute>?

    func makeRootViewController() -> UIViewController {
      let host = NavigatorHost(navigator: demo.app.navigator) { [app = demo.app] screen in
        switch app.makeModel(for: screen) {
        case .main(let viewModel): MVVMCMainViewController(viewModel: viewModel)
        case .child(let viewModel): MVVMCChildViewController(viewModel: viewModel)
        default: UIViewController()
        }
      }
      self.host = host
      return host.rootViewController
    }
  }

  /// The main screen: three buttons, and the status the coordinator writes back.
  final class MVVMCMainViewController: UIViewController {
    private let viewModel: MainViewModel

    init(viewModel: MainViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = "Main"
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(
          title: "Push Child",
          primaryAction: UIAction { [viewModel] _ in viewModel.send(.pushChild) }),
        UIBarButtonItem(
          title: "Present Child",
          primaryAction: UIAction { [viewModel] _ in viewModel.send(.presentChild) }),
        UIBarButtonItem(
          title: "Alert", primaryAction: UIAction { [viewModel] _ in viewModel.send(.showAlert) }),
      ]
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationItem.prompt = viewModel.status  // what the child or the alert answered
    }
  }

  /// The child: Back when pushed; Done and Cancel when presented.
  final class MVVMCChildViewController: UIViewController {
    init(viewModel: ChildViewModel) {
      super.init(nibName: nil, bundle: nil)
      title = "Child"
      if viewModel.isPresented {
        navigationItem.leftBarButtonItem = UIBarButtonItem(
          title: "Cancel", primaryAction: UIAction { [viewModel] _ in viewModel.send(.cancel) })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          title: "Done", primaryAction: UIAction { [viewModel] _ in viewModel.send(.done) })
      }
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
