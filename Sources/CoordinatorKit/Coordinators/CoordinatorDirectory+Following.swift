/// Reaching a target through the coordinators: each one says how its flow continues to the
/// target's next screen (see ``FlowCoordinator``), and the new coordinators run once the change
/// that shows their screens is made.
extension CoordinatorDirectory {
  func planScreens(
    of plan: inout FollowPlan<Route>, toward target: NavigationTarget<Route>,
    from: NavigationScreen<Route>
  ) throws(FollowError) {
    let kept = plan.kept
    guard let owner = from.owner,
      var current = coordinator(withID: owner) as? any FlowCoordinator<Route>,
      current.isRunning
    else { throw .noFollowingCoordinator(route: "\(target.path[kept].route)") }
    var previous = from.route
    // The coordinator of each new screen, and the one that adopts it first when it is new.
    var adopted: [Adoption] = []
    defer { plan.adopt = adoption(of: adopted) }
    for (position, asked) in zip((kept + 1)..., target.path[kept...]) {
      var screen = asked
      let after = previous
      var step = current.next(screen.route, style: screen.style, after: previous)
      previous = screen.route
      while case .guarded(let condition, let then) = step {
        guard condition.isSatisfied() else {
          plan.unmetGuard = condition
          plan.guardNeedsItsScreens = !current.isRunning
          plan.guardOwner = current.identifier
          plan.guardedRoute = "\(screen.route)"
          return
        }
        step = then
      }
      switch step {
      case .showScreen:
        plan.screens.append(planned(screen, shownBy: current, starting: false))
        adopted.append(Adoption(owner: current, parent: nil, style: screen.style))
      case .startChild(let child, let declared):
        if let declared, declared != screen.style { screen.declareStyle(declared) }
        guard child.node.phase == .idle, child !== current else {
          throw .refused(
            coordinator: String(describing: type(of: current)), route: "\(screen.route)",
            style: screen.style, after: "\(after)", position: position)
        }
        plan.screens.append(planned(screen, shownBy: child, starting: true))
        adopted.append(Adoption(owner: child, parent: current, style: screen.style))
        current = child
      case .refuse, .guarded:
        throw .refused(
          coordinator: String(describing: type(of: current)), route: "\(screen.route)",
          style: screen.style, after: "\(after)", position: position)
      }
    }
  }

  /// The plan's record of `screen`, shown by `owner`.
  private func planned(
    _ screen: NavigationTarget<Route>.Screen, shownBy owner: any FlowCoordinator<Route>,
    starting: Bool
  ) -> FollowPlan<Route>.PlannedScreen {
    .init(
      screen: screen, owner: owner.identifier, ownerType: type(of: owner),
      startsOwner: starting)
  }

  /// Makes each new coordinator a child of its parent, running without `start()`, and shows its
  /// screens on this directory's navigator: done just before the change that adds them.
  private func adoption(of adopted: [Adoption]) -> (@MainActor () -> Void)? {
    guard !adopted.isEmpty else { return nil }
    return { [weak self] in
      guard let self, let host else { return }
      for adoption in adopted {
        adoption.parent?.adoptWithoutStarting(adoption.owner, style: adoption.style)
        adoption.owner.node.screenHost = host
        register(adoption.owner)
      }
    }
  }
}

/// A coordinator that shows a planned screen, and the one that adopts it first when it is new.
@MainActor
private struct Adoption {
  let owner: any Coordinator
  let parent: (any Coordinator)?
  let style: PresentationStyle
}
