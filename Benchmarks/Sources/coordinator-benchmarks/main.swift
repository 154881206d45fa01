import CoordinatorKit
import Foundation
import NavigationTestSupport

// Each figure is measured in this run, next to its baseline, because the machines are shared
// and noisy. `instructions` mode marks each case for callgrind (see instructions.sh).

let depths = [1, 10, 1_000, 10_000]

@MainActor
func depthTable() throws {
  print("Cost per operation (median of 7 runs, ns), and as a multiple of the array baseline")
  print(
    "case".padding(toLength: 42, withPad: " ", startingAt: 0)
      + depths.map {
        "depth \($0)".padding(toLength: 22, withPad: " ", startingAt: 0)
      }.joined())
  var baseline: [Int: Double] = [:]
  for testCase in Cases.depthTable {
    var row = testCase.name.padding(toLength: 42, withPad: " ", startingAt: 0)
    for depth in depths {
      let count = testCase.name.hasPrefix("array") ? 200_000 : 20_000
      let nanoseconds = try Measurement.medianNanoseconds(of: testCase, depth: depth, count: count)
      if baseline[depth] == nil { baseline[depth] = nanoseconds }
      let ratio = nanoseconds / (baseline[depth] ?? nanoseconds)
      row += "\(format(nanoseconds)) (×\(format(ratio)))".padding(
        toLength: 22, withPad: " ", startingAt: 0)
    }
    print(row)
  }
}

@MainActor
func planSteps() throws {
  print("")
  print("Planning a full change of shape and reading every step (median ns per step)")
  let testCase = Cases.planReadEveryStep(steps: 0)
  var previous: Double?
  for depth in depths where depth > 1 {
    let perStep =
      try Measurement.medianNanoseconds(of: testCase, depth: depth, count: 1, runs: 5)
      / Double(depth)
    let growth = previous.map { " (×\(format(perStep / $0, decimals: 2)) for ×10 screens)" } ?? ""
    print("depth \(depth): \(format(perStep)) ns per step\(growth)")
    previous = perStep
  }
}

@MainActor
func deepTrees() throws {
  print("")
  let depth = 100_000
  var chain: [TreeCoordinator] = [TreeCoordinator()]
  try chain[0].startAsRoot()
  for _ in 1..<depth {
    let child = TreeCoordinator()
    try chain[chain.count - 1].coordinate(to: child)
    chain.append(child)
  }
  let root = chain[0]
  chain.removeAll()
  let walk = ContinuousClock.now
  let count = root.subtree.count
  let snapshot = root.snapshot
  let walked = ContinuousClock.now - walk
  let stopping = ContinuousClock.now
  root.stop()
  let stopped = ContinuousClock.now - stopping
  precondition(count == depth && snapshot.children.count == 1 && root.children.isEmpty)
  print("Coordinator tree of depth \(depth): subtree + snapshot \(walked), stop \(stopped)")

  // Flow coordinators, each showing one screen: stopping the root removes them all in one change.
  let navigator = Navigator(root: 0)
  let flowRoot = IntRouteFlow(navigator: navigator, route: 0)
  try flowRoot.startAsRoot()
  var parent: any Coordinator = flowRoot
  for route in 1..<10_000 {
    let child = IntRouteFlow(navigator: navigator, route: route)
    try parent.coordinate(to: child)
    parent = child
  }
  var changes = 0
  let observation = navigator.observeChanges { _ in changes += 1 }
  let flowStopping = ContinuousClock.now
  flowRoot.children.first?.stop()
  let flowStopped = ContinuousClock.now - flowStopping
  precondition(changes == 1 && navigator.state.path.isEmpty && flowRoot.children.isEmpty)
  print("Chain of 10,000 flow coordinators stopped: one change, \(flowStopped)")
  _ = observation
}

@MainActor
func cyclesKeepMemoryFlat() throws {
  print("")
  let loop = try Cases.coordinatorCycle.prepare(1)
  try loop(10_000)  // warm up allocator pools
  let before = residentKiB()
  try loop(500_000)
  let after = residentKiB()
  print("Resident memory over 500,000 coordinator cycles: \(before) KiB → \(after) KiB")
}

@MainActor
func markInstructions(hostCount: Int) throws {
  for testCase in Cases.depthTable {
    for depth in depths {
      try Measurement.markInstructions(of: testCase, depth: depth, count: 2_000)
    }
  }
  try ChainBenchmarks.markInstructions()
  try TerminalBenchmarks.markRoundsAtDepth()
  try RestoreBenchmarks.markInstructions()
  try markHostInstructions(count: hostCount)
  try FlowStacksComparison.markInstructions()
}

/// The hosts' cases, `count` operations at each depth (200 unless told). (Once, one cost up
/// to 5.7 G instructions at depth 10,000, so the figures of that commit were taken with
/// 200, 20 and 2 operations at the three depths; `instructions.sh hosts 20` measures an old
/// commit's headless host in minutes.)
@MainActor
func markHostInstructions(count: Int = 200) throws {
  for testCase in Cases.hostTable.dropFirst() {
    for depth in depths {
      try Measurement.markInstructions(of: testCase, depth: depth, count: count)
    }
  }
}

MainActor.assumeIsolated {
  do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "instructions" {
      try markInstructions(hostCount: arguments.dropFirst().first.flatMap { Int($0) } ?? 200)
    } else if arguments.first == "instructions-hosts" {
      // The hosts' cases alone, with the baseline: `bash Benchmarks/instructions.sh hosts`.
      for depth in depths {
        try Measurement.markInstructions(of: Cases.arrayPair, depth: depth, count: 2_000)
      }
      try markHostInstructions(count: arguments.dropFirst().first.flatMap { Int($0) } ?? 200)
    } else if arguments.first == "instructions-restore" {
      // Deep restores alone, with the baseline: `bash Benchmarks/instructions.sh restore`
      // (`instructions.sh restore 1000` stops at 1,000 screens, to measure an old commit).
      try RestoreBenchmarks.markInstructions(
        upTo: arguments.dropFirst().first.flatMap { Int($0) } ?? .max)
    } else if arguments.first == "instructions-flowstacks" {
      // The comparison with FlowStacks' step algorithm alone: `instructions.sh flowstacks`.
      try FlowStacksComparison.markInstructions()
    } else if arguments.first == "profile", arguments.count == 3,
      let testCase =
        (Cases.depthTable + Cases.hostTable
        + FlowStacksComparison.scenarios.flatMap { [$0.flowStacks, $0.engine] }).first(where: {
          $0.name == arguments[1]
        }),
      let depth = Int(arguments[2])
    {
      // One case alone, for `valgrind --tool=callgrind` and callgrind_annotate.
      try Measurement.markInstructions(of: testCase, depth: depth, count: 2_000)
    } else if arguments.first == "profile", arguments.count == 3,
      let operation = ChainBenchmarks.operations.first(where: { $0.name == arguments[1] }),
      let depth = Int(arguments[2])
    {
      try ChainBenchmarks.markInstructions(of: operation, depth: depth)
    } else if arguments.first == "profile", arguments.count == 2,
      arguments[1] == "terminal rounds"
    {
      // The terminal's rounds alone, for `valgrind --tool=callgrind` and callgrind_annotate.
      try TerminalBenchmarks.markRoundsAtDepth()
    } else if arguments.first == "links" {
      try LinkBenchmarks.run()
    } else if arguments.first == "chains" {
      try ChainBenchmarks.run()
    } else if arguments.first == "terminal" {
      try TerminalBenchmarks.run()
    } else if arguments.first == "restore" {
      try RestoreBenchmarks.run(upTo: arguments.dropFirst().first.flatMap { Int($0) } ?? .max)
    } else {
      try depthTable()
      try planSteps()
      try deepTrees()
      try ChainBenchmarks.run()
      try cyclesKeepMemoryFlat()
      try LinkBenchmarks.run()
      try TerminalBenchmarks.run()
      try RestoreBenchmarks.run()
    }
  } catch {
    print("benchmark failed: \(error)")
    exit(1)
  }
}
