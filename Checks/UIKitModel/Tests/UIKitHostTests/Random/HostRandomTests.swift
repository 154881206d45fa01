import Foundation
import Testing
@_spi(UIKitModel) import UIKit

extension HostOnModel {
  /// Random sequences of the app's requests and the user's gestures through the real UIKit
  /// host on the model (see ``HostRandomDriver``). CI runs 1,000 sequences;
  /// `UIKIT_MODEL_SEQUENCES=100000 bash Checks/UIKitModel/check.sh --filter HostRandom` runs
  /// more, `UIKIT_MODEL_SEED=<seed>` replays one and `UIKIT_MODEL_TRACE=1` prints its
  /// operations (`UIKIT_MODEL_TRACE=late`: only those of a sequence that fails).
  @MainActor
  @Suite struct HostRandom {
    @Test func randomSequencesKeepTheModelAndTheStateInAgreement() async throws {
      let environment = ProcessInfo.processInfo.environment
      let seeds: [UInt64]
      if let seed = environment["UIKIT_MODEL_SEED"].flatMap(UInt64.init) {
        seeds = [seed]
      } else {
        let count = environment["UIKIT_MODEL_SEQUENCES"].flatMap(Int.init) ?? 1_000
        seeds = (1...UInt64(max(count, 1))).map { $0 }
      }
      let length = environment["UIKIT_MODEL_LENGTH"].flatMap(Int.init) ?? 40
      let trace = environment["UIKIT_MODEL_TRACE"] != nil
      var failures = 0
      var sequences = 0
      var operations = 0
      var checks = 0
      for seed in seeds {
        let driver = try HostRandomDriver(seed: seed, trace: trace)
        for _ in 0..<length where driver.failure == nil {
          await driver.step()
        }
        await driver.finish()
        sequences += 1
        operations += driver.operations
        checks += driver.settledChecks
        if let failure = driver.failure {
          failures += 1
          Issue.record("seed \(seed) (UIKIT_MODEL_SEED=\(seed)): \(failure)")
          if failures >= 3 { break }
        }
      }
      UIKitModel.reset()
      print(
        "HostRandom: \(sequences) sequences, \(operations) operations, \(checks) settled "
          + "checks, \(failures) failing")
    }
  }
}
