/// Leave guards: screens marked as holding unsaved changes, which no request removes without
/// asking their coordinator first (see ``LeaveGuarding``).
extension NavigationState {
  /// The screens that are guarded, each one in the state. Costs the screens of the state.
  public var leaveGuardedScreens: Set<ScreenID> {
    guard let guardBox else { return [] }
    var guarded = presentScreens(among: guardBox.screens)
    if !guardBox.owners.isEmpty {
      // A guarded owner's first screen in each stack: the one whose owner differs from the
      // owner of the screen before it (see `isFlowsFirstScreen(_:)`), in one pass.
      var ownerBelow: CoordinatorID?? = nil
      for screen in screens {
        if let owner = screen.owner, guardBox.owners.contains(owner), ownerBelow != owner {
          guarded.insert(screen.id)
        }
        ownerBelow = .some(screen.owner)
      }
    }
    return guarded
  }

  /// Whether screen `id` is guarded: hosts disable the interactive back and swipe-down gestures
  /// for it ahead of time, and report the user's attempt instead (see
  /// ``UserNavigation/attemptedBack(from:)``).
  public func isLeaveGuarded(_ id: ScreenID) -> Bool {
    guard let guardBox else { return false }
    if guardBox.screens.contains(id) { return contains(id) }
    guard !guardBox.owners.isEmpty, let owner = screen(withID: id)?.owner else { return false }
    return guardBox.owners.contains(owner) && isFlowsFirstScreen(id)
  }

  /// Whether screen `id` is the lowest of its owner's screens in its stack: the one whose leaving
  /// ends the owner's flow and loses its unsaved changes. A coordinator's Boolean guard
  /// (``LeaveGuarding/hasUnsavedChanges``) guards that screen alone, so the flow's own screens
  /// above it (a picker it pushed) come and go without asking. Costs the distance from the top.
  func isFlowsFirstScreen(_ id: ScreenID) -> Bool {
    if root.id == id { return true }
    if let node = node(withID: id) { return (node.below?.owner ?? root.owner) != node.owner }
    let stored = tabsBox?.storedNodes ?? []
    guard let index = stored.firstIndex(where: { $0.id == id }) else { return false }
    return index == 0 || stored[index - 1].owner != stored[index].owner
  }

  /// Marks screen `id` as guarded ("unsaved changes"), or clears the mark.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when no such screen is in the state.
  public mutating func setLeaveGuard(_ isGuarded: Bool, for id: ScreenID) throws(NavigationError) {
    guard contains(id) else { throw .screenNotFound(id) }
    var screens = guardBox.map { presentScreens(among: $0.screens) } ?? []
    if isGuarded {
      screens.insert(id)
    } else {
      screens.remove(id)
    }
    guardBox = LeaveGuardSet.of(screens, owners: guardBox?.owners ?? [])
  }

  /// Marks every screen `owner` shows as guarded (it has unsaved changes, see
  /// ``LeaveGuarding/hasUnsavedChanges``), or clears the mark; clearing it also clears the marks
  /// of `owner`'s screens one by one (a restored draft's, which `owner` now speaks for).
  /// Whether anything changed.
  @discardableResult
  mutating func setOwnerLeaveGuard(_ isGuarded: Bool, for owner: CoordinatorID) -> Bool {
    var owners = guardBox?.owners ?? []
    var screens = guardBox?.screens ?? []
    if isGuarded {
      guard owners.insert(owner).inserted else { return false }
    } else {
      let removed = owners.remove(owner) != nil
      let own = Set(self.screens.filter { $0.owner == owner }.map(\.id))
      let marked = screens.intersection(own)
      guard removed || !marked.isEmpty else { return false }
      screens.subtract(marked)
    }
    guardBox = LeaveGuardSet.of(screens, owners: owners)
    return true
  }

  /// The guard marks of screens that left, dropped: a screen that comes back is a new screen.
  mutating func dropStaleLeaveGuards() {
    guard let guardBox else { return }
    let live = presentScreens(among: guardBox.screens)
    if live.count != guardBox.screens.count {
      self.guardBox = LeaveGuardSet.of(live, owners: guardBox.owners)
    }
  }

  /// The guard marks of screens that left since `earlier`, whose marks are all of screens in it,
  /// dropped at the cost of what changed when the marks are the same set as `earlier`'s.
  mutating func dropStaleLeaveGuards(since earlier: NavigationState) {
    guard let guardBox else { return }
    guard guardBox === earlier.guardBox,
      let above = Self.screensAboveSharedPart(earlier, self)
    else { return dropStaleLeaveGuards() }
    let left = Self.guarded(guardBox.screens, leavingFrom: above.earlier, to: above.later)
    guard !left.isEmpty else { return }
    let live = guardBox.screens.subtracting(left)
    self.guardBox = LeaveGuardSet.of(live, owners: guardBox.owners)
  }

  /// The guarded screens of this state that `proposal` removes, top first. A change that keeps
  /// the root, the tabs and most of the path costs what it changes, however deep the guards.
  ///
  /// - Parameter hasUnsavedChanges: whether a coordinator has unsaved changes now (all its
  ///   screens are then guarded), asked of the owners of the screens that leave only; `nil`
  ///   reads the state's own marks.
  func guardedScreens(
    removedBy proposal: NavigationState,
    hasUnsavedChanges: ((CoordinatorID) -> Bool)? = nil
  ) -> [ScreenID] {
    let ownerGuard = hasUnsavedChanges ?? guardBox?.ownerGuard
    guard let ownerGuard else {
      guard let guardBox else { return [] }
      if let above = Self.screensAboveSharedPart(self, proposal) {
        // Only screens above the shared part can leave; those of this state are present in it.
        return Self.guarded(guardBox.screens, leavingFrom: above.earlier, to: above.later)
      }
      let present = presentScreens(among: guardBox.screens)
      let guarded = present.subtracting(proposal.presentScreens(among: present))
      guard !guarded.isEmpty else { return [] }
      return screens.reversed().map(\.id).filter(guarded.contains)
    }
    let marked = guardBox?.screens ?? []
    guard let above = Self.screensAboveSharedPart(self, proposal) else {
      let staying = Set(proposal.screens.map(\.id))
      return screens.reversed().filter { screen in
        !staying.contains(screen.id)
          && (marked.contains(screen.id)
            || (screen.owner.map(ownerGuard) == true && isFlowsFirstScreen(screen.id)))
      }.map(\.id)
    }
    // The screens above the shared part are the top of the path, in the same order.
    let staying = above.later.isEmpty ? [] : Set(above.later)
    var leaving: [ScreenID] = []
    var node = top
    for id in above.earlier {
      let screen = node?.id == id ? node?.screen : self.screen(withID: id)
      node = node?.below
      guard !staying.contains(id) else { continue }
      if marked.contains(id)
        || (screen?.owner.map(ownerGuard) == true && isFlowsFirstScreen(id))
      {
        leaving.append(id)
      }
    }
    return leaving
  }

  /// The screens of `marked` among `earlier` (listed top first) that are not in `now`.
  private static func guarded(
    _ marked: Set<ScreenID>, leavingFrom earlier: [ScreenID], to now: [ScreenID]
  ) -> [ScreenID] {
    var leaving: [ScreenID] = []
    for id in earlier where marked.contains(id) {
      leaving.append(id)
    }
    guard !leaving.isEmpty, !now.isEmpty else { return leaving }
    let staying = Set(now)
    return leaving.filter { !staying.contains($0) }
  }
}

extension NavigationState {
  /// The platform's back action on this state, as the user event a host reports, with this
  /// state's leave guards: an attempt when the screen that would leave is guarded (so the host
  /// reports it rather than performing it), the plain event otherwise.
  package var guardedBackNavigation: UserNavigation? {
    guard let back = backNavigation else { return nil }
    switch back {
    case .wentBack:
      return isLeaveGuarded(topScreen.id) ? .attemptedBack(from: topScreen.id) : back
    case .dismissedLayer(let id):
      let layer = topStack
      return layer.contains { isLeaveGuarded($0.id) } ? .attemptedDismissal(of: id) : back
    default:
      return back
    }
  }
}

extension NavigationState {
  /// Whether the host keeps the interactive back (its gesture and back button) of the stack at
  /// `level` (`0` the base stack, `1` the first modal layer's) from popping: its top screen is
  /// guarded, so the host reports ``UserNavigation/attemptedBack(from:)`` instead. SwiftUI: a
  /// custom back button; UIKit: the pop gestures' delegate (see ``Navigator/backSwipe(from:)``).
  package func blocksInteractiveBack(atLevel level: Int) -> Bool {
    let stack =
      level == 0
      ? baseStack
      : layers.indices.contains(level - 1)
        ? [layers[level - 1].root] + layers[level - 1].pushed : []
    guard let top = stack.last, stack.count > 1 else { return false }
    return isLeaveGuarded(top.id)
  }

  /// Whether the host disables the swipe-down of the modal layer at `level` (`1` the first):
  /// a screen in it is guarded, so the host reports ``UserNavigation/attemptedDismissal(of:)``
  /// instead. SwiftUI: `interactiveDismissDisabled()`; UIKit: `isModalInPresentation`.
  package func blocksInteractiveDismissal(atLevel level: Int) -> Bool {
    guard guardBox != nil, layers.indices.contains(level - 1) else { return false }
    let layer = layers[level - 1]
    return ([layer.root] + layer.pushed).contains { isLeaveGuarded($0.id) }
  }
}
