#if canImport(SwiftUI)
  import CoordinatorKit
  import Foundation
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A window's navigation: its state saved in the scene's storage and restored once, its links
  /// and activities opened through the coordinators after the restore, its current screen
  /// advertised for Handoff. It only wires SwiftUI's callbacks: `SwiftUIRestorationSaving` decides
  /// when and what to save, `SceneEntryGate` restores and opens, `SwiftUISceneEntries` decides
  /// which activities are continued and advertised.
  struct NavigatorSceneModifier<Route: Codable & Equatable & Sendable>: ViewModifier {
    @SceneStorage private var saved: Data?
    @State private var gate: SceneEntryGate<Route>
    @Environment(\.scenePhase) private var scenePhase
    let navigator: Navigator<Route>
    let activityType: String?
    let continuedTypes: [String]

    init(
      navigator: Navigator<Route>, entry: SceneEntry<Route>?, links: LinkTable<Route>?,
      activityType: String?, key: String,
      adjustingSavedState: (@MainActor (NavigationState<Route>) -> NavigationState<Route>)?,
      report: @escaping @MainActor (SceneError) -> Void
    ) {
      _saved = SceneStorage(key)
      _gate = State(
        initialValue: SceneEntryGate(
          navigator: navigator, scene: key, links: links, activityType: activityType,
          windowEntry: entry, adjustingSavedState: adjustingSavedState, report: report))
      self.navigator = navigator
      self.activityType = activityType
      continuedTypes = SwiftUISceneEntries.continuedActivityTypes(
        activityType: activityType, hasLinks: links != nil)
    }

    func body(content: Content) -> some View {
      content
        .onAppear {
          // The scene's storage is read at once: the restoration settles here, with or without
          // a saved state, and the links that came first are opened after it.
          gate.restore(
            SwiftUIRestorationSaving.savedState(in: saved, as: Route.self), isFinal: true)
        }
        .onChange(of: scenePhase) { old, new in
          guard SwiftUIRestorationSaving.saves(from: Self.phase(old), to: Self.phase(new))
          else { return }
          save()
        }
        .onDisappear { save() }
        .onOpenURL { [gate] url in gate.receive(.link(url.absoluteString)) }
        .modifier(ContinuingActivity(type: continuedTypes.first, gate: gate))
        .modifier(ContinuingActivity(type: continuedTypes.dropFirst().first, gate: gate))
        .userActivity(
          activityType ?? "", isActive: SwiftUISceneEntries.advertises(activityType: activityType)
        ) { [navigator, activityType] activity in
          guard let activityType,
            let advertised = SceneEntryReading.advertisedActivity(
              of: navigator, activityType: activityType, entry: nil)
          else { return }
          activity.addUserInfoEntries(from: advertised.activityUserInfo)
        }
    }

    /// Writes the navigator's state to save now (`Navigator.stateToSave`); a state that cannot
    /// be encoded keeps the last copy.
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

  /// Continues activities of `type` (none when `nil`) through `gate`.
  private struct ContinuingActivity<Route: Codable & Equatable>: ViewModifier {
    let type: String?
    let gate: SceneEntryGate<Route>

    func body(content: Content) -> some View {
      if let type {
        content.onContinueUserActivity(type) { [gate] activity in
          gate.receive(
            .activity(
              SceneActivity(
                type: activity.activityType, userInfo: activity.userInfo,
                webpageURL: activity.webpageURL)))
        }
      } else {
        content
      }
    }
  }

  extension NavigatorView where Route: Codable {
    /// This window's navigation, in one modifier: the navigator's state kept in the scene's
    /// storage (`SceneStorage`, under `key`) and rebuilt once, every tab of it, through the
    /// coordinators when the window comes back; the URLs it is asked to open (`onOpenURL`) read
    /// with `links` and opened through the coordinators; the activities it continues
    /// (`onContinueUserActivity`: a web link, read with `links`, or one of `activityType`,
    /// opened by its target) opened likewise; and, with an `activityType`, its current screen
    /// advertised for Handoff (`userActivity(_:isActive:_:)`).
    ///
    /// ```swift
    /// WindowGroup { InboxWindow() }  // each window: @State private var app = InboxApp()
    /// // InboxWindow's body:
    /// NavigatorView(app.navigator)
    ///   .destination(for: InboxRoute.self) { route in … }
    ///   .navigatorScene(links: InboxApp.links)
    /// ```
    ///
    /// A window opened for an entry the app's `SceneRegistry` handed back
    /// (`SceneDelivery.openNewScene(_:)`) opens it through its coordinators once the saved state is
    /// settled, before the links that came with it: give the scene a value of the entry's type, and
    /// open a window for it with its value.
    ///
    /// ```swift
    /// WindowGroup(for: SceneEntry<AppRoute>.self) { $entry in AppWindow(entry: entry) }
    /// // AppWindow's body, its navigator its own (or the one `scenes.connect(_:)` made for it):
    /// NavigatorView(navigator).navigatorScene(opening: entry, links: AppRoute.links)
    /// // Where the app opens an entry (@Environment(\.openWindow) private var openWindow):
    /// if case .openNewScene(let entry) = try await scenes.open(intent, in: .newScene) {
    ///   openWindow(value: entry)
    /// }
    /// ```
    ///
    /// The entry is opened once: a window that comes back with its saved state (after a relaunch,
    /// SwiftUI gives it its value again) keeps that state, which holds the entry and what followed.
    ///
    /// A link or activity that arrives before the saved state is restored (a cold start from a
    /// link) is opened after it, over the restored state, once. The state is saved when the scene
    /// stops being active, when it goes to the background and when the view leaves, never on each
    /// change: what is saved is `Navigator.stateToSave` (a draft typed into a model included),
    /// without its alert. Every failure (a saved state that no longer fits the coordinators, a
    /// link the table does not read, a target the coordinators do not reach) changes nothing and
    /// is handed to `onFailure` as a `SceneError`; without one, it is written to the standard
    /// error (the debugger's console).
    ///
    /// - Parameters:
    ///   - entry: the entry the window was opened for (its `WindowGroup(for:)` value); `nil` for
    ///     a window opened for none.
    ///   - links: the links URLs and web link activities are read with; `nil` opens none.
    ///   - activityType: the app's activity type for Handoff (declare it under
    ///     `NSUserActivityTypes` in the Info.plist); `nil` advertises and continues none.
    ///   - key: the scene storage key the state is saved under.
    ///   - onFailure: what to do with a failure; by default it is written to the standard error.
    ///   - adjustingSavedState: what the app changes in the saved state before it is restored
    ///     (drops the screens that need a sign-in); `nil` restores it as saved.
    public func navigatorScene(
      opening entry: SceneEntry<Route>? = nil, links: LinkTable<Route>? = nil,
      activityType: String? = nil,
      key: String = "CoordinatorKit.navigationState",
      onFailure: (@MainActor (SceneError) -> Void)? = nil,
      adjustingSavedState: (@MainActor (NavigationState<Route>) -> NavigationState<Route>)? = nil
    ) -> some View {
      modifier(
        NavigatorSceneModifier(
          navigator: navigator, entry: entry, links: links, activityType: activityType,
          key: key, adjustingSavedState: adjustingSavedState,
          report: onFailure ?? { SceneEntryGate<Route>.reportToStandardError($0) }))
    }
  }
#endif
