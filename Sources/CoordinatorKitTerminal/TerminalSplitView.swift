import CoordinatorKit

/// How the terminal lays out a split view's base stack: its columns side by side where the
/// terminal is wide enough, the screens each column shows, and which column keys go to.
///
/// The state is one stack either way (see ``SplitLayout``), so narrowing the terminal only
/// draws it collapsed, as one stack, and widening it draws the columns again: nothing is lost.
struct TerminalSplitView<Route> {
  /// The screens of each column, bottom first: the sidebar's first, the detail's last. A
  /// column is empty while nothing is selected for it.
  let columns: [[NavigationScreen<Route>]]
  /// The width of each column in cells, its separator on the right included.
  let widths: [Int]

  /// The split view `state`'s base stack shows in an area `width` cells wide; `nil` when the
  /// base stack is one stack, or the area is too narrow for its columns (it then shows
  /// collapsed).
  init?(_ state: NavigationState<Route>, width: Int) {
    guard let split = state.splitColumns,
      let widths = Self.widths(of: split.layout, width: width)
    else { return nil }
    var columns = [[split.sidebar]]
    if split.layout == .threeColumns {
      columns.append(split.content.map { [$0] } ?? [])
    }
    columns.append(split.detail)
    self.columns = columns
    self.widths = widths
  }

  /// The widths of the columns of `layout` in an area `width` cells wide, sidebar first; `nil`
  /// below 96 cells for two columns and 120 for three, where the columns would be too narrow
  /// to read. Of three columns the sidebar, which lists short names (mailboxes), is the
  /// narrowest, and the content column, whose rows are longer (a sender and a subject), gets a
  /// third, as on an iPad.
  static func widths(of layout: SplitLayout, width: Int) -> [Int]? {
    switch layout {
    case .twoColumns:
      guard width >= 96 else { return nil }
      let sidebar = width / 3
      return [sidebar, width - sidebar]
    case .threeColumns:
      guard width >= 120 else { return nil }
      let sidebar = width / 5
      let content = width / 3
      return [sidebar, content, width - sidebar - content]
    }
  }

  /// The column keys go to when the user last chose `chosen`: that one while it shows a
  /// screen, else the nearest before it that does (the sidebar always does).
  func focus(from chosen: Int) -> Int {
    var column = min(max(chosen, 0), columns.count - 1)
    while column > 0, columns[column].isEmpty { column -= 1 }
    return column
  }

  /// The column Tab moves to from `focus`: the next one that shows a screen, after the last
  /// the sidebar.
  func column(after focus: Int) -> Int {
    var column = focus
    repeat {
      column = (column + 1) % columns.count
    } while columns[column].isEmpty && column != focus
    return column
  }

  /// The column Esc moves to from `focus`: the one before it that shows a screen; `nil` at the
  /// sidebar.
  func column(before focus: Int) -> Int? {
    guard focus > 0 else { return nil }
    return self.focus(from: focus - 1)
  }

  /// Whether Esc in column `focus` goes back inside it: the detail column with screens pushed
  /// on its first. Its first screen has no back, as on a wide iPad: Esc moves to the column
  /// before instead.
  func goesBackInside(_ focus: Int) -> Bool {
    focus == columns.count - 1 && columns[focus].count > 1
  }
}
