import CoordinatorKit

/// A demo coordinator that can build the content of the screens it owns: the presenter or view
/// model (what tests hold) and the terminal view that draws it.
@MainActor
package protocol DemoScreenMaking: FlowCoordinator where Route == DemoRoute {
  /// The presenter or view model for one of this coordinator's screens.
  func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel?
}
