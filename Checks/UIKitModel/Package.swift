// swift-tools-version: 6.0
// Runs the UIKit host on Linux: a behavioural model of the UIKit subset it uses (the `UIKit`
// target, written from Apple's documentation, rule by rule), the host's sources compiled
// unchanged against it (`canImport(UIKit)` is true here), the Apple examples that use it, and
// tests that drive them by the user's taps and gestures.
// - UIKitModelTests: the model's own rules, one test each.
// - UIKitHostTests: the examples' journeys and a random test through the real host.
// check.sh assembles it in .build-uikit-model/package: this manifest, the model and the tests,
// and links to the real sources under Linked/ (the repository tracks no links). Never part of
// the root package's graph, so `canImport(UIKit)` stays false there.
// Run: bash Checks/UIKitModel/check.sh
//
// What the model leaves out, deliberately: drawing, layout and animation curves (views have
// frames, nothing is rendered); gestures as touches (the user's taps and swipes are its API, a
// swipe finishing or cancelling as told, one gesture at a time); custom transitions and
// interaction controllers; the Objective-C runtime (optional delegate methods are requirements
// with UIKit's default answers, so the host's forwarding to an app's own delegate is not run);
// the iOS 26 content swipe; device rotation beyond the width class; of scenes, all but a window
// scene's life cycle (its activation and disconnection notifications included), the URLs and
// activities it connects with, the URLs it opens and the activity it saves (no handoff, no
// `scene(_:restoreInteractionStateWith:)`, no scene configurations; a session holds only its
// activity and its identifier); keyboards, focus, menus' display and accessibility; the back button's long-press
// menu; trait changes other than the width.
import PackageDescription

let withoutCrossImportOverlays: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
]

let package = Package(
  name: "UIKitModelCheck",
  targets: [
    // UIKit 8000 or later is what the iOS 18 SDK carries (the iOS 17.4 SDK's is 7439): the host's
    // code behind `canImport(UIKit, _version: 8000)` (iOS 18's `UITab`s and zoom) runs here.
    .target(
      name: "UIKit", path: "UIKit", swiftSettings: [.unsafeFlags(["-user-module-version", "8000"])]
    ),
    .target(
      name: "CoordinatorKit", path: "Linked/CoordinatorKit", exclude: ["CoordinatorKit.docc"]),
    .target(
      name: "CoordinatorKitTesting", dependencies: ["CoordinatorKit"],
      path: "Linked/CoordinatorKitTesting", exclude: ["CoordinatorKitTesting.docc"]),
    .target(
      name: "NavigationTestSupport", dependencies: ["CoordinatorKit"],
      path: "Linked/NavigationTestSupport"),
    .target(
      name: "CoordinatorKitUIKit", dependencies: ["CoordinatorKit", "UIKit"],
      path: "Linked/CoordinatorKitUIKit", exclude: ["CoordinatorKitUIKit.docc"]),
    .target(name: "DemoApps", dependencies: ["CoordinatorKit"], path: "Linked/DemoApps"),
    // The Apple examples that use UIKit, each compiled as an app of its own, unchanged (their
    // SwiftUI files compile to nothing: there is no SwiftUI module here).
    .target(
      name: "InboxExample", dependencies: ["CoordinatorKit", "CoordinatorKitUIKit", "UIKit"],
      path: "Linked/Examples/Inbox"),
    .target(
      name: "SeedDemoExamples",
      dependencies: ["CoordinatorKit", "CoordinatorKitUIKit", "UIKit", "DemoApps"],
      path: "Linked/Examples/SeedDemos"),
    .target(
      name: "ReadmeExamples", dependencies: ["CoordinatorKit", "CoordinatorKitUIKit", "UIKit"],
      path: "Linked/Examples/ReadmeExamples"),
    // Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`), which exists
    // only in Apple's SDKs: the tests import both without it.
    .testTarget(
      name: "UIKitModelTests", dependencies: ["UIKit"], path: "Tests/UIKitModelTests",
      swiftSettings: withoutCrossImportOverlays),
    .testTarget(
      name: "UIKitHostTests",
      dependencies: [
        "UIKit", "CoordinatorKit", "CoordinatorKitUIKit", "CoordinatorKitTesting",
        "NavigationTestSupport", "InboxExample", "SeedDemoExamples", "ReadmeExamples", "DemoApps",
      ],
      path: "Tests/UIKitHostTests", swiftSettings: withoutCrossImportOverlays),
  ],
  swiftLanguageModes: [.v6]
)
