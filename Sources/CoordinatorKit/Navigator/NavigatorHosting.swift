/// What a host reads from a navigator, apart from what an app reads.
///
/// An app reasons about ``Navigator/state``, the truth with every accepted change applied. A
/// host, which moves the screen towards that truth step by step, also reads where it is on the
/// way: what it shows now, what it has fully shown, and the step to show next. Those live here,
/// behind ``Navigator/hosting``, so app code does not mistake them for the state. Any host can
/// read them, including one written outside the package (see <doc:WritingAHost>); they are
/// observable as ``Navigator/state`` is.
@MainActor
public struct NavigatorHosting<Route: Equatable> {
  /// The navigator whose display this describes.
  let navigator: Navigator<Route>

  /// The state the host shows or is moving to right now; it reaches ``Navigator/state`` step by
  /// step. What a user's action (``Navigator/userDidNavigate(_:)``) acts on.
  public var displayedState: NavigationState<Route> { navigator.displayedState }

  /// The last state the host has fully shown: acknowledged, or left on screen by the user. The
  /// host keeps the views of these screens (and of ``currentStep``'s, while showing it).
  public var shownState: NavigationState<Route> { navigator.shownState }

  /// The step the host must show now, or `nil` when everything is shown; the host acknowledges
  /// it with ``Navigator/hostDidShow(_:)``.
  public var currentStep: TransitionStep<Route>? { navigator.currentStep }
}

extension Navigator {
  /// What a host reads: the displayed and shown states and the current step (see
  /// ``NavigatorHosting``). Apps read ``state``.
  public var hosting: NavigatorHosting<Route> { NavigatorHosting(navigator: self) }
}
