#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The column-style split view controllers of the base stack (the container's or a tab's).
  extension NavigatorHost {
    /// Empties every column of `split`, so its view controllers can go elsewhere.
    func empty(_ split: NavigatorHostSplit) {
      for navigationController in split.navigationControllers {
        navigationController.setViewControllers([], animated: false)
      }
    }

    /// The container shows a split view controller of `columns.layout` holding `columns`, in
    /// the form UIKit gives it; every other base container is emptied first.
    func showSplit(_ columns: UIKitSplitColumns, in state: NavigationState<Route>) {
      for navigationController in tabNavigationControllers.values {
        navigationController.setViewControllers([], animated: false)
      }
      for split in [baseSplit].compactMap({ $0 }) + Array(tabSplits.values) {
        empty(split)
      }
      singleNavigationController.setViewControllers([], animated: false)
      let split =
        baseSplit.flatMap { $0.layout == columns.layout ? $0 : nil }
        ?? NavigatorHostSplit(layout: columns.layout, delegate: forwarder)
      baseSplit = split
      container.show(split.controller)
      split.isCollapsed = split.controller.isCollapsed
      split.perform(
        UIKitSplitPlacement().changes(toReach: columns.placement(collapsed: split.isCollapsed)),
        animated: false
      ) { screens in screens.map { viewController(for: $0, in: state) } }
      levelZeroSplit = split
      levels[0] = split.activeNavigationController
      rendered[0] = columns.stack
    }

    /// The base's split view controller shows `columns`: each column whose stack changes gets
    /// it, in the order `UIKitSplitPlacement` decides for the split view's form.
    func setColumns(
      _ columns: UIKitSplitColumns, animated: Bool, in state: NavigationState<Route>
    ) {
      guard let split = levelZeroSplit else { return }
      let current = split.placement { screens(of: $0) }
      split.perform(
        current.changes(toReach: columns.placement(collapsed: split.isCollapsed)),
        animated: animated
      ) { screens in screens.map { viewController(for: $0, in: state) } }
      levels[0] = split.activeNavigationController
      rendered[0] = columns.stack
    }

    /// UIKit collapses or expands one of the host's split view controllers: its screens move
    /// between the compact column and the others (`UIKitSplitPlacement`), the stack read from
    /// the columns as they are, and level 0 follows the active column.
    func splitChangesForm(_ controller: UISplitViewController, collapsed: Bool) {
      let splits = [baseSplit].compactMap { $0 } + Array(tabSplits.values)
      guard let split = splits.first(where: { $0.controller === controller }),
        split.isCollapsed != collapsed
      else { return }
      let current = split.placement { screens(of: $0) }
      split.isCollapsed = collapsed
      split.perform(
        current.changes(toReach: current.reformed(layout: split.layout, collapsed: collapsed)),
        animated: false
      ) { screens in screens.compactMap { viewControllers[$0] } }
      guard split === levelZeroSplit else { return }
      levels[0] = split.activeNavigationController
      if stepBeingShown == nil, navigator.hosting.currentStep == nil {
        applyLeaveGuards(of: navigator.state)
      }
    }

    /// A `didShow` of the active column of the base's split view: the user's back, in the
    /// detail or the compact column, is reported as the projection reads it, and the stack the
    /// host holds for level 0 follows.
    func splitColumnDidShow(
      _ navigationController: UINavigationController, column: UIKitSplitColumn,
      of split: NavigatorHostSplit
    ) {
      guard !rendered[0].isEmpty else { return }
      var placement = UIKitSplitColumns(layout: split.layout, stack: rendered[0]).placement(
        collapsed: split.isCollapsed)
      let renderedColumn = placement[column]
      guard
        UIKitNavigationProjection.didShowMayBeTheUsers(
          shownCount: navigationController.viewControllers.count,
          renderedCount: renderedColumn.count)
      else { return }  // The echo of the host's own call.
      let shown = screens(of: navigationController)
      guard let event = column.didShowEvent(shown: shown, rendered: renderedColumn) else { return }
      if shown.count < renderedColumn.count {
        placement[column] = shown  // UIKit popped by itself: the user went back.
        rendered[0] = placement.screens
      }
      report(event)
    }
  }
#endif
