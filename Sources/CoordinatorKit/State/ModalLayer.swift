/// A modal layer of a navigation state, as a host draws it: a sheet or cover and its stack.
///
/// Layers are a read-only view of ``NavigationState/path``; change them through the state's
/// operations.
public struct ModalLayer<Route> {
  /// Whether the layer is a sheet or a full-screen cover.
  public var style: ModalStyle
  /// Where the layer's root stands in the state's path.
  package var pathIndex: Int
  /// The layer's first screen, the one that was presented.
  public var root: NavigationScreen<Route>
  /// The screens pushed inside the layer, bottom first.
  public var pushed: [NavigationScreen<Route>]

  /// The layer's stack: its root first, then what was pushed inside it.
  public var screens: [NavigationScreen<Route>] { [root] + pushed }
}

extension ModalLayer: Equatable where Route: Equatable {}
extension ModalLayer: Sendable where Route: Sendable {}
