import CoordinatorKit
import Foundation
import Testing

/// Random sequences of every operation, user event and host acknowledgement (stale and doubled
/// ones included), checked after every step against ``NavigationModel``. CI runs a few thousand
/// sequences; `COORDINATORKIT_MODEL_SEQUENCES=1000000 swift test --filter ModelBased` runs a
/// million. A failure names its seed; `COORDINATORKIT_MODEL_SEED=<seed>` replays it.
@MainActor
@Suite("Model-based navigation")
struct ModelBasedNavigationTests {
  @Test func randomSequencesAgreeWithTheModel() async throws {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["COORDINATORKIT_MODEL_SEQUENCES"].flatMap(Int.init) ?? 3_000
    let firstSeed = environment["COORDINATORKIT_MODEL_SEED"].flatMap(UInt64.init) ?? 1
    var failures = 0
    for seed in firstSeed..<firstSeed + UInt64(count) {
      // The main actor is shared with every other test: let them run between sequences, so
      // none waits minutes behind this one (waits with time limits then failed).
      await Task.yield()
      var driver = try ModelDriver(seed: seed)
      for _ in 0..<60 where driver.failure == nil {
        try driver.step()
      }
      if driver.failure == nil { try driver.finish() }
      if let failure = driver.failure {
        failures += 1
        Issue.record("seed \(seed): \(failure)")
        if failures >= 5 { return }
      }
    }
  }
}
