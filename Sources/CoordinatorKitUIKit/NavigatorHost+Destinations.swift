#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  extension NavigatorHost {
    /// A host showing `navigator`, each screen's view controller made by the destination of its
    /// model (see `CoordinatorKit/ScreenDestinations`).
    ///
    /// ```swift
    /// let host = NavigatorHost(navigator: app.navigator, destinations: ScreenDestinations()
    ///   .destination(for: ComposerModel.self) { ComposerViewController(model: $0) })
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the navigator shown; the host attaches to it.
    ///   - destinations: the view controller of each model type; a screen that none takes shows
    ///     an empty view controller titled with its route.
    public convenience init(
      navigator: Navigator<Route>, destinations: ScreenDestinations<UIViewController>
    ) {
      self.init(navigator: navigator) { screen in
        if let controller = destinations.content(for: screen, on: navigator) {
          return controller
        }
        let placeholder = UIViewController()
        placeholder.title = String(describing: screen.route)
        return placeholder
      }
    }
  }
#endif
