/// One tab of a ``TabBarCoordinator``, declared in one line: its name (also its title, unless
/// given another), its SF Symbol, its root route, its columns, and the flow coordinator that runs
/// it.
///
/// ```swift
/// TabFlow("Inbox", symbol: "tray", root: .inbox, split: .twoColumns) { InboxCoordinator(navigator: $0) }
/// ```
public struct TabFlow<Route: Equatable> {
  /// The tab's name, title and symbol.
  public let item: TabItem
  /// The route of the tab's root screen, which its flow owns from the start.
  public let root: Route
  /// The columns the tab's stack shows in (a split view); `nil` for one stack.
  public let split: SplitLayout?
  /// Makes the tab's flow coordinator on the tab bar's navigator.
  let makeFlow: @MainActor (Navigator<Route>) -> any Coordinator

  /// Tab `id`, labelled `title` (its name when `nil`) beside the SF Symbol `symbol`, whose root
  /// shows `root` (in the columns of `split`, when given), run by the coordinator `flow` makes.
  ///
  /// - Parameters:
  ///   - id: the tab's name: its identity in the state, a saved state and a link.
  ///   - title: the text its tab bar item shows; its name when `nil`.
  ///   - symbol: the name of the SF Symbol beside the title; `nil` for the title alone.
  ///   - badge: the short text over the tab (an unread count); `nil` for none.
  ///   - section: the sidebar section it is listed in (iOS 18 and later); `nil` for none.
  ///   - isSearch: whether it is the app's search tab.
  ///   - root: the route of its root screen.
  ///   - split: the columns its stack shows in; `nil` for one stack.
  ///   - flow: makes the flow coordinator that owns the tab's root from the start (its
  ///     `start()` is not called: the root is its first screen) and runs the tab.
  public init<TabRootFlow: FlowCoordinator>(
    _ id: TabID, title: String? = nil, symbol: String? = nil, badge: String? = nil,
    section: String? = nil, isSearch: Bool = false, root: Route, split: SplitLayout? = nil,
    flow: @escaping @MainActor (Navigator<Route>) -> TabRootFlow
  ) where TabRootFlow.Route == Route {
    item = TabItem(
      id, title: title, symbol: symbol, badge: badge, section: section, isSearch: isSearch)
    self.root = root
    self.split = split
    makeFlow = { flow($0) }
  }
}
