#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// One stack of a ``NavigatorView``'s level: a `NavigationStack`, or a `NavigationSplitView`
  /// where the stack is laid out as columns. The stack of a level, or of one of the base level's
  /// tabs.
  ///
  /// It reads the stack's root, path and columns alone (the level's ``SwiftUILevelSlice``, or
  /// the tab's stack while another tab is selected): a push or a pop draws it again, and
  /// nothing else does. Its screens (``NavigatorScreenView``) read their own; their options,
  /// fixed while they stay, are read unobserved and drawn by ``SwiftUIScreenChrome``.
  struct NavigatorStackView<Route: Equatable & Sendable, Content: View>: View {
    let host: SwiftUINavigatorHost<Route>
    let contents: ScreenContents<Route, Content>
    let level: Int
    /// The screen the layer at this level was presented with; `nil` for the base level.
    let layerRoot: ScreenID?
    /// The tab this stack shows, for the base level of a tabbed state.
    let tab: TabID?
    /// Whether it is the stack the user navigates in: a tab that is not selected cannot be
    /// changed from there, so what SwiftUI writes to its bindings is an echo.
    let isSelected: Bool
    /// What the app shows in an empty column (`splitViewPlaceholder(_:)`), if anything.
    @Environment(\.splitViewPlaceholder) private var splitViewPlaceholder
    /// The namespace zooms and their sources share.
    @Environment(\.navigatorZoomNamespace) private var zoomNamespace

    var body: some View {
      if let tab, !isSelected {
        if let stack = host.slices.tab(tab)?.value {
          container(root: stack.root, path: stack.path, split: stack.split)
        }
      } else if let slice = host.slices.level(level, rootedAt: layerRoot) {
        container(
          root: slice.root.value, path: slice.path.value,
          split: tab.map { host.slices.tab($0)?.value.split } ?? slice.splitLayout.value)
      }
    }

    /// A `NavigationSplitView` when `split` lays the stack out as columns, else a
    /// `NavigationStack`.
    @ViewBuilder
    private func container(root: ScreenID, path: SwiftUIStackPath, split: SplitLayout?)
      -> some View
    {
      if let split {
        splitView(SwiftUISplitProjection(layout: split, root: root, path: path))
      } else {
        stack(
          root: root,
          path: isSelected
            ? host.pathBinding(level: level, rendered: path)
            : host.unselectedTabPathBinding(rendered: path))
      }
    }

    /// A `NavigationStack` of `root` with `path` pushed over it: a level's ``SwiftUIStackPath``,
    /// or the array of a split view's detail column.
    private func stack<Path>(root: ScreenID, path: Binding<Path>) -> some View
    where
      Path: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
      Path.Element == ScreenID
    {
      let chrome = SwiftUIScreenChrome.of(
        stack: ([root] + path.wrappedValue).map { id in
          (id, host.slices.screen(id)?.unobservedValue.options ?? .standard)
        }, isTabStack: tab != nil, presentingScreen: nil)
      return NavigationStack(path: path) {
        screen(root).screenChrome(chrome[root], in: zoomNamespace)
          .navigationDestination(for: ScreenID.self) { id in
            screen(id).screenChrome(chrome[id], in: zoomNamespace)
          }
      }
    }

    /// The base stack laid out as the columns of `columns` (``SwiftUISplitProjection``): the
    /// sidebar, the content column (three columns) and the detail column's `NavigationStack`.
    /// Collapsed, SwiftUI shows the column the state has on top; the user's back there is
    /// reported through `preferredCompactColumn`.
    @ViewBuilder
    private func splitView(_ columns: SwiftUISplitProjection) -> some View {
      let compact =
        isSelected
        ? host.compactColumnBinding(level: level, rendered: columns)
        : host.unselectedCompactColumnBinding(rendered: columns)
      switch columns.layout {
      case .twoColumns:
        NavigationSplitView(preferredCompactColumn: compact) {
          screen(columns.sidebar)
        } detail: {
          detailColumn(columns)
        }
      case .threeColumns:
        NavigationSplitView(preferredCompactColumn: compact) {
          screen(columns.sidebar)
        } content: {
          if let content = columns.content {
            screen(content).id(content)
          } else {
            placeholder(standingFor: columns.placeholderStandsFor)
          }
        } detail: {
          detailColumn(columns)
        }
      }
    }

    /// The detail column: a `NavigationStack` rooted at the detail's first screen (a new
    /// identity for each root, so its `onAppear` completes the selection's step), or the
    /// placeholder while nothing is selected.
    @ViewBuilder
    private func detailColumn(_ columns: SwiftUISplitProjection) -> some View {
      if let detailRoot = columns.detailRoot {
        stack(
          root: detailRoot,
          path: isSelected
            ? host.detailPathBinding(level: level, rendered: columns)
            : host.unselectedTabPathBinding(rendered: columns.detailPath)
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

    /// The view of screen `id`, which reads that screen alone.
    private func screen(_ id: ScreenID) -> some View {
      NavigatorScreenView(
        host: host, contents: contents, id: id, level: level, layerRoot: layerRoot)
    }
  }
#endif
