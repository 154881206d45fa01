import CoordinatorKit
import Foundation

// Each figure is the median of several runs; ratios compare figures measured in the same run,
// because the machines are shared and noisy.

/// Runs `body` `runs` times and returns the median duration in milliseconds.
@MainActor
func median(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    samples.append(
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  return samples.sorted()[samples.count / 2]
}

/// The resident memory of this process in KiB (Linux), for leak checks over many cycles.
func residentKiB() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }

// MARK: Transition planning is linear

/// A change of shape at every position: a long push stack replaced by as many sheets.
func states(_ count: Int) throws -> (NavigationState<Int>, NavigationState<Int>) {
  let from = NavigationState(root: 0, pushing: Array(1...count))
  let to = try NavigationState(
    root: from.root, path: (1...count).map { PresentedScreen(Screen($0), style: .sheet) })
  return (from, to)
}

@MainActor
func planning() throws {
  print("Transition planning (batched host), median ms")
  print("screens   plan      plan+read last step   naive (every step materialised)")
  var previous: Double?
  for count in [1_000, 10_000, 100_000] {
    let (from, to) = try states(count)
    let plan = median {
      let plan = TransitionPlan(from: from, to: to, capabilities: .batched)
      precondition(plan.count == count + 2)
    }
    let readLast = median {
      let plan = TransitionPlan(from: from, to: to, capabilities: .batched)
      precondition(plan[plan.count - 1].path.count == count)
    }
    // The naive figure is measured only where it finishes in reasonable time.
    let naive =
      count <= 10_000
      ? format(
        median(runs: 3) {
          let plan = TransitionPlan(from: from, to: to, capabilities: .batched)
          var total = 0
          for step in plan { total += step.path.count }
          precondition(total > 0)
        }) : "(skipped)"
    let growth = previous.map { "  ×\(format(plan / $0)) for ×10 screens" } ?? ""
    print("\(count)\t  \(format(plan))\t  \(format(readLast))\t\t\t\(naive)\(growth)")
    previous = plan
  }
}

// MARK: The navigator's queue

@MainActor
func navigatorQueue() throws {
  let operations = 20_000
  let immediate = try median(runs: 5) {
    let navigator = Navigator(root: 0)
    for index in 0..<operations {
      try navigator.push(index)
      try navigator.pop()
    }
  }
  let paced = try median(runs: 5) {
    let navigator = Navigator(NavigationState(root: 0), pacing: .hostPaced)
    for index in 0..<operations {
      try navigator.push(index)
      try navigator.pop()
      while !navigator.isSettled { navigator.hostDidShowStep() }
    }
  }
  print("")
  print("Navigator, \(operations) push+pop pairs, median ms")
  print("immediate: \(format(immediate))   host-paced with every step shown: \(format(paced))")
  print("host-paced / immediate: ×\(format(paced / immediate))")
}

// MARK: Coordinator cycles leave nothing behind

@MainActor
final class BenchmarkCoordinator: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<Int>
  let route: Int
  init(navigator: Navigator<Int>, route: Int) {
    self.navigator = navigator
    self.route = route
  }
  func start() throws(NavigationError) {
    if parent == nil { show(asRoot: route) } else { try show(route) }
  }
}

@MainActor
func coordinatorCycles() throws {
  let navigator = Navigator(root: 0)
  let root = BenchmarkCoordinator(navigator: navigator, route: 0)
  try root.startAsRoot()
  func cycles(_ count: Int) throws {
    for index in 0..<count {
      try root.coordinate(
        to: BenchmarkCoordinator(navigator: navigator, route: index),
        style: index.isMultiple(of: 2) ? .push : .sheet)
      if index.isMultiple(of: 2) { try navigator.pop() } else { try navigator.dismiss() }
    }
  }
  try cycles(10_000)  // warm up allocator pools
  let before = residentKiB()
  let time = try median(runs: 5) { try cycles(100_000) }
  let after = residentKiB()
  print("")
  print("Coordinator start/screen/stop cycles")
  print("100,000 cycles: \(format(time)) ms median (\(format(time * 1000 / 100_000)) µs per cycle)")
  print("resident memory over 500,000 more cycles: \(before) KiB → \(after) KiB")
  precondition(root.children.isEmpty)
}

MainActor.assumeIsolated {
  do {
    try planning()
    try navigatorQueue()
    try coordinatorCycles()
  } catch {
    print("benchmark failed: \(error)")
  }
}
