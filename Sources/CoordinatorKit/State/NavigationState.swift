/// Everything one navigation host shows, as a plain value.
///
/// A state is a root screen, a `path` of screens presented over it, and an optional alert on
/// top. In the path, a push extends the stack it stands on; a sheet or cover starts a new modal
/// layer whose own pushes follow it. So `[push A, sheet B, push C]` is a base stack of root + A,
/// with a sheet whose stack is B + C.
///
/// The value cannot break its invariants: there is always exactly one root, every modal layer
/// has a root (the sheet or cover that starts it), an alert can only be on top, and no two
/// screens share an identity. Operations that would break one throw a ``NavigationError`` and
/// leave the value as it was. The state is `Codable` when the app's `Route` is, which is all
/// state restoration needs.
public struct NavigationState<Route> {
  /// The first screen, which is never popped or dismissed.
  public internal(set) var root: Screen<Route>
  /// The screens over the root, bottom first, each with how it was presented.
  public internal(set) var path: [PresentedScreen<Route>]
  /// The alert on top of everything, if one is showing.
  public internal(set) var alert: AlertState?

  /// A state that shows only `root`.
  public init(root: Route, owner: CoordinatorID? = nil) {
    self.root = Screen(root, owner: owner)
    path = []
    alert = nil
  }

  /// A state showing `root` with `pushed` pushed onto it, for jumps such as "go to the end".
  public init(root: Route, pushing pushed: [Route], owner: CoordinatorID? = nil) {
    self.init(root: root, owner: owner)
    path = pushed.map { PresentedScreen(Screen($0, owner: owner), style: .push) }
  }

  /// A state built from parts, checked for its invariants.
  ///
  /// - Throws: ``NavigationError/duplicateScreenID(_:)`` when two screens share an identity.
  public init(
    root: Screen<Route>, path: [PresentedScreen<Route>] = [], alert: AlertState? = nil
  ) throws(NavigationError) {
    self.root = root
    self.path = path
    self.alert = alert
    if let duplicate = firstDuplicateID() {
      throw .duplicateScreenID(duplicate)
    }
  }

  // MARK: Reading the state

  /// Every screen, root first, in the order they were presented.
  public var screens: [Screen<Route>] {
    [root] + path.map(\.screen)
  }

  /// The screen the user sees (under the alert, if one is showing).
  public var topScreen: Screen<Route> {
    path.last?.screen ?? root
  }

  /// The base stack: the root and the screens pushed on it before any modal.
  public var baseStack: [Screen<Route>] {
    [root] + path.prefix { $0.style == .push }.map(\.screen)
  }

  /// The modal layers, bottom first, each with its own stack.
  public var layers: [ModalLayer<Route>] {
    var layers: [ModalLayer<Route>] = []
    for (index, element) in path.enumerated() {
      switch element.style {
      case .push where !layers.isEmpty:
        layers[layers.count - 1].pushed.append(element.screen)
      case .push:
        continue  // Pushed on the base stack, before any layer.
      case .sheet:
        layers.append(ModalLayer(style: .sheet, pathIndex: index, root: element.screen, pushed: []))
      case .cover:
        layers.append(ModalLayer(style: .cover, pathIndex: index, root: element.screen, pushed: []))
      }
    }
    return layers
  }

  /// The stack the next push goes into: the top modal layer's, or the base stack.
  public var topStack: [Screen<Route>] {
    layers.last?.screens ?? baseStack
  }

  /// The path index where the top layer starts (its modal root), or `nil` for the base stack.
  var topLayerStartIndex: Int? {
    path.lastIndex { $0.style.isModal }
  }

  /// The number of modal layers presented.
  public var modalDepth: Int {
    path.count { $0.style.isModal }
  }

  /// Whether a screen with this identity is in the state.
  public func contains(_ id: ScreenID) -> Bool {
    root.id == id || path.contains { $0.screen.id == id }
  }

  /// The screen with this identity, if it is in the state.
  public func screen(withID id: ScreenID) -> Screen<Route>? {
    root.id == id ? root : path.first { $0.screen.id == id }?.screen
  }

  /// The coordinators that own at least one screen.
  public var owners: Set<CoordinatorID> {
    Set(screens.compactMap(\.owner))
  }

  /// The screens owned by a coordinator, bottom first.
  public func screens(ownedBy owner: CoordinatorID) -> [Screen<Route>] {
    screens.filter { $0.owner == owner }
  }

  /// The path index of a screen: `-1` for the root, `nil` when absent.
  func pathIndex(of id: ScreenID) -> Int? {
    if root.id == id { return -1 }
    return path.firstIndex { $0.screen.id == id }
  }

  func firstDuplicateID() -> ScreenID? {
    var seen: Set<ScreenID> = [root.id]
    for element in path where !seen.insert(element.screen.id).inserted {
      return element.screen.id
    }
    return nil
  }
}

extension NavigationState: Equatable where Route: Equatable {}
extension NavigationState: Hashable where Route: Hashable {}
extension NavigationState: Sendable where Route: Sendable {}

extension NavigationState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, path, alert
  }

  /// Decodes a state and checks its invariants, so a corrupt restoration file is reported as
  /// a decoding error instead of producing a state the app cannot show.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let root = try container.decode(Screen<Route>.self, forKey: .root)
    let path = try container.decodeIfPresent([PresentedScreen<Route>].self, forKey: .path) ?? []
    let alert = try container.decodeIfPresent(AlertState.self, forKey: .alert)
    do {
      try self.init(root: root, path: path, alert: alert)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encode(path, forKey: .path)
    try container.encodeIfPresent(alert, forKey: .alert)
  }
}
