#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The navigation stacks: calls made without waiting for UIKit, the view controller of each
  /// screen and the navigation controller of each level.
  extension NavigatorHost {
    /// Performs a call that needs no completion: building the first hierarchy, showing tabs,
    /// or what a tab tap changed. Presentations are not among them.
    func performWithoutCompletion(_ call: UIKitHostCall, in state: NavigationState<Route>) {
      switch call {
      case .setViewControllers(let level, let screens, let animated):
        guard levels.indices.contains(level) else { return }
        rendered[level] = screens
        levels[level].setViewControllers(
          screens.map { viewController(for: $0, in: state) }, animated: animated)
      case .push(let level, let screen, let animated):
        guard levels.indices.contains(level) else { return }
        rendered[level].append(screen)
        levels[level].pushViewController(viewController(for: screen, in: state), animated: animated)
      case .pop(let level, let animated):
        guard levels.indices.contains(level), rendered[level].count > 1 else { return }
        rendered[level].removeLast()
        levels[level].popViewController(animated: animated)
      case .showTabs(let tabs, let selectedIndex):
        showTabs(tabs, selectedIndex: selectedIndex, in: state)
      case .showSingleStack(let screens):
        for navigationController in tabNavigationControllers.values {
          navigationController.setViewControllers([], animated: false)
        }
        for split in [baseSplit].compactMap({ $0 }) + Array(tabSplits.values) {
          empty(split)
        }
        singleNavigationController.setViewControllers(
          screens.map { viewController(for: $0, in: state) }, animated: false)
        container.show(singleNavigationController)
        levelZeroSplit = nil
        levels[0] = singleNavigationController
        rendered[0] = screens
      case .showSplit(let columns):
        showSplit(columns, in: state)
      case .setColumns(let columns, let animated):
        setColumns(columns, animated: animated, in: state)
      case .pushDetail(let screen, let animated):
        guard levelZeroSplit != nil else { return }
        rendered[0].append(screen)
        levels[0].pushViewController(viewController(for: screen, in: state), animated: animated)
      case .popDetail(let animated):
        guard levelZeroSplit != nil, rendered[0].count > 1 else { return }
        rendered[0].removeLast()
        levels[0].popViewController(animated: animated)
      case .present(let level, let screens, let style, _):
        // Building the first hierarchy of a restored state: presented like a step's layer.
        let presenter = presenting(level - 1)
        let presentingScreen = rendered[level - 1].last
        let anchor = popoverAnchor(ofLayer: screens, style: style, in: state)
        let layer = makeLayer(
          screens: screens, style: style, presentedFrom: presenter, over: presentingScreen,
          pointingAt: anchor, in: state)
        levels.append(layer)
        rendered.append(screens)
        present(
          layer, from: presenter, subject: .modalLayer, animated: false, attempt: 1,
          completion: { [weak self] in
            self?.pointPresentedPopover(layer, in: presenter, at: anchor, of: presentingScreen)
          }, onGiveUp: {})
      case .presentAlert(let alert, let level, _):
        let presenter = presenting(level)
        present(
          alertController(for: alert, presentedFrom: presenter), from: presenter, subject: .alert,
          animated: false, attempt: 1, completion: {}, onGiveUp: {})
      case .setSheetDetents(let level, let detents, _):
        guard levels.indices.contains(level) else { return }
        sizeSheet(of: levels[level], as: detents, animated: false)
      case .pointPopover(let level, let anchor, let presentingScreen):
        guard level > 0, levels.indices.contains(level) else { return }
        pointPopover(
          of: levels[level], in: presenting(level - 1), at: anchor, of: presentingScreen,
          isShown: true)
      case .dismissPresented, .dismissAlert:
        break
      }
    }

    /// The controller that presents level `level + 1` (and the alert over level `level`): the
    /// container for the base, which covers the tab bar too; the level's navigation controller
    /// above it.
    func presenting(_ level: Int) -> UIViewController {
      level == 0 ? container : levels[level]
    }

    // MARK: View controllers

    /// The view controller of screen `id` as `state` shows it (see ``viewController(for:)``).
    func viewController(for id: ScreenID, in state: NavigationState<Route>)
      -> UIViewController
    {
      if let existing = viewControllers[id], !viewControllers.holdsPlaceholder(for: id) {
        return existing
      }
      guard let screen = state.screen(withID: id) else { return UIViewController() }
      return viewController(for: screen)
    }

    /// The view controller of `screen`: made once its coordinator runs, or at once for a screen
    /// without one (`Navigator.contentSource(for:)`), then kept while the screen stays; an empty
    /// one stands in for it meanwhile (`ScreenContentCache.content(for:on:make:placeholder:)`
    /// decides), which the real one replaces in place (``replaceOutdatedViewControllers()``).
    func viewController(for screen: NavigationScreen<Route>) -> UIViewController {
      let id = screen.id
      let placeholder = viewControllers[id]
      var made: UIViewController?
      let controller = viewControllers.content(
        for: screen, on: navigator,
        make: { source in
          made = destinations.content(for: source, on: navigator) ?? makeViewController(source)
          return made
        },
        placeholder: {
          let empty = UIViewController()
          made = empty
          // Its coordinator is starting, or stopped as the screen leaves: look again next turn.
          showNextStepOnNextTurn()
          return empty
        })
      if let made {
        screenOfController[ObjectIdentifier(made)] = id
        applyChrome(to: made, of: id)
        if let placeholder, placeholder !== made {
          screenOfController[ObjectIdentifier(placeholder)] = nil
        }
      }
      return controller
    }

    /// Puts a screen's new view controller in the place of the one that stood in for it (a
    /// placeholder while its coordinator had not started, or one made for its route alone before
    /// a coordinator took the screen over), as `ScreenContentCache.screensToRemake(among:on:)`
    /// decides: its navigation controller keeps the same stack, with the one controller swapped
    /// and no transition, so the user sees no navigation. A navigation controller in a
    /// transition keeps the old one until the next step.
    func replaceOutdatedViewControllers() {
      let candidates = navigator.state.tabRoots
      for screen in viewControllers.screensToRemake(among: candidates, on: navigator) {
        guard let old = viewControllers[screen.id] else { continue }
        let navigationController = old.parent as? UINavigationController
        if let navigationController, navigationController.transitionCoordinator != nil {
          continue
        }
        let controller = viewController(for: screen)
        guard controller !== old, let navigationController,
          let index = navigationController.viewControllers.firstIndex(where: { $0 === old })
        else { continue }  // Not on screen: the next step that shows it takes the new one.
        var stack = navigationController.viewControllers
        stack[index] = controller
        navigationController.setViewControllers(stack, animated: false)
        if let installed = installedBackActions[screen.id] {
          // The old one's back action goes with it: the leave guards install it again.
          installedBackActions[screen.id] = nil
          if old.navigationItem.backAction === installed.installed {
            old.navigationItem.backAction = installed.replaced
          }
        }
      }
    }

    /// Lets go of the view controllers of screens no longer shown, which frees their
    /// presenters and view models, and through them their coordinators; it costs what changed
    /// (`ScreenReleaseCheck`), not the view controllers kept.
    func releaseViewControllersThatLeft() {
      let states = [navigator.hosting.shownState, navigator.hosting.displayedState]
      for controller in viewControllers.release(keepingScreensOf: states) {
        screenOfController[ObjectIdentifier(controller)] = nil
      }
    }

    func screens(of navigationController: UINavigationController) -> [ScreenID] {
      navigationController.viewControllers.compactMap { screenOfController[ObjectIdentifier($0)] }
    }

    func level(of navigationController: UINavigationController) -> Int? {
      levels.firstIndex { $0 === navigationController }
    }
  }
#endif
