#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// The environment key of the screen a view belongs to.
  struct NavigationScreenIDKey: EnvironmentKey {
    static let defaultValue: ScreenID? = nil
  }

  extension EnvironmentValues {
    /// The identity of the navigator screen this view is part of (set by ``NavigatorView``), so
    /// a view deep inside a screen can name its screen to the engine.
    public var navigationScreenID: ScreenID? {
      get { self[NavigationScreenIDKey.self] }
      set { self[NavigationScreenIDKey.self] = newValue }
    }
  }
#endif
