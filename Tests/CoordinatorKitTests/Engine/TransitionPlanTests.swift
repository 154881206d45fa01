import CoordinatorKit
import Testing

@Suite("Transition plans")
struct TransitionPlanTests {
  private func steps(
    _ from: String, _ to: String, _ capabilities: TransitionCapabilities = .oneAtATime
  ) throws -> [String] {
    let plan = TransitionPlan(from: try state(from), to: try state(to), capabilities: capabilities)
    return plan.map(notation)
  }

  @Test func severalPushesOnePerStep() throws {
    #expect(try steps("", "P2,P3,P4") == ["[]", "[P2]", "[P2,P3]", "[P2,P3,P4]"])
  }

  @Test func severalPushesAtOnceWhereTheHostCan() throws {
    #expect(try steps("", "P2,P3,P4", .batched) == ["[]", "[P2,P3,P4]"])
  }

  @Test func layersDismissedOnePerStep() throws {
    #expect(try steps("S2,C3,S4", "") == ["[S2,C3,S4]", "[S2,C3]", "[S2]", "[]"])
  }

  @Test func inPlaceUpdateThenPopThenPresent() throws {
    #expect(
      try steps("P2,P3,P4", "P2',P3',S4,S5")
        == ["[P2',P3',P4]", "[P2',P3']", "[P2',P3',S4]", "[P2',P3',S4,S5]"])
  }

  @Test func severalLayersDismissedAtOnceWhereTheHostCan() throws {
    #expect(try steps("S2,P3,S4,P5", "", .batched) == ["[S2,P3,S4,P5]", "[]"])
  }

  @Test func dismissThenPopThenPushInOrder() throws {
    #expect(
      try steps("P2,P3,S4,P5", "P2,C9")
        == ["[P2,P3,S4,P5]", "[P2,P3]", "[P2]", "[P2,C9]"])
    // Where the shapes agree, the screen is updated in place instead of popped and pushed.
    #expect(try steps("P2,P3,S4,P5", "P2,P9") == ["[P2,P9,S4,P5]", "[P2,P9]"])
  }

  @Test func pushesInsideANewModalFollowItsPresentation() throws {
    #expect(try steps("", "S2,P3,P4", .batched) == ["[]", "[S2]", "[S2,P3,P4]"])
    #expect(try steps("", "S2,P3,P4") == ["[]", "[S2]", "[S2,P3]", "[S2,P3,P4]"])
  }

  @Test func sameShapeIsOneInPlaceStep() throws {
    #expect(try steps("P2,S3", "P7,S8") == ["[P7,S8]"])
  }

  @Test func noChangeIsOneStep() throws {
    #expect(try steps("P2", "P2") == ["[P2]"])
  }

  @Test func theRootIsUpdatedInPlace() throws {
    let plan = TransitionPlan(
      from: try state("P2", root: "old"), to: try state("P2", root: "new"),
      capabilities: .oneAtATime)
    #expect(plan.map(\.root.route) == ["new"])
  }

  @Test func anAlertGoesFirstAndComesLast() throws {
    var from = try state("S2")
    try from.showAlert(AlertState(title: "A"))
    var to = try state("P3")
    try to.showAlert(AlertState(title: "B"))
    let plan = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    #expect(plan.map(notation) == ["[S2]!", "[S2]", "[]", "[P3]", "[P3]!"])
    #expect(plan.last?.alert?.title == "B")
  }

  @Test func anAlertOnAnUnchangedPathIsUpdatedInPlace() throws {
    var from = try state("P2")
    try from.showAlert(AlertState(title: "A"))
    var to = from
    to.reset()
    try to.push("2")
    try to.showAlert(AlertState(title: "B"))
    let plan = TransitionPlan(from: from, to: to, capabilities: .oneAtATime)
    #expect(plan.map(notation) == ["[P2]!"])
    #expect(plan.first?.alert?.title == "B")
  }

  @Test func theLastStepIsAlwaysTheTarget() throws {
    let cases = [
      ("", ""), ("P2", ""), ("S2,P3", "P4"), ("C2", "C3,S4"), ("P2,P3", "P2,P3,P4"),
      ("S2,S3,S4", "S2"), ("P2,S3", "S4,P5"),
    ]
    for capabilities in [TransitionCapabilities.oneAtATime, .batched] {
      for (from, to) in cases {
        let target = try state(to)
        let plan = TransitionPlan(from: try state(from), to: target, capabilities: capabilities)
        #expect(plan.last.map(notation) == notation(target), "\(from) → \(to)")
        #expect(!plan.isEmpty)
      }
    }
  }

  /// Each step changes the display by one thing a host can animate: adjacent steps differ by
  /// one dismissal, one pop group, one presentation or one push (group, where batched).
  @Test func everyStepIsOneAnimatableChange() throws {
    let plan = TransitionPlan(
      from: try state("P2,S3,P4,C5,P6"), to: try state("P2,S7,P8,P9,C10"),
      capabilities: .oneAtATime)
    #expect(
      plan.map(notation) == [
        "[P2,S7,P8,C5,P6]", "[P2,S7,P8]", "[P2,S7,P8,P9]", "[P2,S7,P8,P9,C10]",
      ])
  }

  @Test func planningALongStackIsLinear() throws {
    // 20,000 screens replaced by a different shape: the plan must be built without
    // materialising every intermediate state.
    let from = NavigationState(root: "0", pushing: (1...20_000).map(String.init))
    let to = try NavigationState(
      root: from.root, path: (1...20_000).map { PresentedScreen(Screen(String($0)), style: .sheet) }
    )
    let plan = TransitionPlan(from: from, to: to, capabilities: .batched)
    #expect(plan.count == 20_002)
    #expect(plan[1].path.isEmpty)
    #expect(plan[2].path.count == 1)
  }
}
