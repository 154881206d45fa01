#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// One level of a ``NavigatorView``: the base container (a `NavigationStack`, or a `TabView`
  /// with one `NavigationStack` per tab) or a modal layer's `NavigationStack`, the layer
  /// presented from it, and (on the top level) the alert.
  ///
  /// A level reads its own slice (``SwiftUILevelSlice``) and nothing else of the navigator: what
  /// is presented from it, its alert, its sheet's heights and guards, and for the base level its
  /// tabs. So it is drawn again only when one of those changes; its stacks
  /// (``NavigatorStackView``) and screens (``NavigatorScreenView``) read their own. A level that
  /// leaves the displayed state keeps its slice, unchanged, while it slides away.
  struct NavigatorLevelView<Route: Equatable & Sendable, Content: View, TabLabel: View>: View {
    let host: SwiftUINavigatorHost<Route>
    let contents: ScreenContents<Route, Content>
    let level: Int
    /// The screen the layer at this level was presented with; `nil` for the base level.
    let layerRoot: ScreenID?
    let tabLabel: (TabItem) -> TabLabel
    @Environment(\.navigatorTabViewOptions) private var tabViewOptions

    var body: some View {
      if let slice = host.slices.level(level, rootedAt: layerRoot) {
        let layer = slice.presentedLayer.value
        let (sheet, cover, popover) = SwiftUINavigationProjection.Level.layerByModifier(layer)
        let (alert, dialog) = SwiftUINavigationProjection.alertByModifier(slice.alert.value)
        asLayer(stacks(slice), slice)
          .sheet(
            item: host.layerBinding(level: level, rendered: sheet),
            onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
            content: { layer in levelAbove(rootedAt: layer.id) }
          )
          .layerCover(
            item: host.layerBinding(level: level, rendered: cover),
            onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
            content: { layer in levelAbove(rootedAt: layer.id) }
          )
          .layerPopover(
            item: host.layerBinding(level: level, rendered: popover),
            anchor: popover == nil ? nil : slice.popoverAnchor.value,
            presentingScreen: popover == nil ? slice.root.value : slice.presentingScreen,
            onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
            content: { layer in levelAbove(rootedAt: layer.id) }
          )
          .alert(
            Text(alert?.title ?? ""), isPresented: host.alertBinding(rendered: alert),
            presenting: alert,
            actions: { alert in
              ForEach(alert.actions, id: \.id) { action in
                Button(action.title, role: Self.role(of: action)) { host.tap(action, of: alert) }
              }
            },
            message: { alert in Text(alert.message ?? "") }
          )
          .confirmationDialog(
            Text(dialog?.title ?? ""), isPresented: host.alertBinding(rendered: dialog),
            titleVisibility: .visible, presenting: dialog,
            actions: { dialog in
              ForEach(dialog.actions, id: \.id) { action in
                Button(action.title, role: Self.role(of: action)) { host.tap(action, of: dialog) }
              }
            },
            message: { dialog in Text(dialog.message ?? "") })
      }
    }

    /// The base level of a tabbed state: a `TabView` with one stack or split view per tab, each
    /// tagged with its tab so it keeps its identity (from iOS 18 and macOS 15, `Tab`s with
    /// sections and the sidebar, ``NavigatorSidebarTabView``); otherwise this level's stack or
    /// split view.
    @ViewBuilder
    private func stacks(_ slice: SwiftUILevelSlice) -> some View {
      let tabs = level == 0 ? host.slices.tabs.value : []
      if !tabs.isEmpty, let selected = host.slices.selectedTab.value {
        if let tabViewOptions {
          tabViewOptions.apply(AnyView(tabView(tabs, selected: selected)))
        } else {
          tabView(tabs, selected: selected)
        }
      } else {
        NavigatorStackView(
          host: host, contents: contents, level: level, layerRoot: layerRoot, tab: nil,
          isSelected: true)
      }
    }

    /// The `TabView` of `tabs`: from iOS 18 and macOS 15, `Tab`s with sections and the sidebar;
    /// before, each stack with `.tabItem`.
    @ViewBuilder
    private func tabView(_ tabs: [TabItem], selected: TabID) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18, macOS 15, *) {
          NavigatorSidebarTabView(
            host: host, contents: contents, level: level, layerRoot: layerRoot, tabs: tabs,
            selected: selected, tabLabel: tabLabel)
        } else {
          itemTabs(tabs, selected: selected)
        }
      #else
        itemTabs(tabs, selected: selected)
      #endif
    }

    /// The tabs as systems before iOS 18 and macOS 15 draw them: each stack with `.tabItem`.
    private func itemTabs(_ tabs: [TabItem], selected: TabID) -> some View {
      TabView(selection: host.tabBinding(rendered: selected)) {
        ForEach(tabs, id: \.id) { tab in
          NavigatorStackView(
            host: host, contents: contents, level: level, layerRoot: layerRoot, tab: tab.id,
            isSelected: tab.id == selected
          )
          .tabItem { tabLabel(tab) }
          .badge(SwiftUITabLabel.badge(of: tab).map { Text($0) })
          .tag(tab.id)
        }
      }
    }

    /// A layer's level as its presentation shows it: a leave-guarded screen in it blocks the
    /// swipe-down (which the host then reports as an attempt, on iOS), and a sheet offers the
    /// heights its layer gives (``SwiftUISheetDetents``), the user's drag to another one
    /// reported.
    @ViewBuilder
    private func asLayer(_ stacks: some View, _ slice: SwiftUILevelSlice) -> some View {
      if level == 0 {
        stacks
      } else if let detents = slice.detents.value {
        stacks
          .interactiveDismissDisabled(slice.blocksInteractiveDismissal.value)
          .layerDetents(detents, selection: host.detentSelectionBinding(rendered: detents))
      } else {
        stacks.interactiveDismissDisabled(slice.blocksInteractiveDismissal.value)
      }
    }

    /// The level presented from this one, rooted at `root`.
    private func levelAbove(rootedAt root: ScreenID) -> some View {
      NavigatorLevelView(
        host: host, contents: contents, level: level + 1, layerRoot: root, tabLabel: tabLabel)
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
