#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// One level of a ``NavigatorView``: the base container (a `NavigationStack`, or a `TabView`
  /// with one `NavigationStack` per tab) or a modal layer's `NavigationStack`, the layer
  /// presented from it, and (on the top level) the alert.
  ///
  /// A level draws the state ``SwiftUILevelMemory`` gives it: the displayed state while it shows
  /// the level, and the last state that did while the level slides away after a dismissal.
  struct NavigatorLevelView<Route: Equatable & Sendable, Content: View, TabLabel: View>: View {
    let host: SwiftUINavigatorHost<Route>
    let contents: ScreenContents<Route, Content>
    let level: Int
    /// The screen the layer at this level was presented with; `nil` for the base level.
    let layerRoot: ScreenID?
    let content: (CoordinatorKit.NavigationScreen<Route>) -> Content
    let tabLabel: (TabID) -> TabLabel
    #if os(iOS)
      /// A split view collapses into one stack where the width is compact.
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif
    /// What the app shows in an empty column (`splitViewPlaceholder(_:)`), if anything.
    @Environment(\.splitViewPlaceholder) private var splitViewPlaceholder

    /// Whether a split view at this level shows its columns side by side.
    private var showsColumnsSideBySide: Bool {
      #if os(iOS)
        horizontalSizeClass != .compact
      #else
        true
      #endif
    }

    var body: some View {
      let displayed = host.displayedState
      let projection = host.projection(of: displayed)
      if let drawn = host.state(
        forLevel: level, rootedAt: layerRoot, displayed: displayed, projection: projection),
        let current = (drawn == displayed ? projection : SwiftUINavigationProjection(drawn))
          .level(level)
      {
        let isLive = drawn == displayed
        let asks = isLive && level == projection.topLevel
        let (alert, dialog) = asks ? projection.alertByModifier : (nil, nil)
        stacks(current, in: drawn)
          .sheet(
            item: host.layerBinding(level: level, rendered: current.sheet),
            onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
            content: { layer in sheetAbove(rootedAt: layer.id, in: drawn) }
          )
          .layerCover(
            item: host.layerBinding(level: level, rendered: current.fullScreenCover),
            onDismiss: { host.signal(.dismissed(presentedFromLevel: level)) },
            content: { layer in levelAbove(rootedAt: layer.id) }
          )
          .layerPopover(
            item: host.layerBinding(level: level, rendered: current.popover),
            anchor: SwiftUIPopoverAttachment.anchor(
              ofLayerRootedAt: current.popover?.id, in: drawn),
            presentingScreen: SwiftUIPopoverAttachment.presentingScreen(of: current),
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
    /// tagged with its tab so it keeps its identity; otherwise this level's stack or split view.
    @ViewBuilder
    private func stacks(
      _ current: SwiftUINavigationProjection.Level, in drawn: NavigationState<Route>
    ) -> some View {
      let tabs = level == 0 ? host.tabs(drawing: drawn) : nil
      if let tabs, tabs.isTabbed, let selected = tabs.selected {
        TabView(selection: host.tabBinding(rendered: selected)) {
          ForEach(tabs.tabs, id: \.id) { tab in
            container(
              root: tab.root, path: tab.id == selected ? current.path : tab.path,
              split: tab.split, isSelected: tab.id == selected, in: drawn
            )
            .tabItem { tabLabel(tab.id) }
            .tag(tab.id)
          }
        }
      } else {
        container(
          root: current.root, path: current.path, split: current.splitLayout, isSelected: true,
          in: drawn)
      }
    }

    /// One base stack (or a layer's): a `NavigationSplitView` when `split` lays it out as
    /// columns, else a `NavigationStack`. Only a selected one reports what SwiftUI writes; a tab
    /// that is not selected cannot be changed from there, so its writes are echoes.
    @ViewBuilder
    private func container(
      root: ScreenID, path: SwiftUIStackPath, split: SplitLayout?, isSelected: Bool,
      in drawn: NavigationState<Route>
    ) -> some View {
      if let split {
        splitView(
          SwiftUISplitProjection(layout: split, root: root, path: path), isSelected: isSelected,
          in: drawn)
      } else {
        stack(
          root: root,
          path: isSelected
            ? host.pathBinding(level: level, rendered: path)
            : host.unselectedTabPathBinding(rendered: path),
          in: drawn)
      }
    }

    /// A `NavigationStack` of `root` with `path` pushed over it: a level's ``SwiftUIStackPath``,
    /// or the array of a split view's detail column.
    private func stack<Path>(
      root: ScreenID, path: Binding<Path>, in drawn: NavigationState<Route>
    ) -> some View
    where
      Path: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
      Path.Element == ScreenID
    {
      NavigationStack(path: path) {
        screen(root, in: drawn)
          .navigationDestination(for: ScreenID.self) { id in screen(id, in: drawn) }
      }
    }

    /// The base stack laid out as the columns of `columns` (``SwiftUISplitProjection``): the
    /// sidebar, the content column (three columns) and the detail column's `NavigationStack`.
    /// Collapsed, SwiftUI shows the column the state has on top; the user's back there is
    /// reported through `preferredCompactColumn`.
    @ViewBuilder
    private func splitView(
      _ columns: SwiftUISplitProjection, isSelected: Bool, in drawn: NavigationState<Route>
    ) -> some View {
      let compact =
        isSelected
        ? host.compactColumnBinding(level: level, rendered: columns)
        : host.unselectedCompactColumnBinding(rendered: columns)
      switch columns.layout {
      case .twoColumns:
        NavigationSplitView(preferredCompactColumn: compact) {
          screen(columns.sidebar, in: drawn)
        } detail: {
          detailColumn(columns, isSelected: isSelected, in: drawn)
        }
      case .threeColumns:
        NavigationSplitView(preferredCompactColumn: compact) {
          screen(columns.sidebar, in: drawn)
        } content: {
          if let content = columns.content {
            screen(content, in: drawn).id(content)
          } else {
            placeholder(standingFor: columns.placeholderStandsFor)
          }
        } detail: {
          detailColumn(columns, isSelected: isSelected, in: drawn)
        }
      }
    }

    /// The detail column: a `NavigationStack` rooted at the detail's first screen (a new
    /// identity for each root, so its `onAppear` completes the selection's step), or the
    /// placeholder while nothing is selected.
    @ViewBuilder
    private func detailColumn(
      _ columns: SwiftUISplitProjection, isSelected: Bool, in drawn: NavigationState<Route>
    ) -> some View {
      if let detailRoot = columns.detailRoot {
        stack(
          root: detailRoot,
          path: isSelected
            ? host.detailPathBinding(level: level, rendered: columns)
            : host.unselectedTabPathBinding(rendered: columns.detailPath),
          in: drawn
        )
        .id(detailRoot)
      } else {
        placeholder(standingFor: columns.placeholderStandsFor)
      }
    }

    /// An empty column: the app's placeholder, or "No Selection". Its appearance stands for
    /// the screen on top of the base stack, which an expanded split view already shows in a
    /// leading column (SwiftUI calls no `onAppear` for it): so a step that empties the detail
    /// completes as a pop does.
    private func placeholder(standingFor top: ScreenID) -> some View {
      (splitViewPlaceholder ?? AnyView(Text("No Selection")))
        .onAppear { host.signal(.appeared(top)) }
    }

    /// The level presented from this one, rooted at `root`; a leave-guarded screen in it
    /// blocks the swipe-down (which the host then reports as an attempt, on iOS).
    private func levelAbove(rootedAt root: ScreenID) -> some View {
      NavigatorLevelView(
        host: host, contents: contents, level: level + 1, layerRoot: root, content: content,
        tabLabel: tabLabel
      )
      .interactiveDismissDisabled(
        host.displayedState.blocksInteractiveDismissal(atLevel: level + 1))
    }

    /// The sheet presented from this level, rooted at `root`, at the heights `drawn` gives its
    /// layer (``SwiftUISheetDetents``); the user's drag to another one is reported.
    private func sheetAbove(rootedAt root: ScreenID, in drawn: NavigationState<Route>)
      -> some View
    {
      let detents = SwiftUISheetDetents(layerRootedAt: root, in: drawn)
      return levelAbove(rootedAt: root)
        .layerDetents(detents, selection: host.detentSelectionBinding(rendered: detents))
    }

    /// One screen's content (made once, see ``ScreenContents``), told when it appears and when
    /// its transition ends; on a leave-guarded top screen the system Back (and its swipe) gives
    /// way to a Back that asks the engine, where the system one is (``SwiftUIBackButton``).
    @ViewBuilder
    private func screen(_ id: ScreenID, in drawn: NavigationState<Route>) -> some View {
      if let screen = host.screen(withID: id, in: drawn) {
        let back = SwiftUIBackButton(
          forScreen: id, atLevel: level, in: host.displayedState,
          showsColumnsSideBySide: showsColumnsSideBySide)
        madeContent(of: screen)
          .environment(\.navigationScreenID, id)
          .onAppear { host.signal(.appeared(id)) }
          .hostBridge(host: host, screen: id, isLayerRoot: level > 0 && id == layerRoot)
          .navigationBarBackButtonHidden(back.hidesSystemBack)
          .toolbar {
            if case .asking(let title, let systemImage, let placement) = back {
              ToolbarItem(placement: Self.placement(placement)) {
                Button {
                  host.goBack()
                } label: {
                  Label(title, systemImage: systemImage)
                }
              }
            }
          }
      }
    }

    /// The screen's content, made once its coordinator runs (``ScreenContents``); empty until
    /// then, and made on a later update.
    @ViewBuilder
    private func madeContent(of screen: CoordinatorKit.NavigationScreen<Route>) -> some View {
      if let made = contents.content(for: screen, on: host.navigator, make: content) {
        made
      } else {
        Color.clear
      }
    }

    private static func placement(_ placement: SwiftUIBackButton.Placement)
      -> ToolbarItemPlacement
    {
      switch placement {
      case .navigation: .navigation
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
