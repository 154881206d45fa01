/// Opening entries in the scene the app's rule chooses, each exactly once.
extension SceneRegistry {
  /// Where a rule sends an entry.
  enum Placement: Equatable {
    case scene(String)
    /// No scene is connected yet: the first to connect.
    case firstToConnect
    case newScene
  }

  /// The scene `rule` chooses among the connected ones (see ``SceneRule``).
  ///
  /// - Throws: ``SceneError/noSuchScene(_:)`` for a named scene that is not connected.
  func placement(of rule: SceneRule<Route>) throws(SceneError) -> Placement {
    let frontmost = scenes.last.map(Placement.scene) ?? .firstToConnect
    switch rule {
    case .scene(let scene):
      guard connected[scene] != nil else { throw .noSuchScene(scene) }
      return .scene(scene)
    case .frontmost:
      return frontmost
    case .showing(let route):
      let showing = scenes.last { scene in
        connected[scene]?.navigator.state.screens.contains { $0.route == route } == true
      }
      return showing.map(Placement.scene) ?? frontmost
    case .showingTab(let tab):
      let showing = scenes.last { connected[$0]?.navigator.state.selectedTab == tab }
      return showing.map(Placement.scene) ?? frontmost
    case .newScene:
      return .newScene
    }
  }

  /// Opens `entry` in the scene `rule` chooses, once: a second delivery of the same entry (its
  /// ``SceneEntry/id``) does nothing and says so, ``SceneDelivery/alreadyDelivered(to:)``.
  ///
  /// The entry waits until its scene's host is attached, and until the entries that came before
  /// it for that scene are opened; with no scene connected yet (a cold start), ``SceneRule/frontmost``
  /// and the rules that fall back to it wait for the first scene to connect. It is then opened
  /// as a deep link is (``Navigator/open(_:animation:)``: guards run their flows, screens with
  /// unsaved changes are asked about). A ``SceneRule/newScene`` entry is handed back
  /// (``SceneDelivery/openNewScene(_:)``): open a window for it, and open it there with
  /// ``SceneRule/scene(_:)`` once its scene has connected.
  ///
  /// - Returns: What was done: ``SceneDelivery/opened(in:)`` once the target is reached.
  /// - Throws: ``SceneError/noSuchScene(_:)``, ``SceneError/cannotOpen(_:_:)`` when the scene's
  ///   coordinators do not reach the target, ``SceneError/sceneDisconnected(_:)`` when the scene
  ///   went first, ``SceneError/cancelled`` when the awaiting task is cancelled while the entry
  ///   waits. Every scene is then as it was, and the entry may be delivered again.
  @discardableResult
  public func open(_ entry: SceneEntry<Route>, in rule: SceneRule<Route>) async throws(SceneError)
    -> SceneDelivery<Route>
  {
    switch deliveries[entry.id] {
    case .waiting(let scene):
      return .alreadyDelivered(to: scene)
    case .opened(let scene):
      return .alreadyDelivered(to: scene)
    case .awaitingNewScene:
      // Only the new scene's claim opens it.
      guard case .scene = rule else { return .alreadyDelivered(to: nil) }
    case nil:
      break
    }
    let scene: String?
    switch try placement(of: rule) {
    case .newScene:
      deliveries[entry.id] = .awaitingNewScene
      return .openNewScene(entry)
    case .scene(let chosen): scene = chosen
    case .firstToConnect: scene = nil
    }
    let (chosen, ticket) = try await waitForTurn(of: entry, in: scene)
    defer { finishTurn(ticket, in: chosen) }
    guard let navigator = connected[chosen]?.navigator else {
      deliveries[entry.id] = nil
      throw .sceneDisconnected(chosen)
    }
    do {
      try await navigator.open(entry.target)
    } catch {
      deliveries[entry.id] = nil
      throw .cannotOpen(chosen, error)
    }
    deliveries[entry.id] = .opened(chosen)
    return .opened(in: chosen)
  }

  /// Queues `entry` for `scene` (`nil`: the first to connect) and waits until it is first there
  /// and the scene's host is attached.
  ///
  /// - Returns: The scene it opens in, and its place in that scene's queue.
  private func waitForTurn(of entry: SceneEntry<Route>, in scene: String?) async throws(SceneError)
    -> (scene: String, ticket: Int)
  {
    deliveries[entry.id] = .waiting(scene)
    let ticket = nextTicket
    nextTicket += 1
    if let scene, let record = connected[scene] {
      record.queue.append(ticket)
      if record.queue.count == 1, record.navigator.hasHost { return (scene, ticket) }
    } else {
      unplaced.append(ticket)
    }
    ticketEntries[ticket] = entry.id
    let cancel = CancellationAction { [weak self] in self?.cancelWaiting(ticket) }
    let turn = await withTaskCancellationHandler {
      await withCheckedContinuation { waiters[ticket] = $0 }
    } onCancel: {
      Task { @MainActor in cancel.run() }
    }
    ticketEntries[ticket] = nil
    switch turn {
    case .success(let scene):
      return (scene, ticket)
    case .failure(let error):
      deliveries[entry.id] = nil
      throw error
    }
  }

  /// Ends the wait of the entry `ticket`, whose task was cancelled: it leaves its queue.
  private func cancelWaiting(_ ticket: Int) {
    guard let waiter = waiters.removeValue(forKey: ticket) else { return }
    unplaced.removeAll { $0 == ticket }
    let scene = connected.first { $0.value.queue.contains(ticket) }?.key
    if let scene { connected[scene]?.queue.removeAll { $0 == ticket } }
    waiter.resume(returning: .failure(.cancelled))
    if let scene { openNext(in: scene) }
  }

  /// Ends the turn of the entry `ticket` in `scene`'s queue, and lets the next one go.
  private func finishTurn(_ ticket: Int, in scene: String) {
    guard let record = connected[scene] else { return }
    record.queue.removeAll { $0 == ticket }
    openNext(in: scene)
  }

  /// Lets the entry first in `scene`'s queue go, when the scene's host is attached and that entry
  /// waits.
  func openNext(in scene: String) {
    guard let record = connected[scene], record.navigator.hasHost, let first = record.queue.first,
      let waiter = waiters.removeValue(forKey: first)
    else { return }
    waiter.resume(returning: .success(scene))
  }
}
