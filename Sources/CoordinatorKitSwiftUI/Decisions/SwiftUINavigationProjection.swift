import CoordinatorKit

/// What a SwiftUI host's bindings show for one displayed state, and what a write SwiftUI makes
/// to one of them means.
///
/// A SwiftUI host draws one `NavigationStack(path:)` per level: level 0 is the base stack, level
/// `k` the `k`-th modal layer (its presented screen is the stack's root view). Each level's stack
/// carries a `.sheet(item:)`, a `.fullScreenCover(item:)` and a `.popover(item:)` bound to the
/// layer presented from it, and the top level carries the alert. The host builds every binding
/// from this projection of `navigator.hosting.displayedState`, so it decides nothing about what
/// to show.
///
/// SwiftUI writes to those bindings both when the user navigates and when it finishes showing a
/// change the engine made, sometimes late (a sheet's `nil` arrives at the end of its dismissal
/// animation). ``userNavigation(for:)`` tells the two apart: the host passes each write with the
/// value its binding was rendered with, and gets back the ``UserNavigation`` to report, or `nil`
/// for an echo of the engine's own change or a stale write.
///
/// ```swift
/// let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
/// let rendered = projection.levels[level].path
/// NavigationStack(path: Binding(get: { rendered }, set: { written in
///   let write = SwiftUIBindingWrite.path(level: level, rendered: rendered, written: written)
///   let now = SwiftUINavigationProjection(navigator.hosting.displayedState)
///   if let event = now.userNavigation(for: write) { try? navigator.userDidNavigate(event) }
/// })) { ... }
/// ```
package struct SwiftUINavigationProjection: Hashable, Sendable {
  /// One `NavigationStack` of the host, and what is presented from it.
  package struct Level: Hashable, Sendable {
    /// The screen shown as the stack's root view: the root of the state for level 0, the
    /// layer's presented screen above it.
    package let root: ScreenID
    /// The screens pushed over the root, bottom first: the value `NavigationStack(path:)` binds to.
    package internal(set) var path: SwiftUIStackPath
    /// The layer presented from this level, if any: the item of one of this level's modifiers.
    package internal(set) var presentedLayer: PresentedLayer?

    /// How the level's stack is split into columns (``SwiftUISplitProjection``); `nil` for one
    /// `NavigationStack`. Only the base level (level 0) can be split.
    package internal(set) var splitLayout: SplitLayout? = nil

    /// The level's columns, or `nil` when it is drawn as one `NavigationStack`.
    package var splitColumns: SwiftUISplitProjection? { SwiftUISplitProjection(self) }

    /// The item of this level's `.sheet(item:)`: the presented layer when it is a sheet.
    package var sheet: PresentedLayer? { layerByModifier.sheet }

    /// The item of this level's `.fullScreenCover(item:)`: the presented layer when it is a
    /// cover.
    package var fullScreenCover: PresentedLayer? { layerByModifier.fullScreenCover }

    /// The item of this level's `.popover(item:)`: the presented layer when it is a popover.
    package var popover: PresentedLayer? { layerByModifier.popover }

    /// The presented layer, given to the one modifier that shows its style; the others get
    /// `nil`. The switch is exhaustive, so a style added to the engine is a compile error here
    /// until the host shows it.
    private var layerByModifier:
      (
        sheet: PresentedLayer?, fullScreenCover: PresentedLayer?, popover: PresentedLayer?
      )
    {
      Self.layerByModifier(presentedLayer)
    }

    /// `presentedLayer`, given to the one modifier that shows its style; the others get `nil`.
    package static func layerByModifier(_ presentedLayer: PresentedLayer?) -> (
      sheet: PresentedLayer?, fullScreenCover: PresentedLayer?, popover: PresentedLayer?
    ) {
      guard let presentedLayer else { return (nil, nil, nil) }
      switch presentedLayer.style {
      case .sheet: return (presentedLayer, nil, nil)
      case .cover: return (nil, presentedLayer, nil)
      case .popover: return (nil, nil, presentedLayer)
      }
    }
  }

  /// A modal layer as the item of a sheet or cover binding: identified by the layer's presented
  /// screen, so SwiftUI replaces the presentation only when the engine presents another layer.
  package struct PresentedLayer: Hashable, Sendable, Identifiable {
    /// The layer's presented screen, which is also the root of the level it starts.
    package let id: ScreenID
    /// Whether the layer is shown as a sheet, a full-screen cover or a popover.
    package let style: ModalStyle

    /// Creates an item; hosts get theirs from a projection.
    package init(id: ScreenID, style: ModalStyle) {
      self.id = id
      self.style = style
    }
  }

  /// The host's stacks, base first; never empty.
  package internal(set) var levels: [Level]
  /// The alert the top level shows, if any.
  package internal(set) var alert: AlertState?

  /// The projection of `state`, usually the navigator's `displayedState`.
  package init<Route>(_ state: NavigationState<Route>) {
    self.init(HostLevels(state))
    levels[0].splitLayout = state.splitLayout
  }

  init(_ host: HostLevels) {
    let stacks = host.stacks
    levels = stacks.indices.map { index in
      let screens = stacks[index].screens
      let above = stacks.indices.contains(index + 1) ? stacks[index + 1] : nil
      let presented = above.flatMap { stack in
        stack.presentation.map { PresentedLayer(id: stack.screens[0], style: $0) }
      }
      return Level(
        root: screens[0], path: SwiftUIStackPath(screens.dropFirst()), presentedLayer: presented)
    }
    alert = host.alert
  }

  /// The top level's alert, given to the SwiftUI modifier that shows its presentation (`alert`
  /// or `confirmationDialog`); the other gets `nil`. The switch is exhaustive, so a presentation
  /// added to the engine is a compile error here until the host shows it.
  package var alertByModifier: (alert: AlertState?, confirmationDialog: AlertState?) {
    Self.alertByModifier(alert)
  }

  /// `alert`, given to the SwiftUI modifier that shows its presentation; the other gets `nil`.
  package static func alertByModifier(_ alert: AlertState?) -> (
    alert: AlertState?, confirmationDialog: AlertState?
  ) {
    guard let alert else { return (nil, nil) }
    switch alert.presentation {
    case .alert: return (alert, nil)
    case .confirmationDialog: return (nil, alert)
    }
  }

  /// The level of the top stack: the one the user can go back in, and that shows the alert.
  package var topLevel: Int { levels.count - 1 }

  /// The level at `index`, or `nil` when this projection has no such level.
  package func level(_ index: Int) -> Level? {
    levels.indices.contains(index) ? levels[index] : nil
  }

  /// What the platform's report that the user tried to dismiss the layer rooted at `layerRoot`
  /// means (on iOS, `presentationControllerDidAttemptToDismiss(_:)`: a swipe-down that
  /// `interactiveDismissDisabled` blocked), judged against this projection of what is displayed
  /// now: the attempt to report, or `nil` when that layer is no longer the top one displayed (a
  /// stale report: the engine dismissed it, or presented another layer over it, meanwhile).
  /// Only the top layer can be swiped.
  package func userNavigation(forDismissalAttemptOfLayer layerRoot: ScreenID) -> UserNavigation? {
    guard topLevel > 0, levels[topLevel].root == layerRoot else { return nil }
    return .attemptedDismissal(of: layerRoot)
  }

  /// What a write SwiftUI made to one of the host's bindings means, judged against this
  /// projection of what is displayed now (not the one the binding was rendered with).
  ///
  /// - A path write that is a strict prefix of the rendered path, at the top level, while the
  ///   first screen it drops is still displayed there: the user went back (back button, swipe,
  ///   or the back button's menu) to the last screen that remains, or to the level's root.
  ///   An equal path is an echo (a cancelled swipe, or SwiftUI confirming a change). A prefix
  ///   while the displayed path is already shorter is the echo of a programmatic pop. A longer
  ///   path, or one that is not a prefix, is no user navigation: in this architecture screens
  ///   never append to a path themselves (no `NavigationLink(value:)`); coordinators push
  ///   through the engine, whose state stays the truth and is drawn again on the next update.
  /// - A split view's detail path or compact column: the level path it amounts to (the leading
  ///   columns, then the detail), judged as above. So the user's back in the detail column, or
  ///   from the detail to the sidebar or content column in compact width, is reported as
  ///   ``UserNavigation/wentBack(to:)`` the screen that remains on top; the same column, or a
  ///   write after the engine changed the columns, is an echo.
  /// - A `nil` item while this projection still presents the rendered layer from that level: the
  ///   user dismissed that layer (swipe down), with whatever was above it. A `nil` for a layer
  ///   that is no longer presented there (the engine dismissed it, or presents another one
  ///   meanwhile) is an echo; SwiftUI never sets a non-`nil` item itself.
  /// - The alert dismissed without a button, while the rendered alert still shows:
  ///   ``UserNavigation/dismissedAlert(alertID:)``, which the engine answers with the alert's
  ///   cancel action, or with no action (never its only action). SwiftUI also clears the
  ///   binding on a button tap, possibly before the tap arrives, so a host never reports this at
  ///   once: it goes through ``SwiftUIAlertAnswerArbiter``, which settles a clear only when no
  ///   tap came.
  /// - A button tap names its action and the rendered alert, and is always reported: the
  ///   navigator refuses an answer to an alert it has removed.
  package func userNavigation(for write: SwiftUIBindingWrite) -> UserNavigation? {
    switch write {
    case .path(let level, let rendered, let written):
      guard let current = self.level(level) else { return nil }
      let destination = HostLevels.backDestination(
        remaining: [current.root] + written, rendered: [current.root] + rendered,
        current: [current.root] + current.path, isTopLevel: level == topLevel)
      return destination.map { .wentBack(to: $0) }
    case .detailPath(let level, let rendered, let written):
      return userNavigation(
        for: .path(
          level: level, rendered: rendered.path,
          written: rendered.levelPath(forDetailPathWritten: written)))
    case .compactColumn(let level, let rendered, let written):
      return userNavigation(
        for: .path(
          level: level, rendered: rendered.path,
          written: rendered.levelPath(forCompactColumnWritten: written)))
    case .presentedLayer(let level, let rendered, let written):
      guard let rendered, written == nil, self.level(level)?.presentedLayer == rendered else {
        return nil
      }
      return .dismissedLayer(containing: rendered.id)
    case .alertDismissed(let rendered):
      guard alert?.id == rendered else { return nil }
      return .dismissedAlert(alertID: rendered)
    case .alertButtonTapped(let actionID, let rendered):
      return .choseAlertAction(actionID: actionID, alertID: rendered)
    }
  }
}
