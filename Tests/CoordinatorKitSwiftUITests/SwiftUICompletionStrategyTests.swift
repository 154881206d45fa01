import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// When a SwiftUI host acknowledges a step under each completion strategy: the signals that
/// complete it, and the deadline after which it is acknowledged anyway.
@MainActor
@Suite("SwiftUI completion strategies")
struct SwiftUICompletionStrategyTests {
  private let pushed = SwiftUIStepCompletion.appearance(of: screenID("4"))
  private let dismissed = SwiftUIStepCompletion.dismissal(presentedFromLevel: 1)

  @Test func waitingForCompletionListensOnlyToTheSignalTheStepNames() {
    let strategy = SwiftUICompletionStrategy.standard
    #expect(strategy.isMet(pushed, by: .appeared(screenID("4"))))
    #expect(!strategy.isMet(pushed, by: .appeared(screenID("3"))), "the screen revealed, not it")
    #expect(!strategy.isMet(pushed, by: .dismissed(presentedFromLevel: 0)))
    #expect(strategy.isMet(dismissed, by: .dismissed(presentedFromLevel: 1)))
    #expect(!strategy.isMet(dismissed, by: .dismissed(presentedFromLevel: 0)))
    #expect(!strategy.isMet(dismissed, by: .appeared(screenID("2"))))
    #expect(!strategy.isMet(.immediately, by: .appeared(screenID("4"))))
  }

  @Test func everyStrategyHasADeadlineSoNoStepStalls() {
    #expect(SwiftUICompletionStrategy.standard.deadline(for: pushed) == .milliseconds(650))
    #expect(SwiftUICompletionStrategy.standard.deadline(for: .immediately) == .zero)
    #expect(
      SwiftUICompletionStrategy.fixedDelay(.milliseconds(400)).deadline(for: .immediately)
        == .milliseconds(400))
    #expect(SwiftUICompletionStrategy.immediate.deadline(for: dismissed) == .zero)
    #expect(
      !SwiftUICompletionStrategy.fixedDelay(.seconds(1)).isMet(pushed, by: .appeared(screenID("4")))
    )
    #expect(!SwiftUICompletionStrategy.immediate.isMet(pushed, by: .appeared(screenID("4"))))
  }

  @Test func aPushedScreensAppearanceCompletesItsStepOnARealPlan() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    try navigator.update { try $0.push("4") }
    let step = try #require(navigator.hosting.currentStep)
    let completion = SwiftUIStepCompletion(of: step, from: navigator.hosting.shownState)
    let strategy = SwiftUICompletionStrategy.standard
    #expect(!strategy.isMet(completion, by: .appeared(screenID("3"))))
    #expect(strategy.isMet(completion, by: .appeared(step.state.topScreen.id)))
  }
}
