import CoordinatorKit

/// A small, independent model of what a navigator must do, written with plain arrays and no
/// code from the engine: the model-based test checks the engine against it after every step.
struct NavigationModel: Equatable {
  struct Screen: Equatable {
    let id: ScreenID
    var route: Int
    var style: PresentationStyle
    var owner: CoordinatorID?
    /// A sheet's detents: `nil` at the default height and for every other style.
    var detents: SheetDetents? = nil
    /// The control a popover points at: `nil` for the screen below it and for every
    /// other style.
    var anchor: PopoverAnchor? = nil
  }

  struct Alert: Equatable {
    let id: AlertID
    let title: String
    let actionIDs: [String]
    /// An alert or a confirmation dialog: shown differently, answered the same way.
    let presentation: AlertPresentation
  }

  struct Flow: Equatable {
    let id: CoordinatorID
    var parent: CoordinatorID?
    var children: [CoordinatorID] = []
    var isRunning = true
    let entryStyle: PresentationStyle
  }

  var root: Screen
  var path: [Screen] = []
  /// The columns the base stack shows in; the screens stay one stack.
  var split: SplitLayout?
  var alert: Alert?
  var flows: [CoordinatorID: Flow] = [:]

  /// The screens, root first.
  var screens: [Screen] { [root] + path }

  /// Where the top layer starts in the path, or `nil` on the base stack.
  var topLayerStart: Int? { path.lastIndex { $0.style != .push } }

  /// The screens of the top stack.
  func topStack(of path: [Screen], root: Screen) -> [Screen] {
    guard let start = path.lastIndex(where: { $0.style != .push }) else { return [root] + path }
    return Array(path[start...])
  }

  // MARK: App requests (each either changes the model or returns the error it expects)

  func alertRefusal() -> NavigationError? {
    alert.map { .alertIsShowing(title: $0.title) }
  }

  mutating func add(_ screen: Screen) -> NavigationError? {
    if let refusal = alertRefusal() { return refusal }
    path.append(screen)
    return nil
  }

  mutating func pop() -> NavigationError? {
    if let refusal = alertRefusal() { return refusal }
    if let last = path.last, last.style == .push { path.removeLast() }
    return nil
  }

  mutating func popToRoot() -> NavigationError? {
    if let refusal = alertRefusal() { return refusal }
    path.removeSubrange(((topLayerStart ?? -1) + 1)...)
    return nil
  }

  mutating func pop(to id: ScreenID) -> NavigationError? {
    if let refusal = alertRefusal() { return refusal }
    if root.id == id {
      path.removeAll()
    } else if let index = path.firstIndex(where: { $0.id == id }) {
      path.removeSubrange((index + 1)...)
    } else {
      return .screenNotFound(id)
    }
    return nil
  }

  mutating func dismiss() -> NavigationError? {
    if let refusal = alertRefusal() { return refusal }
    if let start = topLayerStart { path.removeSubrange(start...) }
    return nil
  }

  mutating func dismissAll() -> NavigationError? {
    if let refusal = alertRefusal() { return refusal }
    if let first = path.firstIndex(where: { $0.style != .push }) { path.removeSubrange(first...) }
    return nil
  }

  mutating func updateRoute(of id: ScreenID, to route: Int) -> NavigationError? {
    if root.id == id {
      root.route = route
    } else if let index = path.firstIndex(where: { $0.id == id }) {
      path[index].route = route
    } else {
      return .screenNotFound(id)
    }
    return nil
  }

  /// Rests the sheet containing `id` at `detent`: a sheet without detents offers only `.large`.
  mutating func selectDetent(_ detent: SheetDetent, in id: ScreenID) -> NavigationError? {
    if root.id == id { return .detentsNeedASheet(.push) }
    guard let index = path.firstIndex(where: { $0.id == id }) else { return .screenNotFound(id) }
    guard let start = path[...index].lastIndex(where: { $0.style != .push }) else {
      return .detentsNeedASheet(.push)
    }
    guard path[start].style == .modal(.sheet) else { return .detentsNeedASheet(path[start].style) }
    guard let detents = path[start].detents else {
      return detent == .large ? nil : .detentNotAvailable(detent, available: [.large])
    }
    guard detents.available.contains(detent) else {
      return .detentNotAvailable(detent, available: detents.available)
    }
    path[start].detents = try? SheetDetents(
      detents.available, selected: detent, showsGrabber: detents.showsGrabber)
    return nil
  }

  mutating func showAlert(_ newAlert: Alert) -> NavigationError? {
    if let alert { return .alertAlreadyShowing(title: alert.title) }
    alert = newAlert
    return nil
  }

  mutating func answerAlert(_ actionID: String) -> NavigationError? {
    guard let alert else { return .noAlertShowing }
    guard alert.actionIDs.contains(actionID) else {
      return .unknownAlertAction(id: actionID, available: alert.actionIDs)
    }
    self.alert = nil
    return nil
  }

  // MARK: What the user did

  /// The screens the user removes with `event` on `displayed`, or the refusal; `nil` removal for
  /// an alert answer or a cancelled gesture.
  static func removal(
    of event: UserNavigation, on displayed: NavigationModel
  ) -> Result<[ScreenID], NavigationError> {
    switch event {
    case .wentBack(let id):
      let stack = displayed.topStack(of: displayed.path, root: displayed.root)
      guard let index = stack.firstIndex(where: { $0.id == id }) else {
        return .failure(
          displayed.screens.contains { $0.id == id }
            ? .gestureDoesNotApply(reason: "screen \(id) is not in the top stack")
            : .screenNotFound(id))
      }
      guard index < stack.count - 1 else {
        return .failure(.gestureDoesNotApply(reason: "screen \(id) is already the top screen"))
      }
      if let alert = displayed.alert { return .failure(.alertIsShowing(title: alert.title)) }
      return .success(stack[(index + 1)...].map(\.id))
    case .dismissedLayer(let id):
      if let alert = displayed.alert { return .failure(.alertIsShowing(title: alert.title)) }
      if displayed.root.id == id {
        return .failure(
          .gestureDoesNotApply(reason: "screen \(id) is on the base stack, not in a modal"))
      }
      guard let index = displayed.path.firstIndex(where: { $0.id == id }) else {
        return .failure(.screenNotFound(id))
      }
      guard let start = displayed.path[...index].lastIndex(where: { $0.style != .push }) else {
        return .failure(
          .gestureDoesNotApply(reason: "screen \(id) is on the base stack, not in a modal"))
      }
      return .success(displayed.path[start...].map(\.id))
    case .choseAlertAction(let actionID, let alertID):
      guard let alert = displayed.alert, alert.id == alertID else {
        return .failure(
          .gestureDoesNotApply(reason: "the alert the user answered is not displayed"))
      }
      guard alert.actionIDs.contains(actionID) else {
        return .failure(.unknownAlertAction(id: actionID, available: alert.actionIDs))
      }
      return .success([])
    case .dismissedAlert(let alertID):
      guard displayed.alert?.id == alertID else {
        return .failure(
          .gestureDoesNotApply(reason: "the alert the user dismissed is not displayed"))
      }
      return .success([])
    case .cancelledGesture:
      return .success([])
    case .selectedTab(let tab):
      return .failure(.unknownTab(tab, tabs: []))  // The model's states have no tabs.
    case .selectedDetent(let detent, let id):
      var resized = displayed
      return resized.selectDetent(detent, in: id).map { .failure($0) } ?? .success([])
    case .attemptedBack, .attemptedDismissal:
      return .success([])  // Not generated: the model has no leave guards.
    }
  }

  /// The truth after the user removed `removed` from the display: exactly those screens leave,
  /// with the pushes of any layer whose root left.
  mutating func removeScreens(removedByUser removed: Set<ScreenID>) {
    var kept: [Screen] = []
    var inRemovedLayer = false
    for screen in path {
      if screen.style != .push { inRemovedLayer = removed.contains(screen.id) }
      if !inRemovedLayer, !removed.contains(screen.id) { kept.append(screen) }
    }
    path = kept
  }

  // MARK: Coordinators

  func descendants(of id: CoordinatorID) -> [CoordinatorID] {
    var result: [CoordinatorID] = []
    var pending = flows[id]?.children ?? []
    while let next = pending.popLast() {
      result.append(next)
      pending += flows[next]?.children ?? []
    }
    return result
  }

  func ownedCount(_ id: CoordinatorID) -> Int {
    screens.count { $0.owner == id }
  }

  /// Removes the screens of `owners` as a stopping coordinator's screens leave: the lowest and
  /// everything above it, the alert with them; a root of theirs stays without an owner.
  mutating func removeScreens(ownedBy owners: Set<CoordinatorID>) {
    if let owner = root.owner, owners.contains(owner) {
      root.owner = nil
      path.removeAll()
      alert = nil
    } else if let lowest = path.firstIndex(where: { $0.owner.map(owners.contains) ?? false }) {
      path.removeSubrange(lowest...)
      alert = nil
    }
  }

  /// Stops `ids` and everything under them: their screens leave first.
  mutating func stop(_ ids: [CoordinatorID]) {
    let stopping = runningWithDescendants(ids)
    guard !stopping.isEmpty else { return }
    let before = screens
    removeScreens(ownedBy: stopping)
    markStopped(stopping)
    settle(after: before)
  }

  /// The running coordinators among `ids` and under them: the ones that stop when `ids` stop.
  func runningWithDescendants(_ ids: some Sequence<CoordinatorID>) -> Set<CoordinatorID> {
    var running = Set<CoordinatorID>()
    for id in ids where flows[id]?.isRunning == true {
      running.insert(id)
      for descendant in descendants(of: id) where flows[descendant]?.isRunning == true {
        running.insert(descendant)
      }
    }
    return running
  }

  /// The lifecycle rule after a change from `before`: a running coordinator left without screens
  /// stops with everything under it, and their screens leave, until nothing changes.
  mutating func settle(after before: [Screen]) {
    var previous = before
    while true {
      let current = screens
      let lost = Set(previous.compactMap(\.owner)).subtracting(current.compactMap(\.owner))
      let stopping = runningWithDescendants(lost)
      guard !stopping.isEmpty else { return }
      removeScreens(ownedBy: stopping)
      markStopped(stopping)
      previous = current
    }
  }

  private mutating func markStopped(_ ids: Set<CoordinatorID>) {
    for id in ids {
      flows[id]?.isRunning = false
      if let parent = flows[id]?.parent {
        flows[parent]?.children.removeAll { $0 == id }
      }
      flows[id]?.children.removeAll()
    }
  }
}
