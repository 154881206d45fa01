#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// Shows a ``Navigator`` in SwiftUI, each screen drawn by `content`.
  ///
  /// The base stack is a `NavigationStack(path:)`; each modal layer a `.sheet` or
  /// `.fullScreenCover` with its own `NavigationStack`, recursively; the alert comes from
  /// ``AlertState`` with its roles. Back swipes, swipe-downs and alert buttons are reported to
  /// the engine; the engine's own changes echoing back are ignored. A screen with unsaved
  /// changes (see ``LeaveGuarding``) gets a Back button that asks first, and its sheet cannot be
  /// swiped away. Each screen's ``ScreenID`` is in the environment as `navigationScreenID`.
  ///
  /// ```swift
  /// NavigatorView(app.navigator) { screen in
  ///   switch screen.route {
  ///   case .inbox: InboxView(model: app.inboxModel(for: screen))
  ///   case .message(let id): MessageView(id: id)
  ///   }
  /// }
  /// ```
  public struct NavigatorView<Route: Equatable & Sendable, Content: View>: View {
    @State private var host: SwiftUINavigatorHost<Route>
    private let content: (CoordinatorKit.Screen<Route>) -> Content

    /// A view showing `navigator`.
    ///
    /// - Parameters:
    ///   - completion: when a step counts as shown; SwiftUI reports no completion for pushes
    ///     and presentations, see ``SwiftUICompletionStrategy``. Use `.immediate` in previews
    ///     and UI tests.
    ///   - content: the view of one screen.
    public init(
      _ navigator: Navigator<Route>, completion: SwiftUICompletionStrategy = .standard,
      @ViewBuilder content: @escaping (CoordinatorKit.Screen<Route>) -> Content
    ) {
      _host = State(initialValue: SwiftUINavigatorHost(navigator: navigator, strategy: completion))
      self.content = content
    }

    /// The base level, with every level presented above it.
    public var body: some View {
      NavigatorLevelView(host: host, level: 0, content: content)
        .onAppear { host.attach() }
        .task(id: host.navigator.currentStep?.id) { [host] in await host.acknowledgeAtDeadline() }
    }
  }
#endif
