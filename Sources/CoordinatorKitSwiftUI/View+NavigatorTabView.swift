#if canImport(SwiftUI)
  import SwiftUI

  /// What an app adds to the `TabView` a ``NavigatorView`` draws: an option of the host, not
  /// navigation state.
  struct NavigatorTabViewOptions: Sendable {
    /// Applied to the tab view once it is drawn.
    let apply: @MainActor @Sendable (AnyView) -> AnyView
  }

  /// The environment key of what an app adds to a ``NavigatorView``'s `TabView`.
  struct NavigatorTabViewOptionsKey: EnvironmentKey {
    static var defaultValue: NavigatorTabViewOptions? { nil }
  }

  extension EnvironmentValues {
    /// What a ``NavigatorView`` applies to the `TabView` it draws for a tabbed state; `nil` for
    /// nothing.
    var navigatorTabViewOptions: NavigatorTabViewOptions? {
      get { self[NavigatorTabViewOptionsKey.self] }
      set { self[NavigatorTabViewOptionsKey.self] = newValue }
    }
  }

  extension View {
    /// Applies `options` to the `TabView` a ``NavigatorView`` draws for a tabbed state. The
    /// navigator owns the `TabView`, so this is where an app gives it what the host does not
    /// decide, such as iOS 26's tab bar minimize behaviour and bottom accessory; apply it to the
    /// ``NavigatorView``:
    ///
    /// ```swift
    /// NavigatorView(app.navigator) { screen in … }
    ///   .navigatorTabView { tabView in
    ///     if #available(iOS 26, *) {
    ///       AnyView(tabView.tabBarMinimizeBehavior(.onScrollDown))
    ///     } else {
    ///       tabView
    ///     }
    ///   }
    /// ```
    public func navigatorTabView(
      _ options: @escaping @MainActor @Sendable (AnyView) -> AnyView
    ) -> some View {
      environment(\.navigatorTabViewOptions, NavigatorTabViewOptions(apply: options))
    }
  }
#endif
