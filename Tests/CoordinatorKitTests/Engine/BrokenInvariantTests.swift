import Foundation
import NavigationTestSupport
import Testing

@testable import CoordinatorKit

/// The one invariant check (`_brokenInvariant()`) names exactly the rule a state breaks. The
/// operations cannot make such states, so each is assembled from the storage on purpose.
@Suite("The invariant check names each broken rule")
struct BrokenInvariantTests {
  private let a = NavigationScreen("a", id: screenID("a"))
  private let b = NavigationScreen("b", id: screenID("b"))
  private let c = NavigationScreen("c", id: screenID("c"))

  /// A state over hand-made storage: `root`, the `path` as pushes and sheets, optional tabs.
  private func state(
    root: PathNode<String>, path: [PresentedScreen<String>] = [], tabs: TabContainer<String>? = nil
  ) -> NavigationState<String> {
    var top: PathNode<String>?
    for element in path {
      top = PathNode(element, below: top)
    }
    return NavigationState(rootNode: root, top: top, alertBox: nil, tabsBox: tabs)
  }

  private func stack(_ screens: NavigationScreen<String>...) -> StoredStack<String>? {
    StoredStack(screens)
  }

  @Test func aValidStateBreaksNothing() throws {
    let tabbed = try NavigationState(
      tabs: [Tab("one", stack: [a, b]), Tab("two", stack: [c])], selected: "one")
    var presented = tabbed
    try presented.present("sheet", as: .sheet)
    try presented.push("pushed")
    try presented.present("cover", as: .cover)
    #expect(tabbed._brokenInvariant() == nil)
    #expect(presented._brokenInvariant() == nil)
  }

  @Test func aScreenTwiceInThePath() {
    let broken = state(
      root: PathNode(root: a),
      path: [PresentedScreen(b, style: .push), .init(b, style: .modal(.sheet))])
    #expect(broken._brokenInvariant() == .duplicateScreenID(b.id))
  }

  @Test func aScreenInTwoTabs() {
    let tabs = TabContainer(ids: ["one", "two"], selectedIndex: 0, stacks: [nil, stack(b, a)])
    #expect(
      state(root: PathNode(root: a), tabs: tabs)._brokenInvariant() == .duplicateScreenID(a.id))
  }

  @Test func aContainerWithoutTabs() {
    let tabs = TabContainer<String>(ids: [], selectedIndex: 0, stacks: [])
    #expect(state(root: PathNode(root: a), tabs: tabs)._brokenInvariant() == .noTabs)
  }

  @Test func aTabNamedTwice() {
    let tabs = TabContainer(ids: ["one", "one"], selectedIndex: 0, stacks: [nil, stack(b)])
    #expect(state(root: PathNode(root: a), tabs: tabs)._brokenInvariant() == .duplicateTab("one"))
  }

  @Test func aSelectionOutsideTheTabs() {
    let tabs = TabContainer<String>(ids: ["one"], selectedIndex: 3, stacks: [nil])
    #expect(
      state(root: PathNode(root: a), tabs: tabs)._brokenInvariant()
        == .selectedTabOutOfRange(index: 3, tabs: ["one"]))
  }

  @Test func aSelectedTabWithAStackOfItsOwn() {
    let tabs = TabContainer(ids: ["one"], selectedIndex: 0, stacks: [stack(b)])
    #expect(
      state(root: PathNode(root: a), tabs: tabs)._brokenInvariant()
        == .selectedTabHasOwnStack("one"))
  }

  @Test func anOtherTabWithoutAStack() {
    let tabs = TabContainer<String>(ids: ["one", "two"], selectedIndex: 0, stacks: [nil, nil])
    #expect(
      state(root: PathNode(root: a), tabs: tabs)._brokenInvariant() == .tabWithoutStack("two"))
  }

  @Test func aSheetInTheStackOfAnOtherTab() {
    let sheet = PathNode(PresentedScreen(c, style: .modal(.sheet)), below: nil)
    let tabs = TabContainer(
      ids: ["one", "two"], selectedIndex: 0,
      stacks: [nil, StoredStack(rootNode: PathNode(root: b), top: sheet)])
    #expect(
      state(root: PathNode(root: a), tabs: tabs)._brokenInvariant()
        == .modalInTabStack("two", screen: c.id))
  }

  @Test func aRootNodeThatIsAPathElement() {
    let notRoot = PathNode(PresentedScreen(a, style: .push), below: nil)
    #expect(state(root: notRoot)._brokenInvariant() == .staleCache(.count, pathIndex: -1))
  }

  @Test func aRootNodeInThePath() {
    let rootInPath = PathNode(root: b)
    let broken = NavigationState(
      rootNode: PathNode(root: a), top: rootInPath, alertBox: nil, tabsBox: nil)
    #expect(broken._brokenInvariant() == .staleCache(.count, pathIndex: 0))
  }

  @Test func aTabStackLinkedToItsRoot() {
    let root = PathNode(root: b)
    let linked = PathNode(PresentedScreen(c, style: .push), below: root)
    let tabs = TabContainer(
      ids: ["one", "two"], selectedIndex: 0,
      stacks: [nil, StoredStack(rootNode: root, top: linked)])
    #expect(
      state(root: PathNode(root: a), tabs: tabs)._brokenInvariant()
        == .staleCache(.count, pathIndex: 0, tab: "two"))
  }

  /// The initializers and decoding report the broken rule as the error a request gives.
  @Test func decodingReportsTheBrokenRule() throws {
    let json = """
      {"root": {"id": "\(a.id.rawValue)", "route": "a"},
       "path": [{"screen": {"id": "\(a.id.rawValue)", "route": "again"}, "style": "push"}]}
      """
    #expect {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(json.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription == NavigationError.duplicateScreenID(a.id).description
    }
  }

  @Test func theMessagesNameWhatIsBroken() {
    #expect(
      _BrokenNavigationInvariant.staleCache(.layerStart, pathIndex: 2, tab: "two").description
        == "the node at path index 2 of tab \"two\" caches a wrong layerStart")
    #expect(
      _BrokenNavigationInvariant.derivedViewDisagrees(.layers).description
        == "layers disagrees with the path")
  }
}
