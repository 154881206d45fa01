import CoordinatorKitTerminal
import TerminalToolkit

/// A demo screen that is a list: an optional caption, the rows with the selection marker, and
/// the buttons' row at the top or the bottom (see ``ScreenButton``). The master, menu, picker
/// and mail lists are one.
@MainActor
final class ListScreen: ButtonScreen, TerminalScreen {
  /// Where the button row is drawn: on the top line, or two lines above the bottom.
  enum ButtonRowPlace {
    case top, bottom
  }

  /// A line of text centred `offset` rows below the top, in `colour`.
  struct Caption {
    var text: String
    var offset: Int
    var colour: RGBColor
  }

  /// What the screen shows now: read again for every frame and key, so it follows its model.
  struct Content {
    var caption: Caption?
    var rows: [String]
    var selectedIndex: Int
    var buttons: [ScreenButton]
  }

  private let listOffset: Int
  private let buttonRowPlace: ButtonRowPlace
  private let content: () -> Content

  /// A list whose rows start `listOffset` rows below the top, with its button row at
  /// `buttonRowPlace`.
  init(
    title: String, background: RGBColor, listOffset: Int = 2,
    buttonRowPlace: ButtonRowPlace = .top, content: @escaping () -> Content
  ) {
    self.listOffset = listOffset
    self.buttonRowPlace = buttonRowPlace
    self.content = content
    super.init(title: title, background: background) { content().buttons }
  }

  /// A popover points at the selected row.
  var popoverAnchorRow: Int? { listOffset + content().selectedIndex }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let content = content()
    if let caption = content.caption {
      canvas.writeCentered(
        caption.text, y: area.y + caption.offset, in: area, foreground: caption.colour)
    }
    ListDrawing(rows: content.rows, selectedIndex: content.selectedIndex)
      .draw(in: &canvas, area: area, top: area.y + listOffset, foreground: foreground)
    // Over a long list, the bottom row stays readable.
    let row = content.buttons.compactMap(\.rowLabel)
    if !row.isEmpty {
      let y = buttonRowPlace == .top ? area.y : area.maxY - 2
      ButtonRow(buttons: row).draw(in: &canvas, y: y, area: area, foreground: foreground)
    }
  }
}
