// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CoordinatorKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
    .library(name: "CoordinatorKitTesting", targets: ["CoordinatorKitTesting"]),
    // The terminal host, with the terminal toolkit its API speaks (keys, sizes, cells).
    .library(name: "CoordinatorKitTerminal", targets: ["CoordinatorKitTerminal", "TerminalToolkit"]),
    // The SwiftUI and UIKit hosts; on Linux they build as empty modules.
    .library(name: "CoordinatorKitSwiftUI", targets: ["CoordinatorKitSwiftUI"]),
    .library(name: "CoordinatorKitUIKit", targets: ["CoordinatorKitUIKit"]),
    // The demo apps: their coordinators, presenters and view models (any host), and their
    // terminal views and command line; for the Apple examples, benchmarks and fuzz targets.
    .library(name: "DemoApps", targets: ["DemoApps"]),
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
    // Thin hosts for Apple platforms. Their platform calls sit inside `#if canImport(SwiftUI)` /
    // `#if canImport(UIKit)` (Checks/PublicAPI type-checks them on Linux against stand-ins);
    // their decisions (Decisions/) sit outside, so the tests below run them on Linux.
    .target(name: "CoordinatorKitSwiftUI", dependencies: ["CoordinatorKit"]),
    .target(name: "CoordinatorKitUIKit", dependencies: ["CoordinatorKit"]),
    // For tests only, never a product: the state notation the engine's and the hosts' tests
    // write states in, and a navigator attached and shown as a host would.
    .target(name: "NavigationTestSupport", dependencies: ["CoordinatorKit"]),
    // A terminal toolkit that knows nothing of navigation: raw mode, signals, keys, cells and a
    // renderer that writes only what changed.
    .target(name: "TerminalToolkit"),
    // A full-screen terminal host for the engine (Linux and macOS), drawn with the toolkit.
    .target(name: "CoordinatorKitTerminal", dependencies: ["CoordinatorKit", "TerminalToolkit"]),
    // For tests only, never a product: a pseudo-terminal that runs a program as a user would,
    // and a small VT emulator that reads what it draws.
    .target(name: "TerminalTestSupport", dependencies: ["TerminalToolkit"]),
    // The four demo apps of the articles and a mail app, built with coordinators, presenters and
    // view models that know no host.
    .target(name: "DemoApps", dependencies: ["CoordinatorKit"]),
    // The demo apps drawn by the terminal host, and the command line, here so tests reach it;
    // the executable only calls it.
    .target(
      name: "CoordinatorDemos",
      dependencies: [
        "DemoApps",
        "CoordinatorKit",
        "CoordinatorKitTerminal",
        "TerminalToolkit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "coordinator-demo", dependencies: ["CoordinatorDemos"]),
    // For tests only, never a product: the engine file of Examples/Inbox (its routes,
    // coordinators and view models), compiled as an app would, with public API only, so its
    // flow tests run in the suite.
    .target(
      name: "InboxExample", dependencies: ["CoordinatorKit"], path: "Examples/Inbox/Engine",
      packageAccess: false),
    .testTarget(
      name: "CoordinatorKitTests",
      dependencies: [
        "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitUIKit", "NavigationTestSupport",
        // The DocC articles quote the demo apps; their tests run them.
        "DemoApps",
      ]
    ),
    // An app's tests, as an app writes them: public API of the engine and its test helpers only.
    .testTarget(
      name: "CoordinatorKitAppTests", dependencies: ["CoordinatorKit", "CoordinatorKitTesting"],
      packageAccess: false),
    .testTarget(
      name: "CoordinatorKitSwiftUITests",
      dependencies: ["CoordinatorKit", "CoordinatorKitSwiftUI", "NavigationTestSupport"]
    ),
    .testTarget(
      name: "CoordinatorKitUIKitTests",
      dependencies: ["CoordinatorKit", "CoordinatorKitUIKit", "NavigationTestSupport"]
    ),
    .testTarget(name: "TerminalToolkitTests", dependencies: ["TerminalToolkit", "TerminalTestSupport"]),
    .testTarget(name: "TerminalTestSupportTests", dependencies: ["TerminalTestSupport", "TerminalToolkit"]),
    .testTarget(
      name: "CoordinatorKitTerminalTests",
      dependencies: ["CoordinatorKitTerminal", "TerminalToolkit"]
    ),
    .testTarget(
      name: "InboxExampleTests",
      dependencies: ["InboxExample", "CoordinatorKit", "CoordinatorKitTesting"]
    ),
    .testTarget(
      name: "CoordinatorDemosTests",
      dependencies: [
        "DemoApps", "CoordinatorDemos", "CoordinatorKitTesting", "TerminalToolkit", "TerminalTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
