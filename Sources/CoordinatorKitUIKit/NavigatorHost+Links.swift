#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  extension NavigatorHost {
    /// Opens `route` over the screen `controller` is in, as a tap on a link there does: through
    /// the coordinators, as a deep link does (see `Navigator.open(_:as:over:animation:)`), so a
    /// screen that only navigates needs no view model for it. Call it from the control's
    /// action; it returns at once, and a tap the coordinators do not follow changes nothing and
    /// is reported to the navigator's refusal observers.
    ///
    /// ```swift
    /// ListViewController(rows: titles) { [unowned host] row, list in
    ///   host.open(.message(ids[row]), from: list)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the screen to show.
    ///   - style: how it is shown over the screen: pushed (the default) or presented.
    ///   - controller: the view controller the tapped control is in: a screen's, or a child of
    ///     one.
    public func open(
      _ route: Route, as style: PresentationStyle = .push, from controller: UIViewController
    ) {
      let chain = sequence(first: controller, next: \.parent).map(ObjectIdentifier.init)
      let screen = UIKitLinkTapScreen.screen(ofFirstOf: chain, in: screenOfController)
      Task { [navigator] in await navigator.followLinkTap(to: route, as: style, over: screen) }
    }
  }
#endif
