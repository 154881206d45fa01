#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Leave guards: back actions and pop gestures that ask first, modal layers.
  extension NavigatorHost {
    /// Applies `UIKitLeaveGuardSettings` of `state`: a back action that asks first on guarded
    /// top screens, their pop gestures asking instead of popping, guarded layers modal. Only
    /// what the host set itself is undone; an app's own bar items and back actions are never
    /// touched.
    func applyLeaveGuards(of state: NavigationState<Route>) {
      let settings = UIKitLeaveGuardSettings(state)
      // A navigation controller that is gone takes its record along: a later one allocated at
      // its address must not inherit it (its gestures would go unguarded on a guarded screen).
      guardedGestures = guardedGestures.filter { $0.value.navigationController != nil }
      for (index, navigationController) in levels.enumerated() {
        let level = settings.level(index)
        if index > 0, let isModal = level?.isModalInPresentation {
          navigationController.isModalInPresentation = isModal
        }
        let id = ObjectIdentifier(navigationController)
        var record =
          guardedGestures[id].flatMap {
            $0.navigationController === navigationController ? $0 : nil
          } ?? GuardedPopGestures(navigationController: navigationController)
        let gestures = UIKitLeaveGuardSettings.changes(
          wanted: level?.guardedPopGestures ?? [], installed: Set(record.proxies.keys))
        for gesture in gestures.remove {
          record.proxies.removeValue(forKey: gesture)?.uninstall()
        }
        for gesture in gestures.install {
          guard let recognizer = navigationController.recognizer(for: gesture) else { continue }
          let proxy = PopGestureProxy()
          proxy.shouldBegin = { [weak self, weak navigationController] in
            guard let self, let navigationController else { return nil }
            return popGestureShouldBegin(in: navigationController)
          }
          proxy.install(on: recognizer)
          record.proxies[gesture] = proxy
        }
        guardedGestures[id] = record.proxies.isEmpty ? nil : record
      }
      let backs = UIKitLeaveGuardSettings.changes(
        wanted: settings.askingBackScreens, installed: Set(installedBackActions.keys))
      for screen in backs.remove {
        guard let entry = installedBackActions.removeValue(forKey: screen),
          let item = viewControllers[screen]?.navigationItem, item.backAction === entry.installed
        else { continue }
        item.backAction = entry.replaced
      }
      for screen in backs.install {
        guard let item = viewControllers[screen]?.navigationItem else { continue }
        let action = UIAction { [weak self] _ in self?.backActionTapped(on: screen) }
        installedBackActions[screen] = (action, item.backAction)
        item.backAction = action
      }
    }

    /// The user tapped the back action the host installed on `screen`: an attempt to leave it,
    /// or, once nothing guards it, the system back button's pop (``UIKitLeaveGuardSettings``).
    func backActionTapped(on screen: ScreenID) {
      switch UIKitLeaveGuardSettings.backActionTap(on: screen, back: navigator.backNavigation) {
      case .report(let attempt):
        userDidNavigate(attempt)
      case .popAsTheBackButton:
        guard let controller = viewControllers[screen],
          let navigationController = controller.navigationController,
          navigationController.topViewController === controller
        else { return }
        navigationController.popViewController(animated: true)
      }
    }

    /// A pop gesture of `navigationController`, whose top screen was guarded when the host
    /// fronted its delegate, is about to begin: it asks instead (the attempt reported, the
    /// swipe refused), does not begin, or, once nothing guards the screen, is left to the
    /// gesture's own delegate (`nil`), as `UIKitLeaveGuardSettings.popGestureStart` decides.
    func popGestureShouldBegin(in navigationController: UINavigationController) -> Bool? {
      let screen = navigationController.topViewController.flatMap {
        screenOfController[ObjectIdentifier($0)]
      }
      let start = UIKitLeaveGuardSettings.popGestureStart(
        on: screen, swipe: screen.map { navigator.backSwipe(from: $0) },
        isTransitioning: navigationController.transitionCoordinator != nil)
      switch start {
      case .asTheSystem:
        return nil
      case .refuse(let attempt):
        if let attempt { userDidNavigate(attempt) }
        return false
      }
    }
  }

  /// The pop gestures whose delegate a host fronts on one navigation controller, which it holds
  /// weakly, with the delegate it put in front of each.
  struct GuardedPopGestures {
    weak var navigationController: UINavigationController?
    var proxies: [UIKitPopGesture: PopGestureProxy] = [:]
  }
#endif
