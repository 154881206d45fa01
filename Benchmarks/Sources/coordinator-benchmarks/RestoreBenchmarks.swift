import CallgrindShim
import CoordinatorDemos
import CoordinatorKit
import DemoApps
import Foundation
import TerminalToolkit

/// Restoring a deep saved state, per screen: a master/detail chain (Master, Detail, Master, …,
/// each Detail's Master a child flow of it) rebuilt through the demo's coordinators, then drawn
/// by the terminal host, then saved as `coordinator-demo --state-file F --script ""` does. Each
/// should cost the same per screen at any depth. That command once took 1 s at
/// 200 screens, 17 s at 800, and did not finish at 2,000, because the save numbered each
/// identity by replacing it over the whole file.
@MainActor
enum RestoreBenchmarks {
  static let depths = [100, 1_000, 10_000]

  /// The chain as a saved file holds it: `screens` screens, the root Master included.
  static func savedChain(screens: Int) throws -> NavigationState<DemoRoute> {
    let date = "2026-01-01 09:00"
    let path = (1..<max(screens, 1)).map { index in
      PresentedScreen(
        NavigationScreen(
          DemoRoute.masterDetail(index % 2 == 1 ? .detail(date: date) : .master),
          owner: CoordinatorID()),
        style: .push)
    }
    let root = NavigationScreen(DemoRoute.masterDetail(.master), owner: CoordinatorID())
    return try NavigationState(root: root, path: path)
  }

  /// The app a restore starts from, made before the measured part (its fixed cost, the same at
  /// any depth, would hide the cost per screen at 100 screens).
  static func freshApp() -> DemoApp {
    DemoApp(kind: .masterDetail, options: DemoOptions(usesFixedClock: true))
  }

  /// What a measured part made, kept past it so that freeing it is not counted.
  final class Kept {
    var demo: TerminalDemo?
    var bytes: [UInt8] = []
  }

  /// The measured operations: each builds its fixture, then runs the measured part.
  static let operations:
    [(name: String, prepare: @MainActor (Int) throws -> @MainActor () throws -> Void)] = [
      (
        "restore: master-detail chain, per screen",
        { depth in
          let saved = try savedChain(screens: depth)
          let app = freshApp()
          return {
            try app.restore(saved)
            precondition(app.restorableState.path.count == depth - 1)
          }
        }
      ),
      (
        "restore + frame: TerminalHost, per screen",
        { depth in
          let saved = try savedChain(screens: depth)
          let app = freshApp()
          let kept = Kept()
          return {
            try app.restore(saved)
            let demo = TerminalDemo(app: app, animated: false)
            blackHole(demo.host.frame(size: TerminalBenchmarks.size))
            kept.demo = demo
          }
        }
      ),
      (
        "save: state file contents, per screen",
        { depth in
          let app = freshApp()
          try app.restore(try savedChain(screens: depth))
          let kept = Kept()
          return { kept.bytes = try StateFile.contents(saving: app.restorableState) }
        }
      ),
      (
        "--script \"\": decode, restore, frame, save, per screen",
        { depth in
          let file = Data(try StateFile.contents(saving: try savedChain(screens: depth)))
          let app = freshApp()
          let kept = Kept()
          return {
            try app.restore(try JSONDecoder().decode(NavigationState<DemoRoute>.self, from: file))
            let demo = TerminalDemo(app: app, animated: false)
            blackHole(demo.host.frame(size: TerminalBenchmarks.size))
            kept.bytes = try StateFile.contents(saving: app.restorableState, data: app.data)
            kept.demo = demo
          }
        }
      ),
    ]

  /// Wall time per screen, median of 5 fixtures at each depth, next to the array baseline.
  static func run(upTo limit: Int = .max) throws {
    print("")
    print(
      "Restoring a master/detail chain (median of 5, ns per screen; × the array baseline, "
        + "and the growth for ×10 screens)")
    var baseline: [Int: Double] = [:]
    for depth in depths where depth <= limit {
      baseline[depth] = try Measurement.medianNanoseconds(
        of: Cases.arrayPair, depth: depth, count: 200_000)
      print("  baseline, array append+removeLast, \(depth): \(format(baseline[depth] ?? 0)) ns")
    }
    for operation in operations {
      try operation.prepare(10)()  // Warm up, as for instructions.
      var previous: Double?
      for depth in depths where depth <= limit {
        var samples: [Double] = []
        for _ in 0..<5 {
          let measured = try operation.prepare(depth)
          let start = ContinuousClock.now
          try measured()
          let elapsed = ContinuousClock.now - start
          samples.append(
            (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
              / 1e9 / Double(depth))
        }
        let perScreen = samples.sorted()[samples.count / 2]
        let ratio = perScreen / (baseline[depth] ?? perScreen)
        let growth =
          previous.map { ", ×\(format(perScreen / $0, decimals: 2)) for ×10 screens" } ?? ""
        print(
          "  \(operation.name), \(depth): \(format(perScreen)) ns (×\(format(ratio)) the "
            + "baseline\(growth))")
        previous = perScreen
      }
    }
  }

  /// Each operation between callgrind's markers, counted per screen, with the array baseline at
  /// the same depths, for `instructions.sh` (`instructions.sh restore` runs these alone).
  static func markInstructions(upTo limit: Int = .max) throws {
    for depth in depths where depth <= limit {
      try Measurement.markInstructions(of: Cases.arrayPair, depth: depth, count: 2_000)
    }
    for operation in operations {
      // Warm up what is made once per process (type data, conformances) outside the regions.
      try operation.prepare(10)()
      for depth in depths where depth <= limit {
        try ChainBenchmarks.markInstructions(of: operation, depth: depth)
      }
    }
  }
}
