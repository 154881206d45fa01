/// The one place that decides what may change the navigation while a leave guard's question is
/// open (see ``LeaveGuarding``).
///
/// While coordinators are asked whether guarded screens may leave:
/// - a request from the app or another coordinator is refused at once
///   (``NavigationError/leaveQuestionOpen(screens:)``): nothing the app asks for waits unseen;
/// - the asked coordinators' own requests (a confirmation screen) and requests that override
///   leave guards go through;
/// - a user's attempt to leave (Back, a swipe-down on a guarded screen) is queued and taken up,
///   in order, once the question closes: only user gestures queue;
/// - callers that chose to wait (an `async` request, a link) wait until the question closes.
@MainActor
final class LeaveGate {
  /// A request, as the gate tells them apart.
  enum Request: Equatable {
    /// A request from the app or a coordinator (`owner`), overriding leave guards or not.
    case request(owner: CoordinatorID?, overridingLeaveGuards: Bool)
    /// A user's attempt to leave a guarded screen.
    case userAttempt
  }

  /// What happens to a request now.
  enum Admission: Equatable {
    /// It applies now.
    case proceed
    /// It is refused with this error, and changes nothing.
    case refuse(NavigationError)
    /// It is queued until the question closes (user attempts only).
    case queue
  }

  /// The guarded screens asked about, top first; empty while no question is open.
  private(set) var askedScreens: [ScreenID] = []
  /// How many questions have been opened: the number of the open one, or of the last.
  private(set) var questionNumber = 0
  /// Callers of ``waitUntilClosed(question:)``, with the number of the question they await.
  private var questionWaiters: [(question: Int, continuation: CheckedContinuation<Void, Never>)] =
    []
  /// Called after every close, once what it released has run (the navigator's settle waiters).
  var didClose: (@MainActor () -> Void)?
  /// The coordinators being asked.
  private var askedOwners: Set<CoordinatorID> = []
  private var queuedAttempts: [@MainActor () -> Void] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Whether a question is open.
  var isAsking: Bool { !askedScreens.isEmpty }

  /// What happens to `request` now.
  func admit(_ request: Request) -> Admission {
    guard isAsking else { return .proceed }
    switch request {
    case .request(_, overridingLeaveGuards: true):
      return .proceed
    case .request(let owner?, _) where askedOwners.contains(owner):
      return .proceed
    case .request:
      return .refuse(.leaveQuestionOpen(screens: askedScreens))
    case .userAttempt:
      return .queue
    }
  }

  /// Queues a user's attempt until the question closes.
  func queue(_ attempt: @escaping @MainActor () -> Void) {
    queuedAttempts.append(attempt)
  }

  /// Opens a question about `screens` (top first), owned by `owners`.
  func open(asking screens: [ScreenID], of owners: Set<CoordinatorID>) {
    questionNumber += 1
    askedScreens = screens
    askedOwners = owners
  }

  /// Closes the question; the queued attempts run in order (one that asks again keeps the rest
  /// queued behind its own question), then those waiting for this question's answer resume, and
  /// those waiting for the gate when no new question is open.
  func close() {
    let closed = questionNumber
    askedScreens = []
    askedOwners = []
    while !queuedAttempts.isEmpty, !isAsking {
      queuedAttempts.removeFirst()()
    }
    if !questionWaiters.isEmpty {
      let answered = questionWaiters.filter { $0.question <= closed }
      questionWaiters.removeAll { $0.question <= closed }
      for waiter in answered { waiter.continuation.resume() }
    }
    if !isAsking {
      let resuming = waiters
      waiters = []
      for waiter in resuming { waiter.resume() }
    }
    didClose?()
  }

  /// Returns once question number `question` has closed: its answer and what the answer allowed
  /// have been applied, even when a queued attempt asked again.
  func waitUntilClosed(question: Int) async {
    guard isAsking, question == questionNumber else { return }
    await withCheckedContinuation { questionWaiters.append((question, $0)) }
  }

  /// Returns once no question is open and no attempt is queued.
  func waitUntilClosed() async {
    while isAsking {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Returns once no question is open and no attempt is queued, or once the waiting task is
  /// cancelled (the question may then still be open).
  func waitUntilClosedOrCancelled() async {
    while isAsking, !Task.isCancelled {
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        Task { @MainActor [weak self] in self?.resumeWaiters() }
      }
    }
  }

  /// Resumes everyone waiting for the gate; those whose question is still open wait again.
  private func resumeWaiters() {
    let resuming = waiters
    waiters = []
    for waiter in resuming { waiter.resume() }
  }
}
