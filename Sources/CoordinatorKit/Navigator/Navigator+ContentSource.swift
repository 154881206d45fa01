extension Navigator {
  /// The screen a host makes `screen`'s content (view, presenter, view model) from now, or
  /// `nil` while that content cannot be made: the rule every host follows, so no host makes or
  /// keeps a view for a screen whose coordinator has not started yet.
  ///
  /// A host shows steps planned when each change was made, and a step's screens are copies
  /// from then. A coordinator that takes over an ownerless screen (a tab's root, with
  /// ``Coordinator/coordinate(to:inTab:)``) does so in a later change, keeping the screen's
  /// identity, so a step on its way to the screen may still call it ownerless. The source is
  /// therefore the step's copy with the owner the latest state gives the screen, when the copy
  /// has none.
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
    guard case .ready(let owner) = contentOwner(ofScreen: screen.id, shownAs: screen.owner) else {
      return nil
    }
    var source = screen
    source.owner = owner
    return source
  }

  /// The owner a host makes content for, for screen `id` shown with `owner` (see
  /// ``contentSource(for:)``), in types that are not generic: hosts ask it for every screen they
  /// draw.
  package func contentOwner(ofScreen id: ScreenID, shownAs owner: CoordinatorID?)
    -> ScreenContentOwner
  {
    var owner = owner
    if owner == nil, owners != nil {
      owner = machine.state.screen(withID: id)?.owner
    }
    guard let owner else { return .ready(nil) }
    guard owners?.isRunning(owner) == true else { return .notStarted }
    return .ready(owner)
  }
}

/// Whether a screen's content can be made now, and for which owner (see
/// `Navigator.contentSource(for:)`).
package enum ScreenContentOwner: Equatable, Sendable {
  /// Make it for this owner (`nil`: the screen is shown by its route alone).
  case ready(CoordinatorID?)
  /// Its owner has not started yet, or has stopped: make nothing now.
  case notStarted
}
