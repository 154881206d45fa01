import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// A presentation UIKit refuses never calls its completion, and steps advance only from
/// completions. UIKit refuses when the presenter is not in a window ("Attempt to present … whose
/// view is not in the window hierarchy") or already presents something ("… which is already
/// presenting"; Apple, present(_:animated:completion:): a controller presents one controller at
/// a time). The host sees it right after `present` (the presenter's `presentedViewController`
/// is not its controller) and recovers, a bounded number of times, then gives up so later
/// steps run.
@MainActor
@Suite("UIKit presentation recovery")
struct UIKitPresentationRecoveryTests {
  /// What UIKit did with each attempt, replayed through the recovery until it accepts or the
  /// host gives up; returns the recoveries in order.
  private func replay(_ observations: [UIKitPresentationRecovery.Observation])
    -> [UIKitPresentationRecovery]
  {
    var recoveries: [UIKitPresentationRecovery] = []
    for (index, observation) in observations.enumerated() {
      let recovery = UIKitPresentationRecovery(after: observation, attempt: index + 1)
      recoveries.append(recovery)
      if recovery == .awaitCompletion || recovery == .giveUp { break }
    }
    return recoveries
  }

  /// Accepted: wait for UIKit's completion, report nothing.
  @Test func anAcceptedPresentationAwaitsItsCompletion() {
    #expect(UIKitPresentationRecovery(after: .presented, attempt: 1) == .awaitCompletion)
    #expect(UIKitPresentationRecovery.problem(.presented, subject: .modalLayer, attempt: 1) == nil)
  }

  /// The app presented its own controller from the host's: present from the topmost presented
  /// controller, over the app's, and report it.
  @Test func anAppsControllerInTheWayMakesTheHostPresentFromTheTopmost() {
    #expect(
      replay([.presenterShowsAnother, .presented]) == [.presentFromTopmost, .awaitCompletion])
    #expect(
      UIKitPresentationRecovery.problem(.presenterShowsAnother, subject: .alert, attempt: 1)
        == UIKitPresentationProblem(
          reason: .presenterAlreadyPresenting, subject: .alert, attempt: 1, gaveUp: false))
  }

  /// The host's root is not in a window yet (a restored sheet shown before the app set
  /// `window.rootViewController`): try again later, when the root appears or after a delay;
  /// whether the root appears before the delay runs out or after, the next attempt is the same.
  @Test func aPresenterWithoutAWindowIsRetriedUntilItHasOne() {
    #expect(
      replay([.presenterNotInWindow, .presenterNotInWindow, .presented]) == [
        .retryLater, .retryLater, .awaitCompletion,
      ])
    #expect(replay([.nothingPresented, .presented]) == [.retryLater, .awaitCompletion])
  }

  /// After the bound, the host gives up, reports it as final, and acknowledges the step: the
  /// navigator is never left waiting for a completion that will not come.
  @Test func afterTheBoundTheHostGivesUpAndReportsIt() {
    let never = Array(
      repeating: UIKitPresentationRecovery.Observation.presenterNotInWindow,
      count: UIKitPresentationRecovery.maximumAttempts + 3)
    let recoveries = replay(never)
    #expect(recoveries.count == UIKitPresentationRecovery.maximumAttempts)
    #expect(recoveries.last == .giveUp)
    #expect(recoveries.dropLast().allSatisfy { $0 == .retryLater })
    let last = UIKitPresentationRecovery.maximumAttempts
    #expect(
      UIKitPresentationRecovery.problem(.presenterShowsAnother, subject: .modalLayer, attempt: last)
        == UIKitPresentationProblem(
          reason: .presenterAlreadyPresenting, subject: .modalLayer, attempt: last, gaveUp: true))
  }

  /// Giving up on a modal layer acknowledges the step and reports the layer as dismissed by
  /// the user, so the navigator's state matches the screen and every later step runs.
  @Test func aLayerGivenUpOnIsReportedDismissedAndLaterStepsRun() throws {
    let navigator = try attachedNavigator("P2", capabilities: .uiKit)
    try navigator.replace(with: try state("P2,S3"))
    let present = try #require(navigator.hosting.currentStep)
    #expect(
      UIKitNavigationProjection.calls(for: present, from: navigator.hosting.shownState) == [
        .present(level: 1, screens: screenIDs("3"), style: .pageSheet, animated: true)
      ])
    try navigator.update { try $0.push("4") }
    // Given up: the step is acknowledged, then the layer reported gone.
    #expect(navigator.hostDidShow(present.id))
    try report(.dismissedLayer(containing: screenID("3")), to: navigator)
    #expect(navigator.hosting.currentStep == nil)
    #expect(notation(navigator.state) == "[P2]")
  }

  /// Before it presents, the host looks: a controller the app presented is in the way even when
  /// it took the presenter's view out of the window (a full-screen one), so the host presents
  /// over it at once instead of retrying for three seconds and giving up; only a
  /// presenter out of the window that presents nothing waits.
  @Test func aControllerInTheWayIsPresentedOverEvenWhenThePresenterIsOutOfTheWindow() {
    #expect(
      UIKitPresentationRecovery.observationBeforePresenting(
        presenterPresentsAnother: true, presenterInWindow: false) == .presenterShowsAnother)
    #expect(
      UIKitPresentationRecovery(after: .presenterShowsAnother, attempt: 1) == .presentFromTopmost)
    #expect(
      UIKitPresentationRecovery.observationBeforePresenting(
        presenterPresentsAnother: true, presenterInWindow: true) == .presenterShowsAnother)
    #expect(
      UIKitPresentationRecovery.observationBeforePresenting(
        presenterPresentsAnother: false, presenterInWindow: false) == .presenterNotInWindow)
    #expect(
      UIKitPresentationRecovery.observationBeforePresenting(
        presenterPresentsAnother: false, presenterInWindow: true) == nil)
  }
}
