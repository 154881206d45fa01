import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// The SwiftUI host's content lifetime (`ScreenContentCache` as `ScreenContents` makes it, from
/// `SwiftUIScreenContentLifetime`): made once while the screen stays, route updates included,
/// for a screen whose coordinator makes its model; made again when the route changes for one
/// drawn from its route alone; released when it leaves.
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
    var cache = SwiftUIScreenContentLifetime.cache() as ScreenContentCache<String, Model>
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

  /// A coordinator that does not cache its models gets one per screen all the same: the route
  /// updated on every keystroke keeps the model the screen was drawn with (it made a new model
  /// per keystroke before).
  @Test func aModelIsMadeOnceWhileItsScreensRouteIsUpdated() throws {
    let navigator = Navigator(root: "launch")
    navigator.attachHost(capabilities: .swiftUI)
    let flow = DraftFlow(navigator: navigator)
    try flow.startAsRoot()
    let draft = try flow.showDraft("H")
    showAllSteps(navigator)
    var cache = SwiftUIScreenContentLifetime.cache() as ScreenContentCache<String, DraftModel>
    func drawnDraft() -> DraftModel? {  // One body update: every displayed screen drawn.
      var drawn: DraftModel?
      for screen in navigator.hosting.displayedState.screens {
        let model = cache.content(for: screen, on: navigator) {
          navigator.model(for: $0) as? DraftModel
        }
        if screen.id == draft { drawn = model }
      }
      return drawn
    }
    let first = try #require(drawnDraft())
    for text in ["He", "Hel", "Hell", "Hello"] {
      try navigator.update { try $0.updateRoute(of: draft, to: "draft:\(text)") }
      showAllSteps(navigator)
      #expect(drawnDraft() === first)
    }
    #expect(flow.modelsMade == 1)
  }

  /// A screen without a model is drawn from its route: its content is made again for its new
  /// route, so the screen shows it.
  @Test func contentDrawnFromItsRouteAloneIsRemadeWhenItsRouteChanges() throws {
    let navigator = Navigator(root: "root")
    var cache = SwiftUIScreenContentLifetime.cache() as ScreenContentCache<String, Model>
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
    var cache = SwiftUIScreenContentLifetime.cache() as ScreenContentCache<String, Model>
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
    var cache = SwiftUIScreenContentLifetime.cache() as ScreenContentCache<String, Model>
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
