import CoordinatorKit
import CoordinatorKitTesting
import DemoApps
import Testing
@_spi(UIKitModel) import UIKit

@testable import SeedDemoExamples

extension HostOnModel {
  /// The UIKit seed demos (`Examples/SeedDemos`, `SeedDemoScene(.mvvmc)` and
  /// `SeedDemoScene(.menu)`), driven through their journeys on the UIKit model.
  @MainActor
  @Suite struct SeedDemos {
    private func launch(_ kind: DemoKind) async -> (SeedDemoScene, ModelApp<DemoRoute>) {
      UIKitModel.reset()
      let scene = SeedDemoScene(kind)
      let app = ModelApp(
        navigator: scene.demo.app.navigator, root: scene.makeRootViewController(),
        keeping: scene)
      await app.settle("launch")
      return (scene, app)
    }

    private func button(_ title: String, of controller: UIViewController?) throws
      -> UIBarButtonItem
    {
      let item = try #require(controller?.navigationItem)
      let items = [item.leftBarButtonItem].compactMap { $0 } + (item.rightBarButtonItems ?? [])
      return try #require(items.first { $0.title == title })
    }

    @Test func mvvmcPushingTheChildAndGoingBackReportsItClosed() async throws {
      let (_, app) = await launch(.mvvmc)
      let main = try #require(app.topScreen)
      #expect(app.user.tap(try button("Push Child", of: main)))
      await app.settle("push the child")
      let leaks = LeakTracker()
      do {
        let child = try #require(app.topScreen)
        #expect(child.title == "Child")
        leaks.track(child, as: "the pushed child's view controller")
      }
      #expect(app.user.tapBack())
      await app.settle("back")
      #expect(app.topScreen === main)
      #expect(main.navigationItem.prompt == "Child: closed")
      leaks.expectAllReleased()
    }

    @Test(arguments: ["Done", "Cancel"])
    func mvvmcThePresentedChildsAnswerShowsOnTheMainScreen(answer: String) async throws {
      let (_, app) = await launch(.mvvmc)
      let main = try #require(app.topScreen)
      #expect(app.user.tap(try button("Present Child", of: main)))
      await app.settle("present the child")
      #expect(app.user.tap(try button(answer, of: app.topScreen)))
      await app.settle("answer")
      #expect(app.topScreen === main)
      #expect(main.navigationItem.prompt == "Child: \(answer)")
    }

    @Test func mvvmcSwipingThePresentedChildDownReportsItClosed() async throws {
      let (_, app) = await launch(.mvvmc)
      let main = try #require(app.topScreen)
      #expect(app.user.tap(try button("Present Child", of: main)))
      await app.settle("present the child")
      #expect(app.user.swipeDown() == .dismissed)
      await app.settle("swipe down")
      #expect(main.navigationItem.prompt == "Child: closed")
    }

    @Test func mvvmcTheAlertsAnswerShowsOnTheMainScreen() async throws {
      let (_, app) = await launch(.mvvmc)
      let main = try #require(app.topScreen)
      #expect(app.user.tap(try button("Alert", of: main)))
      await app.settle("show the alert")
      #expect(app.user.tapAlertButton("OK"))
      await app.settle("OK")
      #expect(main.navigationItem.prompt == "Alert: OK")
    }

    @Test func menuChoosingARowPushesItsDetailAndTheHeaderShowsAnAlert() async throws {
      let (scene, app) = await launch(.menu)
      let menu = try #require(app.topScreen)
      let rows = try #require(try button("Rows", of: menu).menu?.children as? [UIAction])
      #expect(rows.map(\.title) == ["a", "b", "c", "d"])
      app.user.choose(rows[2])
      await app.settle("choose c")
      #expect(app.topScreen?.title == "c")
      #expect(app.user.swipeBack(completing: true))
      await app.settle("swipe back")
      #expect(app.topScreen === menu)
      let header = try #require(menu.navigationItem.leftBarButtonItem)
      #expect(app.user.tap(header))
      await app.settle("tap the header")
      #expect(scene.demo.app.navigator.state.alert?.title == "Header")
      #expect(app.user.tapAlertButton("OK"))
      await app.settle("OK")
    }
  }
}
