import CoordinatorKit

/// What SwiftUI did to one of a SwiftUI host's navigation bindings, with the value the binding
/// was rendered with.
///
/// The host captures the rendered value when it builds each `Binding(get:set:)` in `body` and
/// passes it along with what SwiftUI wrote, so a write that arrives after the engine has moved on
/// (a sheet's `nil` at the end of a dismissal the engine asked for, a path written during a
/// programmatic pop) is judged against what that binding showed, never against a newer sheet or
/// stack. ``SwiftUINavigationProjection/userNavigation(for:)`` says what it means.
package enum SwiftUIBindingWrite: Hashable, Sendable {
  /// The `NavigationStack(path:)` at `level` set its path to `written`; the binding was rendered
  /// with `rendered`. Both are the pushed screens only, without the level's root.
  case path(level: Int, rendered: [ScreenID], written: [ScreenID])
  /// The `.sheet(item:)` or `.fullScreenCover(item:)` at `level` set its item to `written`
  /// (`nil` when the presentation went away); the binding was rendered with `rendered`.
  case presentedLayer(
    level: Int, rendered: SwiftUINavigationProjection.PresentedLayer?,
    written: SwiftUINavigationProjection.PresentedLayer?)
  /// The alert's `isPresented` binding was set to `false`; the alert was rendered as `rendered`.
  case alertDismissed(rendered: AlertID)
  /// The user tapped the alert button of action `actionID`; the alert was rendered as
  /// `rendered`. (A button's closure rather than a binding, reported the same way.)
  case alertButtonTapped(actionID: String, rendered: AlertID)
}
