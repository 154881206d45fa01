import CoordinatorKit
import CoordinatorKitTesting
import Testing
@_spi(UIKitModel) import UIKit

@testable import InboxExample

extension HostOnModel {
  /// The Inbox example's UIKit half (`Examples/Inbox/InboxUIKit.swift`), driven through its
  /// journeys by the user's taps and gestures on the UIKit model, on a phone and on an iPad.
  @MainActor
  @Suite struct Inbox {
    private func launch(regularWidth: Bool = false) async -> (InboxScene, ModelApp<InboxRoute>) {
      UIKitModel.reset()
      let scene = InboxScene()
      let app = ModelApp(
        navigator: scene.app.navigator, root: scene.makeRootViewController(), keeping: scene,
        regularWidth: regularWidth)
      await app.settle("launch")
      return (scene, app)
    }

    /// The inbox list the user sees (the sidebar on an iPad, the stack's root on a phone).
    private func inboxList(_ app: ModelApp<InboxRoute>) throws -> ListViewController {
      let root = try #require(app.window.rootViewController?.children.first as? UITabBarController)
      let split = try #require(root.viewControllers?.first as? UISplitViewController)
      let column: UISplitViewController.Column = split.isCollapsed ? .compact : .primary
      let navigation = try #require(split.viewController(for: column) as? UINavigationController)
      return try #require(navigation.viewControllers.first as? ListViewController)
    }

    /// Opens message 41 and taps Reply: the composer's sheet is up.
    private func openComposer(_ app: ModelApp<InboxRoute>) async throws -> ComposerViewController {
      app.user.tapRow(0, in: try inboxList(app))
      await app.settle("open message 41")
      let message = try #require(app.topScreen)
      #expect(message.title == "From Ada")
      #expect(app.user.tap(try #require(message.navigationItem.rightBarButtonItem)))
      await app.settle("reply")
      return try #require(app.topScreen as? ComposerViewController)
    }

    private func button(_ title: String, of controller: UIViewController) throws
      -> UIBarButtonItem
    {
      let item = controller.navigationItem
      let items = [item.leftBarButtonItem].compactMap { $0 } + (item.rightBarButtonItems ?? [])
      return try #require(items.first { $0.title == title })
    }

    @Test(arguments: [false, true])
    func openingAMessageAndGoingBackShowsTheListAgainAndReleasesTheMessage(regularWidth: Bool)
      async throws
    {
      let (scene, app) = await launch(regularWidth: regularWidth)
      app.user.tapRow(1, in: try inboxList(app))
      await app.settle("open message 42")
      let leaks = LeakTracker()
      do {
        let message = try #require(app.topScreen)
        #expect(message.title == "From Grace")
        leaks.track(message, as: "message 42's view controller")
      }
      #expect(app.user.tapBack() != regularWidth)  // The detail column has no back on an iPad.
      if regularWidth { app.user.tapRow(0, in: try inboxList(app)) }
      await app.settle("back, or another message")
      #expect(scene.app.navigator.state.baseStack.count == (regularWidth ? 2 : 1))
      leaks.expectAllReleased()
    }

    @Test func replyingPicksARecipientInTheSheetAndSendingClosesIt() async throws {
      let (scene, app) = await launch()
      weak let composer = try await openComposer(app)
      #expect(composer?.title == "To: Ada")
      #expect(app.user.tap(try button("To…", of: try #require(composer))))
      await app.settle("open the recipient picker")
      do {
        let picker = try #require(app.topScreen as? ListViewController)
        #expect(app.user.rows(of: picker) == contacts)
        app.user.tapRow(2, in: picker)
      }
      await app.settle("pick Linus")
      #expect(app.topScreen === composer)
      #expect(composer?.title == "To: Linus")
      #expect(app.user.tap(try button("Send", of: try #require(composer))))
      await app.settle("send")
      #expect(scene.app.navigator.state.layers.isEmpty)
    }

    @Test func anEditedDraftAsksBeforeASwipeDownAndKeepsOrDiscardsAsAnswered() async throws {
      let (scene, app) = await launch()
      weak let composer = try await openComposer(app)
      app.user.type("Dear Ada,", into: try #require(composer?.view as? UITextView))
      await app.settle("type")
      #expect(app.user.swipeDown() == .refused)
      await app.settle("swipe down an edited draft")
      #expect(app.user.tapAlertButton("Keep Editing"))
      await app.settle("keep editing")
      #expect(scene.app.navigator.state.layers.count == 1)
      #expect(app.topScreen === composer)
      #expect(app.user.swipeDown() == .refused)
      await app.settle("swipe down again")
      #expect(app.user.tapAlertButton("Discard"))
      await app.settle("discard")
      #expect(scene.app.navigator.state.layers.isEmpty)
    }

    @Test func anUneditedDraftIsSwipedAwayAndAnotherReplyOpensAndPushesInItsOwnSheet()
      async throws
    {
      let (scene, app) = await launch()
      _ = try await openComposer(app)
      #expect(app.user.swipeDown() == .dismissed)
      await app.settle("swipe the composer away")
      #expect(scene.app.navigator.state.layers.isEmpty)
      let message = try #require(app.topScreen)
      #expect(app.user.tap(try #require(message.navigationItem.rightBarButtonItem)))
      await app.settle("reply again")
      weak let composer = try #require(app.topScreen as? ComposerViewController)
      #expect(app.user.tap(try button("To…", of: try #require(composer))))
      await app.settle("open the picker in the new sheet")
      #expect(app.topScreen is ListViewController)
      #expect(app.user.swipeBack(completing: true))
      await app.settle("swipe back to the composer")
      #expect(app.topScreen === composer)
    }

    @Test func theContactsTabKeepsItsStackAndATapOnTheSelectedTabPopsItToItsRoot() async throws {
      let (scene, app) = await launch()
      #expect(app.user.tapTab(1))
      await app.settle("select Contacts")
      weak let contactsList = try #require(app.topScreen as? ListViewController)
      app.user.tapRow(0, in: try #require(contactsList))
      await app.settle("open Ada")
      #expect(app.topScreen?.title == "Ada")
      #expect(app.user.tapTab(0))
      await app.settle("back to the Inbox tab")
      #expect(app.user.tapTab(1))
      await app.settle("Contacts again")
      #expect(app.topScreen?.title == "Ada")
      #expect(app.user.tapTab(1))
      await app.settle("tap the selected tab")
      #expect(app.topScreen === contactsList)
      #expect(scene.app.navigator.state.selectedTab == "Contacts")
    }

    @Test func theReplyLinkOpensTheComposerOverItsMessageFromAColdStart() async throws {
      let (scene, app) = await launch()
      try await scene.app.navigator.open(link: "myapp://inbox/42/reply", using: InboxApp.links)
      await app.settle("open the link")
      let composer = try #require(app.topScreen as? ComposerViewController)
      #expect(composer.title == "To: Grace")
      #expect(scene.app.navigator.state.baseStack.count == 2)
    }

    @Test func aSavedStateIsRestoredInANewSceneSheetIncluded() async throws {
      let (scene, app) = await launch()
      _ = try await openComposer(app)
      let activity = scene.restoration.stateRestorationActivity()
      let (restored, restoredApp) = await launch()
      restored.restore(from: activity)
      await restoredApp.settle("restore")
      #expect(restoredApp.topScreen is ComposerViewController)
      #expect(restored.app.navigator.state.layers.count == 1)
      _ = app
    }

    /// A scene that reconnects while the device is locked finds no activity at connection
    /// (UIKit's documentation: the restoration file is unavailable, the activity is nil and
    /// arrives later): the saved state must be restored once it arrives, and never be
    /// overwritten meanwhile by the state the app launched in (
    /// SceneNavigationRestoration.swift:61-70 at 77927e8).
    @Test func aStateSavedBeforeALockedLaunchIsRestoredOnceTheDeviceIsUnlocked() async throws {
      let (scene, app) = await launch()
      _ = try await openComposer(app)
      let saved = scene.restoration.stateRestorationActivity()
      // UIKit keeps a copy; after a relaunch on a locked device the session shows nil.
      let session = UISceneSession(stateRestorationActivity: nil)
      let (relaunched, relaunchedApp) = await launch()
      relaunched.restore(from: session.stateRestorationActivity)  // at connection
      // The data becomes available while the scene is in the background, before the user
      // unlocks; UIKit asks what to save, and keeps it.
      session.stateRestorationActivity = saved
      session.stateRestorationActivity = relaunched.restoration.stateRestorationActivity(
        for: session)
      relaunched.restore(from: session.stateRestorationActivity)  // the scene becomes active
      await relaunchedApp.settle("unlocked")
      #expect(relaunchedApp.topScreen is ComposerViewController)
      relaunched.restore(from: session.stateRestorationActivity)  // active again: restored once
      await relaunchedApp.settle("active again")
      _ = app
    }

    @Test func rotatingAnIPadToACompactWidthAndBackKeepsTheOpenMessage() async throws {
      let (scene, app) = await launch(regularWidth: true)
      app.user.tapRow(1, in: try inboxList(app))
      await app.settle("open message 42")
      app.user.changeHorizontalSizeClass(to: .compact)
      await app.settle("compact")
      #expect(app.topScreen?.title == "From Grace")
      #expect(app.user.swipeBack(completing: true))
      await app.settle("swipe back in the compact stack")
      #expect(scene.app.navigator.state.baseStack.count == 1)
      app.user.tapRow(0, in: try inboxList(app))
      await app.settle("open message 41")
      app.user.changeHorizontalSizeClass(to: .regular)
      await app.settle("regular again")
      #expect(app.topScreen?.title == "From Ada")
    }
  }
}
