/// The navigation operations, as pure functions of the state value.
///
/// Each one either changes the state and says what it did, or throws a ``NavigationError`` and
/// leaves the state exactly as it was. A ``Navigator`` applies them live, any number as one
/// change, in ``Navigator/update(animation:overridingLeaveGuards:_:)``; here they are easy to
/// test and to compose (a deep link builds a state with them).
extension NavigationState {
  // MARK: Pushing and presenting

  /// Pushes `route` onto the top stack (inside the top modal layer, if one is presented).
  ///
  /// - Returns: The new screen's identity.
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing.
  @inlinable @discardableResult
  public mutating func push(_ route: Route, owner: CoordinatorID? = nil) throws(NavigationError)
    -> ScreenID
  {
    try refuseIfAlertShowing()
    let id = ScreenID()
    top = PathNode(id: id, owner: owner, style: .push, route: route, below: top)
    return id
  }

  /// Pushes `route` onto the top stack, shown with `options` (hiding the tab bar, zooming from a
  /// control of the screen below).
  ///
  /// - Returns: The new screen's identity.
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing.
  @discardableResult
  public mutating func push(_ route: Route, options: ScreenOptions, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    try refuseIfAlertShowing()
    let id = ScreenID()
    top = PathNode(
      id: id, owner: owner, style: .push, route: route, below: top,
      options: LayerOptions(screen: options))
    return id
  }

  /// Pushes several routes at once onto the top stack, bottom first.
  @discardableResult
  public mutating func push(contentsOf routes: [Route], owner: CoordinatorID? = nil)
    throws(NavigationError) -> [ScreenID]
  {
    try refuseIfAlertShowing()
    return routes.map { appendNewScreen($0, owner: owner, style: .push) }
  }

  /// Presents `route` as the root of a new modal layer; later pushes go into that layer.
  /// `detents` size a sheet (`nil`: the platform's default height); `anchor` names the control
  /// of the screen below that a popover points at (`nil`: that whole screen).
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing,
  ///   ``NavigationError/detentsNeedASheet(_:)`` for detents on another style, and
  ///   ``NavigationError/anchorNeedsAPopover(_:)`` for an anchor on another style.
  @discardableResult
  public mutating func present(
    _ route: Route, as style: ModalStyle, detents: SheetDetents? = nil,
    anchor: PopoverAnchor? = nil, owner: CoordinatorID? = nil
  ) throws(NavigationError) -> ScreenID {
    try refuseIfAlertShowing()
    let options = LayerOptions(detents: detents, anchor: anchor)
    try options.check(for: .modal(style))
    let id = ScreenID()
    top = PathNode(
      id: id, owner: owner, style: .modal(style), route: route, below: top, options: options)
    return id
  }

  /// Presents `route` as the root of a new modal layer shown with `options`: a full-screen cover
  /// that zooms from a control of the screen below.
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing,
  ///   ``NavigationError/tabBarHidingNeedsAPush(_:)`` for a hidden tab bar, and
  ///   ``NavigationError/zoomNeedsAPushOrCover(_:)`` for a zoom on a sheet or popover.
  @discardableResult
  public mutating func present(
    _ route: Route, as style: ModalStyle, options: ScreenOptions, owner: CoordinatorID? = nil
  ) throws(NavigationError) -> ScreenID {
    try refuseIfAlertShowing()
    let layerOptions = LayerOptions(screen: options)
    try layerOptions.check(for: .modal(style))
    let id = ScreenID()
    top = PathNode(
      id: id, owner: owner, style: .modal(style), route: route, below: top, options: layerOptions)
    return id
  }

  /// How screen `id` shows beyond its route and style (``ScreenOptions``): the standard options
  /// for a root. It costs the screen's distance from the top (or the size of the other tabs'
  /// stacks, for a screen of a tab that is not selected).
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when no such screen is in the state.
  public func options(ofScreen id: ScreenID) throws(NavigationError) -> ScreenOptions {
    if root.id == id { return rootNode.screenOptions }
    guard let node = node(withID: id) ?? storedNode(withID: id) else {
      throw .screenNotFound(id)
    }
    return node.screenOptions
  }

  /// Adds an existing screen (with its identity) over the top, pushed or presented; `detents`
  /// size a sheet, `anchor` points a popover at a control.
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing,
  ///   ``NavigationError/duplicateScreenID(_:)`` when the screen is already in the state,
  ///   ``NavigationError/detentsNeedASheet(_:)`` for detents on another style, and
  ///   ``NavigationError/anchorNeedsAPopover(_:)`` for an anchor on another style.
  @discardableResult
  public mutating func append(
    _ screen: NavigationScreen<Route>, style: PresentationStyle, detents: SheetDetents? = nil,
    anchor: PopoverAnchor? = nil
  ) throws(NavigationError) -> ScreenID {
    try refuseIfAlertShowing()
    let options = LayerOptions(detents: detents, anchor: anchor)
    try options.check(for: style)
    guard !contains(screen.id) else { throw .duplicateScreenID(screen.id) }
    append(PresentedScreen(screen, style: style), options: options)
    return screen.id
  }

  // MARK: Going back

  /// Pops the top screen of the top stack.
  ///
  /// - Returns: ``NavigationOutcome/nothingToPop`` when the top stack shows only its root
  ///   (a modal's root is dismissed, not popped); the state is then unchanged.
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing.
  @inlinable @discardableResult
  public mutating func pop() throws(NavigationError) -> NavigationOutcome<Route> {
    try refuseIfAlertShowing()
    guard let last = top, !last.style.isModal else { return .nothingToPop }
    top = last.below
    return .removed([last.screen])
  }

  /// Pops every pushed screen of the top stack, back to that stack's root.
  @discardableResult
  public mutating func popToRoot() throws(NavigationError) -> NavigationOutcome<Route> {
    try refuseIfAlertShowing()
    let keep = (topLayerStartIndex ?? -1) + 1
    guard keep < pathCount else { return .nothingToPop }
    return .removed(truncatePath(to: keep))
  }

  /// Goes back to the screen with identity `id`, wherever it is: layers above it are dismissed
  /// and screens pushed after it are popped.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when no such screen is in the state.
  @discardableResult
  public mutating func pop(to id: ScreenID) throws(NavigationError) -> NavigationOutcome<Route> {
    try refuseIfAlertShowing()
    guard let index = pathIndex(of: id) else { throw .screenNotFound(id) }
    return .removed(truncatePath(to: index + 1))
  }

  /// Goes back to the topmost screen whose route matches `predicate`.
  ///
  /// - Throws: ``NavigationError/noMatchingScreen(description:)`` when none matches.
  @discardableResult
  public mutating func popToLast(where predicate: (Route) -> Bool) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try refuseIfAlertShowing()
    var node = top
    while let current = node {
      if predicate(current.route) {
        return .removed(truncatePath(to: current.count))
      }
      node = current.below
    }
    guard predicate(root.route) else {
      throw .noMatchingScreen(description: "the given condition")
    }
    return .removed(truncatePath(to: 0))
  }

  /// Goes back to the topmost screen showing the same enum case as `example`, whatever its
  /// associated values (for `popToLast(sameCaseAs: .detail(""))` any `.detail` matches).
  ///
  /// Cases are compared by name, so this is meant for enum routes without a custom
  /// `description`; use ``popToLast(where:)`` for anything else.
  @discardableResult
  public mutating func popToLast(sameCaseAs example: Route) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    let name = RouteCaseName.of(example)
    do {
      return try popToLast { RouteCaseName.of($0) == name }
    } catch .noMatchingScreen {
      throw .noMatchingScreen(description: "the route case \"\(name)\"")
    }
  }

  /// Dismisses the top modal layer with everything pushed inside it.
  ///
  /// - Returns: ``NavigationOutcome/nothingToDismiss`` when no modal is presented.
  @discardableResult
  public mutating func dismiss() throws(NavigationError) -> NavigationOutcome<Route> {
    try refuseIfAlertShowing()
    guard let start = topLayerStartIndex else { return .nothingToDismiss }
    return .removed(truncatePath(to: start))
  }

  /// Dismisses every modal layer, back to the base stack (which keeps its pushed screens).
  @discardableResult
  public mutating func dismissAll() throws(NavigationError) -> NavigationOutcome<Route> {
    try refuseIfAlertShowing()
    guard let first = top?.firstModalIndex else { return .nothingToDismiss }
    return .removed(truncatePath(to: first))
  }

  /// Dismisses the modal layer that contains screen `id` and every layer above it.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when the screen is absent, and
  ///   ``NavigationError/gestureDoesNotApply(reason:)`` when it is on the base stack.
  @discardableResult
  public mutating func dismissLayer(containing id: ScreenID) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try refuseIfAlertShowing()
    if root.id == id {
      throw .gestureDoesNotApply(reason: "screen \(id) is on the base stack, not in a modal")
    }
    guard let node = node(withID: id) else { throw .screenNotFound(id) }
    guard let start = node.layerStart else {
      throw .gestureDoesNotApply(reason: "screen \(id) is on the base stack, not in a modal")
    }
    return .removed(truncatePath(to: start))
  }

  /// Removes the screen `id` and everything above it, popping or dismissing as each was
  /// shown: how a finished child flow takes its screens away.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when the screen is absent, and
  ///   ``NavigationError/noMatchingScreen(description:)`` for the root, which always stays.
  @discardableResult
  package mutating func removeScreens(startingAt id: ScreenID) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try refuseIfAlertShowing()
    guard let index = pathIndex(of: id) else { throw .screenNotFound(id) }
    guard index >= 0 else {
      throw .noMatchingScreen(description: "a screen above the root (the root always stays)")
    }
    return .removed(truncatePath(to: index))
  }

  /// Replaces the screens pushed after screen `id` in its own stack with `routes`, keeping any
  /// modal layers above that stack: how a modal changes the stack underneath it before closing.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when the screen is absent.
  public mutating func replacePushes(
    after id: ScreenID, with routes: [Route], owner: CoordinatorID? = nil
  ) throws(NavigationError) {
    try refuseIfAlertShowing()
    guard let index = pathIndex(of: id) else { throw .screenNotFound(id) }
    // Everything above the screen is rebuilt: its old pushes go, layers above it stay.
    let above = top?.nodes(from: index + 1) ?? []
    let layersAbove = above.drop { !$0.style.isModal }
    top = node(atCount: index + 1)
    for route in routes {
      appendNewScreen(route, owner: owner, style: .push)
    }
    for node in layersAbove {
      append(copying: node)
    }
  }

  /// Changes what screen `id` shows, keeping its identity, its place and how it was presented:
  /// an update in place ("the detail now shows item 7"), which hosts show without a transition.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when the screen is absent.
  public mutating func updateRoute(of id: ScreenID, to route: Route) throws(NavigationError) {
    if root.id == id {
      root.route = route
      return
    }
    guard let node = node(withID: id) else { throw .screenNotFound(id) }
    let above = top?.nodes(from: node.index + 1) ?? []
    top = PathNode(
      id: node.id, owner: node.owner, style: node.style, route: route, below: node.below,
      options: node.options)
    for node in above {
      append(copying: node)
    }
  }

  // MARK: Sizing sheets

  /// Changes the heights the sheet containing `id` offers and rests at (`nil`: the platform's
  /// default height). Screens keep their identity and place: hosts resize the sheet in place.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when the screen is absent, and
  ///   ``NavigationError/detentsNeedASheet(_:)`` when its layer is not a sheet (or it is on
  ///   the base stack).
  public mutating func setDetents(_ detents: SheetDetents?, ofLayerContaining id: ScreenID)
    throws(NavigationError)
  {
    let layerRoot = try sheetRoot(containing: id)
    var options = layerRoot.options
    options.detents = detents
    replaceOptions(of: layerRoot, with: options)
  }

  /// Shows the layer that screen `root` presents with `options`, in place; nothing when the
  /// screen is not in the path (the caller planned with this state, so it is there).
  mutating func setOptions(_ options: LayerOptions, ofLayerRoot root: ScreenID) {
    guard let layerRoot = node(withID: root) else { return }
    replaceOptions(of: layerRoot, with: options)
  }

  /// Rebuilds the path from `layerRoot` up with the layer shown with `options`.
  private mutating func replaceOptions(of layerRoot: PathNode<Route>, with options: LayerOptions) {
    guard layerRoot.options != options else { return }
    let above = top?.nodes(from: layerRoot.index + 1) ?? []
    top = PathNode(
      id: layerRoot.id, owner: layerRoot.owner, style: layerRoot.style, route: layerRoot.route,
      below: layerRoot.below, options: options)
    for node in above {
      append(copying: node)
    }
  }

  /// Rests the sheet containing `id` at `detent`, one of the heights it offers: what the user's
  /// drag does, and what an app does to expand a sheet.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)``, ``NavigationError/detentsNeedASheet(_:)``
  ///   as ``setDetents(_:ofLayerContaining:)`` does, and
  ///   ``NavigationError/detentNotAvailable(_:available:)`` when the sheet does not offer it
  ///   (a sheet without detents offers only `.large`).
  public mutating func selectDetent(_ detent: SheetDetent, ofLayerContaining id: ScreenID)
    throws(NavigationError)
  {
    let layerRoot = try sheetRoot(containing: id)
    guard let detents = layerRoot.detents else {
      guard detent == .large else { throw .detentNotAvailable(detent, available: [.large]) }
      return
    }
    try setDetents(detents.selecting(detent), ofLayerContaining: id)
  }

  /// The detents of the sheet containing `id`: `nil` for a sheet at the platform's default
  /// height.
  ///
  /// - Throws: as ``setDetents(_:ofLayerContaining:)`` does.
  public func detents(ofLayerContaining id: ScreenID) throws(NavigationError) -> SheetDetents? {
    try sheetRoot(containing: id).detents
  }

  /// The node that presents the sheet containing `id`.
  private func sheetRoot(containing id: ScreenID) throws(NavigationError) -> PathNode<Route> {
    if root.id == id { throw .detentsNeedASheet(.push) }
    guard let node = node(withID: id) else { throw .screenNotFound(id) }
    guard let start = node.layerStart, let layerRoot = node.descending(node.index - start) else {
      throw .detentsNeedASheet(.push)
    }
    guard layerRoot.style == .modal(.sheet) else { throw .detentsNeedASheet(layerRoot.style) }
    return layerRoot
  }

  // MARK: Anchoring popovers

  /// Points the popover containing `id` at the control named `anchor` (`nil`: the screen below
  /// it), as when the control it was opened from moved. Screens keep their identity and place:
  /// hosts re-point the popover in place.
  ///
  /// - Throws: ``NavigationError/screenNotFound(_:)`` when the screen is absent, and
  ///   ``NavigationError/anchorNeedsAPopover(_:)`` when its layer is not a popover (or it is on
  ///   the base stack).
  public mutating func setAnchor(_ anchor: PopoverAnchor?, ofLayerContaining id: ScreenID)
    throws(NavigationError)
  {
    let layerRoot = try popoverRoot(containing: id)
    var options = layerRoot.options
    options.anchor = anchor
    replaceOptions(of: layerRoot, with: options)
  }

  /// The control the popover containing `id` points at: `nil` for a popover that points at the
  /// screen below it.
  ///
  /// - Throws: as ``setAnchor(_:ofLayerContaining:)`` does.
  public func anchor(ofLayerContaining id: ScreenID) throws(NavigationError) -> PopoverAnchor? {
    try popoverRoot(containing: id).anchor
  }

  /// The node that presents the popover containing `id`.
  private func popoverRoot(containing id: ScreenID) throws(NavigationError) -> PathNode<Route> {
    if root.id == id { throw .anchorNeedsAPopover(.push) }
    guard let node = node(withID: id) else { throw .screenNotFound(id) }
    guard let start = node.layerStart, let layerRoot = node.descending(node.index - start) else {
      throw .anchorNeedsAPopover(.push)
    }
    guard layerRoot.style == .modal(.popover) else {
      throw .anchorNeedsAPopover(layerRoot.style)
    }
    return layerRoot
  }

  /// Removes everything over the root: alert, modal layers and pushed screens.
  @discardableResult
  public mutating func reset() -> NavigationOutcome<Route> {
    alert = nil
    return .removed(truncatePath(to: 0))
  }

  /// Replaces the whole state at once ("jump anywhere"), for example with a state built from a
  /// deep link. Hosts animate the change with ``TransitionPlan``.
  package mutating func replace(with newState: NavigationState<Route>) {
    self = newState
  }

  // MARK: Alerts

  /// Shows an alert on top of everything.
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)`` while another alert is showing.
  public mutating func showAlert(_ newAlert: AlertState) throws(NavigationError) {
    if let alert { throw .alertAlreadyShowing(title: alert.title) }
    alert = newAlert
  }

  /// Answers the showing alert with one of its actions and removes it.
  ///
  /// - Returns: The chosen action, for the caller to route.
  /// - Throws: ``NavigationError/noAlertShowing`` or
  ///   ``NavigationError/unknownAlertAction(id:available:)``.
  @discardableResult
  package mutating func answerAlert(withActionID actionID: String) throws(NavigationError)
    -> AlertAction
  {
    guard let alert else { throw .noAlertShowing }
    guard let action = alert.action(withID: actionID) else {
      throw .unknownAlertAction(id: actionID, available: alert.actions.map(\.id))
    }
    self.alert = nil
    return action
  }

  /// Removes the showing alert without answering it (its caller is told it went unanswered).
  ///
  /// - Returns: The removed alert, or `nil` when none was showing (nothing changes).
  @discardableResult
  public mutating func dismissAlert() -> AlertState? {
    defer { alert = nil }
    return alert
  }

  // MARK: Building states

  /// A copy with `route` pushed: handy for building jump targets and deep-link states.
  public func pushing(_ route: Route, owner: CoordinatorID? = nil) throws(NavigationError) -> Self {
    var copy = self
    try copy.push(route, owner: owner)
    return copy
  }

  /// A copy with `route` presented in a new layer (a sheet sized by `detents`, a popover
  /// pointing at `anchor`, when given).
  public func presenting(
    _ route: Route, as style: ModalStyle, detents: SheetDetents? = nil,
    anchor: PopoverAnchor? = nil, owner: CoordinatorID? = nil
  ) throws(NavigationError) -> Self {
    var copy = self
    try copy.present(route, as: style, detents: detents, anchor: anchor, owner: owner)
    return copy
  }

  // MARK: Helpers

  /// Appends a new screen, whose fresh identity cannot already be in the state.
  @discardableResult
  private mutating func appendNewScreen(
    _ route: Route, owner: CoordinatorID?, style: PresentationStyle
  ) -> ScreenID {
    let id = ScreenID()
    top = PathNode(id: id, owner: owner, style: style, route: route, below: top)
    return id
  }

  /// Puts `screen`, made by the caller with a new identity (so the request can return it before
  /// it applies), on top with `style`. A new identity is in no state, so nothing is searched and
  /// a push costs the same at any depth.
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)``.
  mutating func addNew(
    _ screen: NavigationScreen<Route>, style: PresentationStyle, options: LayerOptions = .none
  ) throws(NavigationError) {
    try refuseIfAlertShowing()
    try options.check(for: style)
    assert(!contains(screen.id), "addNew(_:style:) takes screens with a new identity")
    append(PresentedScreen(screen, style: style), options: options)
  }

  @inlinable
  func refuseIfAlertShowing() throws(NavigationError) {
    if optionalParts.hasAlert { throw alertRefusal }
  }

  /// The refusal of a request while the alert shows.
  @usableFromInline var alertRefusal: NavigationError {
    .alertIsShowing(title: alert?.title ?? "")
  }

}
