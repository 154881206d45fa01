import CoordinatorKit
import TerminalToolkit

// Layout: what is visible where. The stacks of a state that show and the frame each is drawn in,
// the sheet panel's height, a popover's box, the inspector's width and the area left beside it.
extension TerminalHost {
  /// The width of the area the navigation is drawn in: the terminal's last width, less the
  /// inspector's as it is now. Whether a split view shows its columns depends on it, for keys
  /// as for drawing, so a key typed right after the inspector closes acts on the columns the
  /// next frame shows, not on the collapsed stack the frame before showed.
  var areaWidth: Int {
    lastColumns - (isInspectorVisible ? Self.inspectorWidth(columns: lastColumns) : 0)
  }

  /// The stacks of a state that can be seen, bottom first: the top layer and what shows under
  /// it. A cover fills the screen, so nothing under it shows; every sheet is drawn in the same
  /// panel, so under a sheet only the nearest cover (or the base stack) shows; a popover is a
  /// small box, so the stacks under it show as they would without it.
  struct Layout {
    var stacks: [VisibleStack]
  }

  /// A stack as drawn: its top screen, the one before it that the back label names, and where
  /// it is drawn.
  struct VisibleStack {
    /// Where a stack is drawn: over the whole area, in the sheet panel (as high as its detent
    /// says; `nil` is full height), or in a popover's box (pointing at the control its anchor
    /// names, or at the screen's own anchor row).
    enum Frame {
      case fill
      case sheet(SheetDetent?)
      case popover(PopoverAnchor?)
    }

    var top: NavigationScreen<Route>
    var previous: NavigationScreen<Route>?
    var frame: Frame
    /// Whether it is the base stack (the selected tab's, in a tabbed state).
    var isBase: Bool

    init(_ screens: [NavigationScreen<Route>], frame: Frame, isBase: Bool = false) {
      top = screens[screens.count - 1]
      previous = screens.count > 1 ? screens[screens.count - 2] : nil
      self.frame = frame
      self.isBase = isBase
    }
  }

  /// The layout of `state`, worked out once per state: frames of the same state (idle redraws,
  /// keys that change nothing) reuse it, so they cost the screen, not the depth of the state.
  func layout(of state: NavigationState<Route>) -> Layout {
    if let cached = layouts.first(where: { $0.state == state }) {
      return cached.layout
    }
    let layers = state.layers
    var stacks: [VisibleStack] = []
    var index = layers.count - 1
    // From the top layer down, until a stack that hides what is under it.
    findingStacks: while true {
      guard layers.indices.contains(index) else {
        stacks.append(VisibleStack(state.baseStackSuffix(2), frame: .fill, isBase: true))
        break
      }
      let layer = layers[index]
      switch layer.style {
      case .cover:
        stacks.append(VisibleStack(layer.screens, frame: .fill))
        break findingStacks
      case .sheet:
        stacks.append(VisibleStack(layer.screens, frame: .sheet(layer.detents?.selected)))
        // The sheet panel covers any sheet under it: the highest cover shows, or the base.
        guard let cover = layers[..<index].last(where: { $0.style.hidesScreensBelow }) else {
          index = -1
          continue
        }
        stacks.append(VisibleStack(cover.screens, frame: .fill))
        break findingStacks
      case .popover:
        stacks.append(VisibleStack(layer.screens, frame: .popover(layer.anchor)))
        index -= 1
      }
    }
    let layout = Layout(stacks: stacks.reversed())
    // Two entries: an animation draws the states before and after its step.
    layouts = [(state, layout)] + layouts.prefix(1)
    return layout
  }

  /// The rows of the sheet panel resting at `detent`, at most `fullHeight` (a sheet without
  /// detents is full height) and at least 5, so its title and a line always show.
  static func sheetPanelHeight(at detent: SheetDetent?, below fullHeight: Int) -> Int {
    guard let detent, fullHeight > 5 else { return max(fullHeight, 0) }
    let rows = Int(detent.height(in: Double(fullHeight)).rounded())
    return min(max(rows, 5), fullHeight)
  }

  /// The row of `screen`'s content that a popover with `anchor` points at: the row of the
  /// control the anchor names, else the screen's own anchor row, else its first row. A name the
  /// screen does not know points where a popover without an anchor would, so it never hides
  /// the popover.
  static func popoverAnchorRow(of screen: any TerminalScreen, for anchor: PopoverAnchor?) -> Int {
    anchor.flatMap { screen.popoverAnchorRow(for: $0) } ?? screen.popoverAnchorRow ?? 0
  }

  /// The box of a popover that points at row `anchorY` of a screen whose body starts at column
  /// `anchorX`, inside `area`: below the row when it fits, else above it, else as low as the
  /// area allows; and the cell of its arrow on the edge facing the row, when the box is not
  /// over the row.
  static func popoverBox(pointingAt anchorY: Int, from anchorX: Int, in area: CellRect) -> (
    frame: CellRect, arrow: (x: Int, y: Int, pointsUp: Bool)?
  ) {
    let width = min(46, area.width - 2)
    let height = min(10, area.height)
    let x = max(area.x, min(anchorX + 2, area.maxX - width))
    let arrowX = x + min(3, max(width - 1, 0))
    if anchorY + 1 + height <= area.maxY {
      return (
        CellRect(x: x, y: anchorY + 1, width: width, height: height), (arrowX, anchorY + 1, true)
      )
    }
    if anchorY - height >= area.y {
      return (
        CellRect(x: x, y: anchorY - height, width: width, height: height),
        (arrowX, anchorY - 1, false)
      )
    }
    return (CellRect(x: x, y: max(area.y, area.maxY - height), width: width, height: height), nil)
  }

  /// The inspector's width for a window `columns` wide: two fifths of it, at least 40 columns
  /// where the window has 80, never more than half.
  static func inspectorWidth(columns: Int) -> Int {
    min(max(40, columns * 2 / 5), columns / 2)
  }
}
