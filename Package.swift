// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CoordinatorKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
    .library(name: "CoordinatorKitTesting", targets: ["CoordinatorKitTesting"]),
    .library(name: "CoordinatorKitTerminal", targets: ["CoordinatorKitTerminal"]),
    // The SwiftUI and UIKit hosts; on Linux they build as empty modules.
    .library(name: "CoordinatorKitSwiftUI", targets: ["CoordinatorKitSwiftUI"]),
    .library(name: "CoordinatorKitUIKit", targets: ["CoordinatorKitUIKit"]),
    // The demo apps as a library, for the benchmarks and fuzz targets (their own packages).
    .library(name: "CoordinatorDemos", targets: ["CoordinatorDemos"]),
    .executable(name: "coordinator-demo", targets: ["coordinator-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The UI-agnostic engine: navigation state, navigator, transitions, coordinators.
    .target(name: "CoordinatorKit"),
    // Helpers app developers use in their own tests: headless host, leak checks, dumps.
    .target(name: "CoordinatorKitTesting", dependencies: ["CoordinatorKit"]),
    // Thin hosts for Apple platforms: every file is inside `#if canImport(SwiftUI)` /
    // `#if canImport(UIKit)`. Checks/AppleAdapters type-checks them on Linux against stand-ins.
    .target(name: "CoordinatorKitSwiftUI", dependencies: ["CoordinatorKit"]),
    .target(name: "CoordinatorKitUIKit", dependencies: ["CoordinatorKit"]),
    // A full-screen terminal host for the engine (Linux and macOS).
    .target(name: "CoordinatorKitTerminal", dependencies: ["CoordinatorKit"]),
    // The four demo apps of the articles, built with coordinators, drawn by the terminal host.
    // Its command line lives here too, so tests reach it; the executable only calls it.
    .target(
      name: "CoordinatorDemos",
      dependencies: [
        "CoordinatorKit",
        "CoordinatorKitTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "coordinator-demo", dependencies: ["CoordinatorDemos"]),
    .testTarget(name: "CoordinatorKitTests", dependencies: ["CoordinatorKit", "CoordinatorKitTesting"]),
    .testTarget(name: "CoordinatorKitTerminalTests", dependencies: ["CoordinatorKitTerminal"]),
    .testTarget(
      name: "CoordinatorDemosTests",
      dependencies: ["CoordinatorDemos", "CoordinatorKitTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
