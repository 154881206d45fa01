import CoordinatorKit

extension HeadlessHost {
  /// The user taps a link to `route` in the screen they see, or in `screen` (a list shown beside
  /// its detail), as SwiftUI's `NavigatorLink` and UIKit's `NavigatorHost.open(_:as:from:)` do:
  /// through the coordinators, as a deep link (see ``Navigator/open(_:as:over:animation:)``).
  /// It returns once the route is shown, or throws having changed nothing.
  ///
  /// ```swift
  /// try await host.tapLink(to: .message(42))
  /// try await host.tapLink(to: .compose(draft), as: .modal(.sheet))
  /// ```
  public func tapLink(
    to route: Route, as style: PresentationStyle = .push, in screen: ScreenID? = nil
  ) async throws(FollowError) {
    let tapped = screen ?? navigator.hosting.shownState.topScreen.id
    try await navigator.open(route, as: style, over: tapped)
  }
}
