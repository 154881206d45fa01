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
    #expect(await host.waitForAlert()?.title == "Hello")
  }

  @Test func cancellingTheWaitForAnAlertEndsIt() async throws {
    let (navigator, _) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    let waiting = Task { await host.waitForAlert() }
    for _ in 0..<3 { await Task.yield() }
    waiting.cancel()
    #expect(await waiting.value == nil)
  }
}
