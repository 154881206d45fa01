import CallgrindShim
import Foundation

/// One measured operation: what it is, and a body that runs it `count` times at a given depth
/// (setting up outside the measured part through `prepare`).
struct Case {
  /// The row's name, also callgrind's region name.
  let name: String
  /// Builds the fixture for a depth and returns the loop to measure.
  let prepare: @MainActor (_ depth: Int) throws -> (@MainActor (_ count: Int) throws -> Void)
}

/// Measures cases by wall time (median of several runs) or, under callgrind, by instructions.
@MainActor
enum Measurement {
  /// The median time of one operation, in nanoseconds.
  static func medianNanoseconds(
    of testCase: Case, depth: Int, count: Int, runs: Int = 7
  ) throws -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
      let loop = try testCase.prepare(depth)
      let start = ContinuousClock.now
      try loop(count)
      let elapsed = ContinuousClock.now - start
      samples.append(
        (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
          / 1e9 / Double(count))
    }
    return samples.sorted()[samples.count / 2]
  }

  /// Runs `count` operations between callgrind's markers, for `instructions.sh`.
  static func markInstructions(of testCase: Case, depth: Int, count: Int) throws {
    let loop = try testCase.prepare(depth)
    try loop(1)  // Warm up lazily made state (key paths, allocator pools) outside the region.
    // The region's name is made before it starts: its interpolation costs about 4 k
    // instructions, which a case would otherwise count as its own.
    let region = "\(testCase.name) depth=\(depth) count=\(count)"
    callgrind_start()
    try loop(count)
    callgrind_stop(region)
  }
}

func format(_ value: Double, decimals: Int = 1) -> String {
  String(format: "%.\(decimals)f", value)
}

/// The resident memory of this process in KiB (Linux), for leak checks over many cycles.
func residentKiB() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
