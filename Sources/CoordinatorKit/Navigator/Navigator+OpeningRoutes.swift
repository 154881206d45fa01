/// A tap on a link in a screen: the route goes through the coordinators as a deep link does, so
/// a screen that only navigates needs no presenter or view model of its own.
extension Navigator {
  /// Opens `route` over `screen`, as a tap on a link in that screen does: the screens above
  /// `screen` leave (their leave guards asked first) and `route` is shown over it through the
  /// coordinators, by the flow that owns `screen` or the child flow it names for `route` (see
  /// ``FlowCoordinator/child(for:)``), its guards included: the same path a deep link and a
  /// restoration take, so a tap, a link and a saved state reach the same screens.
  ///
  /// ```swift
  /// try await navigator.open(.message(42), over: inbox)  // a row of the inbox list
  /// try await navigator.open(.compose(draft), as: .modal(.sheet), over: message)
  /// ```
  ///
  /// A host's link control (SwiftUI's `NavigatorLink`, UIKit's `NavigatorHost.open(_:as:from:)`)
  /// calls it for the screen the control is in.
  ///
  /// - Parameters:
  ///   - route: the screen to show.
  ///   - style: how it is shown over `screen`: pushed (the default) or presented.
  ///   - screen: the screen the tap happened in; it must be shown now (not in a tab that is
  ///     not selected).
  ///   - animation: how the change is shown.
  /// - Throws: ``FollowError/screenNotShown(_:)`` when `screen` is not shown, or the errors of
  ///   ``open(_:animation:)``; nothing changed.
  public func open(
    _ route: Route, as style: PresentationStyle = .push, over screen: ScreenID,
    animation: TransitionAnimation = .lastStepOnly
  ) async throws(FollowError) {
    try await open(target(opening: route, as: style, over: screen), animation: animation)
  }

  /// Follows a tap on a host's link control in `screen`: opens `route` over it, as
  /// ``open(_:as:over:animation:)`` does. The control has no caller to throw to, so a failure
  /// goes to the refusal observers (``NavigationError/linkTapNotFollowed(_:)``): a control
  /// outside every screen of the navigator, a route of another type, or a target the
  /// coordinators do not lead to. A tap whose task was cancelled (the host went away) is not
  /// reported.
  package func followLinkTap(to route: Any, as style: PresentationStyle, over screen: ScreenID?)
    async
  {
    do throws(FollowError) {
      guard let screen else {
        throw .impossibleScreen(
          route: "\(route)", reason: "the link is not in a screen of this navigator")
      }
      guard let route = route as? Route else {
        throw .impossibleScreen(
          route: "\(route)", reason: "it is not a \(Route.self), the route type of this navigator")
      }
      try await open(route, as: style, over: screen)
    } catch .cancelled {
      // The host went away with the tap on its way: nobody waits for it.
    } catch {
      reportRefusal(.linkTapNotFollowed(error))
    }
  }

  /// The target a tap on a link in `screen` reaches: the shown screens up to `screen`, then
  /// `route`. Costs the distance of `screen` from the top.
  private func target(
    opening route: Route, as style: PresentationStyle, over screen: ScreenID
  ) throws(FollowError) -> NavigationTarget<Route> {
    let state = storedState
    guard let index = state.pathIndex(of: screen) else { throw .screenNotShown(screen) }
    var target = NavigationTarget(state)
    target.path.removeSubrange((index + 1)...)
    target.path.append(NavigationTarget<Route>.Screen(route, style: style))
    return target
  }
}
