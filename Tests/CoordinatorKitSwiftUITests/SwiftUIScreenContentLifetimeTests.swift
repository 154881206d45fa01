import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// The SwiftUI host's content lifetime (`ScreenContentCache` as `ScreenContents` makes it): made
/// once while the screen stays, re-made when its route changes, released when it leaves.
@MainActor
@Suite("SwiftUI screen content lifetime")
struct SwiftUIScreenContentLifetimeTests {
  /// Stands for a presenter or view model made by the content closure.
  private final class Model {
    let route: String
    init(route: String) { self.route = route }
  }

  @Test func contentIsMadeOnceWhileTheScreenStays() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    var cache = ScreenContentCache<String, Model>(remakesWhenRouteChanges: true)
    var made = 0
    let make: (NavigationScreen<String>) -> Model? = { screen in
      made += 1
      return Model(route: screen.route)
    }
    for _ in 0..<5 {  // Five body updates (keystrokes).
      for screen in navigator.hosting.displayedState.screens {
        _ = cache.content(for: screen, on: navigator, make: make)
      }
    }
    #expect(made == 3)
  }

  @Test func contentIsRemadeWhenItsRouteChanges() throws {
    let navigator = Navigator(root: "root")
    var cache = ScreenContentCache<String, Model>(remakesWhenRouteChanges: true)
    let before = try state("P2")
    let after = try state("P2'")
    let first = cache.content(for: before.topScreen, on: navigator) { Model(route: $0.route) }
    let again = cache.content(for: before.topScreen, on: navigator) { Model(route: $0.route) }
    #expect(first != nil && first === again)
    let updated = cache.content(for: after.topScreen, on: navigator) { Model(route: $0.route) }
    #expect(updated !== first)
    #expect(updated?.route == "2'")
  }

  @Test func contentIsReleasedWhenTheScreenLeaves() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    var cache = ScreenContentCache<String, Model>(remakesWhenRouteChanges: true)
    weak var popped: Model?
    do {
      for screen in navigator.hosting.displayedState.screens {
        let model = cache.content(for: screen, on: navigator) { Model(route: $0.route) }
        if screen.id == screenID("3") { popped = model }
      }
    }
    try navigator.update { try $0.pop() }
    showAllSteps(navigator)
    cache.release(keeping: Set(navigator.hosting.displayedState.screens.map(\.id)))
    #expect(popped == nil)
    #expect(cache.screens == Set(screenIDs("root", "2")))
  }

  /// After each change the host releases what left, from what changed: the popped screen's
  /// content goes, the others stay; a sheet sliding away keeps its content while its state is
  /// still drawn.
  @Test func contentOfScreensThatLeftIsReleasedAfterEachChange() throws {
    let navigator = try attachedNavigator("P2,S3", capabilities: .swiftUI)
    var cache = ScreenContentCache<String, Model>(remakesWhenRouteChanges: true)
    func draw() {
      for screen in navigator.hosting.displayedState.screens {
        _ = cache.content(for: screen, on: navigator) { Model(route: $0.route) }
      }
      cache.release(keepingScreensOf: [navigator.hosting.displayedState])
    }
    draw()
    try navigator.update { try $0.push("4") }
    showAllSteps(navigator)
    draw()
    #expect(cache.screens == Set(screenIDs("root", "2", "3") + [navigator.state.topScreen.id]))
    try navigator.update { try $0.pop() }
    showAllSteps(navigator)
    draw()
    #expect(cache.screens == Set(screenIDs("root", "2", "3")))

    let sheet = navigator.hosting.displayedState
    try navigator.update { try $0.dismiss() }
    showAllSteps(navigator)
    cache.release(keepingScreensOf: [navigator.hosting.displayedState, sheet])
    #expect(cache.screens == Set(screenIDs("root", "2", "3")), "still sliding away")
    cache.release(keepingScreensOf: [navigator.hosting.displayedState])
    #expect(cache.screens == Set(screenIDs("root", "2")))

    // Content made for a state that was replaced before any release saw it goes too.
    _ = cache.content(for: try state("P9").topScreen, on: navigator) { Model(route: $0.route) }
    cache.release(keepingScreensOf: [navigator.hosting.displayedState])
    #expect(cache.screens == Set(screenIDs("root", "2")))
  }
}
