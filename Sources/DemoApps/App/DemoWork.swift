import CoordinatorKit

/// The work a key starts that outlives the key and that the navigator cannot see — a
/// coordinator's task, a wait for the user's answer — counted, so that a script can apply its
/// next key only once that work is done or waits for the user (``isSettled``). What the
/// navigator itself has on its way (a step to show, a link, a question about unsaved changes) it
/// tells by ``Navigator/isSettled``.
///
/// Coordinators start such work with ``start(_:)`` and wait for the user through
/// ``untilUserAnswers(_:)``, whose answer counts as soon as it is given, before the waiting task
/// has run again. Every demo on one navigator shares one ``DemoWork`` (``of(_:)``).
@MainActor
package final class DemoWork {
  /// Tasks started with ``start(_:)`` that have not ended.
  private(set) var runningTasks = 0
  /// Waits in ``untilUserAnswers(_:)`` whose answer has not come.
  private(set) var waitsForUser = 0
  /// Weak: the registry must not keep a navigator (and its app) alive after the app is done.
  private weak var navigator: Navigator<DemoRoute>?

  private init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  /// The work of the demos on `navigator`.
  package static func of(_ navigator: Navigator<DemoRoute>) -> DemoWork {
    registry.removeAll { $0.navigator == nil }
    if let entry = registry.first(where: { $0.navigator === navigator }) { return entry.work }
    let work = DemoWork(navigator: navigator)
    registry.append(Entry(navigator: navigator, work: work))
    return work
  }

  private struct Entry {
    weak var navigator: Navigator<DemoRoute>?
    let work: DemoWork
  }

  /// One entry per live navigator; an app has one, tests a few.
  private static var registry: [Entry] = []

  /// Whether nothing a key started is still on its way: every change is shown, and either the
  /// user is being asked (a counted wait, or a leave guard's question with its alert up:
  /// everything else that runs waits behind that answer), or no counted task runs and the
  /// navigator is settled (no link being opened, no question open).
  package var isSettled: Bool {
    guard let navigator else { return true }
    guard navigator.hosting.currentStep == nil else { return false }
    let asksTheUser = navigator.isWaitingForLeaveAnswer && navigator.state.alert != nil
    return waitsForUser > 0 || asksTheUser || (runningTasks == 0 && navigator.isSettled)
  }

  /// Starts `operation` as a main-actor task, counted until it ends.
  @discardableResult
  package func start(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    runningTasks += 1
    // Strong captures: a DemoWork lives as long as its navigator's registry entry, and a weak
    // reference's side table reads as a leak to LeakSanitizer in an object alive at exit.
    return Task { @MainActor in
      await operation()
      self.runningTasks -= 1
    }
  }

  /// Waits for the user's answer to what `ask` shows (a sheet, an alert); `ask` gets the
  /// function to call with the answer, which must be called exactly once. The wait counts as
  /// answered the moment that function is called.
  func untilUserAnswers<Answer: Sendable>(
    _ ask: (@escaping @MainActor (Answer) -> Void) -> Void
  ) async -> Answer {
    waitsForUser += 1
    return await withCheckedContinuation { continuation in
      let answered = AnsweredFlag()
      ask { answer in
        guard !answered.value else { return }
        answered.value = true
        self.waitsForUser -= 1
        continuation.resume(returning: answer)
      }
    }
  }
}

/// Whether a wait for the user was answered: a second answer is ignored.
@MainActor
private final class AnsweredFlag {
  var value = false
}
