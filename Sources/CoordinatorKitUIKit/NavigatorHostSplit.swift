#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// A column-style `UISplitViewController` a ``NavigatorHost`` shows a base stack with a split
  /// layout in (the container's, or a tab's): one navigation controller per column, the compact
  /// one included, whose stacks the host sets as `UIKitSplitColumns` and `UIKitSplitPlacement`
  /// decide. Its form (collapsed or expanded) is the one UIKit last announced to the delegate.
  @MainActor
  final class NavigatorHostSplit {
    /// The layout, which fixed the split view controller's style.
    let layout: SplitLayout
    /// The split view controller, which the container or the tab bar controller shows.
    let controller: UISplitViewController
    /// Whether the split view controller is collapsed: its screens are in the compact column.
    var isCollapsed: Bool
    private let columns: [UIKitSplitColumn: UINavigationController]

    /// A split view controller of `layout`'s style with an empty navigation controller in each
    /// of its columns, each with `delegate` as its delegate, and `delegate` as its own. The
    /// leading columns show beside the detail while it is expanded.
    init(layout: SplitLayout, delegate: UIKitEventForwarder) {
      self.layout = layout
      let style: UISplitViewController.Style =
        switch layout {
        case .twoColumns: .doubleColumn
        case .threeColumns: .tripleColumn
        }
      controller = UISplitViewController(style: style)
      var columns: [UIKitSplitColumn: UINavigationController] = [:]
      for column in UIKitSplitColumn.columns(of: layout) {
        let navigationController = UINavigationController()
        navigationController.delegate = delegate
        columns[column] = navigationController
        controller.setViewController(navigationController, for: column.uiKitColumn)
      }
      self.columns = columns
      controller.preferredDisplayMode =
        switch layout {
        case .twoColumns: .oneBesideSecondary
        case .threeColumns: .twoBesideSecondary
        }
      controller.delegate = delegate
      isCollapsed = controller.isCollapsed
    }

    /// Every navigation controller of its columns.
    var navigationControllers: [UINavigationController] { Array(columns.values) }

    /// The navigation controller of the active column (the user goes back in it, and it takes
    /// pushes and pops of the detail): level 0 while this split view shows the base.
    var activeNavigationController: UINavigationController {
      navigationController(UIKitSplitColumn.active(collapsed: isCollapsed))
    }

    /// The navigation controller of `column` (the secondary one for a column this style lacks).
    func navigationController(_ column: UIKitSplitColumn) -> UINavigationController {
      columns[column] ?? columns[.secondary] ?? UINavigationController()
    }

    /// The column whose navigation controller is `navigationController`, if one of them.
    func column(of navigationController: UINavigationController) -> UIKitSplitColumn? {
      columns.first { $0.value === navigationController }?.key
    }

    /// What the columns hold now, read with `screens`.
    func placement(_ screens: (UINavigationController) -> [ScreenID]) -> UIKitSplitPlacement {
      var placement = UIKitSplitPlacement()
      for (column, navigationController) in columns {
        placement[column] = screens(navigationController)
      }
      return placement
    }

    /// Performs `changes` in order, each a `setViewControllers(_:animated:)` on its column's
    /// navigation controller, animated only on the active column when `animated`.
    func perform(
      _ changes: [UIKitSplitColumnChange], animated: Bool,
      viewControllers: ([ScreenID]) -> [UIViewController]
    ) {
      let active = UIKitSplitColumn.active(collapsed: isCollapsed)
      for change in changes {
        guard let navigationController = columns[change.column] else { continue }
        navigationController.setViewControllers(
          viewControllers(change.screens), animated: animated && change.column == active)
      }
    }
  }

  extension UIKitSplitColumn {
    /// The split view controller's column.
    var uiKitColumn: UISplitViewController.Column {
      switch self {
      case .primary: .primary
      case .supplementary: .supplementary
      case .secondary: .secondary
      case .compact: .compact
      }
    }
  }
#endif
