import CoordinatorKit
import NavigationTestSupport
import Testing

/// A dump of a tabbed state shows every tab's stack, not only the selected one's.
@Suite("Tree description with tabs")
struct TabTreeDescriptionTests {
  @Test func everyTabIsShownInOrderWithTheSelectedOneMarked() throws {
    var state = try NavigationState(
      tabs: [
        Tab("inbox", stack: [NavigationScreen("inbox", id: screenID("inbox"))]),
        Tab(
          "search",
          stack: [
            NavigationScreen("search", id: screenID("search")),
            NavigationScreen("m1", id: screenID("m1")),
          ]),
      ], selected: "search")
    try state.append(NavigationScreen("s1", id: screenID("s1")), style: .modal(.sheet))
    #expect(
      state.treeDescription == """
        tab inbox
          inbox #696e626f
        tab search (selected)
          search #73656172
          m1 #6d310000
        sheet
          s1 #73310000
        """)
  }

  @Test func aSingleStackReadsAsBefore() throws {
    let state = try NavigationState(root: NavigationScreen("home", id: screenID("home")), path: [])
    #expect(state.treeDescription == "stack\n  home #686f6d65")
  }
}
