import CoordinatorKit

/// What a SwiftUI host's `TabView` shows for one displayed state, and what a write SwiftUI
/// makes to its selection binding means.
///
/// A tabbed state (``NavigationState/tabs`` not empty) is drawn as a `TabView` with one
/// `NavigationStack` per tab, each tagged with its ``TabID`` so it keeps its identity (and its
/// scroll positions) while other tabs are selected. The selected tab's stack is the state's
/// base stack, level 0 of ``SwiftUINavigationProjection``, whose bindings report the user's
/// navigation; the other tabs show their own stacks, which the user cannot change from there.
/// A tab whose stack has a ``SplitLayout`` (``Tab/split``) is a `NavigationSplitView` instead
/// (``SwiftUISplitProjection``).
/// Modal layers present over the whole `TabView`.
package struct SwiftUITabsProjection: Hashable, Sendable {
  /// One tab of the `TabView`.
  package struct TabStack: Hashable, Sendable {
    /// The tab, which is also its `TabView` tag.
    package var id: TabID { item.id }
    /// The tab's label: its title and symbol.
    package let item: TabItem
    /// The screen shown as the tab's `NavigationStack` root.
    package let root: ScreenID
    /// The screens pushed over the root, bottom first.
    package internal(set) var path: SwiftUIStackPath
    /// How the tab's stack is split into columns (a `NavigationSplitView`); `nil` for one
    /// `NavigationStack`.
    package internal(set) var split: SplitLayout? = nil

    /// The tab's columns, or `nil` when it is drawn as one `NavigationStack`.
    package var splitColumns: SwiftUISplitProjection? { SwiftUISplitProjection(self) }
  }

  /// The tabs, in order; empty when the state's base is a single stack.
  package internal(set) var tabs: [TabStack]
  /// The selected tab: the value of the `TabView`'s selection binding.
  package let selected: TabID?

  /// The projection of `state`, usually the navigator's `displayedState`.
  package init<Route>(_ state: NavigationState<Route>) {
    tabs = state.tabStacks.compactMap { tab in
      guard let root = tab.stack.first else { return nil }
      return TabStack(
        item: tab.item, root: root.id, path: SwiftUIStackPath(tab.stack.dropFirst().lazy.map(\.id)),
        split: tab.split)
    }
    selected = state.selectedTab
  }

  /// Whether the host draws a `TabView`.
  package var isTabbed: Bool { !tabs.isEmpty }

  /// What SwiftUI writing `written` to the selection binding rendered with `rendered` means,
  /// judged against this projection of what is displayed now.
  ///
  /// - Another tab, while the rendered one is still the displayed selection: the user tapped
  ///   that tab.
  /// - The rendered tab again, while it is still selected: the user tapped the selected tab,
  ///   which pops it to its root (iOS calls a `TabView` selection binding's setter on that tap
  ///   too, with the same value).
  /// - Anything else is an echo or stale: the engine changed the selection since the binding was
  ///   rendered (the write names the tab it now shows, or one the user tapped on a tab bar that
  ///   was already changing), or the tab is not one of the displayed tabs.
  package func userNavigation(forSelectionWritten written: TabID, rendered: TabID)
    -> UserNavigation?
  {
    guard let selected, selected == rendered, tabs.contains(where: { $0.id == written }) else {
      return nil
    }
    return .selectedTab(written)
  }
}
