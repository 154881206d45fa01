import CoordinatorKit

/// What a SwiftUI host draws of one level (the base stack, or a modal layer's stack), each
/// piece observed on its own (``SwiftUIObservedValue``), so that a change redraws only the views
/// that read the pieces it changed: a push on this stack its path, a sheet presented from it its
/// presented layer, and nothing of the other levels.
///
/// ``SwiftUIDisplaySlices`` keeps one per displayed level, and keeps a level's after it left the
/// displayed state, unchanged, while it slides away.
@MainActor
package final class SwiftUILevelSlice {
  /// The screen shown as the stack's root view: the root of the state for level 0, the layer's
  /// presented screen above it.
  package let root: SwiftUIObservedValue<ScreenID>
  /// The screens pushed over the root, bottom first: what the stack's path binding renders.
  package let path: SwiftUIObservedValue<SwiftUIStackPath>
  /// How the stack is split into columns; `nil` for one `NavigationStack`.
  package let splitLayout: SwiftUIObservedValue<SplitLayout?>
  /// The layer presented from this level, the item of one of its presentation modifiers.
  package let presentedLayer: SwiftUIObservedValue<SwiftUINavigationProjection.PresentedLayer?>
  /// Where the popover presented from this level points, when a popover is presented.
  package let popoverAnchor: SwiftUIObservedValue<PopoverAnchor?>
  /// The heights this level offers as a sheet; `nil` for the base level and other layers.
  let detents: SwiftUIObservedValue<SwiftUISheetDetents?>
  /// The alert this level shows: the top level's alert while it is the top level, else `nil`.
  package let alert: SwiftUIObservedValue<AlertState?>
  /// Whether the user's swipe-down of this layer is blocked (a guarded screen in it).
  package let blocksInteractiveDismissal: SwiftUIObservedValue<Bool>
  /// The screen whose Back asks on this level, if any (``SwiftUIBackButton``).
  package let guardedTop: SwiftUIObservedValue<SwiftUIBackButton.GuardedTop?>

  /// A level rooted at `root` showing `level` of a projection.
  package init(_ level: SwiftUINavigationProjection.Level) {
    root = SwiftUIObservedValue(level.root)
    path = SwiftUIObservedValue(level.path)
    splitLayout = SwiftUIObservedValue(level.splitLayout)
    presentedLayer = SwiftUIObservedValue(level.presentedLayer)
    popoverAnchor = SwiftUIObservedValue(nil)
    detents = SwiftUIObservedValue(nil)
    alert = SwiftUIObservedValue(nil)
    blocksInteractiveDismissal = SwiftUIObservedValue(false)
    guardedTop = SwiftUIObservedValue(nil)
  }

  /// The screen a popover presented from this level is attached to: the top of its stack.
  package var presentingScreen: ScreenID {
    SwiftUIPopoverAttachment.presentingScreen(
      of: .init(root: root.value, path: path.value, presentedLayer: nil))
  }

  /// The screens this level showed last: its root and its path.
  var screens: [ScreenID] {
    [root.unobservedValue] + path.unobservedValue
  }

  /// Shows `level` (of the projection of `displayed`): assigns each piece that differs.
  func show<Route>(_ level: SwiftUINavigationProjection.Level, in displayed: NavigationState<Route>)
  {
    root.set(level.root)
    path.set(level.path)
    splitLayout.set(level.splitLayout)
    presentedLayer.set(level.presentedLayer)
    popoverAnchor.set(
      level.popover.flatMap {
        SwiftUIPopoverAttachment.anchor(ofLayerRootedAt: $0.id, in: displayed)
      })
  }
}
