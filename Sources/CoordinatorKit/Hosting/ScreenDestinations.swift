/// The host's half of the seam between screens and views, in the spirit of SwiftUI's
/// `navigationDestination(for:destination:)`: a table from a model type to the content that
/// shows it. A host asks it for each screen's content; it finds the screen's model through its
/// coordinator (see ``FlowCoordinator/makeModel(for:)``), or takes the screen's route when there
/// is none, and picks the destination registered for the model's most specific type.
///
/// ```swift
/// let destinations = ScreenDestinations<UIViewController>()
///   .destination(for: ComposerModel.self) { ComposerViewController(model: $0) }
///   .destination(for: MessageModel.self) { MessageViewController(model: $0) }
/// ```
///
/// Each destination's closure receives its model with its own type, which the compiler checks
/// against the view; the SwiftUI, UIKit and headless hosts all take the same table.
@MainActor
public struct ScreenDestinations<Content> {
  /// The destinations, in the order registered.
  private var destinations: [ScreenDestination<Content>] = []

  /// A table without destinations.
  public init() {}

  /// A copy that shows models of type `type` with `content`.
  ///
  /// A model is shown by the destination registered for its most specific type: a subclass's
  /// own destination wins over its base class's, whatever the order of registration. A type
  /// registered twice, or a model that two unrelated types (a class and a protocol) both take,
  /// is shown by the first registration. (Disfavoured, so a host's own form, such as SwiftUI's
  /// view builder, is chosen where both fit.)
  @_disfavoredOverload
  public func destination<Model>(
    for type: Model.Type, content: @escaping @MainActor (Model) -> Content
  ) -> Self {
    adding(for: type, content: content)
  }

  /// A copy with a destination for models of type `type`: for hosts that wrap content.
  package func adding<Model>(
    for type: Model.Type, content: @escaping @MainActor (Model) -> Content
  ) -> Self {
    var copy = self
    copy.destinations.append(ScreenDestination(for: type, content: content))
    return copy
  }

  /// The content of `screen`: its model, made by the coordinator that owns it (or its route,
  /// when it has no model), shown by the destination for the model's most specific type; `nil`
  /// when no destination takes it.
  public func content<Route>(for screen: NavigationScreen<Route>, on navigator: Navigator<Route>)
    -> Content?
  {
    // A host drawn by its own closure keeps an empty table: no model to look up then.
    guard !destinations.isEmpty else { return nil }
    return content(for: navigator.model(for: screen) ?? screen.route)
  }

  /// The content that shows `model`, by the destination for its most specific type (see
  /// ``destination(for:content:)``).
  public func content(for model: Any) -> Content? {
    guard let index = destinationIndex(for: model) else { return nil }
    return destinations[index].content(model)
  }

  /// Where the destination that shows `model` is: the first that takes it, unless a later one
  /// takes it by a more specific type (a subclass of the first's class).
  private func destinationIndex(for model: Any) -> Int? {
    var chosen: Int?
    for index in destinations.indices where destinations[index].takes(model) {
      guard let best = chosen else {
        chosen = index
        continue
      }
      if destinations[index].isMoreSpecific(than: destinations[best]) { chosen = index }
    }
    return chosen
  }
}
