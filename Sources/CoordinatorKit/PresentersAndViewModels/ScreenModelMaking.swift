/// A flow coordinator that makes the presenter or view model of each of its screens: the
/// engine's half of the seam between screens and views. Every host (SwiftUI, UIKit, a test's
/// ``Navigator/model(for:)`` lookup) asks a screen's own coordinator for its model, and a
/// ``ScreenDestinations`` table turns the model into a view, so an app writes no enum of every
/// screen's content and no cast.
///
/// ```swift
/// func makeModel(for screen: NavigationScreen<AppRoute>) -> Any? {
///   switch screen.route {
///   case .inbox: EventViewModel(handleEvent: eventHandler { $0.open($1) })
///   case .message(let id): MessageModel(id: id)
///   }
/// }
/// ```
///
/// A screen also built by links and restorations gets its model the same way, since the model
/// comes from the screen, not from the call that showed it.
@MainActor
public protocol ScreenModelMaking: FlowCoordinator {
  /// The model of `screen`, one of this coordinator's screens; `nil` for a screen shown by its
  /// route alone. Called once per screen by a host, when the screen appears or its route changes.
  func makeModel(for screen: NavigationScreen<Route>) -> Any?
}

extension ScreenModelMaking {
  /// ``makeModel(for:)`` for a screen of any route type: `nil` unless it is this coordinator's.
  fileprivate func makeModel<Other>(forScreen screen: NavigationScreen<Other>) -> Any? {
    guard let own = screen as? NavigationScreen<Route> else { return nil }
    return makeModel(for: own)
  }
}

extension Navigator {
  /// The model of `screen`, made by the coordinator that owns it (see ``ScreenModelMaking``);
  /// `nil` when its owner makes no models or the screen has no running owner.
  public func model(for screen: NavigationScreen<Route>) -> Any? {
    guard let maker = coordinator(owning: screen) as? any ScreenModelMaking else { return nil }
    return maker.makeModel(forScreen: screen)
  }
}
