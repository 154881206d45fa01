#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import DemoApps
  import UIKit

  /// The Menu demo (MVP with a dependency factory) in UIKit: the coordinator builds presenters
  /// through a factory that holds the repository. Keep it in your scene delegate.
  @MainActor
  final class MenuDemoScene {
    let demo = SeedDemo(.menu)
    private(set) var host: NavigatorHost<DemoRoute>?

    func makeRootViewController() -> UIViewController {
      let host = NavigatorHost(navigator: demo.app.navigator) { [app = demo.app] screen in
        switch app.makeModel(for: screen) {
        case .menu(let presenter): MenuViewController(presenter: presenter)
        case .menuDetail(let presenter): MenuDetailViewController(presenter: presenter)
        default: UIViewController()
        }
      }
      self.host = host
      return host.rootViewController
    }
  }

  /// The menu: its rows in a bar-button menu, and the header button.
  final class MenuViewController: UIViewController {
    init(presenter: MenuPresenter) {
      super.init(nibName: nil, bundle: nil)
      title = "Menu"
      let rows = presenter.items.indices.map { index in
        UIAction(title: presenter.items[index]) { [presenter] _ in
          presenter.moveSelection(by: index - presenter.selectedIndex)
          presenter.chooseSelected()
        }
      }
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Rows", menu: UIMenu(title: "", children: rows))
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: presenter.header,
        primaryAction: UIAction { [presenter] _ in presenter.tapHeaderButton() })
    }

    required init?(coder: NSCoder) { nil }
  }

  /// One row's detail; the system back button leaves it.
  final class MenuDetailViewController: UIViewController {
    init(presenter: MenuDetailPresenter) {
      super.init(nibName: nil, bundle: nil)
      title = presenter.text
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
