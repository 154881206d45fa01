import CoordinatorKit
import CoordinatorKitTesting
import Testing
@_spi(UIKitModel) import UIKit

@testable import ReadmeExamples

extension HostOnModel {
  /// The README's UIKit example (`Examples/ReadmeExamples/UIKitExample.swift`), driven by the
  /// user's taps and gestures on the UIKit model.
  @MainActor
  @Suite struct ReadmeExample {
    private func launch() async throws -> (ExampleSceneDelegate, ModelApp<ExampleRoute>) {
      UIKitModel.reset()
      let scene = ExampleSceneDelegate()
      ModelSystem.activate(ModelSystem.connectScene(delegate: scene))
      let app = ModelApp(
        navigator: scene.app.navigator, window: try #require(scene.window), keeping: scene)
      await app.settle("launch")
      return (scene, app)
    }

    @Test func openingAMessageAndTappingBackShowsTheInboxAgainAndReleasesTheMessage() async throws {
      let (scene, app) = try await launch()
      let inbox = try #require(app.topScreen)
      #expect(inbox.title == "Inbox")
      let open = try #require(inbox.navigationItem.rightBarButtonItem)
      #expect(app.user.tap(open))
      await app.settle("open message 1")
      let leaks = LeakTracker()
      do {
        let message = try #require(app.topScreen)
        #expect(message.title == "Message 1")
        leaks.track(message, as: "the message's view controller")
      }
      #expect(app.user.tapBack())
      await app.settle("back")
      #expect(app.topScreen === inbox)
      #expect(scene.app.navigator.state.path.isEmpty)
      leaks.expectAllReleased()
    }

    @Test(arguments: [true, false])
    func aSwipeBackFinishedPopsTheMessageAndACancelledOneKeepsIt(completing: Bool) async throws {
      let (scene, app) = try await launch()
      let inbox = try #require(app.topScreen)
      #expect(app.user.tap(try #require(inbox.navigationItem.rightBarButtonItem)))
      await app.settle("open message 1")
      #expect(app.user.swipeBack(completing: completing))
      await app.settle("swipe back")
      #expect(scene.app.navigator.state.path.count == (completing ? 0 : 1))
    }
  }
}
