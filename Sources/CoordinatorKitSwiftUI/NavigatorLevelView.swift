#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// One level of a ``NavigatorView``: a `NavigationStack` of the base stack or of a modal
  /// layer, the layer presented from it, and (on the top level) the alert.
  struct NavigatorLevelView<Route: Equatable & Sendable, Content: View>: View {
    let host: SwiftUINavigatorHost<Route>
    let level: Int
    let content: (CoordinatorKit.Screen<Route>) -> Content

    var body: some View {
      let displayed = host.navigator.displayedState
      let projection = SwiftUINavigationProjection(displayed)
      if let current = projection.level(level) {
        let alert = level == projection.topLevel ? projection.alert : nil
        NavigationStack(path: host.pathBinding(level: level, rendered: current.path)) {
          screen(current.root)
            .navigationDestination(for: ScreenID.self) { id in screen(id) }
        }
        .sheet(
          item: host.layerBinding(level: level, rendered: current.sheet),
          onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
          content: { _ in levelAbove(in: displayed) }
        )
        .layerCover(
          item: host.layerBinding(level: level, rendered: current.fullScreenCover),
          onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
          content: { _ in levelAbove(in: displayed) }
        )
        .alert(
          Text(alert?.title ?? ""), isPresented: host.alertBinding(rendered: alert),
          presenting: alert,
          actions: { alert in
            ForEach(alert.actions, id: \.id) { action in
              Button(action.title, role: Self.role(of: action)) { host.tap(action, of: alert) }
            }
          },
          message: { alert in Text(alert.message ?? "") })
      }
    }

    /// The level presented from this one; a leave-guarded screen in it blocks the swipe-down.
    private func levelAbove(in displayed: NavigationState<Route>) -> some View {
      NavigatorLevelView(host: host, level: level + 1, content: content)
        .interactiveDismissDisabled(displayed.blocksInteractiveDismissal(atLevel: level + 1))
    }

    /// One screen's view, told when it appears; on a leave-guarded top screen the system Back
    /// (and its swipe) gives way to a Back button that asks the engine.
    @ViewBuilder
    private func screen(_ id: ScreenID) -> some View {
      let displayed = host.navigator.displayedState
      if let screen = displayed.screen(withID: id) {
        let asksBeforeBack =
          displayed.modalDepth == level && displayed.topScreen.id == id
          && displayed.blocksInteractiveBack(atLevel: level)
        content(screen)
          .environment(\.navigationScreenID, id)
          .onAppear { host.signal(.appeared(id)) }
          .navigationBarBackButtonHidden(asksBeforeBack)
          .toolbar {
            if asksBeforeBack {
              Button("Back") { host.goBack() }
            }
          }
      }
    }

    private static func role(of action: AlertAction) -> ButtonRole? {
      switch action.role {
      case .cancel: .cancel
      case .destructive: .destructive
      case .default: nil
      }
    }
  }
#endif
