import CoordinatorKit

/// What a SwiftUI host's `NavigationSplitView` shows for a base stack laid out as columns
/// (``SplitLayout``), and what SwiftUI's writes to its bindings mean.
///
/// The state is always the one base stack: its root is the sidebar, a three-column layout's next
/// screen the content column, and the rest the detail column's stack. Expanded, the host shows
/// the sidebar and content screens in their columns and the detail as a
/// `NavigationStack(path:)` rooted at ``detailRoot`` with ``detailPath`` pushed, or a
/// placeholder while nothing is selected. Collapsed (compact width), SwiftUI shows the columns
/// as one stack, and ``compactColumn`` (the split view's `preferredCompactColumn`) says which
/// one is on top: the top of the base stack.
///
/// Both bindings are read as writes to the base stack's path, so they go through the same
/// arbitration as the `NavigationStack` of a level that is one stack
/// (``SwiftUINavigationProjection/userNavigation(for:)``): the user's back is reported, an
/// echo of the engine's own change or a stale write is not. ``SwiftUIBindingWrite/detailPath(level:rendered:written:)``
/// and ``SwiftUIBindingWrite/compactColumn(level:rendered:written:)`` carry them.
package struct SwiftUISplitProjection: Hashable, Sendable {
  /// A column of the split view: SwiftUI's `NavigationSplitViewColumn`, which only exists on
  /// Apple platforms.
  package enum Column: Hashable, Sendable, CaseIterable {
    /// The leading column: the base stack's root.
    case sidebar
    /// The middle column of a three-column layout.
    case content
    /// The trailing column, with its own stack.
    case detail
  }

  /// How the base stack is split.
  let layout: SplitLayout
  /// The sidebar's screen: the base stack's root.
  let sidebar: ScreenID
  /// The content column's screen (three columns, something selected in the sidebar); `nil`
  /// otherwise.
  let content: ScreenID?
  /// The detail column's stack, bottom first; empty while nothing is selected for it.
  let detail: [ScreenID]

  /// The columns of a base stack rooted at `root` with `path` pushed, laid out as `layout`.
  init(layout: SplitLayout, root: ScreenID, path: some Collection<ScreenID>) {
    self.layout = layout
    sidebar = root
    content = layout == .threeColumns ? path.first : nil
    detail = Array(path.dropFirst(layout.leadingColumns - 1))
  }

  /// The columns of `level`, or `nil` when it is drawn as one stack.
  init?(_ level: SwiftUINavigationProjection.Level) {
    guard let layout = level.splitLayout else { return nil }
    self.init(layout: layout, root: level.root, path: level.path)
  }

  /// The columns of `tab`, or `nil` when the tab is drawn as one stack.
  init?(_ tab: SwiftUITabsProjection.TabStack) {
    guard let layout = tab.split else { return nil }
    self.init(layout: layout, root: tab.root, path: tab.path)
  }

  /// The root of the detail column's `NavigationStack`; `nil` shows the placeholder.
  var detailRoot: ScreenID? { detail.first }

  /// The screens pushed in the detail column's `NavigationStack`, bottom first: the value its
  /// `NavigationStack(path:)` binds to.
  var detailPath: [ScreenID] { Array(detail.dropFirst()) }

  /// The base stack's screens after the sidebar, as the level's path: the stack the columns
  /// collapse into, without its root.
  var path: [ScreenID] { (content.map { [$0] } ?? []) + detail }

  /// The column on top when the split view collapses (its `preferredCompactColumn`): the one
  /// holding the top of the base stack. The detail when it has a screen; the content column of
  /// three columns when it has one and the detail none; the sidebar otherwise.
  var compactColumn: Column {
    if !detail.isEmpty { return .detail }
    if content != nil { return .content }
    return .sidebar
  }

  /// The screen a column placeholder stands for: the top of the base stack while the detail is
  /// empty (the content screen, else the sidebar). When the detail empties, expanded, the
  /// revealed screen never left the screen and SwiftUI calls no `onAppear` for it; the
  /// placeholder's appearance is reported for it instead (``SwiftUIHostSignal/appeared(_:)``).
  var placeholderStandsFor: ScreenID { content ?? sidebar }

  /// The level path SwiftUI wrote when it set the detail column's path to `written`: the
  /// leading columns' screens and the detail root, then `written`. Without a detail root there
  /// is no detail stack to write: the rendered path.
  func levelPath(forDetailPathWritten written: [ScreenID]) -> [ScreenID] {
    guard let detailRoot else { return path }
    return (content.map { [$0] } ?? []) + [detailRoot] + written
  }

  /// The level path SwiftUI wrote when it set `preferredCompactColumn` to `written`: the base
  /// stack cut after that column, which is what the collapsed stack shows after the user went
  /// back to it. A column the layout does not have (`content` with two columns), or one that
  /// holds no screen, changes nothing: the rendered path.
  func levelPath(forCompactColumnWritten written: Column) -> [ScreenID] {
    switch written {
    case .sidebar: return []
    case .content: return layout == .threeColumns && content != nil ? Array(path.prefix(1)) : path
    case .detail: return path
    }
  }
}
