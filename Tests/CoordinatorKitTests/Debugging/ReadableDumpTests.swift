import CoordinatorKit
import NavigationTestSupport
import Testing

/// What a developer sees printing or dumping a state, a plan or a step: navigation (screens,
/// how they were presented, their owners), never how the engine stores it.
@Suite("Readable dumps")
struct ReadableDumpTests {
  /// Words of the engine's storage, which no dump may show.
  static let storageWords = [
    "optionalParts", "topObject", "AbsentPart", "PathNode", "rootNode", "StepDetails",
    "stateParts", "_StateParts", "ChangeRecord", "record",
  ]

  /// A base stack of two screens owned by `main`, and a sheet owned by `picker` over it.
  private func sheetOverStack() throws -> NavigationState<String> {
    var state = try NavigationState(
      root: NavigationScreen("list", id: screenID("list"), owner: CoordinatorID("main")),
      path: [
        PresentedScreen(
          NavigationScreen("detail", id: screenID("detail"), owner: CoordinatorID("main")),
          style: .push)
      ])
    try state.append(
      NavigationScreen("picker", id: screenID("picker"), owner: CoordinatorID("picker")),
      style: .modal(.sheet))
    return state
  }

  private func dumped(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }

  private func expectNoStorage(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for word in Self.storageWords {
      #expect(!text.contains(word), "\(word) in:\n\(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func printingAStateShowsItsTree() throws {
    let state = try sheetOverStack()
    #expect(String(describing: state) == state.treeDescription)
    #expect(
      String(reflecting: state) == "NavigationState: stack of 2 screens, sheet of 1 screen")
    #expect(
      state.treeDescription == """
        stack
          list #6c697374 by main
          detail #64657461 by main
        sheet
          picker #7069636b by picker
        """)
  }

  @Test func dumpingAStateShowsItsStacksScreensAndAlert() throws {
    var state = try sheetOverStack()
    try state.showAlert(
      AlertState(title: "Delete?", actions: [AlertAction("Cancel", role: .cancel)]))
    let text = dumped(state)
    expectNoStorage(text)
    #expect(
      text == """
        ▿ NavigationState: stack of 2 screens, sheet of 1 screen, alert "Delete?" [Cancel]
          ▿ stack: 2 elements
            - list #6c697374 by main
            - detail #64657461 by main
          ▿ sheet: 1 element
            - picker #7069636b by picker
          - alert: alert "Delete?" [Cancel]

        """)
  }

  @Test func dumpingATabbedStateShowsEveryTab() throws {
    let state = try NavigationState(
      tabs: [
        Tab("inbox", stack: [NavigationScreen("inbox", id: screenID("inbox"))]),
        Tab("search", stack: [NavigationScreen("search", id: screenID("search"))]),
      ], selected: "search")
    let text = dumped(state)
    expectNoStorage(text)
    #expect(text.contains("▿ tab inbox: 1 element\n    - inbox #696e626f"))
    #expect(text.contains("▿ tab search (selected): 1 element\n    - search #73656172"))
  }

  @Test func aPlanReadsAsItsStepsAndWhatEachShows() throws {
    let start = try sheetOverStack()
    var target = start
    try target.dismiss()
    try target.push("more")
    let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    let more = try #require(target.path.last?.screen.id)
    let description = String(describing: plan)
    #expect(
      description == """
        plan of 2 steps
        step 0.0: dismiss(layers: 1), animated
          stack
            list #6c697374 by main
            detail #64657461 by main
        step 0.1: push(count: 1, level: 0), animated
          stack
            list #6c697374 by main
            detail #64657461 by main
            more #\(more.description.prefix(8))
        """)
    expectNoStorage(description)
    expectNoStorage(dumped(plan))
    #expect(dumped(plan).hasPrefix("▿ 2 elements\n  ▿ step 0.0: dismiss(layers: 1), animated"))
    #expect(dumped(plan).contains("- action: push(count: 1, level: 0)"))
    #expect(
      String(describing: plan[0])
        == description.components(separatedBy: "\n")[1...4]
        .joined(separator: "\n"))
    #expect(
      String(describing: TransitionPlan(from: start, to: start, capabilities: .oneAtATime))
        == "plan of no step")
  }

  @Test func dumpingAStepShowsItsActionAndState() throws {
    let start = try sheetOverStack()
    var target = start
    try target.dismiss()
    let step = try #require(
      TransitionPlan(from: start, to: target, capabilities: .allAtOnce, animation: .none).first)
    let text = dumped(step)
    expectNoStorage(text)
    #expect(text.contains("- isAnimated: false"))
    #expect(text.hasPrefix("▿ step 0.0: dismiss(layers: 1), not animated\n  - id: 0.0\n"))
    #expect(text.contains("▿ state: NavigationState: stack of 2 screens\n"))
    #expect(text.contains("- detail #64657461 by main"))
  }

  @MainActor
  @Test func dumpingAChangeShowsWhyAndBothStates() throws {
    let navigator = Navigator(try sheetOverStack())
    try navigator.update { try $0.dismiss() }
    let change = try #require(navigator.lastChange)
    let text = dumped(change)
    expectNoStorage(text)
    #expect(text.hasPrefix("▿ change 1 (request)\n  - cause: request\n"))
    #expect(text.contains("▿ from: NavigationState: stack of 2 screens, sheet of 1 screen\n"))
    #expect(text.contains("▿ to: NavigationState: stack of 2 screens\n"))
    #expect(text.contains("- picker #7069636b by picker"))
  }
}
