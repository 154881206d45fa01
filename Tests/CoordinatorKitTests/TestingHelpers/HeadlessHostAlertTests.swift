import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// `HeadlessHost` waits for an alert as it waits for leave answers: a question a coordinator asks
/// in a task of its own is awaited, then answered, without polling.
@MainActor
@Suite("Headless host alerts")
struct HeadlessHostAlertTests {
  @Test func aQuestionAskedLaterIsAwaitedThenAnswered() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    let question = try AlertState(
      title: "Discard changes?",
      actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
    let asking = Task { try await navigator.alert(question) }
    let shown = try await host.answerAlert(tapping: question.actions[0].id)
    #expect(shown.title == "Discard changes?")
    #expect(try await asking.value?.title == "Discard")
    #expect(navigator.state.alert == nil)
  }

  @Test func anAlertAlreadyShowingIsReturnedAtOnce() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    try navigator.showAlert(AlertState(title: "Hello"))
    #expect(try await host.waitForAlert().title == "Hello")
  }

  @Test func cancellingTheWaitForAnAlertEndsIt() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    // A limit far beyond the test's: on a main actor busy with other tests, the cancellation
    // still ends the wait first.
    let waiting = Task { try await host.waitForAlert(timeout: .seconds(3_600)) }
    for _ in 0..<3 { await Task.yield() }
    waiting.cancel()
    await #expect(throws: HeadlessHostWaitError.cancelled(waitingFor: "an alert")) {
      try await waiting.value
    }
  }

  @Test func aMissingAlertFailsTheWaitWithinItsTimeout() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    await #expect(
      throws: HeadlessHostWaitError.timedOut(waitingFor: "an alert", after: .milliseconds(50))
    ) {
      try await host.waitForAlert(timeout: .milliseconds(50))
    }
    await #expect(
      throws: HeadlessHostWaitError.timedOut(waitingFor: "an alert", after: .milliseconds(50))
    ) {
      try await host.answerAlert(tapping: "Discard", timeout: .milliseconds(50))
    }
    #expect(navigator.state.alert == nil)
  }

  @Test func anAlertThatComesBeforeTheTimeoutIsReturned() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    let showing = Task {
      try await Task.sleep(for: .milliseconds(20))
      try navigator.showAlert(AlertState(title: "Later"))
    }
    #expect(try await host.waitForAlert(timeout: .seconds(3_600)).title == "Later")
    try await showing.value
  }

  @Test func answeringWithAnActionTheAlertLacksIsRefused() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    try navigator.showAlert(AlertState(title: "Hello"))
    await #expect {
      try await host.answerAlert(tapping: "No such action")
    } throws: { error in
      guard case .refused = error as? HeadlessHostWaitError else { return false }
      return true
    }
    #expect(navigator.state.alert?.title == "Hello")
  }
}
