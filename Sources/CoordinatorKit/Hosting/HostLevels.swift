/// The stacks of a navigation state as platform hosts draw them: one per level, with how each
/// level above the base is presented.
///
/// Level 0 is the base stack (the root and the screens pushed before any modal); level `k` is the
/// `k`-th modal layer, its presented screen first, then its pushes. The SwiftUI and the UIKit
/// projections are both built from this one reading, so they cannot disagree on what a level is
/// or on when a platform's "the stack is shorter now" is the user's. Every stack-based host
/// reads a state this way; the platform-specific projections live in the hosts' own targets.
package struct HostLevels: Hashable, Sendable {
  /// One stack: its screens, bottom first (never empty), and how it was presented (`nil` for
  /// the base stack).
  package struct Stack: Hashable, Sendable {
    package let screens: [ScreenID]
    package let presentation: ModalStyle?
  }

  /// The stacks, base first; never empty.
  package let stacks: [Stack]
  /// The alert over everything, if one shows.
  package let alert: AlertState?

  package init<Route>(_ state: NavigationState<Route>) {
    var stacks = [Stack(screens: state.baseStack.map(\.id), presentation: nil)]
    for layer in state.layers {
      stacks.append(Stack(screens: layer.screens.map(\.id), presentation: layer.style))
    }
    self.stacks = stacks
    alert = state.alert
  }

  /// The level of the top stack, the only one the user can go back in.
  package var topLevel: Int { stacks.count - 1 }

  /// Where the user went back to, when a platform reports that a stack it was given as
  /// `rendered` now holds only `remaining`, while the host displays `current` at that level (all
  /// three root first).
  ///
  /// It is the user's own report only when `remaining` is a strict, non-empty prefix of what the
  /// platform was given (a platform drops screens by itself only when the user goes back), the
  /// level is the top one (the only stack the user can act on), and the first screen it dropped
  /// is still displayed right above what remains. Otherwise the engine has already removed those
  /// screens: the report is the echo of a programmatic pop, or arrived after the app moved on,
  /// and there is nothing left for the user to remove.
  package static func backDestination(
    remaining: [ScreenID], rendered: [ScreenID], current: [ScreenID], isTopLevel: Bool
  ) -> ScreenID? {
    guard isTopLevel, let destination = remaining.last, remaining.count < rendered.count,
      rendered.starts(with: remaining)
    else {
      return nil
    }
    guard current.count > remaining.count, current.starts(with: remaining),
      current[remaining.count] == rendered[remaining.count]
    else {
      return nil
    }
    return destination
  }
}
