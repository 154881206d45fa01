/// A flow coordinator that makes the presenter or view model of each of its screens: the
/// engine's half of the seam between screens and views. Every host (SwiftUI, UIKit, a test's
/// ``Navigator/model(for:)`` lookup) asks a screen's own coordinator for its model, and a
/// ``ScreenDestinations`` table turns the model into a view, so an app writes no enum of every
/// screen's content and no cast.
///
/// The model's type is the coordinator's own ``ScreenModel``, inferred from its
/// ``makeModel(for:)``: the compiler checks every model it returns against it. A coordinator
/// whose screens share one model type names it; one whose screens have models of several types
/// names a type they share (their base class, a protocol of the app, or `AnyObject`).
///
/// ```swift
/// func makeModel(for screen: NavigationScreen<AppRoute>) -> MessageModel? {
///   guard case .message(let id) = screen.route else { return nil }
///   return MessageModel(id: id, handleEvent: eventHandler { $0.reply(to: $1) })
/// }
/// ```
///
/// A screen also built by links and restorations gets its model the same way, since the model
/// comes from the screen, not from the call that showed it.
@MainActor
public protocol ScreenModelMaking: FlowCoordinator {
  /// The type of the presenters or view models this coordinator makes for its screens.
  associatedtype ScreenModel

  /// The model of `screen`, one of this coordinator's screens; `nil` for a screen shown by its
  /// route alone. Called once per screen by a host, when the screen appears or its route changes.
  func makeModel(for screen: NavigationScreen<Route>) -> ScreenModel?
}

extension ScreenModelMaking {
  /// ``makeModel(for:)`` for a screen of any route type: `nil` unless it is this coordinator's.
  fileprivate func makeModel<Other>(forScreen screen: NavigationScreen<Other>) -> Any? {
    guard let own = screen as? NavigationScreen<Route>, let model = makeModel(for: own) else {
      return nil
    }
    return model
  }
}

extension Navigator {
  /// The model of `screen`, made by the coordinator that owns it (see ``ScreenModelMaking``);
  /// `nil` when its owner makes no models or the screen has no running owner. Screens of
  /// different coordinators have models of different types: a host picks the content for each
  /// by its type with ``ScreenDestinations``.
  public func model(for screen: NavigationScreen<Route>) -> Any? {
    guard let maker = coordinator(owning: screen) as? any ScreenModelMaking else { return nil }
    return maker.makeModel(forScreen: screen)
  }
}
