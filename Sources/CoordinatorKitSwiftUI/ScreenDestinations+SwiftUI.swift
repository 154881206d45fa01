#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension ScreenDestinations where Content == AnyView {
    /// A copy that shows models of type `type` with the view `content` builds, as
    /// `navigationDestination(for:destination:)` does for values.
    public func destination<Model, Destination: View>(
      for type: Model.Type,
      @ViewBuilder content: @escaping @MainActor (Model) -> Destination
    ) -> Self {
      adding(for: type) { AnyView(content($0)) }
    }
  }
#endif
