#if canImport(UIKit)
  import DemoApps
  import UIKit

  /// The Menu demo's screens in UIKit (`SeedDemoScene(.menu)`), MVP with a dependency factory:
  /// the coordinator builds presenters through a factory that holds the repository.
  extension BarButtonViewController {
    /// The menu: its rows in a bar-button menu, and the header button.
    static func menu(_ presenter: MenuPresenter) -> BarButtonViewController {
      let rows = presenter.items.indices.map { index in
        UIAction(title: presenter.items[index]) { [presenter] _ in
          presenter.moveSelection(by: index - presenter.selectedIndex)
          presenter.chooseSelected()
        }
      }
      return BarButtonViewController(
        title: "Menu",
        leftItem: UIBarButtonItem(
          title: presenter.header,
          primaryAction: UIAction { [presenter] _ in presenter.tapHeaderButton() }),
        rightItems: [UIBarButtonItem(title: "Rows", menu: UIMenu(title: "", children: rows))])
    }

    /// One row's detail; the system back button leaves it.
    static func menuDetail(_ presenter: MenuDetailPresenter) -> BarButtonViewController {
      BarButtonViewController(title: presenter.text)
    }
  }
#endif
