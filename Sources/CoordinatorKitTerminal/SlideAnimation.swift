import CoordinatorKit
import TerminalToolkit

/// How the terminal host animates one transition step, and the frames in between.
///
/// The step's label decides it: pushes and stack replacements slide in horizontally, pops slide
/// out, presentations and dismissals slide vertically; an in-place update or an alert appears at
/// once.
public enum SlideAnimation: Hashable, Sendable {
  /// The new screen slides in from the right.
  case slideInFromRight
  /// The old screen slides out to the right.
  case slideOutToRight
  /// The new layer slides up from the bottom.
  case slideUp
  /// The old layer slides down and away.
  case slideDown
  /// No animation.
  case none

  /// The animation for a step with this action.
  public init(_ action: StepAction) {
    switch action {
    case .push, .replaceStack: self = .slideInFromRight
    case .pop: self = .slideOutToRight
    case .present: self = .slideUp
    case .dismiss: self = .slideDown
    case .updateInPlace, .showAlert, .removeAlert, .selectTab, .replaceTabs: self = .none
    }
  }

  /// The frame at `progress` (0 to 1) between the frames of the old and the new state.
  public func frame(from old: CellBuffer, to new: CellBuffer, progress: Double) -> CellBuffer {
    guard old.width == new.width, old.height == new.height else { return new }
    let clamped = min(max(progress, 0), 1)
    var frame = new
    switch self {
    case .none:
      return new
    case .slideInFromRight, .slideOutToRight:
      // The incoming frame's left edge is at `offset`; the outgoing one sits left of it.
      let travelled = Int((Double(new.width) * clamped).rounded())
      let incomingFromRight = self == .slideInFromRight
      let offset = incomingFromRight ? new.width - travelled : travelled
      let (left, right) = incomingFromRight ? (old, new) : (new, old)
      for y in 0..<new.height {
        for x in 0..<new.width {
          frame[x, y] = x < offset ? left[x + new.width - offset, y] : right[x - offset, y]
        }
      }
    case .slideUp, .slideDown:
      let travelled = Int((Double(new.height) * clamped).rounded())
      let top = self == .slideUp ? new.height - travelled : travelled
      let (under, moving) = self == .slideUp ? (old, new) : (new, old)
      for y in 0..<new.height {
        for x in 0..<new.width {
          frame[x, y] = y < top ? under[x, y] : moving[x, y - top]
        }
      }
    }
    return frame
  }
}
