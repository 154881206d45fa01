#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal window in character cells.
public struct TerminalSize: Equatable, Sendable {
  /// The number of columns (characters per row).
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size from its columns and rows.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The largest area a program draws: a terminal can report up to 65,535 × 65,535 cells,
  /// whose frame would need tens of gigabytes. A larger terminal shows the frame in its top
  /// left corner.
  public static let largestDrawn = TerminalSize(columns: 1_000, rows: 1_000)

  /// The size of the terminal behind `fileDescriptor`, asked from the kernel with
  /// `ioctl(TIOCGWINSZ)`, at most ``largestDrawn`` each way; `nil` when the descriptor is not a
  /// terminal or reports no size.
  public static func current(fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) { pointer in
      ioctl(fileDescriptor, UInt(TIOCGWINSZ), pointer)
    }
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return TerminalSize(
      columns: min(Int(size.ws_col), largestDrawn.columns),
      rows: min(Int(size.ws_row), largestDrawn.rows))
  }
}
