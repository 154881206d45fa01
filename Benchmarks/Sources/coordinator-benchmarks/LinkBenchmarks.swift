import CoordinatorKit
import NavigationTestSupport

/// Deep links and restoration: reading a link, and rebuilding states of growing size.
@MainActor
enum LinkBenchmarks {
  /// A 10-segment link read into a target.
  static func linkToTarget() throws -> Double {
    let table = LinkTable<Int>(
      schemes: ["bench"],
      patterns: [
        LinkPattern("a/:1/b/:2/c/:3/d/:4/e/:5") { match in
          var target = NavigationTarget<Int>()
          for name in ["1", "2", "3", "4", "5"] {
            target = target.pushing(try match.parameter(name))
          }
          return target
        }
      ])
    let link = "bench://a/1/b/2/c/3/d/4/e/5"
    let benchmark = Case(name: "link to target") { _ in
      { count in
        for _ in 0..<count {
          let target = try table.target(for: link)
          precondition(target.path.count == 5)
        }
      }
    }
    return try Measurement.medianNanoseconds(of: benchmark, depth: 0, count: 20_000)
  }

  /// Restoring a chain of `screens` screens, each with its own coordinator, from the bare root.
  static func restore(screens: Int) throws -> Double {
    let benchmark = Case(name: "restore") { screens in
      { _ in
        let navigator = Navigator(root: 0)
        let root = IntRouteFlow(navigator: navigator, route: 0)
        try root.startAsRoot()
        let target = NavigationTarget((1..<screens).map { .init($0, style: .push) })
        try navigator.restore(target)
        precondition(navigator.state.path.count == screens - 1)
        root.stop()
      }
    }
    return try Measurement.medianNanoseconds(of: benchmark, depth: screens, count: 1, runs: 5)
  }

  static func run() throws {
    print("")
    print("Deep links and restoration (median)")
    print("10-segment link to target: \(format(try linkToTarget() / 1_000, decimals: 2)) µs")
    var previous: Double?
    for screens in [100, 1_000, 10_000] {
      let nanoseconds = try restore(screens: screens)
      let growth =
        previous.map { " (×\(format(nanoseconds / $0, decimals: 1)) for ×10 screens)" } ?? ""
      print(
        "restore \(screens) screens, a coordinator each: \(format(nanoseconds / 1e6, decimals: 2)) ms"
          + growth)
      previous = nanoseconds
    }
  }
}
