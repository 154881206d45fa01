/// How a split view shows a base stack: its first screens stand in columns beside the rest.
///
/// A split view is a stack read sideways. With ``twoColumns`` the stack's root is the sidebar
/// and every screen above it is the detail column's stack; with ``threeColumns`` the root is
/// the sidebar, the next screen the content column (the middle one) and the rest the detail.
/// Where the width is compact the columns collapse into that same stack, so nothing is lost
/// when a window narrows or widens, and leave guards, coordinators, links and restoration work
/// in every column as in any stack. A sidebar selection replaces the screens after the sidebar
/// (``NavigationState/replacePushes(after:with:owner:)``), one change in either form.
///
/// The layout belongs to the base stack (to each tab's stack, in a tabbed state), is saved with
/// the state, and is read back by hosts as ``NavigationState/splitColumns``.
public enum SplitLayout: String, Hashable, Sendable, Codable, CaseIterable {
  /// A sidebar beside the detail: `NavigationSplitView(sidebar:detail:)`, a double-column
  /// `UISplitViewController`.
  case twoColumns
  /// A sidebar, a content column and the detail: `NavigationSplitView(sidebar:content:detail:)`,
  /// a triple-column `UISplitViewController`.
  case threeColumns

  /// The number of columns before the detail column, each holding one screen of the stack.
  public var leadingColumns: Int {
    switch self {
    case .twoColumns: 1
    case .threeColumns: 2
    }
  }
}
