import CoordinatorKit
import TerminalToolkit

// Questions: an alert (a centred box of buttons) and a confirmation dialog (a list along the
// bottom), and the keys that answer them; `QuestionSelection` holds the choice selected in them.
extension TerminalHost {
  /// Gives a key to the question on screen: the arrows and Tab move the selection round its
  /// choices, Enter or Space answers the selected one, Esc dismisses it without a choice.
  func handleAlert(_ key: Key, _ alert: AlertState) {
    let selected = questionSelection.selectedIndex(in: alert)
    switch key {
    case .left, .up:
      questionSelection.selectPrevious(in: alert)
    case .right, .down, .tab:
      questionSelection.selectNext(in: alert)
    case .enter, .space:
      let choice = alert.choice(at: min(selected, alert.choiceCount - 1))
      // The same alert shown again starts on its safe choice again.
      questionSelection.forget()
      _ = try? navigator.userDidNavigate(choice.userNavigation)
    case .escape:  // No choice: the engine answers the cancel action, or none.
      questionSelection.forget()
      _ = try? navigator.userDidNavigate(.dismissedAlert(alertID: alert.id))
    default:
      break
    }
  }

  /// An alert: a box centred in `area` with the title, the message and a row of buttons.
  func drawAlert(_ alert: AlertState, in canvas: inout CellBuffer, area: CellRect) {
    let selected = questionSelection.selectedIndex(in: alert)
    // Only what can show is laid out: texts are measured up to the area's width, and buttons
    // are made until the line is full, so a huge title or thousands of actions cost no more.
    let room = max(area.width, 0)
    var buttons: [String] = []
    var buttonLineWidth = -1
    for index in 0..<alert.choiceCount {
      guard buttonLineWidth < room else { break }
      let title = alert.choice(at: index).title.prefix(terminalWidth: room)
      let button = index == selected ? "[ \(title) ]" : "  \(title)  "
      buttons.append(button)
      buttonLineWidth += button.terminalWidth + 1
    }
    let textWidth = max(
      min(alert.title.terminalWidth(upTo: room), room),
      min(alert.message?.terminalWidth(upTo: room) ?? 0, room), buttonLineWidth)
    let width = min(max(textWidth, 20) + 6, area.width)
    let height = alert.message == nil ? 5 : 6
    let box = CellRect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
      height: height)
    drawQuestionPanel(box, asking: alert, titleColour: .white, in: &canvas)
    // Centred; a line wider than the box starts at its left edge, so the first buttons show.
    var x = box.x + max(1, (box.width - buttonLineWidth) / 2)
    let inside = box.insetBy(dx: 1, dy: 0)
    for (index, button) in buttons.enumerated() {
      let choice = alert.choice(at: index)
      let colour: RGBColor =
        choice.role == .destructive ? .red : (index == selected ? .yellow : .white)
      x =
        canvas.write(
          button, x: x, y: box.maxY - 2, foreground: colour, bold: index == selected,
          clippedTo: inside) + 1
    }
  }

  /// The framed panel an alert or a dialog is drawn in, with its title and message at the top.
  private func drawQuestionPanel(
    _ box: CellRect, asking question: AlertState, titleColour: RGBColor,
    in canvas: inout CellBuffer
  ) {
    let background = RGBColor(red: 40, green: 40, blue: 48)
    canvas.fill(box, background: background)
    canvas.drawBox(box, foreground: .white, background: background)
    canvas.writeCentered(question.title, y: box.y + 1, in: box, foreground: titleColour, bold: true)
    if let message = question.message {
      canvas.writeCentered(message, y: box.y + 2, in: box, foreground: .lightGray)
    }
  }

  /// A confirmation dialog: a panel along the bottom with the title, the message and one action
  /// per line, in the order given; Up and Down (or Left and Right) choose, as in an alert. Only
  /// the lines that fit are laid out, scrolled so the chosen action shows.
  func drawDialog(_ dialog: AlertState, in canvas: inout CellBuffer, area: CellRect) {
    let selected = questionSelection.selectedIndex(in: dialog)
    let header = dialog.message == nil ? 1 : 2
    let count = dialog.choiceCount
    let rows = max(min(count, area.height - header - 3), 1)
    let first = min(max(selected - rows + 1, 0), max(count - rows, 0))
    let height = min(header + rows + 3, area.height)
    let box = CellRect(
      x: area.x + 2, y: area.maxY - height, width: max(area.width - 4, 0), height: height)
    drawQuestionPanel(box, asking: dialog, titleColour: .lightGray, in: &canvas)
    for (row, index) in (first..<min(first + rows, count)).enumerated() {
      let choice = dialog.choice(at: index)
      let isSelected = index == selected
      let colour: RGBColor = choice.role == .destructive ? .red : (isSelected ? .yellow : .white)
      canvas.writeCentered(
        isSelected ? "[ \(choice.title) ]" : choice.title, y: box.y + header + 2 + row, in: box,
        foreground: colour, bold: isSelected || choice.role == .cancel)
    }
  }
}
