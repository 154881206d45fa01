// swift-tools-version: 6.0
// Compiles what users of CoordinatorKit see, as their app would: with public API only.
// - The SwiftUI and UIKit adapters and the Apple examples, against stand-in `SwiftUI` and
//   `UIKit` modules that declare only the documented Apple API they use.
// - The code the README and the DocC articles show (Tests/CoordinatorKitTests/Documentation,
//   which the test suite runs with the package's own access), so no page shows `package` API.
// - The demo apps (Sources/DemoApps) as a package of their own: no demo reaches CoordinatorKit's
//   `package` API, so an app can do all that the demos do.
// check.sh builds it in .build-public-api/package, where it copies this manifest and links the
// stand-ins and the real sources (Linked/…): the repository tracks no links. Never part of the
// root package's graph, so `canImport(SwiftUI)` stays false there.
// Run: bash Checks/PublicAPI/check.sh
import Foundation
import PackageDescription

/// The example folders compiled each as an app of its own, so their names never meet the other
/// examples': the seed demos (which reuse DemoApps, and which the DocC articles quote) and the
/// Inbox app (its engine file and its SwiftUI and UIKit files). A folder that is missing is
/// skipped; Modular (Linux-only targets of the root package, built there with public API only)
/// is not compiled here; any other folder of Examples/ is compiled with the README's examples.
let exampleApps: [(folder: String, target: String, dependencies: [Target.Dependency])] = [
  ("SeedDemos", "SeedDemoExamples", ["DemoApps"]),
  ("Inbox", "InboxExample", []),
].filter {
  FileManager.default.fileExists(atPath: Context.packageDirectory + "/Linked/Examples/" + $0.folder)
}

let package = Package(
  name: "PublicAPICheck",
  targets: [
    // SwiftUI declares its UIKit bridges (UIViewControllerRepresentable) over UIKit, as on iOS.
    // Each carries the version number of the first SDK with everything it declares (SwiftUI 6
    // and UIKit 8000 are iOS 18's; the iOS 17.4 SDK's are 5.4 and 7439), so the hosts' code
    // behind `canImport(SwiftUI, _version: 6.0)` and `canImport(UIKit, _version: 8000)` (iOS 18's
    // tabs and zoom) compiles here.
    .target(
      name: "SwiftUI", dependencies: ["UIKit"], path: "StandIns/SwiftUI",
      swiftSettings: [.unsafeFlags(["-user-module-version", "6.0"])]),
    .target(
      name: "UIKit", path: "StandIns/UIKit",
      swiftSettings: [.unsafeFlags(["-user-module-version", "8000"])]),
    .target(
      name: "CoordinatorKit", path: "Linked/CoordinatorKit", exclude: ["CoordinatorKit.docc"]),
    .target(
      name: "CoordinatorKitSwiftUI", dependencies: ["CoordinatorKit", "SwiftUI", "UIKit"],
      path: "Linked/CoordinatorKitSwiftUI"),
    .target(
      name: "CoordinatorKitUIKit", dependencies: ["CoordinatorKit", "UIKit"],
      path: "Linked/CoordinatorKitUIKit"),
    // The demo apps' host-independent code, which the seed examples (Examples/SeedDemos) reuse,
    // compiled as an app's own package would: its `package` declarations serve one another (its
    // own package name), and none of CoordinatorKit's `package` API is visible to it.
    .target(
      name: "DemoApps", dependencies: ["CoordinatorKit"], path: "Linked/DemoApps",
      packageAccess: false,
      swiftSettings: [.unsafeFlags(["-package-name", "DemoAppsOutsideCoordinatorKit"])]),
    .target(
      name: "AppleExamples",
      dependencies: [
        "CoordinatorKit", "CoordinatorKitSwiftUI", "CoordinatorKitUIKit", "SwiftUI", "UIKit",
      ],
      path: "Linked/Examples", exclude: ["README.md", "Modular"] + exampleApps.map(\.folder),
      // Outside this package's access, as an app is: only public API of what it imports.
      packageAccess: false),
    // The test helpers apps use in their tests, which the documentation's code uses too.
    .target(
      name: "CoordinatorKitTesting", dependencies: ["CoordinatorKit"],
      path: "Linked/CoordinatorKitTesting"),
    // The README's and the articles' code with the tests around it, outside the package's
    // access: a `package` symbol there fails this check. The articles quote the demo apps.
    .target(
      name: "DocumentationCode",
      dependencies: ["CoordinatorKit", "CoordinatorKitTesting", "DemoApps"],
      path: "Linked/DocumentationCode", packageAccess: false),
  ]
    + exampleApps.map { app in
      .target(
        name: app.target,
        dependencies: [
          "CoordinatorKit", "CoordinatorKitSwiftUI", "CoordinatorKitUIKit", "SwiftUI", "UIKit",
        ] + app.dependencies,
        path: "Linked/Examples/" + app.folder,
        // Outside this package's access, as an app is: only public API of what it imports.
        packageAccess: false)
    },
  swiftLanguageModes: [.v6]
)
