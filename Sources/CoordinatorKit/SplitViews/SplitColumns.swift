/// A split view's base stack read as columns: what a host shows side by side where the width
/// allows, and as the one stack it is where the width is compact.
public struct SplitColumns<Route> {
  /// The layout the stack is shown with.
  public var layout: SplitLayout
  /// The sidebar: the stack's root.
  public var sidebar: NavigationScreen<Route>
  /// The content column of a ``SplitLayout/threeColumns`` layout: the screen after the sidebar,
  /// `nil` while the sidebar has no selection (and always for two columns).
  public var content: NavigationScreen<Route>?
  /// The detail column's stack, bottom first; empty while nothing is selected for it.
  public var detail: [NavigationScreen<Route>]

  /// The columns of `stack` (root first) laid out as `layout`.
  init(_ stack: [NavigationScreen<Route>], layout: SplitLayout) {
    self.layout = layout
    sidebar = stack[0]
    content = layout == .threeColumns && stack.count > 1 ? stack[1] : nil
    detail = Array(stack.dropFirst(min(layout.leadingColumns, stack.count)))
  }

  /// The screens in the columns before the detail, sidebar first.
  public var leading: [NavigationScreen<Route>] { [sidebar] + (content.map { [$0] } ?? []) }
}

extension SplitColumns: Equatable where Route: Equatable {}
extension SplitColumns: Sendable where Route: Sendable {}
