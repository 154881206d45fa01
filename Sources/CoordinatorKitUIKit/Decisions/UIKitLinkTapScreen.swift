import CoordinatorKit

/// Which screen a link tapped in a view controller belongs to: the screen of the nearest view
/// controller, from the one the control is in up through its parents, that the host made for a
/// screen (a screen's view controller may hold children of its own).
enum UIKitLinkTapScreen {
  /// The screen of the first of `controllers` (the tapped one, then its parents, nearest first)
  /// that `screens` knows; `nil` when none belongs to a screen of the host.
  static func screen(
    ofFirstOf controllers: some Sequence<ObjectIdentifier>,
    in screens: [ObjectIdentifier: ScreenID]
  ) -> ScreenID? {
    controllers.lazy.compactMap { screens[$0] }.first
  }
}
