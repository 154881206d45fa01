#if canImport(SwiftUI)
  import CoordinatorKit
  import Foundation
  import SwiftUI

  /// Saves a navigator's state in the scene's storage when the scene stops being active, goes
  /// to the background or the view leaves, and rebuilds it once when the scene comes back. See
  /// ``SwiftUI/View/restoringNavigation(of:key:restore:)``; `SwiftUIRestorationSaving` decides
  /// when and what.
  struct NavigationRestoration<Route: Codable & Equatable>: ViewModifier {
    @SceneStorage private var saved: Data?
    @State private var hasRestored = false
    @Environment(\.scenePhase) private var scenePhase
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
          // its root, and the next save replaces the stored copy.
          guard let state = SwiftUIRestorationSaving.savedState(in: saved, as: Route.self)
          else { return }
          try? restore(state)
        }
        .onChange(of: scenePhase) { old, new in
          guard SwiftUIRestorationSaving.saves(from: Self.phase(old), to: Self.phase(new))
          else { return }
          save()
        }
        .onDisappear { save() }
    }

    /// Writes the navigator's state to save now (`Navigator.stateToSave`: each screen's route as
    /// its coordinator saves it); a state that cannot be encoded keeps the last copy.
    private func save() {
      guard let data = SwiftUIRestorationSaving.data(saving: navigator.stateToSave) else {
        return
      }
      saved = data
    }

    private static func phase(_ phase: ScenePhase) -> SwiftUIRestorationSaving.Phase {
      switch phase {
      case .active: .active
      case .inactive: .inactive
      case .background: .background
      @unknown default: .inactive
      }
    }
  }

  extension View {
    /// Keeps `navigator`'s state in the scene's storage (`SceneStorage`, under `key`) and, when
    /// the scene comes back, rebuilds the saved state once through the coordinators: with
    /// `Navigator.restore(everyTabOf:)`, or with `restore` when the app adjusts it first (drops
    /// the screens that need a sign-in):
    ///
    /// ```swift
    /// NavigatorView(app.navigator) { screen in ... }
    ///   .restoringNavigation(of: app.navigator)
    /// ```
    ///
    /// The state is saved when the scene stops being active, when it goes to the background and
    /// when the view leaves, never on each change (encoding costs the whole state), as UIKit asks a
    /// scene for its state only when it goes. What is saved is `Navigator.stateToSave`: a
    /// coordinator whose model holds a live value (a draft) gives its screen's route then
    /// (`FlowCoordinator.savedRoute(for:)`). Alerts are not saved. A saved state that no longer
    /// decodes or fits is dropped.
    public func restoringNavigation<Route: Codable & Equatable>(
      of navigator: Navigator<Route>, key: String = "CoordinatorKit.navigationState",
      restore: (@MainActor (NavigationState<Route>) throws -> Void)? = nil
    ) -> some View {
      let restore = restore ?? { saved in try navigator.restore(everyTabOf: saved) }
      return modifier(NavigationRestoration(navigator: navigator, key: key, restore: restore))
    }
  }
#endif
