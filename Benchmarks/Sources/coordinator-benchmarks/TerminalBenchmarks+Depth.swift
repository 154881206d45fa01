import CallgrindShim
import CoordinatorDemos
import CoordinatorKit
import DemoApps
import TerminalToolkit

/// The terminal host's cost per change at a depth: master-detail's "1 Enter" (Detail, then
/// Master again, each a child flow) typed at 50, 500 and 5,000 rounds deep, with the frame drawn
/// after each key as a terminal does. It once grew with the depth, because every change
/// looked up every kept view's screen from the top.
@MainActor
extension TerminalBenchmarks {
  static let rounds = [50, 500, 5_000]
  static let measuredRounds = 20

  /// A master-detail demo with one date, `rounds` rounds of "1 Enter" deep.
  static func masterDetail(rounds: Int) throws -> TerminalDemo {
    let demo = try TerminalDemo(kind: .masterDetail)
    demo.type(try Key.parseScript("+"))
    let round = try Key.parseScript("1 Enter")
    for _ in 0..<rounds {
      demo.type(round)
      _ = demo.host.frame(size: size)
    }
    return demo
  }

  /// Types `count` more rounds, a frame after each key.
  static func typeRounds(_ count: Int, on demo: TerminalDemo) throws {
    for _ in 0..<count {
      for key in try Key.parseScript("1 Enter") {
        demo.type([key])
        blackHole(demo.host.frame(size: size))
      }
    }
  }

  /// Wall time per round ("1 Enter" and two frames), median of 5 runs of 20 rounds each.
  static func roundsAtDepth() throws {
    print("")
    print(
      "master-detail \"1 Enter\" with a frame after each key, per round (median of 5 × "
        + "\(measuredRounds) rounds, µs)")
    var first: Double?
    for depth in rounds {
      let demo = try masterDetail(rounds: depth)
      var samples: [Double] = []
      for _ in 0..<5 {
        let start = ContinuousClock.now
        try typeRounds(measuredRounds, on: demo)
        let elapsed = ContinuousClock.now - start
        samples.append(
          (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
            / 1e12 / Double(measuredRounds))
      }
      let perRound = samples.sorted()[samples.count / 2]
      let ratio = first.map { " (×\(format(perRound / $0, decimals: 2)) the first)" } ?? ""
      print("  \(depth) rounds deep: \(format(perRound)) µs\(ratio)")
      if first == nil { first = perRound }
    }
  }

  /// The same rounds between callgrind's markers, for `instructions.sh`.
  static func markRoundsAtDepth() throws {
    for depth in rounds {
      let demo = try masterDetail(rounds: depth)
      try typeRounds(1, on: demo)  // Warm up outside the region.
      let region =
        "terminal: master-detail 1 Enter + frames, per round depth=\(depth) "
        + "count=\(measuredRounds)"
      callgrind_start()
      try typeRounds(measuredRounds, on: demo)
      callgrind_stop(region)
    }
  }
}
