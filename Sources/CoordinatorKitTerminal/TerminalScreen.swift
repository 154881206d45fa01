import CoordinatorKit
import TerminalToolkit

/// A screen as the terminal host draws it: a view that draws itself and reports key presses to
/// its presenter or view model.
///
/// A terminal screen never navigates: it holds its presenter (or view model) strongly and tells
/// it what the user did; the coordinator behind it decides where to go.
@MainActor
public protocol TerminalScreen: AnyObject {
  /// The title in the screen's navigation bar.
  var title: String { get }
  /// The screen's background colour.
  var background: RGBColor { get }
  /// The keys this screen understands, shown at the bottom of the terminal.
  var keyHints: [KeyHint] { get }
  /// The row of its content (`0` is the first row of the area ``draw(in:area:)`` gets) that a
  /// popover opened from this screen points at: the selected row of a list, a sender's line.
  /// `nil`, the default, points at the first row.
  var popoverAnchorRow: Int? { get }
  /// The row of its content that the control named `anchor` stands on, which a popover
  /// presented with that anchor points at; `nil`, the default, for a name this screen does not
  /// know, which points the popover at ``popoverAnchorRow`` as if it had no anchor.
  func popoverAnchorRow(for anchor: PopoverAnchor) -> Int?

  /// Draws the screen's content into `area` of `canvas` (the host has already filled the
  /// background and drawn the title bar above it).
  func draw(in canvas: inout CellBuffer, area: CellRect)

  /// Handles a key press; returns `false` when the screen does not use the key, so the host
  /// can (for example, Esc goes back).
  func handle(_ key: Key) -> Bool
}

extension TerminalScreen {
  /// No row of its own: a popover points at the first row of the content.
  public var popoverAnchorRow: Int? { nil }

  /// No named controls: every popover points at ``popoverAnchorRow``.
  public func popoverAnchorRow(for anchor: PopoverAnchor) -> Int? { nil }

  /// Black text reads best on light backgrounds, white on dark ones.
  public var foreground: RGBColor { background.readableForeground }
}
