/// A child flow and how its first screen shows: what ``FlowCoordinator/child(for:)`` returns,
/// so a route's presentation is declared once, by the coordinator that starts its flow, and a
/// tap, a link and a restoration show it alike.
///
/// ```swift
/// func child(for route: AppRoute) -> ChildFlow<AppRoute>? {
///   if case .compose = route { .sheet(ComposerFlow(navigator: navigator)) } else { nil }
/// }
/// ```
///
/// A declared style wins over the style a target or a tap gives (a `NavigatorLink` pushes by
/// default; a link's route list pushes each screen), so the composer above shows in a sheet
/// whichever way it is reached. ``init(_:)`` declares none: the flow shows the way it is asked.
@MainActor
public struct ChildFlow<Route: Equatable> {
  /// The child flow coordinator, made for this route and started only by the change that shows
  /// its first screen.
  public let flow: any FlowCoordinator<Route>
  /// How its first screen shows; `nil` to show it as the target or the tap asks.
  public let style: PresentationStyle?

  /// `flow`, its first screen shown as the target or the tap asks (pushed, unless they ask
  /// otherwise).
  public init(_ flow: some FlowCoordinator<Route>) {
    self.init(flow, style: nil)
  }

  /// `flow`, its first screen shown with `style` whichever way it is reached.
  public init(_ flow: some FlowCoordinator<Route>, style: PresentationStyle?) {
    self.flow = flow
    self.style = style
  }

  /// `flow`, its first screen always pushed.
  public static func push(_ flow: some FlowCoordinator<Route>) -> Self {
    Self(flow, style: .push)
  }

  /// `flow`, its first screen always presented in a sheet.
  public static func sheet(_ flow: some FlowCoordinator<Route>) -> Self {
    Self(flow, style: .sheet)
  }

  /// `flow`, its first screen always presented over the whole screen.
  public static func cover(_ flow: some FlowCoordinator<Route>) -> Self {
    Self(flow, style: .cover)
  }
}
