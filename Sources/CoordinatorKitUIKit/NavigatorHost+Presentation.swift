#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Modal layers, sheets and alerts, and what the host does when UIKit refuses a presentation.
  extension NavigatorHost {
    /// The anchor of the layer holding `screens`, shown as `style`, in `state`: `nil` but for a
    /// popover with one.
    func popoverAnchor(
      ofLayer screens: [ScreenID], style: UIKitModalPresentationStyle,
      in state: NavigationState<Route>
    ) -> PopoverAnchor? {
      guard style.needsPopoverAnchor, let root = screens.first else { return nil }
      return try? state.anchor(ofLayerContaining: root)
    }

    /// The navigation controller of a new layer holding `screens`, presented from `presenter`
    /// over the screen `presentingScreen` (the top one of the level below) as `style` says; a
    /// sheet gets the detents its layer has in `state`, a popover points at the control
    /// `anchor` names (or at the middle of `presenter`'s view).
    func makeLayer(
      screens: [ScreenID], style: UIKitModalPresentationStyle,
      presentedFrom presenter: UIViewController, over presentingScreen: ScreenID?,
      pointingAt anchor: PopoverAnchor?, in state: NavigationState<Route>
    ) -> UINavigationController {
      let layer = UINavigationController()
      layer.delegate = forwarder
      layer.setViewControllers(
        screens.map { viewController(for: $0, in: state) }, animated: false)
      switch style {
      case .pageSheet: layer.modalPresentationStyle = .pageSheet
      case .fullScreen: layer.modalPresentationStyle = .fullScreen
      case .popover: layer.modalPresentationStyle = .popover
      }
      if style.needsPopoverAnchor {
        pointPopover(
          of: layer, in: presenter, at: anchor, of: presentingScreen, isShown: false)
      }
      if let root = screens.first {
        applyLayerChrome(to: layer, root: root, style: style)
      }
      // A popover's presentation controller reports a tap outside it as a dismissal too.
      layer.presentationController?.delegate = forwarder
      if let root = screens.first,
        let detents = UIKitSheetDetents(layerRootedAt: root, in: state)
      {
        sizeSheet(of: layer, as: detents, animated: false)
      }
      return layer
    }

    /// Gives the sheet `layer` is presented in the heights `detents` says, the one it rests at
    /// and its grabber, inside `animateChanges(_:)` when `animated`; the host stays its
    /// delegate, to hear of the user's drags. Custom detents resolve their height from the
    /// context UIKit passes them.
    func sizeSheet(
      of layer: UINavigationController, as detents: UIKitSheetDetents, animated: Bool
    ) {
      guard let sheet = layer.sheetPresentationController else { return }
      typealias Detent = UISheetPresentationController.Detent
      let maximum = Double(container.view.bounds.height)
      let apply = {
        sheet.detents = detents.detents(smallestFirstIn: maximum).map { detent -> Detent in
          switch detent {
          case .medium:
            return .medium()
          case .large:
            return .large()
          case .custom(let identifier, _):
            return .custom(identifier: Detent.Identifier(identifier)) { context in
              CGFloat(detent.height(maximumDetentValue: Double(context.maximumDetentValue)))
            }
          }
        }
        sheet.selectedDetentIdentifier = Detent.Identifier(detents.selectedIdentifier)
        sheet.prefersGrabberVisible = detents.prefersGrabberVisible
      }
      if animated {
        sheet.animateChanges(apply)
      } else {
        apply()
      }
      sheet.delegate = forwarder
    }

    func alertController(for alert: AlertState, presentedFrom presenter: UIViewController)
      -> UIAlertController
    {
      let style = UIKitAlertControllerStyle(alert.presentation)
      let controller = UIAlertController(
        title: alert.title, message: alert.message,
        preferredStyle: {
          switch style {
          case .alert: .alert
          case .actionSheet: .actionSheet
          }
        }())
      if style.needsPopoverAnchor {
        anchorPopover(of: controller, in: presenter, at: UIKitPopoverAnchor.actionSheet)
        // A tap outside the popover dismisses it: the host may refuse, and hears of it.
        controller.presentationController?.delegate = forwarder
      }
      shownAlertController = controller
      shownAlertID = alert.id
      for button in UIKitAlertButton.buttons(for: alert) {
        let style: UIAlertAction.Style =
          switch button.role {
          case .cancel: .cancel
          case .destructive: .destructive
          case .default: .default
          }
        controller.addAction(
          UIAlertAction(title: button.title, style: style) { [weak self] _ in
            self?.report(button.event)
          })
      }
      return controller
    }

    // MARK: Refused presentations

    /// Presents `controller` from `presenter`, and recovers as `UIKitPresentationRecovery`
    /// decides when UIKit refuses: UIKit never calls the completion of a refused presentation.
    func present(
      _ controller: UIViewController, from presenter: UIViewController,
      subject: UIKitPresentationProblem.Subject, animated: Bool, attempt: Int,
      completion: @escaping @MainActor @Sendable () -> Void,
      onGiveUp: @escaping () -> Void
    ) {
      let observation: UIKitPresentationRecovery.Observation
      if let before = UIKitPresentationRecovery.observationBeforePresenting(
        presenterPresentsAnother: presenter.presentedViewController != nil,
        presenterInWindow: presenter.viewIfLoaded?.window != nil)
      {
        observation = before
      } else {
        presenter.present(controller, animated: animated, completion: completion)
        if presenter.presentedViewController === controller {
          observation = .presented
        } else {
          observation =
            presenter.presentedViewController == nil ? .nothingPresented : .presenterShowsAnother
        }
      }
      if let problem = UIKitPresentationRecovery.problem(
        observation, subject: subject, attempt: attempt)
      {
        onPresentationProblem(problem)
      }
      let again: (UIViewController) -> Void = { [weak self] presenter in
        self?.present(
          controller, from: presenter, subject: subject, animated: animated, attempt: attempt + 1,
          completion: completion, onGiveUp: onGiveUp)
      }
      switch UIKitPresentationRecovery(after: observation, attempt: attempt) {
      case .awaitCompletion:
        return
      case .presentFromTopmost:
        again(topmostPresented(from: presenter))
      case .retryLater:
        retryCount += 1
        let number = retryCount
        pendingRetry = (number, { again(presenter) })
        Task { @MainActor [weak self] in
          try? await Task.sleep(for: .milliseconds(300 * attempt))
          self?.retryPendingPresentation(number: number)
        }
      case .giveUp:
        onGiveUp()
      }
    }

    /// Runs the refused presentation waiting for another try, once: when the container
    /// appears (any `number`), or when the delay of that same try ran out.
    func retryPendingPresentation(number: Int? = nil) {
      guard let retry = pendingRetry, number.map({ $0 == retry.number }) ?? true else { return }
      pendingRetry = nil
      retry.run()
    }

    /// Dismisses what `presenter` presents and runs `next` on UIKit's completion; with nothing
    /// presented, runs `next` at once; while UIKit presents or dismisses something above it
    /// (an alert the user answered, a popover the user tapped away), waits for that and looks
    /// again (`UIKitDismissal`).
    func dismiss(
      from presenter: UIViewController, animated: Bool,
      then next: @escaping @MainActor @Sendable () -> Void
    ) {
      // A presentation or dismissal running anywhere above: UIKit refuses a dismissal meanwhile.
      let top = topmostPresented(from: presenter)
      let running = top !== presenter && (top.isBeingDismissed || top.isBeingPresented)
      switch UIKitDismissal(
        presentsAController: presenter.presentedViewController != nil,
        presentedIsBeingDismissed: running)
      {
      case .dismiss:
        presenter.dismiss(animated: animated, completion: next)
      case .nothingToDismiss:
        next()
      case .waitForUIKitsDismissal:
        guard let transition = top.transitionCoordinator else { return next() }
        transition.animate(alongsideTransition: nil) { [weak self] _ in
          self?.dismiss(from: presenter, animated: animated, then: next)
        }
      }
    }

    func topmostPresented(from controller: UIViewController) -> UIViewController {
      var top = controller
      while let presented = top.presentedViewController {
        top = presented
      }
      return top
    }

    /// Gives up on a layer UIKit would not present: the step is acknowledged, then the layer is
    /// reported dismissed, so the navigator's state matches the screen and later steps run. No
    /// step begins between the two: one queued for the layer (a push into it) would go to a
    /// level the host no longer has; the dismissal takes it away first.
    func giveUpOnLayer(
      _ layer: UINavigationController, root: ScreenID?, step: TransitionStep<Route>
    ) {
      if let index = levels.firstIndex(where: { $0 === layer }) {
        levels.removeSubrange(index...)
        rendered.removeSubrange(index...)
      }
      pendingCalls = []
      holdsSteps = true
      finishStep(step)
      if let root {
        userDidNavigate(.dismissedLayer(containing: root))
      }
      holdsSteps = false
      showNextStep()
    }
  }
#endif
