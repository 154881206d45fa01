import CoordinatorKit
import TerminalToolkit

// Drawing: a frame of the state on screen (or of a slide between two), its stacks with their title
// bars, a split view's columns, the tab bar, the inspector and the key bar.
extension TerminalHost {
  /// The frame to show at `now` for a terminal of `size`.
  public func frame(size: TerminalSize, at now: ContinuousClock.Instant = .now) -> CellBuffer {
    advance(to: now)
    lastColumns = size.columns
    let area = CellRect(x: 0, y: 0, width: areaWidth, height: max(size.rows - 1, 0))

    var canvas: CellBuffer
    if let running = animation {
      let old = draw(running.from, area: area, size: size)
      let new = draw(running.step.state, area: area, size: size)
      let progress = Double((now - running.start) / stepDuration)
      canvas = SlideAnimation(running.step.action).frame(from: old, to: new, progress: progress)
    } else {
      canvas = draw(navigator.hosting.shownState, area: area, size: size)
    }
    if isInspectorVisible, size.columns > area.width {
      drawInspector(
        in: &canvas,
        area: CellRect(
          x: area.width, y: 0, width: size.columns - area.width, height: area.height))
    }
    drawKeyBar(in: &canvas, y: size.rows - 1, width: size.columns)
    return canvas
  }

  private func draw(_ state: NavigationState<Route>, area: CellRect, size: TerminalSize)
    -> CellBuffer
  {
    var canvas = CellBuffer(width: size.columns, height: size.rows)
    let layout = layout(of: state)
    // The body of the stack drawn last, and its screen: what a popover over it points at.
    var below: (body: CellRect, screen: any TerminalScreen)?
    for stack in layout.stacks {
      let drawn: CellRect
      var top = stack.top
      switch stack.frame {
      case .fill where stack.isBase && !state.tabs.isEmpty:
        let base = CellRect(
          x: area.x, y: area.y, width: area.width, height: max(area.height - 1, 0))
        (drawn, top) = drawBase(stack, of: state, in: &canvas, area: base)
        drawTabBar(of: state, in: &canvas, y: area.maxY - 1, area: area)
      case .fill where stack.isBase:
        (drawn, top) = drawBase(stack, of: state, in: &canvas, area: area)
      case .fill:
        drawn = drawStack(stack, in: &canvas, area: area, framed: false)
      case .sheet(let detent):
        let height = Self.sheetPanelHeight(at: detent, below: area.height - 2)
        let panel = CellRect(
          x: area.x + 3, y: area.maxY - height, width: area.width - 6, height: height)
        drawn = drawStack(stack, in: &canvas, area: panel, framed: true)
      case .popover(let anchor):
        let anchorBody = below?.body ?? area
        let anchorRow = below.map { Self.popoverAnchorRow(of: $0.screen, for: anchor) } ?? 0
        let box = Self.popoverBox(
          pointingAt: anchorBody.y + min(max(anchorRow, 0), max(anchorBody.height - 1, 0)),
          from: anchorBody.x, in: area)
        drawn = drawStack(stack, in: &canvas, area: box.frame, framed: true)
        if let arrow = box.arrow {
          canvas.write(
            arrow.pointsUp ? "▲" : "▼", x: arrow.x, y: arrow.y,
            foreground: screen(for: stack.top).foreground, clippedTo: area)
        }
      }
      below = (drawn, screen(for: top))
    }
    if let alert = state.alert {
      switch alert.presentation {
      case .alert: drawAlert(alert, in: &canvas, area: area)
      case .confirmationDialog: drawDialog(alert, in: &canvas, area: area)
      }
    }
    return canvas
  }

  /// Draws the base stack: its split view's columns side by side where the area is wide enough
  /// (the chosen column marked, an empty one saying so), else its top screen. Returns the body
  /// of the screen drawn last, the top of the base stack, and that screen: what a popover
  /// presented from it points at.
  private func drawBase(
    _ stack: VisibleStack, of state: NavigationState<Route>, in canvas: inout CellBuffer,
    area: CellRect
  ) -> (CellRect, NavigationScreen<Route>) {
    guard let split = TerminalSplitView(state, width: area.width) else {
      return (drawStack(stack, in: &canvas, area: area, framed: false), stack.top)
    }
    let focus = split.focus(from: chosenColumn)
    var x = area.x
    var last = (area, stack.top)
    for (index, screens) in split.columns.enumerated() {
      let width = split.widths[index]
      let isLast = index == split.columns.count - 1
      let column = CellRect(x: x, y: area.y, width: width - (isLast ? 0 : 1), height: area.height)
      x += width
      guard let top = screens.last else {
        canvas.fill(column, background: RGBColor(red: 236, green: 236, blue: 236))
        canvas.writeCentered(
          "No selection", y: column.y + 2 + (column.height - 2) / 2, in: column,
          foreground: .darkGray)
        continue
      }
      let body = drawStack(
        VisibleStack(screens, frame: .fill), in: &canvas, area: column, framed: false)
      last = (body, top)
      if !isLast {
        for y in column.y..<column.maxY {
          canvas.write("│", x: column.maxX, y: y, foreground: .darkGray, clippedTo: area)
        }
      }
      if index == focus, split.columns.filter({ !$0.isEmpty }).count > 1 {
        canvas.write("▌", x: column.x, y: column.y, foreground: .yellow, clippedTo: column)
      }
    }
    return last
  }

  /// Draws the top screen of a stack with a title bar naming the screen it goes back to.
  /// Returns the body it gave the screen to draw in.
  @discardableResult
  private func drawStack(
    _ stack: VisibleStack, in canvas: inout CellBuffer, area: CellRect, framed: Bool
  ) -> CellRect {
    guard !area.isEmpty else { return area }
    let view = screen(for: stack.top)
    let foreground = view.foreground
    canvas.fill(area, background: view.background)
    var content = area
    if framed {
      canvas.drawBox(area, foreground: foreground, background: view.background)
      content = area.insetBy(dx: 1, dy: 1)
    }
    canvas.writeCentered(view.title, y: content.y, in: content, foreground: foreground, bold: true)
    if let previousScreen = stack.previous {
      // The back label names the previous screen, shortened so it never runs into the title.
      // Titles are measured only as far as they can show, so a huge one costs no more.
      let titleWidth = min(view.title.terminalWidth(upTo: content.width), max(content.width, 0))
      let titleStart = content.x + max(0, (content.width - titleWidth) / 2)
      let room = titleStart - content.x - 2
      let previous = screen(for: previousScreen).title.prefix(terminalWidth: max(room, 0))
      let label = "‹ " + previous
      if room > 2 {
        let fits = label.terminalWidth <= room
        let x = canvas.write(
          fits ? label : "‹ " + previous.prefix(terminalWidth: max(room - 3, 0)), x: content.x + 1,
          y: content.y, foreground: foreground, clippedTo: content)
        if !fits {
          canvas.write("…", x: x, y: content.y, foreground: foreground, clippedTo: content)
        }
      }
    }
    let body = CellRect(
      x: content.x, y: content.y + 2, width: content.width, height: content.height - 2)
    view.draw(in: &canvas, area: body)
    return body
  }

  /// The tab bar: one equal part of the row per tab, its digit and its title (``tabBarLabel(of:at:)``),
  /// the selected tab highlighted.
  private func drawTabBar(
    of state: NavigationState<Route>, in canvas: inout CellBuffer, y: Int, area: CellRect
  ) {
    let bar = CellRect(x: area.x, y: y, width: area.width, height: 1)
    guard !bar.isEmpty else { return }
    canvas.fill(bar, background: RGBColor(red: 44, green: 44, blue: 52))
    let tabs = state.tabItems
    let part = max(bar.width / max(tabs.count, 1), 1)
    for (index, tab) in tabs.enumerated() {
      let cell = CellRect(x: bar.x + index * part, y: y, width: part, height: 1)
      let isSelected = tab.id == state.selectedTab
      if isSelected {
        canvas.fill(cell, background: RGBColor(red: 70, green: 70, blue: 90))
      }
      canvas.writeCentered(
        Self.tabBarLabel(of: tab, at: index).prefix(terminalWidth: max(part, 0)), y: y, in: cell,
        foreground: isSelected ? .yellow : .lightGray, bold: isSelected)
    }
  }

  /// What the tab bar shows for `tab`, the tab at `index`: the digit that selects it, its title
  /// (a terminal draws no symbols) and its badge in parentheses, when it has one.
  static func tabBarLabel(of tab: TabItem, at index: Int) -> String {
    guard let badge = tab.badge, !badge.isEmpty else { return "\(index + 1) \(tab.title)" }
    return "\(index + 1) \(tab.title) (\(badge))"
  }

  private func drawInspector(in canvas: inout CellBuffer, area: CellRect) {
    let background = RGBColor(red: 24, green: 24, blue: 32)
    canvas.fill(area, background: background)
    canvas.drawBox(area, title: "Inspector", foreground: .cyan, background: background)
    let inner = area.insetBy(dx: 1, dy: 1)
    for (offset, line) in inspectorLines().prefix(inner.height).enumerated() {
      canvas.write(
        CellBuffer.cut(line, to: inner.width), x: inner.x, y: inner.y + offset, foreground: .white,
        clippedTo: inner)
    }
  }

  /// The screen's keys from the left, the app's keys at the right end so they always show;
  /// in their place the link field while it is open, or the message.
  private func drawKeyBar(in canvas: inout CellBuffer, y: Int, width: Int) {
    let bar = CellRect(x: 0, y: y, width: width, height: 1)
    let background = RGBColor(red: 30, green: 30, blue: 30)
    canvas.fill(bar, background: background)
    if let linkPrompt {
      linkPrompt.draw(in: &canvas, row: bar)
      return
    }
    if let message {
      // Wrapped over up to three rows from the bottom, cut with an ellipsis past them.
      let lines = Self.wrap(message, width: max(width - 2, 0), limit: min(3, y + 1))
      for (index, line) in lines.enumerated() {
        let row = CellRect(x: 0, y: y - lines.count + 1 + index, width: width, height: 1)
        canvas.fill(row, background: background)
        canvas.write(" " + line, x: 0, y: row.y, foreground: .red, bold: true, clippedTo: row)
      }
      return
    }
    let hints = keyHints()
    var screenHints = Array(hints.dropLast(appKeyHints.count))
    var global = Array(hints.suffix(appKeyHints.count))
    func span(of hints: some Collection<KeyHint>) -> Int {
      hints.map { $0.key.terminalWidth + $0.label.terminalWidth + 3 }.reduce(0, +)
    }
    // What does not fit gives way whole, least needed first: the app's first hints (beyond its
    // last two), then the screen's own hints from the last, then the app's but its last (the
    // keys still work); the app's last hint (the demo's Quit) always shows.
    while 1 + span(of: screenHints) + span(of: global) > width {
      if global.count > 2 {
        global.removeFirst()
      } else if !screenHints.isEmpty {
        screenHints.removeLast()
      } else if global.count > 1 {
        global.removeFirst()
      } else {
        break
      }
    }
    let globalWidth = span(of: global)
    let screenArea = CellRect(x: 0, y: y, width: max(width - globalWidth, 0), height: 1)
    var x = 1
    for hint in screenHints {
      x = canvas.write(hint.key, x: x, y: y, foreground: .yellow, bold: true, clippedTo: screenArea)
      x = canvas.write(" \(hint.label)  ", x: x, y: y, foreground: .white, clippedTo: screenArea)
    }
    x = max(width - globalWidth, 0)
    for hint in global {
      x = canvas.write(hint.key, x: x, y: y, foreground: .yellow, bold: true, clippedTo: bar)
      x = canvas.write(" \(hint.label)  ", x: x, y: y, foreground: .white, clippedTo: bar)
    }
  }

  /// The frame as plain text, as a script prints it.
  public func plainText(size: TerminalSize) -> String {
    frame(size: size).plainText
  }
}
