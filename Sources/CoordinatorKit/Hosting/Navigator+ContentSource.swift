extension Navigator {
  /// The screen a host makes `screen`'s content (view, presenter, view model) from now, or
  /// `nil` while that content cannot be made: the rule every host follows, so no host makes or
  /// keeps a view for a screen whose coordinator has not started yet.
  ///
  /// A host shows steps planned when each change was made, and a step's screens are copies
  /// from then. A coordinator that takes over an ownerless screen (a tab's root, with
  /// ``Coordinator/coordinate(to:inTab:)``) does so in a later change, keeping the screen's
  /// identity, so a step on its way to the screen may still call it ownerless. The source is
  /// therefore the screen as the latest state has it (with its owner now) when the step's copy
  /// has no owner, and the step's copy otherwise.
  ///
  /// - Returns: the source, when the screen has no owner (it is shown by its route alone) or
  ///   its owner is running here; `nil` when its owner has not started yet or has stopped: show
  ///   a placeholder, keep nothing, and ask again the next time the screen is drawn. Content
  ///   kept from an earlier source is reused only while the source's owner is the same (see
  ///   `ScreenContentCache`).
  ///
  /// Constant time for a screen with an owner; a screen without one is looked up in the latest
  /// state from its top, and only once coordinators take part.
  public func contentSource(for screen: NavigationScreen<Route>) -> NavigationScreen<Route>? {
    var source = screen
    if source.owner == nil, owners != nil,
      let latest = machine.state.screen(withID: screen.id)
    {
      source = latest
    }
    guard let owner = source.owner else { return source }
    guard owners?.isRunning(owner) == true else { return nil }
    return source
  }
}
