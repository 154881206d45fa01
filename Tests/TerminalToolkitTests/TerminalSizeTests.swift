import TerminalToolkit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size read from the kernel is what a program can draw: a terminal that reports the
/// largest size a window size can hold is drawn at most 1,000 × 1,000 cells, not 65,535 ×
/// 65,535 (a frame of tens of gigabytes).
@Suite struct TerminalSizeTests {
  /// The size `current(fileDescriptor:)` reads from a pseudo-terminal set to `columns × rows`.
  private func sizeRead(columns: UInt16, rows: UInt16) throws -> TerminalSize? {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0)
    defer {
      close(slave)
      close(master)
    }
    return TerminalSize.current(fileDescriptor: slave)
  }

  @Test func anOrdinarySizeIsReadAsItIs() throws {
    #expect(try sizeRead(columns: 120, rows: 40) == TerminalSize(columns: 120, rows: 40))
  }

  @Test func theLargestSizeATerminalCanReportIsDrawnAtMost1000Each() throws {
    #expect(
      try sizeRead(columns: 65_535, rows: 65_535) == TerminalSize(columns: 1_000, rows: 1_000))
    #expect(try sizeRead(columns: 5_000, rows: 30) == TerminalSize(columns: 1_000, rows: 30))
  }
}
