#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// What a ``NavigatorView`` keeps across SwiftUI updates: the navigator it shows, and the
  /// bindings, acknowledgements and reports that connect the two. Every decision is the
  /// engine's: ``SwiftUINavigationProjection`` says what a write means, ``SwiftUIStepCompletion``
  /// and ``SwiftUICompletionStrategy`` when a step is shown.
  @MainActor
  final class SwiftUINavigatorHost<Route: Equatable & Sendable> {
    let navigator: Navigator<Route>
    private let strategy: SwiftUICompletionStrategy
    private var isAttached = false

    init(navigator: Navigator<Route>, strategy: SwiftUICompletionStrategy) {
      self.navigator = navigator
      self.strategy = strategy
    }

    /// Takes over showing the navigator's changes, once, when the view first appears.
    func attach() {
      guard !isAttached else { return }
      isAttached = true
      navigator.attachHost(capabilities: .swiftUI)
    }

    // MARK: Acknowledging steps

    private var currentCompletion: (id: StepID, completion: SwiftUIStepCompletion)? {
      guard let step = navigator.currentStep else { return nil }
      return (step.id, SwiftUIStepCompletion(of: step, from: navigator.shownState))
    }

    /// Acknowledges the step on screen when `signal` is the one that completes it.
    func signal(_ signal: SwiftUIHostSignal) {
      guard let current = currentCompletion, strategy.isMet(current.completion, by: signal) else {
        return
      }
      navigator.hostDidShow(current.id)
    }

    /// Acknowledges the step on screen once its deadline has passed; a step that was replaced
    /// meanwhile cancels the wait (`task(id:)`), and a late acknowledgement is ignored anyway.
    func acknowledgeAtDeadline() async {
      guard let current = currentCompletion else { return }
      let deadline = strategy.deadline(for: current.completion)
      if deadline > .zero {
        try? await Task.sleep(for: deadline)
      }
      guard !Task.isCancelled else { return }
      navigator.hostDidShow(current.id)
    }

    // MARK: Bindings and what the user did

    func pathBinding(level: Int, rendered: [ScreenID]) -> Binding<[ScreenID]> {
      Binding(
        get: { rendered },
        set: { @MainActor [weak self] written in
          self?.report(.path(level: level, rendered: rendered, written: written))
        })
    }

    func layerBinding(level: Int, rendered: SwiftUINavigationProjection.PresentedLayer?)
      -> Binding<SwiftUINavigationProjection.PresentedLayer?>
    {
      Binding(
        get: { rendered },
        set: { @MainActor [weak self] written in
          self?.report(.presentedLayer(level: level, rendered: rendered, written: written))
        })
    }

    func alertBinding(rendered: AlertState?) -> Binding<Bool> {
      Binding(
        get: { rendered != nil },
        set: { @MainActor [weak self] isPresented in
          guard !isPresented, let rendered else { return }
          self?.report(.alertDismissed(rendered: rendered.id))
        })
    }

    func tap(_ action: AlertAction, of alert: AlertState) {
      report(.alertButtonTapped(actionID: action.id, rendered: alert.id))
    }

    /// Reports what SwiftUI wrote, judged against what is displayed now; echoes report nothing.
    private func report(_ write: SwiftUIBindingWrite) {
      let now = SwiftUINavigationProjection(navigator.displayedState)
      guard let event = now.userNavigation(for: write) else { return }
      // A refused event leaves the state as it was, and SwiftUI draws that state again.
      _ = try? navigator.userDidNavigate(event)
    }

    /// The Back button shown in place of the system's on a leave-guarded screen: the engine
    /// asks the screen's coordinator first.
    func goBack() {
      guard let back = navigator.backNavigation else { return }
      _ = try? navigator.userDidNavigate(back)
    }
  }
#endif
