#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// Leave guards: back actions that ask first, disabled pop gestures, modal layers.
  extension NavigatorHost {
    /// Applies `UIKitLeaveGuardSettings` of `state`: a back action that asks first on guarded
    /// top screens, their pop gestures disabled, guarded layers modal. Only what the host set
    /// itself is undone; an app's own bar items and back actions are never touched.
    func applyLeaveGuards(of state: NavigationState<Route>) {
      let settings = UIKitLeaveGuardSettings(state)
      // A navigation controller that is gone takes its record along: a later one allocated at
      // its address must not inherit it (its gesture would stay enabled on a guarded screen).
      disabledGestures = disabledGestures.filter { $0.value.navigationController != nil }
      for (index, navigationController) in levels.enumerated() {
        let level = settings.level(index)
        if index > 0, let isModal = level?.isModalInPresentation {
          navigationController.isModalInPresentation = isModal
        }
        let id = ObjectIdentifier(navigationController)
        let record = disabledGestures[id].flatMap {
          $0.navigationController === navigationController ? $0 : nil
        }
        var disabled = record?.gestures ?? []
        let gestures = UIKitLeaveGuardSettings.changes(
          wanted: level?.disabledPopGestures ?? [], installed: disabled)
        for gesture in gestures.remove {
          navigationController.recognizer(for: gesture)?.isEnabled = true
          disabled.remove(gesture)
        }
        for gesture in gestures.install {
          guard let recognizer = navigationController.recognizer(for: gesture),
            recognizer.isEnabled
          else { continue }  // Absent here, or disabled by the app: not the host's to undo.
          recognizer.isEnabled = false
          disabled.insert(gesture)
        }
        disabledGestures[id] =
          disabled.isEmpty
          ? nil : DisabledGestures(navigationController: navigationController, gestures: disabled)
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
  }

  /// The pop gestures a host disabled on one navigation controller, which it holds weakly.
  struct DisabledGestures {
    weak var navigationController: UINavigationController?
    var gestures: Set<UIKitPopGesture>
  }
#endif
