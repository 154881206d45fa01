/// The host's half of the seam between screens and views, in the spirit of SwiftUI's
/// `navigationDestination(for:destination:)`: a table from a model type to the content that
/// shows it. A host asks it for each screen's content; it finds the screen's model through its
/// coordinator (see ``ScreenModelMaking``), or takes the screen's route when there is none, and
/// picks the first destination registered for that type.
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
  /// The destinations, in the order registered; each returns `nil` for a model of another type.
  private var destinations: [(Any) -> Content?] = []

  /// A table without destinations.
  public init() {}

  /// A copy that shows models of type `type` with `content`. A type registered twice is shown
  /// by its first registration. (Disfavoured, so a host's own form, such as SwiftUI's view
  /// builder, is chosen where both fit.)
  @_disfavoredOverload
  public func destination<Model>(
    for type: Model.Type, content: @escaping @MainActor (Model) -> Content
  ) -> Self {
    adding { model in (model as? Model).map(content) }
  }

  /// A copy with `destination` tried after the existing ones: for hosts that wrap content.
  package func adding(_ destination: @escaping @MainActor (Any) -> Content?) -> Self {
    var copy = self
    copy.destinations.append(destination)
    return copy
  }

  /// The content of `screen`: its model, made by the coordinator that owns it (or its route,
  /// when it has no model), shown by the first destination for the model's type; `nil` when no
  /// destination takes it.
  public func content<Route>(for screen: NavigationScreen<Route>, on navigator: Navigator<Route>)
    -> Content?
  {
    content(for: navigator.model(for: screen) ?? screen.route)
  }

  /// The content that shows `model`, by the first destination for its type.
  public func content(for model: Any) -> Content? {
    for destination in destinations {
      if let content = destination(model) { return content }
    }
    return nil
  }
}
