import CoordinatorKit
import CoordinatorKitUIKit
@_spi(UIKitModel) import UIKit

/// Compares what the UIKit model shows with what a navigator's state says, as the host's
/// projection of it describes UIKit (`UIKitNavigationProjection`): each level's navigation
/// controller holds the view controllers of that level's screens, the presented chain is the
/// modal layers (in their styles) and then the alert, the tab bar shows the tabs' stacks with
/// the right one selected, a split view's columns hold the base stack as its form places it.
///
/// It learns which view controller shows which screen the first time it sees them together,
/// and from then on holds the host to it: a screen keeps its view controller, and no view
/// controller stands for two screens. It also checks that the view controllers of screens that
/// left are released.
@MainActor
final class HierarchyCheck {
  private struct Shown {
    weak var controller: UIViewController?
    let label: String
  }

  private var controllerOfScreen: [ScreenID: Shown] = [:]
  private var screenOfController: [ObjectIdentifier: ScreenID] = [:]
  /// The screen a view controller shows, when the test knows it (its own controllers).
  private let knownScreen: (UIViewController) -> ScreenID?

  /// A check that learns which view controller shows which screen, or is told by `knownScreen`.
  init(knownScreen: @escaping (UIViewController) -> ScreenID? = { _ in nil }) {
    self.knownScreen = knownScreen
  }

  /// What differs between `window` and `state`, or `nil` when they agree.
  func mismatch<Route>(in window: UIWindow, showing state: NavigationState<Route>) -> String? {
    let projection = UIKitNavigationProjection(state)
    guard let root = window.rootViewController, let content = root.children.first else {
      return "the window shows no container with content"
    }
    var problems: [String] = []
    // Level 0: the single navigation controller, the tab bar, or the split view.
    if let tabBar = projection.tabBar {
      if let tabs = content as? UITabBarController {
        let controllers = tabs.viewControllers ?? []
        // With `UITab`s (iOS 18), the tabs stand in the order the host's layout gives them.
        let order =
          tabs.tabs.isEmpty
          ? tabBar.tabs.map(\.id) : SidebarTabLayout(tabBar.tabs.map(\.item)).order
        let ordered = order.compactMap { id in tabBar.tabs.first { $0.id == id } }
        if controllers.count != tabBar.tabs.count {
          problems.append(
            "the tab bar has \(controllers.count) tabs, the state \(tabBar.tabs.count)")
        } else {
          for (tab, controller) in zip(ordered, controllers) {
            if let columns = tab.columns {
              problems += compare(split: controller, with: columns, label: "tab \(tab.id.name)")
            } else {
              problems += compare(
                stack: controller, with: tab.screens, label: "tab \(tab.id.name)")
            }
          }
          let selected = order.firstIndex(of: tabBar.tabs[tabBar.selectedIndex].id)
          if tabs.selectedIndex != selected {
            problems.append(
              "tab \(tabs.selectedIndex) is selected, the state selects \(tabBar.selectedIndex)")
          }
        }
      } else {
        problems.append("the state has tabs, the container shows \(type(of: content))")
      }
    } else if let columns = projection.split {
      problems += compare(split: content, with: columns, label: "the base split view")
    } else {
      problems += compare(stack: content, with: projection.levels[0].screens, label: "level 0")
    }
    // The presented chain: the layers, then the alert.
    let presented = window.presentedViewControllers
    let layers = projection.levels.dropFirst()
    let expectedCount = layers.count + (projection.alert == nil ? 0 : 1)
    if presented.count != expectedCount {
      problems.append(
        "\(presented.count) controllers are presented, the state has \(layers.count) layers"
          + (projection.alert == nil ? "" : " and an alert"))
    } else {
      for (level, controller) in zip(layers, presented) {
        let label = "layer \(level.screens.first.map(describe) ?? "?")"
        problems += compare(stack: controller, with: level.screens, label: label)
        if let style = level.presentation, controller.modalPresentationStyle != uiKitStyle(style) {
          problems.append("\(label) is presented as \(controller.modalPresentationStyle)")
        }
        if let detents = level.sheetDetents,
          let sheet = controller.sheetPresentationController,
          sheet.restingDetentIdentifier?.rawValue != detents.selectedIdentifier
        {
          problems.append(
            "\(label) rests at \(sheet.restingDetentIdentifier?.rawValue ?? "nil"), the state "
              + "at \(detents.selectedIdentifier)")
        }
      }
      if let alert = projection.alert {
        if let shown = presented.last as? UIAlertController {
          // The choices every host offers: the actions, and a Cancel for a dialog without one.
          let choices = (0..<alert.choiceCount).map { alert.choice(at: $0).title }
          if shown.title != alert.title || shown.actions.map(\.title) != choices {
            problems.append(
              "the alert shown is \(shown.title ?? "nil"), the state's \(alert.title)")
          }
        } else {
          problems.append("no alert is shown over the top layer")
        }
      }
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  /// The labels of view controllers still alive whose screens are in none of `states`.
  func leaked<Route>(keeping states: [NavigationState<Route>]) -> [String] {
    var kept = Set<ScreenID>()
    for state in states {
      let projection = UIKitNavigationProjection(state)
      for level in projection.levels { kept.formUnion(level.screens) }
      for tab in projection.tabBar?.tabs ?? [] { kept.formUnion(tab.screens) }
    }
    return controllerOfScreen.filter { !kept.contains($0.key) && $0.value.controller != nil }
      .map(\.value.label).sorted()
  }

  /// The view controller shown for `screen`, once seen.
  func controller(of screen: ScreenID) -> UIViewController? {
    controllerOfScreen[screen]?.controller
  }

  // MARK: Comparing

  private func compare(stack controller: UIViewController, with screens: [ScreenID], label: String)
    -> [String]
  {
    guard let navigation = controller as? UINavigationController else {
      return ["\(label) is a \(type(of: controller)), not a navigation controller"]
    }
    return compare(navigation.viewControllers, with: screens, label: label)
  }

  private func compare(
    split controller: UIViewController, with columns: UIKitSplitColumns, label: String
  )
    -> [String]
  {
    guard let split = controller as? UISplitViewController else {
      return ["\(label) is a \(type(of: controller)), not a split view controller"]
    }
    let placement = columns.placement(collapsed: split.isCollapsed)
    var problems: [String] = []
    for (column, uiColumn) in [
      (UIKitSplitColumn.primary, UISplitViewController.Column.primary),
      (.supplementary, .supplementary), (.secondary, .secondary), (.compact, .compact),
    ] {
      let screens = placement[column]
      guard let navigation = split.viewController(for: uiColumn) as? UINavigationController
      else {
        if !screens.isEmpty { problems.append("\(label) has no \(uiColumn) column") }
        continue
      }
      problems += compare(navigation.viewControllers, with: screens, label: "\(label) \(uiColumn)")
    }
    return problems
  }

  private func compare(_ controllers: [UIViewController], with screens: [ScreenID], label: String)
    -> [String]
  {
    guard controllers.count == screens.count else {
      return [
        "\(label) shows \(controllers.count) view controllers for \(screens.count) screens "
          + "(\(screens.map(describe).joined(separator: ", ")))"
      ]
    }
    var problems: [String] = []
    for (controller, screen) in zip(controllers, screens) {
      if let known = knownScreen(controller), known != screen {
        problems.append("\(label) shows screen \(describe(known)) where \(describe(screen)) is")
        continue
      }
      let id = ObjectIdentifier(controller)
      if let shown = controllerOfScreen[screen], let existing = shown.controller {
        if existing !== controller {
          problems.append("\(label): screen \(describe(screen)) changed view controllers")
        }
      } else if let other = screenOfController[id], other != screen,
        controllerOfScreen[other]?.controller === controller
      {
        problems.append("\(label): one view controller stands for two screens")
      } else {
        controllerOfScreen[screen] = Shown(
          controller: controller,
          label: "\(type(of: controller)) of \(controller.title ?? describe(screen))")
        screenOfController[id] = screen
      }
    }
    return problems
  }

  private func describe(_ screen: ScreenID) -> String {
    String(String(describing: screen).prefix(8))
  }

  private func uiKitStyle(_ style: UIKitModalPresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .pageSheet: .pageSheet
    case .fullScreen: .fullScreen
    case .popover: .popover
    }
  }
}
