import Observation

/// The Boolean leave guard (``LeaveGuarding/hasUnsavedChanges``): the navigator asks it at
/// decision time of the owners of the screens that would leave, and the state carries it as a
/// mark on the coordinator, so hosts make gestures ask ahead of time and a saved state marks its
/// screens guarded.
extension CoordinatorDirectory {
  /// Starts following `coordinator`'s unsaved changes: from now on the navigator asks it.
  func register(_ coordinator: any LeaveGuarding) {
    let owner = coordinator.identifier
    guard guarding[owner] == nil else { return }
    guarding[owner] = WeakLeaveGuarding(coordinator: coordinator)
    if let host, host.machine.hasUnsavedChanges == nil {
      host.machine.hasUnsavedChanges = { [weak self] owner in
        self?.guarding[owner]?.coordinator?.hasUnsavedChanges == true
      }
    }
    followUnsavedChanges(of: owner, isFirst: true)
  }

  /// Reads whether `owner` has unsaved changes, marks the state accordingly, and reads again
  /// when what it read changes (Observation: its view model's value, say). A first reading of
  /// `false` changes nothing: a restored state's marks stay until the coordinator speaks.
  private func followUnsavedChanges(of owner: CoordinatorID, isFirst: Bool) {
    guard let coordinator = guarding[owner]?.coordinator, coordinator.isRunning || isFirst else {
      return
    }
    let hasChanges = withObservationTracking {
      coordinator.hasUnsavedChanges
    } onChange: { [weak self] in
      Task { @MainActor in self?.followUnsavedChanges(of: owner, isFirst: false) }
    }
    guard hasChanges || !isFirst else { return }
    host?.setOwnerLeaveGuard(hasChanges, for: owner)
  }
}
