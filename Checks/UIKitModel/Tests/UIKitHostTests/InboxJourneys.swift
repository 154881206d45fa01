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
    /// Connects the example's scene delegate as UIKit does at launch (a session, the links of a
    /// cold start), makes the scene active, and waits until the host shows the state.
    private func launch(
      regularWidth: Bool = false, session: UISceneSession? = nil, urls: [URL] = []
    ) async throws -> (InboxSceneDelegate, ModelApp<InboxRoute>) {
      let (delegate, app, _) = try await connect(
        regularWidth: regularWidth, session: session, urls: urls)
      return (delegate, app)
    }

    /// ``launch(regularWidth:session:urls:)``, with the scene, for journeys that take it to the
    /// background.
    private func connect(
      regularWidth: Bool = false, session: UISceneSession? = nil, urls: [URL] = [],
      resetting: Bool = true
    ) async throws -> (InboxSceneDelegate, ModelApp<InboxRoute>, UIWindowScene) {
      if resetting { UIKitModel.reset() }
      let delegate = InboxSceneDelegate()
      let scene = ModelSystem.connectScene(
        delegate: delegate, session: session ?? UISceneSession(stateRestorationActivity: nil),
        urls: urls, regularWidth: regularWidth)
      ModelSystem.activate(scene)
      let window = try #require(delegate.window)
      let app = ModelApp(navigator: delegate.app.navigator, window: window, keeping: delegate)
      await app.settle("launch")
      return (delegate, app, scene)
    }

    /// The inbox list the user sees: the Inbox tab's root, on a phone and on an iPad.
    private func inboxList(_ app: ModelApp<InboxRoute>) throws -> ListViewController {
      let root = try #require(app.window.rootViewController?.children.first as? UITabBarController)
      let navigation = try #require(root.viewControllers?.first as? UINavigationController)
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
      let (scene, app) = try await launch(regularWidth: regularWidth)
      app.user.tapRow(1, in: try inboxList(app))
      await app.settle("open message 42")
      let leaks = LeakTracker()
      do {
        let message = try #require(app.topScreen)
        #expect(message.title == "From Grace")
        leaks.track(message, as: "message 42's view controller")
      }
      #expect(app.user.tapBack())
      await app.settle("back")
      #expect(scene.app.navigator.state.baseStack.count == 1)
      leaks.expectAllReleased()
    }

    @Test func replyingPicksARecipientInTheSheetAndSendingClosesIt() async throws {
      let (scene, app) = try await launch()
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
      let (scene, app) = try await launch()
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
      let (scene, app) = try await launch()
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
      let (scene, app) = try await launch()
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
      let link = try #require(URL(string: "myapp://inbox/42/reply"))
      let (scene, app) = try await launch(urls: [link])
      await app.settle("open the link")
      let composer = try #require(app.topScreen as? ComposerViewController)
      #expect(composer.title == "To: Grace")
      #expect(scene.app.navigator.state.baseStack.count == 2)
    }

    @Test func aSavedStateIsRestoredInANewSceneSheetAndTypedDraftIncluded() async throws {
      let session = UISceneSession(stateRestorationActivity: nil)
      let (_, app, scene) = try await connect(session: session)
      let composer = try await openComposer(app)
      app.user.type("Dear Grace,", into: try #require(composer.view as? UITextView))
      await app.settle("type")
      _ = try #require(ModelSystem.moveToBackground(scene))
      ModelSystem.disconnect(scene)
      let (restored, restoredApp, _) = try await connect(session: session, resetting: false)
      await restoredApp.settle("restore")
      let draft = try #require(restoredApp.topScreen as? ComposerViewController)
      #expect((draft.view as? UITextView)?.text == "Dear Grace,")
      #expect(restored.app.navigator.state.layers.count == 1)
      #expect(restoredApp.user.swipeDown() == .refused)  // The typed draft is still guarded.
    }

    /// A scene that reconnects while the device is locked finds no activity at connection
    /// (UIKit's documentation: the restoration file is unavailable, the activity is nil and
    /// arrives later): the saved state must be restored once it arrives, and never be
    /// overwritten meanwhile by the state the app launched in.
    @Test func aStateSavedBeforeALockedLaunchIsRestoredOnceTheDeviceIsUnlocked() async throws {
      let session = UISceneSession(stateRestorationActivity: nil)
      let (_, app, scene) = try await connect(session: session)
      _ = try await openComposer(app)
      let saved = try #require(ModelSystem.moveToBackground(scene))
      ModelSystem.disconnect(scene)
      session.stateRestorationActivity = nil  // locked: the restoration file is unavailable
      let relaunched = InboxSceneDelegate()
      let again = ModelSystem.connectScene(delegate: relaunched, session: session)
      let relaunchedApp = ModelApp(
        navigator: relaunched.app.navigator, window: try #require(relaunched.window),
        keeping: relaunched)
      await relaunchedApp.settle("connected while locked")
      #expect(relaunched.app.navigator.state.layers.isEmpty)
      // UIKit asks what to save while the data is still unread: the saved state is kept.
      session.stateRestorationActivity = saved
      session.stateRestorationActivity = relaunched.stateRestorationActivity(for: again)
      ModelSystem.activate(again)  // unlocked
      await relaunchedApp.settle("unlocked")
      #expect(relaunchedApp.topScreen is ComposerViewController)
      ModelSystem.activate(again)  // active again: restored once
      await relaunchedApp.settle("active again")
      #expect(relaunched.app.navigator.state.layers.count == 1)
    }

    @Test func rotatingAnIPadToACompactWidthAndBackKeepsTheOpenMessage() async throws {
      let (scene, app) = try await launch(regularWidth: true)
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
