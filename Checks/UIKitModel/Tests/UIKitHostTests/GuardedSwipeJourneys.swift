import CoordinatorKit
import NavigationTestSupport
import Testing
@_spi(UIKitModel) import UIKit

@testable import CoordinatorKitUIKit

@MainActor
private final class EditorApp: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

extension HostOnModel {
  /// A guarded screen keeps its swipes on the UIKit host: the edge swipe and iOS 26's swipe in
  /// the content ask, through the delegate the host puts in front of theirs, and the screen
  /// stays or leaves by the answer; a screen that takes no swipe does not begin one, while its
  /// Back still asks.
  @MainActor
  @Suite struct GuardedSwipeJourneys {
    private struct Launched {
      let app: ModelApp<Int>
      let root: EditorApp
      let editor: DiscardingEditor<Int>
    }

    private func launch() async throws -> Launched {
      UIKitModel.reset()
      let navigator = Navigator(root: 0)
      let host = NavigatorHost(navigator: navigator) { ScreenController(screen: $0) }
      let app = ModelApp(
        navigator: navigator, root: host.rootViewController, keeping: host,
        knownScreen: { ($0 as? ScreenController)?.screen })
      let root = EditorApp()
      try root.startAsRoot()
      let editor = DiscardingEditor(navigator: navigator, route: 1)
      try root.coordinate(to: editor, style: .push)
      await app.settle("launch, the guarded editor pushed")
      return Launched(app: app, root: root, editor: editor)
    }

    @Test func theEdgeSwipeAsksAndKeepKeepsTheEditor() async throws {
      let launched = try await launch()
      let app = launched.app
      #expect(!app.user.beginSwipeBack(), "the swipe asks instead of popping")
      // On iOS 26 the content swipe may try the same touch once the edge swipe failed: the
      // question is open already, so it asks nothing more.
      #expect(!app.user.beginContentSwipeBack())
      await app.settle("the swipe's question")
      #expect(app.navigator.state.alert?.title == "Discard changes?")
      #expect(app.user.tapAlertButton("Keep"))
      await app.settle("kept")
      #expect(app.navigator.state.baseStack.map(\.route) == [0, 1])
      #expect(app.navigator.state.alert == nil, "no second question follows the answer")
      #expect(launched.editor.isRunning)
    }

    @Test func theContentSwipeAsksAndDiscardPopsTheEditor() async throws {
      let launched = try await launch()
      let app = launched.app
      #expect(!app.user.beginContentSwipeBack(), "the content swipe asks instead of popping")
      await app.settle("the content swipe's question")
      #expect(app.navigator.state.alert?.title == "Discard changes?")
      #expect(app.user.tapAlertButton("Discard"))
      await app.settle("discarded")
      #expect(app.navigator.state.baseStack.map(\.route) == [0])
      #expect(!launched.editor.isRunning)
    }

    @Test func aScreenThatTakesNoSwipeDoesNotBeginOneAndBackStillAsks() async throws {
      let launched = try await launch()
      let app = launched.app
      launched.editor.takesSwipes = false
      #expect(!app.user.beginSwipeBack())
      #expect(!app.user.beginContentSwipeBack())
      await app.settle("no swipe began")
      #expect(app.navigator.state.alert == nil, "nothing was asked")
      #expect(app.user.tapBack())
      await app.settle("Back asks")
      #expect(app.navigator.state.alert?.title == "Discard changes?")
      #expect(app.user.tapAlertButton("Keep"))
      await app.settle("kept")
      #expect(app.navigator.state.baseStack.map(\.route) == [0, 1])
    }

    @Test func onceTheGuardGoesTheSwipesPopAsTheSystemsOwn() async throws {
      let launched = try await launch()
      let app = launched.app
      let editorScreen = app.navigator.state.topScreen.id
      try launched.editor.allowLeaving(editorScreen)
      await app.settle("the guard goes")
      #expect(app.user.beginContentSwipeBack())
      #expect(app.user.endSwipeBack(completing: true))
      await app.settle("the content swipe pops")
      #expect(app.navigator.state.baseStack.map(\.route) == [0])
    }
  }
}
