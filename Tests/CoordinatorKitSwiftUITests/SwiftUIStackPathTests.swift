import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// The path a SwiftUI host binds `NavigationStack(path:)` to: it must read, change
/// and compare exactly as the array of its screens does, whatever SwiftUI does to it and
/// wherever its shared chunks end.
@Suite("SwiftUI stack path")
struct SwiftUIStackPathTests {
  private let screens = (0..<400).map { _ in ScreenID() }

  /// Random pushes, pops, replaced ranges (as SwiftUI's back menu and the engine's replacements
  /// make), removals from the bottom and screens set in place, each checked against an array
  /// of the same screens: contents, count, equality, hash, and a copy taken before the change
  /// left as it was.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyChangeLeavesTheScreensAnArrayWouldHold(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var path = SwiftUIStackPath()
    var model: [ScreenID] = []
    for round in 0..<600 {
      let before = path
      let modelBefore = model
      let next = screens[Int.random(in: 0..<screens.count, using: &generator)]
      switch Int.random(in: 0..<10, using: &generator) {
      case 0...3:
        path.append(next)
        model.append(next)
      case 4...5 where !model.isEmpty:
        #expect(path.removeLast() == model.removeLast())
      case 6 where !model.isEmpty:
        let lower = Int.random(in: 0..<model.count, using: &generator)
        let upper = Int.random(in: lower...model.count, using: &generator)
        let count = Int.random(in: 0..<150, using: &generator)
        let new = (0..<count).map { screens[($0 + round) % screens.count] }
        path.replaceSubrange(lower..<upper, with: new)
        model.replaceSubrange(lower..<upper, with: new)
      case 7 where !model.isEmpty:
        let count = Int.random(in: 1...model.count, using: &generator)
        path.removeFirst(count)
        model.removeFirst(count)
      case 8 where !model.isEmpty:
        let position = Int.random(in: 0..<model.count, using: &generator)
        path[position] = next
        model[position] = next
      default:
        let count = Int.random(in: 0..<200, using: &generator)
        let pushes = (0..<count).map { screens[($0 * 7 + round) % screens.count] }
        path.append(contentsOf: pushes)
        model.append(contentsOf: pushes)
      }
      #expect(Array(path) == model, "seed \(seed), round \(round)")
      #expect(path.count == model.count && path.last == model.last)
      #expect(path == SwiftUIStackPath(model), "seed \(seed), round \(round)")
      #expect(path.hashValue == SwiftUIStackPath(model).hashValue)
      #expect(Array(before) == modelBefore, "a copy changed with its original")
      #expect((before == path) == (modelBefore == model))
    }
  }

  /// Paths of the same screens built differently (pushed one by one, or made at once) are
  /// equal; a path that differs in one screen deep in its shared part, or in length, is not.
  @Test func pathsAreEqualExactlyWhenTheirScreensAre() {
    let all = Array(screens[0..<300])
    var pushed = SwiftUIStackPath()
    for screen in all {
      pushed.append(screen)
    }
    let made = SwiftUIStackPath(all)
    #expect(pushed == made && pushed.hashValue == made.hashValue)

    var changedDeep = made
    changedDeep[3] = screens[399]
    #expect(changedDeep != made)
    #expect(Array(made) == all, "setting a screen of a copy left the original as it was")

    var shorter = made
    shorter.removeLast()
    #expect(shorter != made)
    shorter.append(all[299])
    #expect(shorter == made)
    #expect(SwiftUIStackPath() == [] && SwiftUIStackPath([screens[0]]) == [screens[0]])
  }
}
