#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// What a ``NavigatorView`` shows for one navigator: the host state it keeps across updates
  /// (``NavigatorView`` gives it a new identity, and so a new host, for another navigator), and
  /// the base level with every level above it.
  ///
  /// Its body reads nothing of the navigator after the first: the host brings its slices up to
  /// date after each change (``SwiftUIDisplaySlices``), and each view below reads its own.
  struct NavigatorHostView<Route: Equatable & Sendable, Content: View, TabLabel: View>: View {
    @State private var host: SwiftUINavigatorHost<Route>
    @State private var contents = ScreenContents<Route, Content>()
    /// The namespace the navigator's zoom transitions and their sources share.
    @Namespace private var zoomNamespace
    private let content: (CoordinatorKit.NavigationScreen<Route>) -> Content
    private let tabLabel: (TabItem) -> TabLabel

    init(
      navigator: Navigator<Route>, strategy: SwiftUICompletionStrategy,
      content: @escaping (CoordinatorKit.NavigationScreen<Route>) -> Content,
      tabLabel: @escaping (TabItem) -> TabLabel
    ) {
      _host = State(initialValue: SwiftUINavigatorHost(navigator: navigator, strategy: strategy))
      self.content = content
      self.tabLabel = tabLabel
    }

    var body: some View {
      let _ = contents.makeContents(with: content)
      // Screens neither displayed nor still leaving on screen give their content up.
      let _ = host.follow { [contents, weak host] in
        contents.release(keepingScreensOf: host?.slices.statesOnScreen ?? [])
      }
      NavigatorLevelView(
        host: host, contents: contents, level: 0, layerRoot: nil, tabLabel: tabLabel
      )
      .environment(\.navigatorZoomNamespace, zoomNamespace)
      // Attached after the first body, which already drew what attaching displays first.
      .onAppear { host.attach() }
      .background { NavigatorStepAcknowledgement(host: host) }
    }
  }
#endif
