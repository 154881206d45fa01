#if canImport(SwiftUI)
  import SwiftUI

  /// The environment key of what a split view's empty column shows.
  struct SplitViewPlaceholderKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
  }

  extension EnvironmentValues {
    /// What a ``NavigatorView``'s split view shows in a column while nothing is selected for
    /// it; `nil` for the default, "No Selection".
    var splitViewPlaceholder: AnyView? {
      get { self[SplitViewPlaceholderKey.self] }
      set { self[SplitViewPlaceholderKey.self] = newValue }
    }
  }

  extension View {
    /// Shows `placeholder` in a split view's column while nothing is selected for it ("No
    /// Message Selected"), in place of the default "No Selection". The navigator owns the
    /// `NavigationSplitView`, so this is where an app gives what it would write in the detail
    /// column itself; apply it to the ``NavigatorView``.
    public func splitViewPlaceholder<Placeholder: View>(
      @ViewBuilder _ placeholder: () -> Placeholder
    ) -> some View {
      environment(\.splitViewPlaceholder, AnyView(placeholder()))
    }
  }
#endif
