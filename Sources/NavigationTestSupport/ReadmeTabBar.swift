import CoordinatorKit

/// The README's tab bar over `String` routes: the tabs "inbox" and "search" first, then a flow
/// per tab, each a change of its own — the order that showed "Unavailable" tabs when a host drew
/// them mid-animation. Every host's content-lifetime tests start it, so they check one app.
@MainActor
package final class ReadmeTabBar: Coordinator {
  package let node = CoordinatorNode()
  package let navigator: Navigator<String>
  /// What each flow pushes over its root when it starts, by tab (the mail demo's Inbox pushes
  /// its messages, so a push slides in over the new tabs).
  private let pushes: [String: String]

  package init(navigator: Navigator<String>, pushes: [String: String] = [:]) {
    self.navigator = navigator
    self.pushes = pushes
  }

  package func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    for tab in ["inbox", "search"] {
      let flow = ReadmeTabFlow(tab, navigator: navigator, pushing: pushes[tab])
      try coordinate(to: flow, inTab: TabID(tab))
    }
  }
}

/// A tab's flow of ``ReadmeTabBar``, whose screens' models name their route and the flow
/// ("inbox made by its flow"), so a test sees who made a screen's content.
@MainActor
package final class ReadmeTabFlow: Flow<String> {
  private let root: String
  private let pushed: String?

  package init(_ root: String, navigator: Navigator<String>, pushing pushed: String? = nil) {
    self.root = root
    self.pushed = pushed
    super.init(navigator: navigator)
  }

  package func start() throws(NavigationError) {
    try show(root)
    if let pushed { try show(pushed) }
  }

  package func makeModel(for route: String) -> String? {
    Self.model(of: route)
  }

  /// The model a flow makes for a screen of `route`.
  package static func model(of route: String) -> String {
    "\(route) made by its flow"
  }
}
