import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// When a SwiftUI host acknowledges a step after a signal: `onAppear` comes when a transition
/// starts, so an appearance waits for the transition's end (or a default settle time), never
/// longer than the strategy's fallback after rendering.
@MainActor
@Suite("SwiftUI acknowledgement timing")
struct SwiftUIAcknowledgementTimingTests {
  private let pushed = SwiftUIStepCompletion.appearance(of: screenID("4"))

  @Test func anAppearanceNoLongerAcknowledgesAtOnceUnderStandard() {
    let standard = SwiftUICompletionStrategy.standard
    let delay = standard.acknowledgementDelay(
      for: pushed, on: .appeared(screenID("4")), elapsed: .zero)
    #expect(delay == SwiftUICompletionStrategy.defaultSettle)
    #expect(delay != .zero)
    #expect(
      standard.acknowledgementDelay(for: pushed, on: .appeared(screenID("3")), elapsed: .zero)
        == nil, "another screen's appearance")
  }

  @Test func theTransitionsEndAcknowledgesAndTheWaitIsCappedByTheFallback() {
    let standard = SwiftUICompletionStrategy.standard  // fallback 650 ms
    // Either order: the end after the appearance, or before it.
    #expect(
      standard.acknowledgementDelay(
        for: pushed, on: .transitionEnded(screenID("4")), elapsed: .milliseconds(300)) == .zero)
    #expect(
      standard.acknowledgementDelay(
        for: pushed, on: .transitionEnded(screenID("4")), elapsed: .zero) == .zero)
    #expect(
      standard.acknowledgementDelay(
        for: pushed, on: .transitionEnded(screenID("2")), elapsed: .zero) == nil)
    // An appearance late after rendering waits only what is left of the fallback.
    #expect(
      standard.acknowledgementDelay(
        for: pushed, on: .appeared(screenID("4")), elapsed: .milliseconds(500))
        == .milliseconds(150))
    #expect(
      standard.acknowledgementDelay(for: pushed, on: .appeared(screenID("4")), elapsed: .seconds(2))
        == .zero)
    // A dismissal's onDismiss comes at its end.
    #expect(
      standard.acknowledgementDelay(
        for: .dismissal(presentedFromLevel: 1), on: .dismissed(presentedFromLevel: 1),
        elapsed: .zero) == .zero)
  }

  @Test func immediateStaysImmediate() {
    let immediate = SwiftUICompletionStrategy.immediate
    #expect(immediate.deadline(for: pushed) == .zero)
    #expect(
      immediate.acknowledgementDelay(for: pushed, on: .appeared(screenID("4")), elapsed: .zero)
        == nil, "acknowledged at rendering, signals change nothing")
    #expect(
      SwiftUICompletionStrategy.fixedDelay(.milliseconds(400)).acknowledgementDelay(
        for: pushed, on: .transitionEnded(screenID("4")), elapsed: .zero) == nil)
  }

  /// A link that pushes then presents: the presentation is the next step, issued only once the
  /// push is acknowledged, which the push's `onAppear` no longer does by itself.
  @Test func aPushThenPresentWaitsForThePushTransitionToEnd() throws {
    let navigator = try attachedNavigator("", capabilities: .swiftUI)
    try navigator.replace(with: try state("P2,S3"))
    let push = try #require(navigator.hosting.currentStep)
    #expect(push.action == .push(count: 1, level: 0))
    let completion = SwiftUIStepCompletion(of: push, from: navigator.hosting.shownState)
    let standard = SwiftUICompletionStrategy.standard
    let onAppear = standard.acknowledgementDelay(
      for: completion, on: .appeared(screenID("2")), elapsed: .milliseconds(10))
    #expect(onAppear != .zero, "the presentation must not start mid-push")
    #expect(
      standard.acknowledgementDelay(
        for: completion, on: .transitionEnded(screenID("2")), elapsed: .milliseconds(360))
        == .zero)
    navigator.hostDidShow(push.id)
    #expect(navigator.hosting.currentStep?.action == .present(.sheet, level: 1))
  }
}
