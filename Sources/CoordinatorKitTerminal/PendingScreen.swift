import CoordinatorKit
import TerminalToolkit

/// Drawn for a screen whose content cannot be made yet (its coordinator has not started, see
/// `Navigator.contentSource(for:)`): an empty screen that takes no key, never kept, so the
/// screen's real view is made the next time it is drawn.
@MainActor
final class PendingScreen: TerminalScreen {
  let title = ""
  let background = RGBColor.black
  let keyHints: [KeyHint] = []

  func draw(in canvas: inout CellBuffer, area: CellRect) {}

  func handle(_ key: Key) -> Bool { false }
}
