/// A modal layer of a navigation state, as a host draws it: a sheet, cover or popover and its
/// stack.
///
/// Layers are a read-only view of ``NavigationState/path``; change them through the state's
/// operations.
public struct ModalLayer<Route> {
  /// How the layer is presented.
  public var style: ModalStyle
  /// Where the layer's root stands in the state's path.
  package var pathIndex: Int
  /// The layer's first screen, the one that was presented.
  public var root: NavigationScreen<Route>
  /// The screens pushed inside the layer, bottom first.
  public var pushed: [NavigationScreen<Route>]
  /// The heights a sheet layer can rest at and the one it rests at; `nil` for a sheet at the
  /// platform's default height and for every other style.
  public var detents: SheetDetents?
  /// The control of the screen below that a popover layer points at; `nil` for a popover that
  /// points at that whole screen and for every other style.
  public var anchor: PopoverAnchor?

  /// The layer's stack: its root first, then what was pushed inside it.
  public var screens: [NavigationScreen<Route>] { [root] + pushed }
}

extension ModalLayer: Equatable where Route: Equatable {}
extension ModalLayer: Sendable where Route: Sendable {}
