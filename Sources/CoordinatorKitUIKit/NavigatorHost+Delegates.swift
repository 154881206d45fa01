#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The delegates of the host's controllers, and what UIKit reports through them.
  extension NavigatorHost {
    /// Every navigation controller the host made.
    var navigationControllers: [UINavigationController] {
      var all = [singleNavigationController] + Array(tabNavigationControllers.values)
      for split in [baseSplit].compactMap({ $0 }) + Array(tabSplits.values) {
        all += split.navigationControllers
      }
      all += levels.dropFirst()
      return all
    }

    /// Puts the forwarder back wherever the app assigned its own delegate (adopting it as the
    /// one forwarded to) or cleared it, as ``UIKitDelegateRepair`` decides.
    func repairDelegates() {
      let forwarderID = ObjectIdentifier(forwarder)
      for navigationController in navigationControllers {
        let installed = navigationController.delegate
        switch UIKitDelegateRepair(
          installed: installed.map { ObjectIdentifier($0) }, forwarder: forwarderID)
        {
        case .keep:
          continue
        case .adoptAndReinstall:
          forwarder.navigationDelegate = installed
          reinstallDelegates()
          return
        case .reinstall:
          navigationController.delegate = forwarder
        }
      }
    }

    /// Sets the forwarder again on every navigation controller: UIKit reads which optional
    /// methods a delegate implements when it is set, so a new app delegate needs a fresh set.
    func reinstallDelegates() {
      for navigationController in navigationControllers {
        navigationController.delegate = nil
        navigationController.delegate = forwarder
      }
    }

    // MARK: What UIKit reports

    func navigationControllerDidShow(_ navigationController: UINavigationController) {
      if level(of: navigationController) == 0, let split = levelZeroSplit,
        let column = split.column(of: navigationController)
      {
        splitColumnDidShow(navigationController, column: column, of: split)
        return
      }
      guard let level = level(of: navigationController),
        UIKitNavigationProjection.didShowMayBeTheUsers(
          shownCount: navigationController.viewControllers.count,
          renderedCount: rendered[level].count)
      else { return }  // The echo of the host's own call.
      let shown = screens(of: navigationController)
      let event = UIKitHostEvent.navigationControllerDidShow(
        level: level, shown: shown, rendered: rendered[level])
      if shown.count < rendered[level].count {
        rendered[level] = shown  // UIKit popped by itself: the user went back.
      }
      report(event)
    }

    func navigationControllerWillShow(_ navigationController: UINavigationController) {
      guard let level = level(of: navigationController),
        let transition = navigationController.transitionCoordinator, transition.isInteractive
      else { return }
      transition.notifyWhenInteractionChanges { [weak self] context in
        if context.isCancelled {
          self?.report(.interactivePopCancelled(level: level))
        }
      }
    }

    /// The user dismissed a layer (a swipe-down, a tap outside a popover): UIKit removed it and
    /// every layer above it, so the host's levels end below it before the engine hears of it;
    /// the next layer is then presented at that level, over what UIKit shows.
    func presentationDidDismiss(_ presentation: UIPresentationController) {
      if let alertID = alertID(of: presentation) {
        return report(.alertDismissed(alertID: alertID))
      }
      guard let root = layerRoot(of: presentation) else { return }
      if let index = levels.firstIndex(where: { $0 === presentation.presentedViewController }),
        index > 0
      {
        levels.removeSubrange(index...)
        rendered.removeSubrange(index...)
      }
      report(.presentationControllerDidDismiss(layerRoot: root))
    }

    /// Whether the user may dismiss what `presentation` presents: an alert while the engine
    /// displays it (`UIKitNavigationProjection.allowsUserDismissal(ofAlert:)`); a layer always (a
    /// guarded one is modal in presentation instead).
    func presentationShouldDismiss(_ presentation: UIPresentationController) -> Bool {
      guard let alertID = alertID(of: presentation) else { return true }
      return UIKitNavigationProjection(navigator.hosting.displayedState)
        .allowsUserDismissal(ofAlert: alertID)
    }

    /// The identity of the alert `presentation` presents, when it presents the host's alert.
    func alertID(of presentation: UIPresentationController) -> AlertID? {
      guard let controller = shownAlertController,
        presentation.presentedViewController === controller
      else { return nil }
      return shownAlertID
    }

    /// A swipe-down on a layer whose dismissal a leave guard blocks: an attempt its guarded
    /// screens' coordinators answer.
    func presentationDidAttemptToDismiss(_ presentation: UIPresentationController) {
      guard let root = layerRoot(of: presentation) else { return }
      _ = try? navigator.userDidNavigate(.attemptedDismissal(of: root))
    }

    /// The user dragged a sheet to another detent: reported as the projection of what is
    /// displayed now reads it (``UIKitSheetDetents``).
    func sheetDidChangeSelectedDetent(_ sheet: UISheetPresentationController) {
      guard let root = layerRoot(of: sheet) else { return }
      report(
        .sheetDidChangeSelectedDetent(
          layerRoot: root, identifier: sheet.selectedDetentIdentifier?.rawValue))
    }

    func layerRoot(of presentation: UIPresentationController) -> ScreenID? {
      guard let layer = presentation.presentedViewController as? UINavigationController else {
        return nil
      }
      return screens(of: layer).first
    }
  }
#endif
