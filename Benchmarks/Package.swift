// swift-tools-version: 6.1
// Benchmarks live in their own package so library users never resolve or build them.
// Run: swift run -c release --package-path Benchmarks
import PackageDescription

let package = Package(
  name: "CoordinatorKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "CoordinatorKit", path: "..")],
  targets: [
    .executableTarget(
      name: "coordinator-benchmarks",
      dependencies: [.product(name: "CoordinatorKit", package: "CoordinatorKit")]
    )
  ],
  swiftLanguageModes: [.v6]
)
