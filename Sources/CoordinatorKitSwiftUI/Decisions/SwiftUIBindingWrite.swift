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
  /// The detail column's `NavigationStack(path:)` of the split view at `level` set its path to
  /// `written` (the screens pushed over the detail root); the split view was rendered as
  /// `rendered`. Judged as the level's path write it is
  /// (``SwiftUISplitProjection/levelPath(forDetailPathWritten:)``).
  case detailPath(level: Int, rendered: SwiftUISplitProjection, written: [ScreenID])
  /// The split view at `level` set its `preferredCompactColumn` to `written` (collapsed, the
  /// user went back from the detail to the sidebar or content column); the split view was
  /// rendered as `rendered`. Judged as the level's path cut after that column
  /// (``SwiftUISplitProjection/levelPath(forCompactColumnWritten:)``).
  case compactColumn(
    level: Int, rendered: SwiftUISplitProjection, written: SwiftUISplitProjection.Column)
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
