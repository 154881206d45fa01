import CoordinatorKit

extension HeadlessHost {
  /// Attaches to `navigator` and shows its state, each displayed screen's content made by
  /// `destinations` from the screen's model, as the SwiftUI and UIKit hosts make their views
  /// (see `CoordinatorKit/ScreenDestinations`).
  public convenience init(
    navigator: Navigator<Route>, capabilities: TransitionCapabilities = .oneAtATime,
    destinations: ScreenDestinations<Content>
  ) {
    self.init(navigator: navigator, capabilities: capabilities) { screen in
      destinations.content(for: screen, on: navigator)
    }
  }
}

extension HeadlessHost where Content == Any {
  /// Attaches to `navigator` and shows its state, keeping each displayed screen's model (see
  /// `FlowCoordinator.makeModel(for:)`) as its content: a test then acts as the user through the
  /// same presenters and view models the views would hold.
  public convenience init(
    showingModelsOf navigator: Navigator<Route>,
    capabilities: TransitionCapabilities = .oneAtATime
  ) {
    self.init(navigator: navigator, capabilities: capabilities) { screen in
      navigator.model(for: screen)
    }
  }

  /// The model of the screen the user sees, if it is a `Model`.
  public func topModel<Model>(_ type: Model.Type) -> Model? {
    topContent as? Model
  }
}
