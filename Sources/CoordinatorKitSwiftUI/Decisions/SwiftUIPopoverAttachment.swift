import CoordinatorKit

/// Where a SwiftUI host's popover attaches: the control its layer's ``PopoverAnchor`` names, or
/// the whole screen that presents it.
///
/// Apps mark a control with `popoverAnchor(_:)`, which publishes the control's bounds, under the
/// anchor's name and the screen the control belongs to, through an anchor preference. Each
/// level of the host reads what its content publishes, resolves the anchors into its own
/// coordinates, and gives its one `popover(item:attachmentAnchor:…)` the rectangle
/// ``rect(anchor:presentingScreen:published:screenBounds:)`` picks. `Anchor` and `CGRect` are
/// SwiftUI's and Core Graphics' types: this type speaks in ``Rect`` and ``Source``, which the
/// adapter maps one to one, so the choice is tested on Linux.
enum SwiftUIPopoverAttachment {
  /// A rectangle in the presenting level's coordinates, in points.
  struct Rect: Hashable, Sendable {
    /// The left edge.
    var x: Double
    /// The top edge.
    var y: Double
    /// The width.
    var width: Double
    /// The height.
    var height: Double
  }

  /// What a control marked with `popoverAnchor(_:)` publishes its bounds under: the anchor's
  /// name and the screen the control is part of (the `navigationScreenID` of its environment;
  /// `nil` for a view outside every navigator screen).
  struct Source: Hashable, Sendable {
    /// The navigator screen the control belongs to, if any.
    var screen: ScreenID?
    /// The anchor's name.
    var name: String
  }

  /// The rectangle the popover of a layer pointing at `anchor` attaches to, presented from
  /// `presentingScreen` (the top screen of the level below the popover), given the rectangles
  /// the level's controls `published` and the level's own `screenBounds`.
  ///
  /// - With an anchor, the rectangle of the presenting screen's control of that name.
  /// - Without an anchor, or with a name no control of the presenting screen has (a stale or
  ///   mistyped name, a control not drawn yet, a control of another screen such as one under
  ///   the presenting screen or in another tab, a view outside every screen): `screenBounds`,
  ///   the whole presenting screen, as a popover without an anchor. A popover is never hidden
  ///   for want of its control.
  static func rect(
    anchor: PopoverAnchor?, presentingScreen: ScreenID, published: [Source: Rect],
    screenBounds: Rect
  ) -> Rect {
    guard let anchor else { return screenBounds }
    return published[Source(screen: presentingScreen, name: anchor.name)] ?? screenBounds
  }

  /// The screen a level presents its popover from: its top screen (the last one pushed, or
  /// its root; in a tabbed base, the selected tab's), whose controls the popover may point at.
  static func presentingScreen(of level: SwiftUINavigationProjection.Level) -> ScreenID {
    level.path.last ?? level.root
  }

  /// The anchor of the popover layer presented from a level, rooted at `layerRoot`, in `state`
  /// (the state the level is drawn from); `nil` when there is none, or no popover layer is
  /// rooted there (the level then attaches to its whole screen).
  static func anchor<Route>(
    ofLayerRootedAt layerRoot: ScreenID?, in state: NavigationState<Route>
  ) -> PopoverAnchor? {
    guard let layerRoot else { return nil }
    do {
      return try state.anchor(ofLayerContaining: layerRoot)
    } catch {
      return nil
    }
  }
}
