import CoordinatorKit
import NavigationTestSupport
import Testing

/// What a host that keeps something per screen lets go of after a change: exactly the
/// screens that left, found from what changed, without reading what it keeps.
@MainActor
@Suite("Screen release check")
struct ScreenReleaseCheckTests {
  /// The kept screens, counting how often the check reads them.
  private final class Kept: Sequence {
    var ids: [ScreenID]
    var reads = 0
    init(_ ids: [ScreenID]) { self.ids = ids }
    func makeIterator() -> IndexingIterator<[ScreenID]> {
      reads += 1
      return ids.makeIterator()
    }
  }

  @Test func aPushThenAPopListsOnlyThePoppedScreenWithoutReadingTheKeptOnes() throws {
    let navigator = Navigator(try state("P2,P3,P4"))
    var check = ScreenReleaseCheck<String>()
    let kept = Kept(navigator.state.screens.map(\.id))
    #expect(check.screensThatLeft(keeping: [navigator.state], kept: kept).isEmpty)
    #expect(kept.reads == 1)  // The first check compares the states whole.

    try navigator.update { try $0.push("5") }
    let pushed = navigator.state.topScreen.id
    check.noteMade(pushed)
    kept.ids.append(pushed)
    #expect(check.screensThatLeft(keeping: [navigator.state], kept: kept).isEmpty)
    try navigator.update { try $0.pop() }
    #expect(check.screensThatLeft(keeping: [navigator.state], kept: kept) == [pushed])
    #expect(kept.reads == 1)
  }

  /// A screen that stays in one of the states kept (the shown one, while the displayed one has
  /// moved on) stays.
  @Test func aScreenInAnyOfTheStatesStays() throws {
    let navigator = Navigator(try state("P2,P3"))
    var check = ScreenReleaseCheck<String>()
    let before = navigator.state
    _ = check.screensThatLeft(keeping: [before], kept: Kept(before.screens.map(\.id)))
    try navigator.update { try $0.popToRoot() }
    let popped = Kept([])
    #expect(check.screensThatLeft(keeping: [before, navigator.state], kept: popped).isEmpty)
    #expect(
      check.screensThatLeft(keeping: [navigator.state], kept: popped) == screenIDs("3", "2"))
    #expect(popped.reads == 0)
  }

  /// Something made since the last check for a screen that is in none of the states (made for a
  /// step the user replaced meanwhile) is listed too.
  @Test func aScreenMadeSinceTheLastCheckAndGoneIsListed() throws {
    let navigator = Navigator(try state("P2"))
    var check = ScreenReleaseCheck<String>()
    _ = check.screensThatLeft(keeping: [navigator.state], kept: Kept([]))
    check.noteMade(screenID("gone"))
    check.noteMade(screenID("2"))
    #expect(
      check.screensThatLeft(keeping: [navigator.state], kept: Kept([])) == [screenID("gone")])
  }

  /// States that share no root (the whole state replaced) are compared whole, with the kept
  /// screens read once.
  @Test func aNewRootIsComparedWhole() throws {
    let navigator = Navigator(try state("P2"))
    var check = ScreenReleaseCheck<String>()
    _ = check.screensThatLeft(keeping: [navigator.state], kept: Kept([]))
    try navigator.replace(with: try state("P7", rootName: "other"))
    let kept = Kept(screenIDs("root", "2", "other", "7"))
    #expect(check.screensThatLeft(keeping: [navigator.state], kept: kept) == screenIDs("root", "2"))
    #expect(kept.reads == 1)
  }
}
