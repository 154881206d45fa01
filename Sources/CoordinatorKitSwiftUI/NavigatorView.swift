#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// Shows a `Navigator` in SwiftUI, each screen drawn by `content`.
  ///
  /// The base stack is a `NavigationStack(path:)` (a tabbed state is a `TabView` with one
  /// `NavigationStack` per tab, each labelled with its title and symbol, or by `tabLabel`; a
  /// stack laid out as columns, a
  /// `NavigationSplitView`, collapsed on a compact width); each modal layer a `.sheet` or
  /// `.fullScreenCover` with its own `NavigationStack`, recursively, over the whole container;
  /// the alert comes from `AlertState` with its roles. Back swipes, swipe-downs, tab taps and
  /// alert buttons are reported to the engine, and so is an alert dismissed without a button
  /// (the Cancel SwiftUI adds to a confirmation dialog without one, a tap outside it on iPad),
  /// which answers its cancel action or no action; the engine's own changes echoing back are
  /// ignored. A screen with unsaved changes (see `LeaveGuarding`) gets a Back button, where
  /// the system one is, that asks first, and its sheet cannot be swiped away (on iOS the swipe
  /// asks too). Each screen's `ScreenID` is in the environment as `navigationScreenID`, and a
  /// ``NavigatorLink`` in a screen opens its route over that screen through the coordinators.
  ///
  /// `content` runs once per screen, when the screen appears, never on every update: a presenter or
  /// view model it creates (or its coordinator makes, see `FlowCoordinator.makeModel(for:)`) is
  /// made once per screen and kept while the screen stays, route updates included, as on every
  /// host. Only a
  /// screen drawn from its route alone (no coordinator makes its model) runs it again when its
  /// route changes, so it shows the new route. A navigator already deep when the view appears (a
  /// restored or deep-linked launch) is drawn from the engine's first step on, from the first body.
  ///
  /// ```swift
  /// NavigatorView(app.navigator) { screen in
  ///   switch screen.route {
  ///   case .inbox: InboxView(model: app.inboxModel(for: screen))
  ///   case .message(let id): MessageView(id: id)
  ///   }
  /// }
  /// ```
  public struct NavigatorView<Route: Equatable & Sendable, Content: View, TabLabel: View>: View {
    let navigator: Navigator<Route>
    private let completion: SwiftUICompletionStrategy
    private let content: (CoordinatorKit.NavigationScreen<Route>) -> Content
    private let tabLabel: (TabItem) -> TabLabel
    /// The views registered by model type (``destination(for:content:)``), asked before
    /// `content`; empty for a view drawn by its `content` closure alone.
    var destinations = ScreenDestinations<Content>()

    /// A view showing `navigator`, its tabs (when its state has some) labelled by `tabLabel`.
    ///
    /// - Parameters:
    ///   - navigator: the navigator shown; the view attaches to it as its host.
    ///   - completion: when a step counts as shown; SwiftUI reports no completion for pushes
    ///     and presentations, see ``SwiftUICompletionStrategy``. Use `.immediate` in previews
    ///     and UI tests.
    ///   - content: the view of one screen, made once per screen (see above).
    ///   - tabLabel: the label of one tab in the tab bar, from its title and symbol
    ///     (``TabItemLabel`` draws them as the default label does).
    public init(
      _ navigator: Navigator<Route>, completion: SwiftUICompletionStrategy = .standard,
      @ViewBuilder content: @escaping (CoordinatorKit.NavigationScreen<Route>) -> Content,
      @ViewBuilder tabLabel: @escaping (TabItem) -> TabLabel
    ) {
      self.navigator = navigator
      self.completion = completion
      self.content = content
      self.tabLabel = tabLabel
    }

    /// The host of `navigator`, started over whenever the navigator or the strategy changes.
    public var body: some View {
      NavigatorHostView(
        navigator: navigator, strategy: completion,
        content: { [navigator, destinations, content] screen in
          destinations.content(for: screen, on: navigator) ?? content(screen)
        }, tabLabel: tabLabel
      )
      .id(SwiftUIHostIdentity(navigator: navigator, strategy: completion))
      .environment(
        \.navigatorLinkTap,
        NavigatorLinkTap { [navigator] route, style, screen in
          Task { await navigator.followLinkTap(to: route, as: style, over: screen) }
        })
    }
  }

  extension NavigatorView where TabLabel == TabItemLabel {
    /// A view showing `navigator`; tabs, when its state has some, are labelled with their titles
    /// and symbols (``TabItemLabel``).
    ///
    /// - Parameters:
    ///   - navigator: the navigator shown; the view attaches to it as its host.
    ///   - completion: when a step counts as shown, see ``SwiftUICompletionStrategy``. Use
    ///     `.immediate` in previews and UI tests.
    ///   - content: the view of one screen, made once per screen.
    public init(
      _ navigator: Navigator<Route>, completion: SwiftUICompletionStrategy = .standard,
      @ViewBuilder content: @escaping (CoordinatorKit.NavigationScreen<Route>) -> Content
    ) {
      self.init(navigator, completion: completion, content: content) { TabItemLabel($0) }
    }
  }
#endif
