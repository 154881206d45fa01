/// What a cancelled wait does on the main actor, held in a type a task's cancellation handler
/// may capture (a navigator's generic route type may not cross to it).
@MainActor
final class CancellationAction {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Does it.
  func run() {
    action()
  }
}
