// swift-tools-version: 6.1
// Benchmarks live in their own package so library users never resolve or build them.
// Run: swift run -c release --package-path Benchmarks coordinator-benchmarks
// Instruction counts: Benchmarks/instructions.sh (valgrind's callgrind, repeatable figures).
import PackageDescription

let package = Package(
  name: "CoordinatorKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "CoordinatorKit", path: "..")],
  targets: [
    // Marks the measured region for callgrind; does nothing outside valgrind.
    .target(name: "CallgrindShim"),
    .executableTarget(
      name: "coordinator-benchmarks",
      dependencies: [
        "CallgrindShim",
        .product(name: "CoordinatorKit", package: "CoordinatorKit"),
        .product(name: "CoordinatorKitTerminal", package: "CoordinatorKit"),
        .product(name: "DemoApps", package: "CoordinatorKit"),
        .product(name: "CoordinatorDemos", package: "CoordinatorKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
