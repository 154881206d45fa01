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
  /// route alone. The model is made once per screen and kept while the screen stays, route
  /// updates included, on every host (SwiftUI, UIKit, the terminal, `HeadlessHost`): a host
  /// asks again only when another coordinator takes the screen over. A route updated as the
  /// user types does not remake the model; give the model's live value when the state is saved
  /// with ``savedRoute(for:)``.
  func makeModel(for screen: NavigationScreen<Route>) -> ScreenModel?

  /// The route to save for `screen`, one of this coordinator's screens, when the state is saved
  /// (``Navigator/stateToSave``): a model that holds a live value (a draft being typed) gives
  /// it here, instead of updating the route on every keystroke. The default is the screen's
  /// route.
  ///
  /// ```swift
  /// func savedRoute(for screen: NavigationScreen<AppRoute>) -> AppRoute {
  ///   guard let composer = composers[screen.id] else { return screen.route }
  ///   return .compose(draft: composer.text)
  /// }
  /// ```
  func savedRoute(for screen: NavigationScreen<Route>) -> Route
}

extension ScreenModelMaking {
  /// The screen's own route: nothing in its model differs from it.
  public func savedRoute(for screen: NavigationScreen<Route>) -> Route {
    screen.route
  }
}

extension ScreenModelMaking {
  /// ``makeModel(for:)`` for a screen of any route type: `nil` unless it is this coordinator's.
  fileprivate func makeModel<Other>(forScreen screen: NavigationScreen<Other>) -> Any? {
    guard let own = screen as? NavigationScreen<Route>, let model = makeModel(for: own) else {
      return nil
    }
    return model
  }

  /// ``savedRoute(for:)`` for a screen of any route type: `nil` unless it is this coordinator's.
  fileprivate func savedRoute<Other>(forScreen screen: NavigationScreen<Other>) -> Other? {
    guard let own = screen as? NavigationScreen<Route> else { return nil }
    return savedRoute(for: own) as? Other
  }
}

extension Navigator {
  /// The model of `screen`, made by the coordinator that owns it (see ``ScreenModelMaking``);
  /// `nil` when its owner makes no models or the screen has no running owner. Each call makes a
  /// model: hosts call it once per screen and keep what it made while the screen stays. Screens of
  /// different coordinators have models of different types: a host picks the content for each
  /// by its type with ``ScreenDestinations``.
  public func model(for screen: NavigationScreen<Route>) -> Any? {
    guard let maker = coordinator(owning: screen) as? any ScreenModelMaking else { return nil }
    return maker.makeModel(forScreen: screen)
  }

  /// Whether the content of a screen owned by `owner` holds a model: its owner runs here and
  /// makes models (``ScreenModelMaking``). A host keeps such content while the screen stays,
  /// route updates included; content without one is drawn from the screen's route alone.
  package func makesModels(forScreenOwnedBy owner: CoordinatorID?) -> Bool {
    guard let owner else { return false }
    return owners?.owner(withID: owner) is any ScreenModelMaking
  }
}

extension Navigator {
  /// The state to save for a later launch: ``state`` with the route of each screen whose running
  /// owner is a ``ScreenModelMaking`` replaced by its ``ScreenModelMaking/savedRoute(for:)``, so a
  /// value a model holds live (a draft being typed) is saved without updating the route on every
  /// change. It equals ``state`` when no owner gives another route.
  ///
  /// Every way of saving a state uses it (`restoringNavigation` in SwiftUI,
  /// `SceneNavigationRestoration` in UIKit): read it when saving, never per change. Without a
  /// running owner that makes models it costs the number of owners; otherwise it walks the
  /// screens once, asks only those whose owner makes models, and rebuilds the state once, above
  /// the lowest screen whose route differs.
  public var stateToSave: NavigationState<Route> {
    var saved = state
    // Unsaved changes as they are now, though the state hears of them a turn later.
    let unsaved = owners?.runningOwners { ($0 as? any LeaveGuarding)?.hasUnsavedChanges == true }
    for owner in (unsaved ?? [:]).keys { saved.setOwnerLeaveGuard(true, for: owner) }
    guard let makers = owners?.runningOwners(where: { $0 is any ScreenModelMaking }),
      !makers.isEmpty
    else { return saved }
    var changed: [(screen: ScreenID, route: Route)] = []
    for screen in saved.screens {
      guard let owner = screen.owner, let maker = makers[owner] as? any ScreenModelMaking,
        let route = maker.savedRoute(forScreen: screen), route != screen.route
      else { continue }
      changed.append((screen.id, route))
    }
    guard !changed.isEmpty else { return saved }
    saved.replaceRoutes(Dictionary(changed, uniquingKeysWith: { _, last in last }))
    return saved
  }
}
