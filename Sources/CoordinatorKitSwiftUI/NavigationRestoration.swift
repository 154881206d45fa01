#if canImport(SwiftUI)
  import CoordinatorKit
  import Foundation
  import SwiftUI

  /// Saves a navigator's state in the scene's storage on every change, and rebuilds it once
  /// when the scene comes back. See ``SwiftUI/View/restoringNavigation(of:key:restore:)``.
  struct NavigationRestoration<Route: Codable & Equatable>: ViewModifier {
    @SceneStorage private var saved: Data?
    @State private var hasRestored = false
    let navigator: Navigator<Route>
    let restore: @MainActor (NavigationState<Route>) throws -> Void

    init(
      navigator: Navigator<Route>, key: String,
      restore: @escaping @MainActor (NavigationState<Route>) throws -> Void
    ) {
      _saved = SceneStorage(key)
      self.navigator = navigator
      self.restore = restore
    }

    func body(content: Content) -> some View {
      content
        .onAppear {
          guard !hasRestored else { return }
          hasRestored = true
          // A saved state this version cannot read or rebuild is dropped: the app starts at
          // its root, and the next change replaces the stored copy.
          guard let saved,
            let state = try? JSONDecoder().decode(NavigationState<Route>.self, from: saved)
          else { return }
          try? restore(state)
        }
        .onChange(of: navigator.state) {
          var state = navigator.state
          state.dismissAlert()  // What answers an alert cannot be saved.
          saved = try? JSONEncoder().encode(state)
        }
    }
  }

  extension View {
    /// Keeps `navigator`'s state in the scene's storage (`SceneStorage`, under `key`) and, when
    /// the scene comes back, hands the saved state to `restore` once, which rebuilds it through
    /// the coordinators:
    ///
    /// ```swift
    /// NavigatorView(app.navigator) { screen in ... }
    ///   .restoringNavigation(of: app.navigator) { saved in
    ///     try app.navigator.restore(everyTabOf: saved)
    ///   }
    /// ```
    ///
    /// Alerts are not saved. A saved state that no longer decodes or fits is dropped.
    public func restoringNavigation<Route: Codable & Equatable>(
      of navigator: Navigator<Route>, key: String = "CoordinatorKit.navigationState",
      restore: @escaping @MainActor (NavigationState<Route>) throws -> Void
    ) -> some View {
      modifier(NavigationRestoration(navigator: navigator, key: key, restore: restore))
    }
  }
#endif
