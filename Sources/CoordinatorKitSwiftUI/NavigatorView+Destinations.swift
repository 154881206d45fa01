#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension NavigatorView where Content == AnyView, TabLabel == TabItemLabel {
    /// A view showing `navigator`, each screen drawn by the destination registered for its model
    /// with ``destination(for:content:)``; tabs, when its state has some, are labelled with their
    /// titles and symbols (``TabItemLabel``). A screen that no destination takes shows its route.
    ///
    /// ```swift
    /// NavigatorView(app.navigator)
    ///   .destination(for: InboxModel.self) { InboxList(model: $0) }
    ///   .destination(for: ComposerModel.self) { ComposerView(model: $0) }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the navigator shown; the view attaches to it as its host.
    ///   - completion: when a step counts as shown, see ``SwiftUICompletionStrategy``.
    public init(_ navigator: Navigator<Route>, completion: SwiftUICompletionStrategy = .standard) {
      self.init(navigator, completion: completion) { screen in
        AnyView(Text(String(describing: screen.route)))
      }
    }

    /// This view, showing models of type `type` with the view `content` builds, as
    /// `navigationDestination(for:destination:)` does for values.
    ///
    /// A screen's model is the one its coordinator makes (see `FlowCoordinator.makeModel(for:)`), or its route
    /// when there is none; it is shown by the destination registered for its most specific type:
    /// a subclass's own destination wins over its base class's, whatever the order. A type
    /// registered twice, or a model that two unrelated types (a class and a protocol) both
    /// take, is shown by the first registration.
    public func destination<Model, Destination: View>(
      for type: Model.Type,
      @ViewBuilder content: @escaping @MainActor (Model) -> Destination
    ) -> Self {
      var view = self
      view.destinations = destinations.adding(for: type) { AnyView(content($0)) }
      return view
    }
  }
#endif
