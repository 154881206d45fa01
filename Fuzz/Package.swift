// swift-tools-version: 6.1
// libFuzzer targets in their own package, so library users never build them.
// Build and run one: Fuzz/run.sh navigation-state 100000 (see the README's "Checks beyond the
// test suite"); CI runs each briefly with Fuzz/smoke.sh.
// They link only when built with `-sanitize=fuzzer` (run.sh does); built without it, each target
// replays the files and directories it is given once, which is how a crash is reproduced.
import PackageDescription

let package = Package(
  name: "CoordinatorKitFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "CoordinatorKit", path: "..")],
  targets: [
    // Starts libFuzzer's driver when it is linked in, else reports that it is not.
    .target(name: "FuzzDriver"),
    // The driver loop and the checks both targets share.
    .target(
      name: "FuzzSupport",
      dependencies: [
        "FuzzDriver",
        .product(name: "CoordinatorKit", package: "CoordinatorKit"),
        .product(name: "CoordinatorKitTerminal", package: "CoordinatorKit"),
        .product(name: "DemoApps", package: "CoordinatorKit"),
        .product(name: "CoordinatorDemos", package: "CoordinatorKit"),
      ]
    ),
    // Decodes a navigation state of the demos and checks everything a decoded state must do.
    .executableTarget(name: "fuzz-navigation-state", dependencies: ["FuzzSupport"]),
    // Decodes terminal input and types the keys into the demos.
    .executableTarget(name: "fuzz-key-decoder", dependencies: ["FuzzSupport"]),
    // Reads any text as a deep link with typed patterns.
    .executableTarget(name: "fuzz-link-parser", dependencies: ["FuzzSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
