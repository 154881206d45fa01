import Foundation
import Testing

/// Keys typed ahead of an animation do not each wait for a slide: fifty keys
/// with animations on settle about as fast as without.
@Suite("Typing ahead of animations", TestEnvironment.demoTimeLimit)
struct TypingAheadTests {
  @Test func fiftyKeysWithAnimationSettleQuickly() throws {
    let demo = try InteractiveDemo(["rainbow"])
    try demo.waitFor("Index 0", "q Quit")
    let keys = Array(repeating: ["n", "b"], count: 24).flatMap { $0 } + ["n", "n"]
    let start = ContinuousClock.now
    try demo.terminal.send(keys.map { .character(Character($0)) })
    try demo.waitFor("Index 2", "b/← Back")
    let elapsed = ContinuousClock.now - start
    // Each of 50 slides takes 160 ms: waiting for them all took 8 s.
    #expect(elapsed < .seconds(3), "\(elapsed)")
    try demo.quit()
  }
}
