// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CoordinatorKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
    .library(name: "CoordinatorKitTesting", targets: ["CoordinatorKitTesting"]),
    // The terminal host, with the terminal toolkit its API speaks (keys, sizes, cells).
    .library(
      name: "CoordinatorKitTerminal", targets: ["CoordinatorKitTerminal", "TerminalToolkit"]),
    // The SwiftUI and UIKit hosts; on Linux they build as empty modules.
    .library(name: "CoordinatorKitSwiftUI", targets: ["CoordinatorKitSwiftUI"]),
    .library(name: "CoordinatorKitUIKit", targets: ["CoordinatorKitUIKit"]),
    // Nothing else is a product: the demos, the examples, the benchmarks and the fuzz targets are
    // targets of this package only (`swift run coordinator-demo` runs the demo all the same).
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
    // For tests and benchmarks only, never a product: the state notation the engine's and the
    // hosts' tests write states in, a navigator attached and shown as a host would, and the
    // `Int`-route flow the model-based tests and the benchmarks drive.
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
    // Benchmarks, on demand: swift run -c release coordinator-benchmarks; instruction counts:
    // bash Benchmarks/instructions.sh. CallgrindShim marks the measured region for callgrind and
    // does nothing outside valgrind.
    .target(name: "CallgrindShim", path: "Benchmarks/Sources/CallgrindShim"),
    .executableTarget(
      name: "coordinator-benchmarks",
      dependencies: [
        "CallgrindShim", "CoordinatorKit", "CoordinatorKitTerminal", "TerminalToolkit", "DemoApps",
        "CoordinatorDemos", "NavigationTestSupport", "CoordinatorKitUIKit", "CoordinatorKitSwiftUI",
        "CoordinatorKitTesting",
      ],
      path: "Benchmarks/Sources/coordinator-benchmarks"),
    // libFuzzer targets: bash Fuzz/run.sh TARGET [RUNS] builds one with -sanitize=fuzzer (only
    // there) and runs it; CI runs each briefly (Fuzz/smoke.sh). Built without it, as in the test
    // build, a target replays the files it is given once. FuzzDriver starts libFuzzer's driver
    // when it is linked in; FuzzSupport holds the driver loop and the checks the targets share.
    .target(name: "FuzzDriver", path: "Fuzz/Sources/FuzzDriver"),
    .target(
      name: "FuzzSupport",
      dependencies: [
        "FuzzDriver", "CoordinatorKit", "CoordinatorKitTerminal", "TerminalToolkit", "DemoApps",
        "CoordinatorDemos",
      ],
      path: "Fuzz/Sources/FuzzSupport"),
    // Decodes a navigation state of the demos and checks everything a decoded state must do.
    .executableTarget(
      name: "fuzz-navigation-state",
      dependencies: ["FuzzSupport", "CoordinatorKit", "DemoApps", "CoordinatorDemos"],
      path: "Fuzz/Sources/fuzz-navigation-state"),
    // Decodes terminal input, types the keys into the demos and renders each frame into the VT
    // emulator.
    .executableTarget(
      name: "fuzz-key-decoder",
      dependencies: [
        "FuzzSupport", "CoordinatorKit", "TerminalToolkit", "DemoApps", "CoordinatorDemos",
        "TerminalTestSupport",
      ],
      path: "Fuzz/Sources/fuzz-key-decoder"),
    // Reads any text as a deep link with typed patterns.
    .executableTarget(
      name: "fuzz-link-parser", dependencies: ["FuzzSupport", "CoordinatorKit"],
      path: "Fuzz/Sources/fuzz-link-parser"),
    // For tests only, never a product: the engine file of Examples/Inbox (its routes,
    // coordinators and view models), compiled as an app would, with public API only, so its
    // flow tests run in the suite.
    .target(
      name: "InboxExample", dependencies: ["CoordinatorKit"], path: "Examples/Inbox/Engine",
      packageAccess: false),
    // For tests only, never a product: an app of feature modules (Examples/Modular). Each
    // feature depends on the library alone, so importing another feature fails CI's build
    // (`--explicit-target-dependency-import-check error`; Checks/ModuleBoundaries proves it).
    .target(
      name: "MailFeature", dependencies: ["CoordinatorKit"], path: "Examples/Modular/MailFeature",
      packageAccess: false),
    .target(
      name: "ContactsFeature", dependencies: ["CoordinatorKit"],
      path: "Examples/Modular/ContactsFeature", packageAccess: false),
    .target(
      name: "ModularApp", dependencies: ["CoordinatorKit", "MailFeature", "ContactsFeature"],
      path: "Examples/Modular/ModularApp", packageAccess: false),
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
    .testTarget(
      name: "TerminalToolkitTests", dependencies: ["TerminalToolkit", "TerminalTestSupport"]),
    .testTarget(
      name: "TerminalTestSupportTests", dependencies: ["TerminalTestSupport", "TerminalToolkit"]),
    .testTarget(
      name: "CoordinatorKitTerminalTests",
      dependencies: ["CoordinatorKitTerminal", "TerminalToolkit", "NavigationTestSupport"]
    ),
    .testTarget(
      name: "InboxExampleTests",
      dependencies: ["InboxExample", "CoordinatorKit", "CoordinatorKitTesting"]
    ),
    .testTarget(
      name: "ModularExampleTests",
      dependencies: [
        "ModularApp", "MailFeature", "ContactsFeature", "CoordinatorKit", "CoordinatorKitTesting",
      ],
      packageAccess: false),
    .testTarget(
      name: "CoordinatorDemosTests",
      dependencies: [
        "DemoApps", "CoordinatorDemos", "CoordinatorKitTesting", "TerminalToolkit",
        "TerminalTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
