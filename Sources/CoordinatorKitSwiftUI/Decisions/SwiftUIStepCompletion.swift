import CoordinatorKit

/// When a SwiftUI host may acknowledge a step: SwiftUI reports no completion for pushes, pops
/// or presentations, so the host waits for the appearance that shows the step is on screen.
///
/// The host shows the step's state, then calls `navigator.hostDidShow(step.id)` when the
/// completion named here happens. Acknowledging too early would start the next step while
/// SwiftUI is still animating this one, and SwiftUI may then drop or mix up the second update
/// (FlowStacks spaces its steps by a fixed delay for this reason); waiting for an appearance that
/// never comes would stall the navigator, so every case names one that does come.
package enum SwiftUIStepCompletion: Hashable, Sendable {
  /// Acknowledge as soon as the step's state is rendered: nothing new appears on screen (an
  /// update in place, an alert, or a change to a stack hidden under a layer that stays).
  case immediately
  /// Acknowledge in the `onAppear` of this screen's view: the screen a push, pop, replacement
  /// or presentation brings to the top.
  case appearance(of: ScreenID)
  /// Acknowledge in the `onDismiss` of the sheet or cover presented from `level` (for a
  /// popover, which has no `onDismiss`, the `onDisappear` of its content).
  ///
  /// The screen revealed by a dismissal is not a reliable signal: a view under a sheet never
  /// left the screen, so SwiftUI does not call its `onAppear` again. The lowest dismissed
  /// presentation's `onDismiss` is called once its dismissal (with every layer above it) ends.
  case dismissal(presentedFromLevel: Int)

  /// The completion that ends `step`, shown over `shown` (the state before it:
  /// `navigator.hosting.shownState` while the step is the current one).
  ///
  /// - Push, pop or replaced stack at the top level: the appearance of that stack's new top
  ///   screen. A stack replaced under a layer that stays, or whose top screen stays the same (a
  ///   new root under the same pushes), changes nothing visible, so it completes immediately.
  /// - Presentation: the appearance of the new layer's top screen (the one the user sees; the
  ///   layer appears with its whole stack).
  /// - Dismissal: the dismissal of the presentation from the level that becomes the top.
  /// - Tab selected: the appearance of that tab's top screen.
  /// - Update in place, alert shown or removed, tabs rebuilt: immediately.
  ///
  /// A split view (``SwiftUISplitProjection``) is the same base stack, so the same rules hold:
  /// a step that pushes or pops in the detail column completes as a push or pop does; a sidebar
  /// selection (one `replacePushes(after:with:)`, planned into a replaced stack or a pop and a
  /// push) completes on the appearance of the new top screen, the new detail root, whose
  /// `NavigationStack` the host identifies by that root so its `onAppear` comes whether the
  /// split view is expanded or collapsed. A step that empties the detail completes on the
  /// appearance of the leading screen it reveals: collapsed, that screen's own; expanded, where
  /// it never left the screen, the placeholder that replaces the detail reports it. With
  /// ``SwiftUICompletionStrategy/completion(fallback:)`` the fallback bounds every wait, so no
  /// step hangs on an appearance SwiftUI does not report. A layout change is an update in place.
  package init<Route>(of step: TransitionStep<Route>, from shown: NavigationState<Route>) {
    let state = step.state
    let topLevel = state.modalDepth
    switch step.action {
    case .updateInPlace, .showAlert, .removeAlert, .replaceTabs:
      self = .immediately
    case .selectTab:
      let newTop = state.topScreen.id
      self = newTop == shown.topScreen.id ? .immediately : .appearance(of: newTop)
    case .push(_, let level), .pop(_, let level), .replaceStack(let level),
      .present(_, let level):
      let newTop = state.topScreen.id
      guard level == topLevel, newTop != shown.topScreen.id else {
        self = .immediately
        return
      }
      self = .appearance(of: newTop)
    case .dismiss:
      self = .dismissal(presentedFromLevel: topLevel)
    }
  }

  /// The completion of every step of `plan`, each shown over the one before it.
  package static func completions<Route>(of plan: TransitionPlan<Route>) -> [SwiftUIStepCompletion]
  {
    var shown = plan.start
    return plan.map { step in
      defer { shown = step.state }
      return SwiftUIStepCompletion(of: step, from: shown)
    }
  }
}
