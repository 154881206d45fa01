#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// What a ``NavigatorView`` shows for one navigator: the host state it keeps across updates
  /// (``NavigatorView`` gives it a new identity, and so a new host, for another navigator), and
  /// the base level with every level above it.
  struct NavigatorHostView<Route: Equatable & Sendable, Content: View, TabLabel: View>: View {
    @State private var host: SwiftUINavigatorHost<Route>
    @State private var contents = ScreenContents<Route, Content>()
    private let content: (CoordinatorKit.NavigationScreen<Route>) -> Content
    private let tabLabel: (TabID) -> TabLabel

    init(
      navigator: Navigator<Route>, strategy: SwiftUICompletionStrategy,
      content: @escaping (CoordinatorKit.NavigationScreen<Route>) -> Content,
      tabLabel: @escaping (TabID) -> TabLabel
    ) {
      _host = State(initialValue: SwiftUINavigatorHost(navigator: navigator, strategy: strategy))
      self.content = content
      self.tabLabel = tabLabel
    }

    var body: some View {
      // Screens neither displayed nor still leaving on screen give their content up.
      let _ = contents.release(keepingScreensOf: host.statesOnScreen)
      NavigatorLevelView(
        host: host, contents: contents, level: 0, layerRoot: nil, content: content,
        tabLabel: tabLabel
      )
      // Attached after the first body, which already drew what attaching displays first.
      .onAppear { host.attach() }
      .task(id: host.navigator.hosting.currentStep?.id) { [host] in
        await host.acknowledgeAtDeadline()
      }
    }
  }
#endif
