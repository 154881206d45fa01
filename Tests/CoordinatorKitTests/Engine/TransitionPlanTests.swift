import CoordinatorKit
import NavigationTestSupport
import Testing

@Suite("Transition plans")
struct TransitionPlanTests {
  private func steps(
    _ from: String, _ to: String, _ capabilities: TransitionCapabilities = .oneAtATime
  ) throws -> [String] {
    notation(try plan(from, to, capabilities))
  }

  private func actions(
    _ from: String, _ to: String, _ capabilities: TransitionCapabilities = .oneAtATime
  ) throws -> [StepAction] {
    try plan(from, to, capabilities).map(\.action)
  }

  @Test func severalPushesOnePerStep() throws {
    #expect(try steps("", "P2,P3,P4") == ["[P2]", "[P2,P3]", "[P2,P3,P4]"])
    #expect(try actions("", "P2,P3,P4") == Array(repeating: .push(count: 1, level: 0), count: 3))
  }

  @Test func severalPushesAtOnceWhereTheHostCan() throws {
    #expect(try steps("", "P2,P3,P4", .allAtOnce) == ["[P2,P3,P4]"])
    #expect(try actions("", "P2,P3,P4", .allAtOnce) == [.push(count: 3, level: 0)])
  }

  @Test func layersDismissedOnePerStep() throws {
    #expect(try steps("S2,C3,S4", "") == ["[S2,C3]", "[S2]", "[]"])
    #expect(try actions("S2,C3,S4", "") == Array(repeating: .dismiss(layers: 1), count: 3))
  }

  @Test func severalLayersDismissedAtOnceWhereTheHostCan() throws {
    #expect(try steps("S2,P3,S4,P5", "", .allAtOnce) == ["[]"])
    #expect(try actions("S2,P3,S4,P5", "", .allAtOnce) == [.dismiss(layers: 2)])
    // iOS 16 dismisses one layer per update.
    #expect(try steps("S2,P3,S4,P5", "", .oneDismissalPerStep) == ["[S2,P3]", "[]"])
  }

  @Test func inPlaceUpdateThenPopThenPresent() throws {
    #expect(
      try steps("P2,P3,P4", "P2',P3',S4,S5")
        == ["[P2',P3',P4]", "[P2',P3']", "[P2',P3',S4]", "[P2',P3',S4,S5]"])
    #expect(
      try actions("P2,P3,P4", "P2',P3',S4,S5") == [
        .updateInPlace, .pop(count: 1, level: 0), .present(.sheet, level: 1),
        .present(.sheet, level: 2),
      ])
  }

  @Test func dismissThenPopThenPushInOrder() throws {
    #expect(try steps("P2,P3,S4,P5", "P2,C9") == ["[P2,P3]", "[P2]", "[P2,C9]"])
    #expect(
      try actions("P2,P3,S4,P5", "P2,C9") == [
        .dismiss(layers: 1), .pop(count: 1, level: 0), .present(.cover, level: 1),
      ])
  }

  /// A screen that changes identity is removed and its replacement added: never turned into
  /// another in place, which no UI can do.
  @Test func aDifferentScreenAtTheSamePlaceIsReplacedNotUpdated() throws {
    #expect(try steps("P2,P3,S4,P5", "P2,P9") == ["[P2,P3]", "[P2]", "[P2,P9]"])
    #expect(try steps("S2", "S9") == ["[]", "[S9]"])
    #expect(try actions("S2", "S9") == [.dismiss(layers: 1), .present(.sheet, level: 1)])
    #expect(try steps("P2", "S2") == ["[]", "[S2]"], "a change of presentation is a new screen")
  }

  /// The jump from `[A, B, C]` to `[A, C]`, reusing C: no step shows C twice.
  @Test func reusingAScreenLowerDownNeverShowsItTwice() throws {
    #expect(try steps("P2,P3", "P3") == ["[]", "[P3]"])
    #expect(try actions("P2,P3", "P3") == [.pop(count: 2, level: 0), .push(count: 1, level: 0)])
    #expect(try steps("P2,P3", "P3", .allAtOnce) == ["[P3]"])
    #expect(try actions("P2,P3", "P3", .allAtOnce) == [.replaceStack(level: 0)])
  }

  @Test func pushesInsideANewModalFollowItsPresentation() throws {
    #expect(try steps("", "S2,P3,P4", .allAtOnce) == ["[S2,P3,P4]"])
    #expect(try actions("", "S2,P3,P4", .allAtOnce) == [.present(.sheet, level: 1)])
    #expect(try steps("", "S2,P3,P4") == ["[S2]", "[S2,P3]", "[S2,P3,P4]"])
    #expect(
      try actions("", "S2,P3,P4") == [
        .present(.sheet, level: 1), .push(count: 1, level: 1), .push(count: 1, level: 1),
      ])
  }

  @Test func popsAndPushesOnOneStackAreOneReplacementWhereTheHostCan() throws {
    #expect(try steps("P2,S3,P4,P5", "P2,S3,P6", .allAtOnce) == ["[P2,S3,P6]"])
    #expect(try actions("P2,S3,P4,P5", "P2,S3,P6", .allAtOnce) == [.replaceStack(level: 1)])
    #expect(
      try actions("P2,S3,P4,P5", "P2,S3,P6")
        == [.pop(count: 2, level: 1), .push(count: 1, level: 1)])
  }

  @Test func sameScreensWithNewRoutesAreOneInPlaceStep() throws {
    #expect(try steps("P2,S3", "P2',S3'") == ["[P2',S3']"])
    #expect(try actions("P2,S3", "P2',S3'") == [.updateInPlace])
  }

  @Test func noChangeHasNoStep() throws {
    #expect(try plan("P2", "P2").isEmpty)
    #expect(try plan("", "").isEmpty)
  }

  @Test func theRootIsUpdatedInPlaceWhileItKeepsItsIdentity() throws {
    let plan = TransitionPlan(
      from: try state("P2", root: "old"), to: try state("P2", root: "new"),
      capabilities: .oneAtATime)
    #expect(plan.map(\.state.root.route) == ["new"])
    #expect(plan.map(\.action) == [.updateInPlace])
  }

  /// A new root replaces the base stack in one step, after the layers over it are dismissed.
  @Test func aNewRootReplacesTheBaseStack() throws {
    let from = try state("P2,S3")
    let to = try state("P4,S5", rootName: "other root")
    let plan = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    #expect(notation(plan) == ["[P2]", "[P4]", "[P4,S5]"])
    #expect(
      plan.map(\.action) == [
        .dismiss(layers: 1), .replaceStack(level: 0), .present(.sheet, level: 1),
      ])
    #expect(plan[1].state.root.id == to.root.id)
  }

  @Test func anAlertGoesFirstAndComesLast() throws {
    let from = try state("S2", alert: AlertState(title: "A"))
    let to = try state("P3", alert: AlertState(title: "B"))
    let plan = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    #expect(notation(plan) == ["[S2]", "[]", "[P3]", "[P3]!"])
    #expect(
      plan.map(\.action) == [
        .removeAlert, .dismiss(layers: 1), .push(count: 1, level: 0), .showAlert,
      ])
    #expect(plan.last?.state.alert?.title == "B")
    // A host that dismisses several at once takes the alert with the layers.
    let batched = TransitionPlan(from: from, to: to, capabilities: .allAtOnce)
    #expect(batched.map(\.action) == [.dismiss(layers: 1), .push(count: 1, level: 0), .showAlert])
  }

  @Test func theSameAlertOverTheSameScreensIsNotShownAgain() throws {
    let from = try state("P2", alert: AlertState(title: "A"))
    let to = try state("P2'", alert: try #require(from.alert))
    let plan = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    #expect(notation(plan) == ["[P2']!"])
    #expect(plan.map(\.action) == [.updateInPlace])
  }

  @Test func aNewAlertOverTheSameScreensReplacesTheOldOne() throws {
    let from = try state("P2", alert: AlertState(title: "A"))
    let to = try state("P2", alert: AlertState(title: "B"))
    let plan = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.removeAlert, .showAlert])
    #expect(plan.map(\.state.alert?.title) == [nil, "B"])
  }

  @Test func theLastStepIsAlwaysTheTargetAndEveryStepIsValid() throws {
    let cases = [
      ("", "P2"), ("P2", ""), ("S2,P3", "P4"), ("C2", "C3,S4"), ("P2,P3", "P2,P3,P4"),
      ("S2,S3,S4", "S2"), ("P2,S3", "S4,P5"), ("P2,P3", "P3,P2"), ("S2,P3", "P3,S2"),
    ]
    let presets: [TransitionCapabilities] = [
      .oneAtATime, .allAtOnce, .oneDismissalPerStep,
    ]
    for capabilities in presets {
      for (from, to) in cases {
        let target = try state(to)
        let plan = TransitionPlan(from: try state(from), to: target, capabilities: capabilities)
        #expect(plan.last?.state == target, "\(from) → \(to)")
        for step in plan {
          // Rebuilding a step through the checked initializer proves its invariants hold.
          #expect(throws: Never.self) {
            try NavigationState(
              root: step.state.root, path: step.state.path, alert: step.state.alert)
          }
        }
        #expect(zip(plan.dropFirst(), plan).allSatisfy { $0.state != $1.state }, "\(from) → \(to)")
        #expect(
          plan.first?.state != (try state(from)),
          "no plan begins with a step that shows nothing new")
      }
    }
  }

  @Test func everyStepIsOneChangeAHostCanShow() throws {
    let plan = try plan("P2,S3,P4,C5,P6", "P2,S7,P8,P9,C10")
    #expect(
      notation(plan) == [
        "[P2,S3,P4]", "[P2]", "[P2,S7]", "[P2,S7,P8]", "[P2,S7,P8,P9]", "[P2,S7,P8,P9,C10]",
      ])
    #expect(
      plan.map(\.action) == [
        .dismiss(layers: 1), .dismiss(layers: 1), .present(.sheet, level: 1),
        .push(count: 1, level: 1), .push(count: 1, level: 1), .present(.cover, level: 2),
      ])
  }

  @Test func animationChoosesWhichStepsMove() throws {
    let from = try state("")
    let to = try state("S2,S3")
    let every = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    let last = TransitionPlan(
      from: from, to: to, capabilities: .oneAtATime, animation: .lastStepOnly)
    let none = TransitionPlan(from: from, to: to, capabilities: .oneAtATime, animation: .none)
    #expect(every.map(\.isAnimated) == [true, true])
    #expect(last.map(\.isAnimated) == [false, true])
    #expect(none.map(\.isAnimated) == [false, false])
  }

  @Test func stepsHaveDistinctIdentities() throws {
    let plan = try plan("", "P2,S3,P4")
    #expect(Set(plan.map(\.id)).count == plan.count)
    #expect(plan.map(\.id.index) == [0, 1, 2])
  }

  @Test func planningALongStackIsLinear() throws {
    // 20,000 screens replaced by a different shape: the plan must be built without walking the
    // path once per step.
    let from = NavigationState(root: "0", pushing: (1...20_000).map(String.init))
    let to = try NavigationState(
      root: from.root,
      path: (1...20_000).map {
        PresentedScreen(NavigationScreen(String($0)), style: .modal(.sheet))
      }
    )
    let plan = TransitionPlan(from: from, to: to, capabilities: .allAtOnce)
    #expect(plan.count == 20_001)
    #expect(plan[0].action == .pop(count: 20_000, level: 0))
    #expect(plan[0].state.path.isEmpty)
    #expect(plan[1].state.path.count == 1)
    #expect(plan[20_000].state == to)
  }
}

@Suite("Transition plans: stacks under layers that stay")
struct CoveredStackPlanTests {
  @Test func aStackUnderACoverThatStaysIsReplacedUnderIt() throws {
    let plan = try plan("P2,C9", "P3,P4,C9")
    #expect(notation(plan) == ["[P3,P4,C9]"])
    #expect(plan.map(\.action) == [.replaceStack(level: 0)])
  }

  @Test func aCoveredStackAndTheTopStackChangeTogether() throws {
    let plan = try plan("P2,S9,P5", "P3,S9,P6")
    #expect(notation(plan) == ["[P3,S9,P5]", "[P3,S9]", "[P3,S9,P6]"])
    #expect(
      plan.map(\.action) == [
        .replaceStack(level: 0), .pop(count: 1, level: 1), .push(count: 1, level: 1),
      ])
  }

  @Test func aScreenMovingFromTheTopStackDownIsRemovedBeforeItIsAdded() throws {
    // 3 moves from the sheet's stack to the base stack under it.
    let plan = try plan("S9,P3", "P3,S9", .allAtOnce)
    #expect(notation(plan) == ["[S9]", "[P3,S9]"])
    #expect(plan.map(\.action) == [.pop(count: 1, level: 1), .replaceStack(level: 0)])
  }

  @Test func aScreenMovingUpIsRemovedFromTheCoveredStackFirst() throws {
    let plan = try plan("P2,P3,S9", "P2,S9,P3", .allAtOnce)
    #expect(notation(plan) == ["[P2,S9]", "[P2,S9,P3]"])
    #expect(plan.map(\.action) == [.replaceStack(level: 0), .push(count: 1, level: 1)])
  }
}
