import CoordinatorKit

/// A draft being typed, the model ``DraftFlow`` makes for a screen `"draft:TEXT"`: its `text`
/// changes live, without the route being updated.
@MainActor
package final class DraftModel {
  /// The text typed so far.
  package var text: String

  package init(text: String) {
    self.text = text
  }
}

/// A root flow over `String` routes that shows drafts (`"draft:TEXT"`) over `"home"`, makes a
/// ``DraftModel`` for each without caching it (as a coordinator that forgets to might), counts
/// the models it makes, and saves each draft's live text as its route
/// (`FlowCoordinator.savedRoute(for:)`). Every host's content-lifetime tests drive it.
@MainActor
package final class DraftFlow: FlowCoordinator {
  package let node = CoordinatorNode()
  package let navigator: Navigator<String>
  /// How many models ``makeModel(for:)`` made.
  package private(set) var modelsMade = 0
  /// The last model made for each draft's route, which ``savedRoute(for:)`` reads: two drafts
  /// shown with the same text share one entry, as they share the route it is asked with.
  package private(set) var models: [String: DraftModel] = [:]

  package init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  package func start() throws(NavigationError) {
    try replaceNavigation(withRoot: "home")
  }

  /// Shows a draft of `text` over what the flow shows, and returns its screen's identity.
  @discardableResult
  package func showDraft(_ text: String) throws(NavigationError) -> ScreenID {
    try show("draft:\(text)")
  }

  package func next(_ route: String, style: PresentationStyle, after previous: String)
    -> RouteStep<String>
  {
    DraftFlow.text(of: route) == nil ? .refuse : .showScreen
  }

  package func makeModel(for route: String) -> DraftModel? {
    guard let text = DraftFlow.text(of: route) else { return nil }
    modelsMade += 1
    let model = DraftModel(text: text)
    models[route] = model
    return model
  }

  package func savedRoute(for route: String) -> String {
    guard let model = models[route] else { return route }
    return "draft:\(model.text)"
  }

  /// The text of a draft's route; `nil` for a route that is not a draft.
  package static func text(of route: String) -> String? {
    guard route.hasPrefix("draft:") else { return nil }
    return String(route.dropFirst("draft:".count))
  }
}
