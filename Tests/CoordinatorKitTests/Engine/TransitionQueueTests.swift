import NavigationTestSupport
import Testing

@testable import CoordinatorKit

/// The navigator's display bookkeeping on its own: planned transitions, keyed acknowledgements,
/// restarts after a user action.
@Suite("Transition queue")
struct TransitionQueueTests {
  private func queue(showing path: String = "") throws -> TransitionQueue<String> {
    TransitionQueue(shown: try state(path), sequenceNumber: 0)
  }

  @Test func changesAreShownStepByStepInOrder() throws {
    var queue = try queue()
    queue.enqueue(
      try state("P2,P3"), sequenceNumber: 1, capabilities: .oneAtATime, animation: .everyStep)
    queue.enqueue(try state("P2"), sequenceNumber: 2, capabilities: .oneAtATime, animation: .none)
    var shown: [String] = []
    var sequenceNumbers: [Int] = []
    while let step = queue.currentStep {
      #expect(queue.displayed == step.state)
      let accepted = queue.acknowledge(step.id)
      #expect(accepted)
      shown.append(notation(queue.shown))
      sequenceNumbers.append(queue.shownSequenceNumber)
    }
    #expect(shown == ["[P2]", "[P2,P3]", "[P2]"])
    #expect(sequenceNumbers == [0, 1, 2])
    #expect(queue.isSettled)
  }

  @Test func onlyTheCurrentStepCanBeAcknowledged() throws {
    var queue = try queue()
    queue.enqueue(
      try state("P2,P3"), sequenceNumber: 1, capabilities: .oneAtATime, animation: .everyStep)
    let first = try #require(queue.currentStep)
    let accepted = queue.acknowledge(first.id)
    #expect(accepted)
    let second = try #require(queue.currentStep)
    let doubled = queue.acknowledge(first.id)
    #expect(!doubled)
    #expect(queue.currentStep?.id == second.id)
    #expect(notation(queue.shown) == "[P2]")
  }

  @Test func aChangeWithNothingToShowCompletesWhenItIsReached() throws {
    var queue = try queue(showing: "P2")
    queue.enqueue(try state("P2"), sequenceNumber: 1, capabilities: .oneAtATime, animation: .none)
    #expect(queue.isSettled)
    #expect(queue.shownSequenceNumber == 1)
    queue.enqueue(
      try state("P2,P3"), sequenceNumber: 2, capabilities: .oneAtATime, animation: .none)
    queue.enqueue(
      try state("P2,P3"), sequenceNumber: 3, capabilities: .oneAtATime, animation: .none)
    #expect(queue.shownSequenceNumber == 1)
    queue.acknowledge(try #require(queue.currentStep).id)
    #expect(queue.isSettled)
    #expect(queue.shownSequenceNumber == 3)
  }

  @Test func aRestartForgetsTheRemainingStepsAndPlansFromWhatIsShown() throws {
    var queue = try queue(showing: "P2")
    queue.enqueue(
      try state("P2,P3,P4"), sequenceNumber: 1, capabilities: .oneAtATime, animation: .everyStep)
    queue.acknowledge(try #require(queue.currentStep).id)
    // The user went back from 3 to 2 while 4 was on its way; the app's state is now [P2,P4'].
    queue.restart(
      from: try state("P2"), to: try state("P2,P5"), sequenceNumber: 2, capabilities: .oneAtATime)
    #expect(notation(queue.shown) == "[P2]")
    #expect(queue.currentStep.map { notation($0.state) } == "[P2,P5]")
    #expect(queue.currentStep?.id.transition == 2, "a new transition, so old identities are stale")
  }

  @Test func finishingEverythingShowsTheLatestState() throws {
    var queue = try queue()
    queue.enqueue(
      try state("S2,P3"), sequenceNumber: 4, capabilities: .oneAtATime, animation: .everyStep)
    queue.finishAll(at: try state("S2,P3"), sequenceNumber: 4)
    #expect(queue.isSettled)
    #expect(notation(queue.shown) == "[S2,P3]")
    #expect(queue.shownSequenceNumber == 4)
  }

  @Test func theScreensOfChangesNotYetShownAreKnown() throws {
    var queue = try queue()
    queue.enqueue(try state("P2"), sequenceNumber: 1, capabilities: .oneAtATime, animation: .none)
    queue.enqueue(
      try state("P2,P3"), sequenceNumber: 2, capabilities: .oneAtATime, animation: .none)
    let additions = queue.unshownAdditions(among: [screenID("2"), screenID("3"), screenID("9")])
    #expect(additions.map(\.sequenceNumber) == [1, 2])
    #expect(additions.map(\.screens) == [[screenID("2")], [screenID("3")]])
  }
}
