import CoordinatorKit

/// One column of a column-style `UISplitViewController` as a UIKit host fills it: each holds a
/// `UINavigationController` the host made, whose stack the host sets.
///
/// The split view controller shows ``primary``, ``supplementary`` (three columns only) and
/// ``secondary`` side by side while it is expanded, and ``compact`` alone while it is collapsed
/// (UIKit uses a view controller set for the compact column instead of stacking the others).
package enum UIKitSplitColumn: Hashable, Sendable, CaseIterable {
  /// `UISplitViewController.Column.primary`: the sidebar's navigation controller.
  case primary
  /// `UISplitViewController.Column.supplementary`: the content column's navigation controller,
  /// in a triple-column split view controller only.
  case supplementary
  /// `UISplitViewController.Column.secondary`: the detail stack's navigation controller.
  case secondary
  /// `UISplitViewController.Column.compact`: the navigation controller with the whole base
  /// stack, shown while the split view controller is collapsed.
  case compact

  /// The columns a split view controller of `layout` has: no supplementary column for two.
  package static func columns(of layout: SplitLayout) -> [UIKitSplitColumn] {
    switch layout {
    case .twoColumns: [.primary, .secondary, .compact]
    case .threeColumns: [.primary, .supplementary, .secondary, .compact]
    }
  }

  /// The column the user can go back in, and that takes a push or a pop of the detail: the
  /// compact one while collapsed, the secondary one while expanded.
  package static func active(collapsed: Bool) -> UIKitSplitColumn {
    collapsed ? .compact : .secondary
  }

  /// What `navigationController(_:didShow:animated:)` of this column's navigation controller
  /// means, its stack now `shown` where the host had given it `rendered`: in the compact column
  /// it is the base level's report, as for a navigation controller without columns; in the
  /// secondary column, the detail's (``UIKitHostEvent/detailColumnDidShow(shown:rendered:)``).
  /// The sidebar's and the content's columns hold one screen each, which the user cannot pop:
  /// `nil`.
  package func didShowEvent(shown: [ScreenID], rendered: [ScreenID]) -> UIKitHostEvent? {
    switch self {
    case .compact: .navigationControllerDidShow(level: 0, shown: shown, rendered: rendered)
    case .secondary: .detailColumnDidShow(shown: shown, rendered: rendered)
    case .primary, .supplementary: nil
    }
  }
}

/// A base stack shown in a split view: the projection of ``NavigationState/splitColumns`` that a
/// UIKit host lays into the columns of a column-style `UISplitViewController`.
///
/// The state is always the one base stack; this reads it as the sidebar (its root), the content
/// (three columns: the next screen, if any) and the detail (the rest). Expanded, the host shows
/// the sidebar's, the content's and the detail's view controllers in their columns; collapsed,
/// the whole stack in the compact column's navigation controller (``placement(collapsed:)``).
/// A view controller has one parent, so the host moves them between the two forms when UIKit
/// collapses or expands the split view controller (``UIKitSplitPlacement/changes(toReach:)``).
package struct UIKitSplitColumns: Hashable, Sendable {
  /// The layout, which decides the split view controller's style (double or triple column).
  package let layout: SplitLayout
  /// The sidebar: the base stack's root.
  package let sidebar: ScreenID
  /// The content column's screen (three columns, once the sidebar has a selection); `nil`
  /// otherwise.
  package let content: ScreenID?
  /// The detail column's stack, bottom first; empty while nothing is selected for it.
  package let detail: [ScreenID]

  /// The columns of the base stack `stack` (root first, never empty) laid out as `layout`, as
  /// ``SplitColumns`` reads them.
  package init(layout: SplitLayout, stack: [ScreenID]) {
    precondition(!stack.isEmpty, "a split view shows a base stack, never empty")
    self.layout = layout
    sidebar = stack[0]
    content = layout == .threeColumns && stack.count > 1 ? stack[1] : nil
    detail = Array(stack.dropFirst(min(layout.leadingColumns, stack.count)))
  }

  /// The columns `state` shows its base stack (the selected tab's) in; `nil` for one stack.
  package init?<Route>(_ state: NavigationState<Route>) {
    guard let layout = state.splitLayout else { return nil }
    self.init(layout: layout, stack: state.baseStack.map(\.id))
  }

  /// The screens of the columns before the detail, sidebar first.
  package var leading: [ScreenID] { [sidebar] + (content.map { [$0] } ?? []) }

  /// The whole base stack, root first: what the compact column shows.
  package var stack: [ScreenID] { leading + detail }

  /// Which screens each column's navigation controller holds: expanded, the sidebar in the
  /// primary column, the content in the supplementary one and the detail in the secondary one,
  /// the compact one empty; collapsed, the whole stack in the compact column and the others
  /// empty (a view controller is in one hierarchy only).
  package func placement(collapsed: Bool) -> UIKitSplitPlacement {
    var placement = UIKitSplitPlacement()
    if collapsed {
      placement.compact = stack
    } else {
      placement.primary = [sidebar]
      placement.supplementary = content.map { [$0] } ?? []
      placement.secondary = detail
    }
    return placement
  }

  /// The call that takes a split view controller showing these columns to `target`, of the
  /// same layout: one screen more on a detail that showed something is
  /// ``UIKitHostCall/pushDetail(screen:animated:)``, one screen less that leaves a detail is
  /// ``UIKitHostCall/popDetail(animated:)`` (when `mayPushOrPop`: the base is the top level and
  /// no alert shows, as for any push or pop); anything else, a sidebar or content selection
  /// included, is ``UIKitHostCall/setColumns(_:animated:)``.
  package func call(
    toReach target: UIKitSplitColumns, mayPushOrPop: Bool, animated: Bool
  ) -> UIKitHostCall {
    if mayPushOrPop, leading == target.leading, !detail.isEmpty {
      if target.detail.count == detail.count + 1, target.detail.starts(with: detail),
        let pushed = target.detail.last
      {
        return .pushDetail(screen: pushed, animated: animated)
      }
      if target.detail.count + 1 == detail.count, !target.detail.isEmpty,
        detail.starts(with: target.detail)
      {
        return .popDetail(animated: animated)
      }
    }
    return .setColumns(target, animated: animated)
  }
}

/// The stacks of a split view controller's column navigation controllers: what a UIKit host
/// has put in each, or wants there.
package struct UIKitSplitPlacement: Hashable, Sendable {
  /// The primary column's stack.
  package var primary: [ScreenID] = []
  /// The supplementary column's stack (three columns only).
  package var supplementary: [ScreenID] = []
  /// The secondary column's stack.
  package var secondary: [ScreenID] = []
  /// The compact column's stack.
  package var compact: [ScreenID] = []

  /// Columns all empty.
  package init() {}

  /// The stack of `column`.
  package subscript(column: UIKitSplitColumn) -> [ScreenID] {
    get {
      switch column {
      case .primary: primary
      case .supplementary: supplementary
      case .secondary: secondary
      case .compact: compact
      }
    }
    set {
      switch column {
      case .primary: primary = newValue
      case .supplementary: supplementary = newValue
      case .secondary: secondary = newValue
      case .compact: compact = newValue
      }
    }
  }

  /// Every screen the columns hold, primary first, then supplementary, secondary and compact:
  /// the base stack, root first, in either form.
  package var screens: [ScreenID] { primary + supplementary + secondary + compact }

  /// The same screens laid out for the other form: what the host moves them to when UIKit
  /// collapses (`collapsed`) or expands a split view controller of `layout`. Nothing is lost:
  /// the stack is read from the columns as they are, the user's pops included.
  package func reformed(layout: SplitLayout, collapsed: Bool) -> UIKitSplitPlacement {
    let stack = screens
    guard !stack.isEmpty else { return UIKitSplitPlacement() }
    return UIKitSplitColumns(layout: layout, stack: stack).placement(collapsed: collapsed)
  }

  /// The `setViewControllers(_:animated:)` calls, one per column whose stack changes, that take
  /// the columns from this placement to `target` with no view controller in two navigation
  /// controllers at once: the columns that take a screen another column holds now come last,
  /// after that column gave it up.
  ///
  /// Both placements lay out one ordered stack, so no two columns swap screens: giving up
  /// before taking is enough (collapsing empties the leading and detail columns, then fills the
  /// compact one; expanding, the reverse).
  package func changes(toReach target: UIKitSplitPlacement) -> [UIKitSplitColumnChange] {
    let changed = UIKitSplitColumn.allCases.filter { self[$0] != target[$0] }
    let takes = changed.filter { column in
      let others = Set(UIKitSplitColumn.allCases.filter { $0 != column }.flatMap { self[$0] })
      return target[column].contains { others.contains($0) }
    }
    return (changed.filter { !takes.contains($0) } + takes).map {
      UIKitSplitColumnChange(column: $0, screens: target[$0])
    }
  }
}

/// One `setViewControllers(_:animated:)` on the navigation controller of a split view
/// controller's column, as ``UIKitSplitPlacement/changes(toReach:)`` orders them.
package struct UIKitSplitColumnChange: Hashable, Sendable {
  /// The column whose navigation controller gets the stack.
  package let column: UIKitSplitColumn
  /// Its new stack, root first; empty to give up every screen.
  package let screens: [ScreenID]
}
