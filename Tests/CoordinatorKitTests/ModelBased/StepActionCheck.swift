import CoordinatorKit

/// Whether a step does what its label says, checked from the outside: a host that followed only
/// the label would reach exactly the step's state.
enum StepActionCheck {
  private struct Level: Equatable {
    var screens: [ScreenID]
    var style: PresentationStyle
  }

  private static func levels(of state: NavigationState<Int>) -> [Level] {
    var levels = [Level(screens: [state.root.id], style: .push)]
    for element in state.path {
      if element.style == .push {
        levels[levels.count - 1].screens.append(element.screen.id)
      } else {
        levels.append(Level(screens: [element.screen.id], style: element.style))
      }
    }
    return levels
  }

  /// Whether `longer` is `shorter` with `count` screens pushed onto the stack at `level`, the top
  /// level, the levels under it the same.
  private static func isGrowth(
    from shorter: [Level], to longer: [Level], by count: Int, at level: Int
  ) -> Bool {
    shorter.count == longer.count && level == longer.count - 1
      && Array(shorter.dropLast()) == Array(longer.dropLast())
      && longer[level].screens.count == shorter[level].screens.count + count
      && Array(longer[level].screens.prefix(shorter[level].screens.count))
        == shorter[level].screens
  }

  /// Why the step from `previous` to `step.state` does not match its action, or `nil`.
  static func mismatch(from previous: NavigationState<Int>, to step: TransitionStep<Int>)
    -> String?
  {
    let old = levels(of: previous)
    let new = levels(of: step.state)
    let sameAlert = previous.alert?.id == step.state.alert?.id
    let topLevel = new.count - 1
    switch step.action {
    case .updateInPlace:
      guard old == new, sameAlert else { return "updateInPlace changed the screens" }
      guard
        previous.screens.map(\.route) != step.state.screens.map(\.route)
          || previous.layers.map(\.detents) != step.state.layers.map(\.detents)
          || previous.layers.map(\.anchor) != step.state.layers.map(\.anchor)
          || previous.splitLayout != step.state.splitLayout
      else {
        return "updateInPlace changed no route, no sheet's detents, no popover's anchor and no "
          + "split layout"
      }
    case .push(let count, let level):
      guard sameAlert, isGrowth(from: old, to: new, by: count, at: level)
      else { return "not a push of \(count) at level \(level)" }
    case .pop(let count, let level):
      // A pop is a push backwards.
      guard sameAlert, isGrowth(from: new, to: old, by: count, at: level)
      else { return "not a pop of \(count) at level \(level)" }
    case .replaceStack(let level):
      guard old.count == new.count, level < new.count, sameAlert,
        old.indices.allSatisfy({ $0 == level || old[$0] == new[$0] })
      else { return "not a replacement of the stack at level \(level) alone" }
    case .present(let style, let level):
      guard level == topLevel, new.count == old.count + 1, Array(new.prefix(old.count)) == old,
        new[level].style == .modal(style), sameAlert
      else { return "not a presentation at level \(level)" }
    case .dismiss(let layers):
      guard layers > 0, new.count == old.count - layers, Array(old.prefix(new.count)) == new,
        step.state.alert == nil
      else { return "not a dismissal of \(layers) layers" }
    case .showAlert:
      guard old == new, previous.alert == nil, step.state.alert != nil else {
        return "not an alert appearing"
      }
    case .removeAlert:
      guard old == new, previous.alert != nil, step.state.alert == nil else {
        return "not an alert leaving"
      }
    case .selectTab(let tab):
      guard step.state.selectedTab == tab, previous.selectedTab != tab, previous.modalDepth == 0,
        step.state.modalDepth == 0, previous.alert == nil, step.state.alert == nil
      else { return "not a selection of tab \(tab) with nothing over the tabs" }
      return nil
    case .replaceTabs:
      guard previous.tabStacks != step.state.tabStacks || previous.tabs != step.state.tabs else {
        return "replaceTabs changed no tab"
      }
      return nil
    }
    guard previous.tabStacks.map(\.id) == step.state.tabStacks.map(\.id),
      previous.selectedTab == step.state.selectedTab
    else { return "\(step.action) changed the tabs" }
    return nil
  }

  /// Whether two states show different things (identities, presentation, routes, alert): what
  /// a host must never be told without a step.
  static func looksDifferent(_ lhs: NavigationState<Int>, _ rhs: NavigationState<Int>) -> Bool {
    levels(of: lhs) != levels(of: rhs) || lhs.screens.map(\.route) != rhs.screens.map(\.route)
      || lhs.alert?.id != rhs.alert?.id
  }
}
