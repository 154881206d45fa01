import CoordinatorKit
import CoordinatorKitTerminal
import TerminalToolkit
import Testing

@MainActor
@Suite("Terminal host on tiny terminals")
struct TinyTerminalTests {
  @Test(arguments: [(0, 0), (1, 1), (5, 3), (12, 4)])
  func drawsWithoutCrashing(columns: Int, rows: Int) throws {
    let navigator = Navigator(root: "home")
    try navigator.present("sheet", as: .sheet)
    try navigator.showAlert(AlertState(title: "A rather long alert title", message: "And text"))
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { _ in ManyKeysScreen() })
    host.isInspectorVisible = true
    let frame = host.frame(size: TerminalSize(columns: columns, rows: rows))
    #expect(frame.width == columns && frame.height == rows)
  }

  /// A popover over a popover, each as small as the terminal makes it.
  @Test(arguments: [(0, 0), (1, 1), (5, 3), (12, 4), (30, 6)])
  func drawsPopoversWithoutCrashing(columns: Int, rows: Int) throws {
    let navigator = Navigator(root: "home")
    try navigator.present("card", as: .popover)
    try navigator.present("more", as: .popover)
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { _ in ManyKeysScreen() })
    let frame = host.frame(size: TerminalSize(columns: columns, rows: rows))
    #expect(frame.width == columns && frame.height == rows)
  }
}
