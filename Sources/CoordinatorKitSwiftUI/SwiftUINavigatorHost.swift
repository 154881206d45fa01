#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// What a ``NavigatorView`` keeps across SwiftUI updates: the navigator it shows, the slices
  /// its views draw, and the bindings, acknowledgements and reports that connect the two. Every
  /// decision is made by a tested decision type: ``SwiftUIDisplaySlices`` says what each view
  /// draws (and keeps each piece observed on its own, so a change redraws only the views that
  /// read it), ``SwiftUINavigationProjection``, ``SwiftUITabsProjection`` and
  /// ``SwiftUISheetDetents`` say what a write means (and which heights a sheet offers),
  /// ``SwiftUISplitProjection`` what a split view's columns show and its writes amount to,
  /// ``SwiftUIAlertAnswerArbiter`` whether an alert reads as presented and which answer it got,
  /// ``SwiftUIStepCompletion`` and ``SwiftUICompletionStrategy`` when a step is shown,
  /// ``SwiftUIHostAttachment`` what the host draws before it attaches; this class only
  /// performs them.
  @MainActor
  final class SwiftUINavigatorHost<Route: Equatable & Sendable> {
    let navigator: Navigator<Route>
    /// What each view draws; the views read these, never the navigator's display.
    let slices: SwiftUIDisplaySlices<Route>
    private let strategy: SwiftUICompletionStrategy
    private var isAttached = false
    /// The number of this host's attachment (`Navigator.hostAttachment`): a host attached later
    /// (another `NavigatorView` of the same navigator) took the navigator over.
    private var attachment = 0
    private var alertArbiter = SwiftUIAlertAnswerArbiter()
    /// The step being waited for, and when its state was first rendered.
    private var rendered: (step: StepID, at: ContinuousClock.Instant)?

    init(navigator: Navigator<Route>, strategy: SwiftUICompletionStrategy) {
      self.navigator = navigator
      self.strategy = strategy
      slices = SwiftUIDisplaySlices { [navigator] id, owner in
        navigator.contentOwner(ofScreen: id, shownAs: owner)
      }
    }

    /// Brings the slices up to what the host draws, and keeps them there after every change
    /// of the display, `afterEach` running after each update; once, from the first body (whose
    /// reads of the display it then shares once: the body is drawn again once, after the
    /// attachment).
    func follow(afterEach: @escaping @MainActor () -> Void) {
      slices.follow(
        { [weak self, navigator] in
          (
            self?.displayedState ?? navigator.hosting.displayedState,
            navigator.hosting.currentStep?.id
          )
        }, afterEach: afterEach)
    }

    /// Takes over showing the navigator's changes, once, when the view first appears; what it
    /// draws before is what attaching displays first (``SwiftUIHostAttachment``), so attaching
    /// redraws nothing.
    func attach() {
      guard !isAttached else { return }
      isAttached = true
      navigator.attachHost(capabilities: SwiftUIHostAttachment.capabilities)
      attachment = navigator.hostAttachment
    }

    /// Whether another host attached to the navigator after this one: it shows the navigator
    /// now, and this one acknowledges none of its steps.
    private var isReplaced: Bool {
      isAttached && navigator.hostAttachment != attachment
    }

    /// The view went (SwiftUI let go of its state: the window closed, the view left the
    /// hierarchy, or it shows another navigator now): the navigator shows its changes by itself
    /// again, so nothing waits for steps no one will show; unless another host took it over,
    /// which keeps it. Not on `onDisappear`, which SwiftUI also calls for a view in a tab that is
    /// no longer selected, and which would restart the whole display when the tab comes back.
    deinit {
      let navigator = self.navigator
      let attachment = self.attachment
      Task { @MainActor in navigator.detachHost(attachment: attachment) }
    }

    /// The state the host draws now: the navigator's displayed state, and before the host
    /// attaches, what attaching displays first (``SwiftUIHostAttachment``). Read by the slices
    /// and by what judges the user's writes, never by a view.
    var displayedState: NavigationState<Route> {
      SwiftUIHostAttachment.drawnState(of: navigator, isAttached: isAttached)
    }

    // MARK: Acknowledging steps

    private var currentCompletion: (id: StepID, completion: SwiftUIStepCompletion)? {
      guard let step = navigator.hosting.currentStep else { return nil }
      return (step.id, SwiftUIStepCompletion(of: step, from: navigator.hosting.shownState))
    }

    /// Acknowledges the step on screen when `signal` completes it, as soon as or as late as the
    /// strategy says (an appearance waits for its transition's end).
    func signal(_ signal: SwiftUIHostSignal) {
      if case .dismissed = signal {
        slices.forgetLeavingLevels()
      }
      guard !isReplaced, let current = currentCompletion else { return }
      let elapsed =
        rendered.map { $0.step == current.id ? ContinuousClock.now - $0.at : .zero } ?? .zero
      guard
        let delay = strategy.acknowledgementDelay(
          for: current.completion, on: signal, elapsed: elapsed)
      else { return }
      guard delay > .zero else {
        navigator.hostDidShow(current.id)
        return
      }
      let step = current.id
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: delay)
        // A step replaced meanwhile ignores its late acknowledgement.
        self?.navigator.hostDidShow(step)
      }
    }

    /// Acknowledges the step on screen once its deadline has passed; a step that was replaced
    /// meanwhile cancels the wait (`task(id:)`), and a late acknowledgement is ignored anyway.
    func acknowledgeAtDeadline() async {
      guard !isReplaced, let current = currentCompletion else { return }
      rendered = (current.id, ContinuousClock.now)
      let deadline = strategy.deadline(for: current.completion)
      if deadline > .zero {
        try? await Task.sleep(for: deadline)
      }
      guard !Task.isCancelled else { return }
      navigator.hostDidShow(current.id)
    }

    // MARK: Bindings and what the user did

    func pathBinding(level: Int, rendered: SwiftUIStackPath) -> Binding<SwiftUIStackPath> {
      Binding(
        get: { rendered },
        set: { @MainActor [weak self] written in
          self?.report(.path(level: level, rendered: Array(rendered), written: Array(written)))
        })
    }

    /// The path of a tab that is not selected: the user cannot change it from there, so what
    /// SwiftUI writes is an echo.
    func unselectedTabPathBinding<Path: Sendable>(rendered: Path) -> Binding<Path> {
      Binding(get: { rendered }, set: { _ in })
    }

    /// The path of a split view's detail column, rendered as `rendered` shows it: what SwiftUI
    /// writes is judged as the level's path write it amounts to.
    func detailPathBinding(level: Int, rendered: SwiftUISplitProjection) -> Binding<[ScreenID]> {
      Binding(
        get: { rendered.detailPath },
        set: { @MainActor [weak self] written in
          self?.report(.detailPath(level: level, rendered: rendered, written: written))
        })
    }

    /// A split view's `preferredCompactColumn`, the column ``SwiftUISplitProjection`` puts on
    /// top: SwiftUI writes another when the user goes back in compact width, which is judged as
    /// the level's path cut after that column.
    func compactColumnBinding(level: Int, rendered: SwiftUISplitProjection)
      -> Binding<NavigationSplitViewColumn>
    {
      Binding(
        get: { NavigationSplitViewColumn(rendered.compactColumn) },
        set: { @MainActor [weak self] written in
          guard let column = SwiftUISplitProjection.Column(written) else { return }
          self?.report(.compactColumn(level: level, rendered: rendered, written: column))
        })
    }

    /// The compact column of a tab that is not selected: the user cannot change it from there,
    /// so what SwiftUI writes is an echo.
    func unselectedCompactColumnBinding(rendered: SwiftUISplitProjection)
      -> Binding<NavigationSplitViewColumn>
    {
      Binding(get: { NavigationSplitViewColumn(rendered.compactColumn) }, set: { _ in })
    }

    func tabBinding(rendered: TabID) -> Binding<TabID> {
      Binding(
        get: { rendered },
        set: { @MainActor [weak self] written in
          guard let self else { return }
          let tabs = SwiftUITabsProjection(displayedState)
          send(tabs.userNavigation(forSelectionWritten: written, rendered: rendered))
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

    /// The selection of a sheet's `presentationDetents`, rendered as `rendered` says: what
    /// SwiftUI writes (the user's drag, or an echo) is judged against the sheet's detents in
    /// what is displayed now (``SwiftUISheetDetents``).
    func detentSelectionBinding(rendered: SwiftUISheetDetents) -> Binding<PresentationDetent> {
      Binding(
        get: { PresentationDetent(rendered.selected) },
        set: { @MainActor [weak self] written in
          guard let self,
            let detent = rendered.offered.first(where: { PresentationDetent($0) == written })
          else { return }
          let now = SwiftUISheetDetents(
            layerRootedAt: rendered.layerRoot, in: displayedState)
          send(now.userNavigation(forSelectionWritten: detent, rendered: rendered.selected))
        })
    }

    /// The alert's `isPresented`: it reads `false` from the moment SwiftUI clears it; a clear
    /// never answers at once, and is settled later as a dismissal without a choice unless the
    /// tapped button answers first (``SwiftUIAlertAnswerArbiter``).
    func alertBinding(rendered: AlertState?) -> Binding<Bool> {
      Binding(
        get: { @MainActor [weak self] in
          // The alert the slices show, so that the view reads no more than its slice.
          guard let self else { return false }
          return alertArbiter.isPresented(rendered?.id, displayed: slices.displayed?.alert)
        },
        set: { @MainActor [weak self] isPresented in
          guard !isPresented, let rendered else { return }
          self?.alertCleared(rendered.id)
        })
    }

    private func alertCleared(_ alert: AlertID) {
      guard alertArbiter.bindingCleared(alert, displayed: displayedState.alert) else { return }
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: SwiftUIAlertAnswerArbiter.settleDelay)
        guard let self else { return }
        answerAlert(alertArbiter.settle(alert, displayed: displayedState.alert))
      }
    }

    func tap(_ action: AlertAction, of alert: AlertState) {
      answerAlert(
        alertArbiter.buttonTapped(
          actionID: action.id, of: alert.id, displayed: displayedState.alert))
    }

    /// Reports an alert's answer, then lets the arbiter forget the alerts no longer displayed.
    private func answerAlert(_ answer: UserNavigation?) {
      send(answer)
      alertArbiter.engineDisplays(displayedState.alert)
    }

    /// The platform reported a blocked swipe-down on the layer rooted at `layerRoot`.
    func attemptDismissal(ofLayer layerRoot: ScreenID) {
      let now = SwiftUINavigationProjection(displayedState)
      send(now.userNavigation(forDismissalAttemptOfLayer: layerRoot))
    }

    /// Reports what SwiftUI wrote, judged against what is displayed now; echoes report nothing,
    /// and a pop of a guarded screen is the attempt Back reports there.
    private func report(_ write: SwiftUIBindingWrite) {
      let now = SwiftUINavigationProjection(displayedState)
      send(
        now.userNavigation(
          for: write, back: navigator.backNavigation,
          isAsking: navigator.isWaitingForLeaveAnswer))
    }

    private func send(_ event: UserNavigation?) {
      guard let event else { return }
      // A refused event leaves the state as it was, and SwiftUI draws that state again.
      _ = try? navigator.userDidNavigate(event)
    }

    /// The Back button shown in place of the system's on a leave-guarded screen: the engine
    /// asks the screen's coordinator first.
    func goBack() {
      send(navigator.backNavigation)
    }

    /// A pop gesture is about to begin while `screen`'s Back asks: on the guarded top screen the
    /// attempt is reported (its coordinator is asked) and the swipe refused (`false`); `nil`
    /// lets the gesture's own delegate answer (``SwiftUIBackSwipe``).
    func backSwipeShouldBegin(from screen: ScreenID, isTop: Bool, isTransitioning: Bool) -> Bool? {
      let start = SwiftUIBackSwipe(
        from: screen, isTop: isTop, swipe: navigator.backSwipe(from: screen),
        isTransitioning: isTransitioning)
      if case .refuse(let attempt) = start { send(attempt) }
      return start.shouldBegin
    }
  }
#endif
