/// What a host reads of a state after every change, at the cost of what changed rather than of
/// the depth: the top of the path, whether any screen is guarded at all, and the bare root it
/// starts from.
extension NavigationState {
  /// Whether any screen carries a leave guard; it costs nothing to ask, where
  /// ``leaveGuardedScreens`` looks for every guarded screen.
  package var hasLeaveGuards: Bool { guardBox != nil }

  /// The top `count` elements of the path, bottom first, each with how it was presented (all of
  /// them when `count` is larger). It costs `count`, not the depth of the state; with
  /// ``screensAboveSharedPart(of:)`` it gives the screens a change added, and how.
  package func topPathElements(_ count: Int) -> [PresentedScreen<Route>] {
    guard let top, count > 0 else { return [] }
    return top.elements(from: max(0, top.count - count))
  }

  /// What a newly attached host shows first (``Navigator/attachHost(capabilities:animation:)``):
  /// the root alone, with the tabs and the leave guards, and no alert. A host that draws before
  /// it attaches draws this, so that nothing it draws is taken away again when it attaches.
  package var bareRoot: NavigationState {
    var bare = NavigationState(rootNode: rootNode, top: nil, alertBox: nil, tabsBox: tabsBox)
    bare.guardBox = guardBox
    return bare
  }
}
