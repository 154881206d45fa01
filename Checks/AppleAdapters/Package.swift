// swift-tools-version: 6.1
// Type-checks CoordinatorKit's SwiftUI and UIKit adapters, and the Apple examples, on Linux:
// the real CoordinatorKit and adapter sources (linked from the root package), compiled against
// stand-in `SwiftUI` and `UIKit` modules that declare only the documented Apple API they use.
// Never part of the root package's graph, so `canImport(SwiftUI)` stays false there.
// Run: bash Checks/AppleAdapters/check.sh
import PackageDescription

let package = Package(
  name: "AppleAdaptersCheck",
  targets: [
    .target(name: "SwiftUI", path: "StandIns/SwiftUI"),
    .target(name: "UIKit", path: "StandIns/UIKit"),
    .target(
      name: "CoordinatorKit", path: "Linked/CoordinatorKit", exclude: ["CoordinatorKit.docc"]),
    .target(
      name: "CoordinatorKitSwiftUI", dependencies: ["CoordinatorKit", "SwiftUI"],
      path: "Linked/CoordinatorKitSwiftUI"),
    .target(
      name: "CoordinatorKitUIKit", dependencies: ["CoordinatorKit", "UIKit"],
      path: "Linked/CoordinatorKitUIKit"),
    // The demo apps' host-independent code, which the seed examples (Examples/SeedDemos) reuse.
    .target(
      name: "DemoApps", dependencies: ["CoordinatorKit"], path: "Linked/DemoApps"),
    .target(
      name: "AppleExamples",
      dependencies: [
        "CoordinatorKit", "CoordinatorKitSwiftUI", "CoordinatorKitUIKit", "SwiftUI", "UIKit",
      ],
      path: "Linked/Examples", exclude: ["README.md", "SeedDemos", "ArticleExamples"],
      // Outside this package's access, as an app is: only public API of what it imports.
      packageAccess: false),
    // The four seed demos, each an app of its own, so their names never meet the other examples'.
    .target(
      name: "SeedDemoExamples",
      dependencies: [
        "CoordinatorKit", "CoordinatorKitSwiftUI", "CoordinatorKitUIKit", "DemoApps", "SwiftUI",
        "UIKit",
      ],
      path: "Linked/Examples/SeedDemos", packageAccess: false),
    // The apps the DocC articles build, engine side and views (the test suite runs the engine side).
    .target(
      name: "ArticleExamples",
      dependencies: [
        "CoordinatorKit", "CoordinatorKitSwiftUI", "CoordinatorKitUIKit", "SwiftUI", "UIKit",
      ],
      path: "Linked/Examples/ArticleExamples", packageAccess: false),
  ],
  swiftLanguageModes: [.v6]
)
