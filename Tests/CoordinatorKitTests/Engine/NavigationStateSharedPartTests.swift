import CoordinatorKit
import NavigationTestSupport
import Testing

/// `screensAboveSharedPart(of:)`: which screens of several versions of a state can differ, read
/// from their tops; what the terminal host releases views by.
@Suite("Navigation state: the part versions share")
struct NavigationStateSharedPartTests {
  /// A state of `depth` screens over the root.
  private func deepState(_ depth: Int) -> NavigationState<String> {
    NavigationState(root: "root", pushing: (1...depth).map { "s\($0)" })
  }

  private func routes(_ ids: [ScreenID], in states: NavigationState<String>...) -> [String] {
    ids.map { id in states.lazy.compactMap { $0.screen(withID: id)?.route }.first ?? "?" }
  }

  @Test func aPushAndAPopListOnlyTheScreensAboveWhatTheyShare() throws {
    let old = deepState(1_000)
    var pushed = old
    try pushed.push("new")
    var popped = old
    try popped.pop()
    try popped.pop()
    let above = try #require(NavigationState.screensAboveSharedPart(of: [old, pushed, popped]))
    #expect(routes(above[0], in: old) == ["s1000", "s999"])
    #expect(routes(above[1], in: pushed) == ["new", "s1000", "s999"])
    #expect(above[2].isEmpty, "the popped state is the shared part")
  }

  @Test func screensRebuiltOverAChangeAreListedOnEverySide() throws {
    let old = NavigationState(root: "root", pushing: ["a", "b", "c"])
    let a = try #require(old.screens.first { $0.route == "a" })
    var changed = old
    try changed.updateRoute(of: a.id, to: "a2")
    let above = try #require(NavigationState.screensAboveSharedPart(of: [old, changed]))
    #expect(routes(above[0], in: old) == ["c", "b", "a"])
    #expect(routes(above[1], in: changed) == ["c", "b", "a2"])
    #expect(above[0] == above[1], "the same screens, rebuilt")
  }

  @Test func identicalStatesListNothingAndStatesWithAnotherRootAreComparedWhole() throws {
    let state = deepState(3)
    let same = try #require(NavigationState.screensAboveSharedPart(of: [state, state, state]))
    #expect(same.allSatisfy { $0.isEmpty })
    #expect(NavigationState.screensAboveSharedPart(of: [state, deepState(3)]) == nil)
    #expect(NavigationState<String>.screensAboveSharedPart(of: [])?.isEmpty == true)
  }

  /// The two-state comparison (what leave guards and the SwiftUI host use on every change) lists
  /// what the general one lists, for random versions of random states: pushes, pops, layers,
  /// rebuilt screens, a root alone.
  @Test func twoVersionsListWhatTheGeneralComparisonLists() throws {
    var generator = SeededGenerator(seed: 611)
    for _ in 0..<2_000 {
      var earlier = NavigationState(root: "root")
      for index in 0..<Int.random(in: 0...6, using: &generator) {
        if Bool.random(using: &generator) {
          try earlier.push("e\(index)")
        } else {
          try earlier.present("e\(index)", as: .sheet)
        }
      }
      var later = earlier
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: _ = try? later.pop()
      case 1: _ = try? later.popToRoot()
      case 2: _ = try? later.dismissAll()
      case 3:
        if let screen = later.path.randomElement(using: &generator)?.screen {
          try later.updateRoute(of: screen.id, to: "changed")
        }
      default: break
      }
      for index in 0..<Int.random(in: 0...3, using: &generator) {
        try later.push("l\(index)")
      }
      for (first, second) in [(earlier, later), (later, earlier), (earlier, earlier)] {
        let general = try #require(NavigationState.screensAboveSharedPart(of: [first, second]))
        let pair = try #require(NavigationState.screensAboveSharedPart(first, second))
        #expect(pair.earlier == general[0] && pair.later == general[1])
      }
    }
    #expect(NavigationState.screensAboveSharedPart(deepState(2), deepState(2)) == nil)
  }
}
