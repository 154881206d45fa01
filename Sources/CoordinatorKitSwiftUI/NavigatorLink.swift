#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// A control that opens a route over the screen it is in, through the coordinators, as a deep
  /// link does: the flow that owns the screen shows the route, or starts the child flow it names
  /// for it (see `FlowCoordinator.child(for:)`), guards included. A screen that only navigates
  /// (a list of messages, a Reply button) needs no presenter or view model for it.
  ///
  /// ```swift
  /// List(messages) { message in
  ///   NavigatorLink(message.subject, to: .message(message.id))
  /// }
  /// NavigatorLink("Reply", to: .compose(Draft(to: sender)), as: .modal(.sheet))
  /// ```
  ///
  /// It works inside a ``NavigatorView``'s screens, which tell it its screen and navigator; it is
  /// disabled anywhere else. A tap the coordinators do not follow changes nothing and is
  /// reported to the navigator's refusal observers (`Navigator.observeRefusals(_:)`).
  public struct NavigatorLink<Route, Label: View>: View {
    @Environment(\.navigationScreenID) private var screen
    @Environment(\.navigatorLinkTap) private var tap
    private let route: Route
    private let style: PresentationStyle
    private let label: Label

    /// A link to `route`, shown with `style` over the screen it is in, labelled by `label`.
    public init(
      to route: Route, as style: PresentationStyle = .push, @ViewBuilder label: () -> Label
    ) {
      self.route = route
      self.style = style
      self.label = label()
    }

    /// A button that follows the link.
    public var body: some View {
      Button {
        tap?.follow(route, style, screen)
      } label: {
        label
      }
      .disabled(tap == nil)
    }
  }

  extension NavigatorLink where Label == Text {
    /// A link to `route`, shown with `style` over the screen it is in, titled `title`.
    public init(_ title: String, to route: Route, as style: PresentationStyle = .push) {
      self.init(to: route, as: style) { Text(title) }
    }
  }

  /// How a ``NavigatorLink`` reaches its navigator: set by ``NavigatorView`` for the views of its
  /// screens.
  struct NavigatorLinkTap {
    /// Opens a route with a style over a screen.
    let follow: @MainActor (Any, PresentationStyle, ScreenID?) -> Void
  }

  /// The environment key of the navigator a ``NavigatorLink`` opens its route on.
  struct NavigatorLinkTapKey: EnvironmentKey {
    static let defaultValue: NavigatorLinkTap? = nil
  }

  extension EnvironmentValues {
    /// How a ``NavigatorLink`` in this view opens its route.
    var navigatorLinkTap: NavigatorLinkTap? {
      get { self[NavigatorLinkTapKey.self] }
      set { self[NavigatorLinkTapKey.self] = newValue }
    }
  }
#endif
