/// Which screens a host that keeps something per screen (a view controller, a view's content)
/// can let go of, at the cost of what changed: the hosts call it after every change, so a
/// search of the states per kept screen made each change cost the depth times the kept screens.
///
/// The states checked last time and the ones checked now are versions of one another: they share
/// everything below their highest common path node (``NavigationState/screensAboveSharedPart(of:)``),
/// so only a screen above it in an earlier state can have left. What the host made since the last
/// check is looked up in the new states, from the top, where it was drawn. States that share no
/// root node or tab container (a new root, new tabs) are compared whole, once.
package struct ScreenReleaseCheck<Route> {
  /// The states of the last check; `nil` before the first.
  private var checked: [NavigationState<Route>]?
  /// The screens the host made something for since the last check.
  private var madeSinceCheck: [ScreenID] = []

  /// A check that has seen nothing yet: its first check compares the states whole.
  package init() {}

  /// Records that the host made something for screen `id`, so the next check looks at it.
  /// Before the first check nothing is recorded: that check compares the states whole (and a
  /// host that never checks keeps no list).
  package mutating func noteMade(_ id: ScreenID) {
    guard checked != nil else { return }
    madeSinceCheck.append(id)
  }

  /// The screens the host kept that are in none of `states` (the states whose screens it must
  /// keep, such as the displayed and the shown one), among `kept`, which is read only when the
  /// states must be compared whole; it then checks against `states` next time.
  ///
  /// - Returns: Screens to let go of; some may already be gone, which the host ignores.
  package mutating func screensThatLeft(
    keeping states: [NavigationState<Route>], kept: some Sequence<ScreenID>
  ) -> [ScreenID] {
    let previous = checked
    let made = madeSinceCheck
    checked = states
    madeSinceCheck = []
    guard let previous, let above = NavigationState.screensAboveSharedPart(of: previous + states)
    else {
      var present: Set<ScreenID> = []
      for state in states {
        for screen in state.screens { present.insert(screen.id) }
      }
      return kept.filter { !present.contains($0) }
    }
    var stay: Set<ScreenID> = []
    for list in above[previous.count...] {
      stay.formUnion(list)
    }
    var left: [ScreenID] = []
    for list in above[..<previous.count] {
      for id in list where !stay.contains(id) { left.append(id) }
    }
    for id in made where !stay.contains(id) && !states.contains(where: { $0.contains(id) }) {
      left.append(id)
    }
    return left
  }
}
