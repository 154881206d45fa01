#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension NavigatorView where Content == AnyView, TabLabel == TabItemLabel {
    /// A view showing `navigator`, each screen drawn by the destination of its model (see
    /// `CoordinatorKit/ScreenDestinations`); tabs, when its state has some, are labelled with
    /// their titles and symbols (``TabItemLabel``).
    ///
    /// ```swift
    /// NavigatorView(app.navigator, destinations: ScreenDestinations()
    ///   .destination(for: InboxModel.self) { InboxList(model: $0) }
    ///   .destination(for: ComposerModel.self) { ComposerView(model: $0) })
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the navigator shown; the view attaches to it as its host.
    ///   - completion: when a step counts as shown, see ``SwiftUICompletionStrategy``.
    ///   - destinations: the view of each model type; a screen that none takes shows its route.
    public init(
      _ navigator: Navigator<Route>, completion: SwiftUICompletionStrategy = .standard,
      destinations: ScreenDestinations<AnyView>
    ) {
      self.init(navigator, completion: completion) { screen in
        destinations.content(for: screen, on: navigator)
          ?? AnyView(Text(String(describing: screen.route)))
      }
    }
  }
#endif
