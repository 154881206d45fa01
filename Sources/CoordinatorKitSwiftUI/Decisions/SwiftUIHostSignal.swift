import CoordinatorKit

/// Something a SwiftUI host saw happen on screen, which may complete the step it is showing.
package enum SwiftUIHostSignal: Hashable, Sendable {
  /// A screen's view appeared (its `onAppear`).
  case appeared(ScreenID)
  /// The sheet or cover presented from this level was dismissed (its `onDismiss`).
  case dismissed(presentedFromLevel: Int)
}
