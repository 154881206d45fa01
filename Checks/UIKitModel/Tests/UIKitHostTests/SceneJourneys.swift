import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

/// The routes of a notes app: the list, and one note.
private enum NoteRoute: Codable, Hashable, Sendable {
  case notes
  case note(Int)
}

/// The notes app's root flow: the list at its root, each note a screen of its own (the default
/// `next`, which links and restorations follow).
@MainActor
private final class NotesFlow: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<NoteRoute>

  init(navigator: Navigator<NoteRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try replaceNavigation(withRoot: .notes)
  }
}

/// A screen's view controller, titled after its route.
@MainActor
private final class NoteController: UIViewController {
  init(route: NoteRoute) {
    super.init(nibName: nil, bundle: nil)
    switch route {
    case .notes: title = "Notes"
    case .note(let id): title = "Note \(id)"
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// The notes app's scene delegate, as an app writes it: the host attached to the scene (its
/// window, the state its session saved, the links it connected for, and its release when the
/// scene goes), later links, and the state saved when UIKit asks.
@MainActor
private final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
  static let links = LinkTable<NoteRoute>(
    schemes: ["notes"],
    patterns: [
      LinkPattern("note/:id") { match in
        NavigationTarget().pushing(.note(try match.parameter("id", as: Int.self)))
      }
    ])

  var window: UIWindow?
  let navigator = Navigator(root: NoteRoute.notes)
  private(set) lazy var flow = NotesFlow(navigator: navigator)
  private(set) lazy var host = NavigatorHost(navigator: navigator)
    .destination(for: NoteRoute.self) { NoteController(route: $0) }
  /// What the host reported as failed.
  private(set) var failures: [SceneError] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    try? flow.startAsRoot()
    window = host.attach(to: scene, options: connectionOptions, links: Self.links) {
      [unowned self] in failures.append($0)
    }
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    host.open(urlContexts)
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    host.stateRestorationActivity(for: scene)
  }
}

/// A scene delegate that does nothing of its own: the test plays the app's part.
@MainActor
private final class UIResponderSceneDelegate: UIResponder, UIWindowSceneDelegate {}

extension HostOnModel {
  /// A scene delegate written the way the Inbox's is, driven by the system's part in the
  /// scene's life (`ModelSystem`) on the UIKit model: the host in the scene's window, a cold
  /// start's link, a later link, the state saved in the background and restored by the next
  /// scene that connects to the session.
  @MainActor
  @Suite struct Scenes {
    private func connect(
      _ delegate: NotesSceneDelegate, to session: UISceneSession, urls: [URL] = []
    ) throws -> (UIWindowScene, ModelApp<NoteRoute>) {
      let scene = ModelSystem.connectScene(delegate: delegate, session: session, urls: urls)
      let window = try #require(delegate.window)
      #expect(window.windowScene === scene)
      #expect(window.rootViewController === delegate.host.rootViewController)
      return (scene, ModelApp(navigator: delegate.navigator, window: window, keeping: delegate))
    }

    /// A fresh model and a session whose scene showed note 3, went to the background (saving
    /// it) and disconnected: what a relaunch reconnects to. Returns the session and what it
    /// saved.
    private func sessionThatSavedNote3() async throws -> (UISceneSession, NSUserActivity) {
      UIKitModel.reset()
      let session = UISceneSession(stateRestorationActivity: nil)
      let first = NotesSceneDelegate()
      let (scene, app) = try connect(first, to: session)
      ModelSystem.activate(scene)
      try first.navigator.push(.note(3))
      await app.settle("open note 3")
      let saved = try #require(ModelSystem.moveToBackground(scene))
      ModelSystem.disconnect(scene)
      return (session, saved)
    }

    @Test func aColdStartsLinkOpensInTheHostAndTheSavedStateComesBackInTheNextScene() async throws {
      UIKitModel.reset()
      let session = UISceneSession(stateRestorationActivity: nil)
      let first = NotesSceneDelegate()
      let (scene, app) = try connect(
        first, to: session, urls: [try #require(URL(string: "notes://note/7"))])
      ModelSystem.activate(scene)
      await app.settle("cold start with notes://note/7")
      #expect(first.failures.isEmpty)
      #expect(first.navigator.state.path.map(\.screen.route) == [.note(7)])
      #expect(app.topScreen?.title == "Note 7")

      ModelSystem.open([try #require(URL(string: "notes://note/8"))], in: scene)
      await app.settle("notes://note/8 while running")
      #expect(first.failures.isEmpty)
      #expect(app.topScreen?.title == "Note 8")

      let saved = try #require(ModelSystem.moveToBackground(scene))
      #expect(saved.activityType == "CoordinatorKit.navigationState")
      ModelSystem.disconnect(scene)

      let second = NotesSceneDelegate()
      let (reconnected, restoredApp) = try connect(second, to: session)
      ModelSystem.activate(reconnected)
      await restoredApp.settle("the next scene restores")
      #expect(second.failures.isEmpty)
      #expect(second.navigator.state.path.map(\.screen.route) == [.note(8)])
      #expect(restoredApp.topScreen?.title == "Note 8")
      #expect(restoredApp.user.visibleNavigationController?.viewControllers.count == 2)
    }

    /// The device is locked when the scene reconnects: the session's activity is `nil` at
    /// connection and arrives before the scene becomes active, which restores it.
    @Test func aStateSavedBeforeALockedReconnectionIsRestoredWhenTheSceneBecomesActive()
      async throws
    {
      let (session, saved) = try await sessionThatSavedNote3()

      session.stateRestorationActivity = nil  // locked: the restoration file is unavailable
      let second = NotesSceneDelegate()
      let (reconnected, restoredApp) = try connect(second, to: session)
      await restoredApp.settle("connected while locked")
      #expect(second.navigator.state.path.isEmpty)
      session.stateRestorationActivity = saved  // unlocked: the system updates the value
      ModelSystem.activate(reconnected)
      await restoredApp.settle("active once unlocked")
      #expect(restoredApp.topScreen?.title == "Note 3")
      #expect(second.navigator.state.path.map(\.screen.route) == [.note(3)])
    }

    /// A state saved for the session, and a link the app is launched with: the link is opened
    /// after the restore, over the restored state, once.
    @Test func aColdStartLinkIsOpenedAfterTheSessionsStateIsRestored() async throws {
      let (session, _) = try await sessionThatSavedNote3()

      let second = NotesSceneDelegate()
      let (reconnected, restoredApp) = try connect(
        second, to: session, urls: [try #require(URL(string: "notes://note/7"))])
      ModelSystem.activate(reconnected)
      await restoredApp.settle("restored, then the link")
      // Opened before the restore, the link would have been replaced by the saved note 3.
      #expect(second.navigator.state.path.map(\.screen.route) == [.note(7)])
      #expect(restoredApp.topScreen?.title == "Note 7")
      #expect(second.failures.isEmpty)
      ModelSystem.activate(reconnected)
      await restoredApp.settle("active again: nothing opened twice")
      #expect(second.navigator.state.path.map(\.screen.route) == [.note(7)])
    }

    /// The device is locked when the app is launched with a link: the session's state cannot be
    /// read yet, so the link waits, and is opened once the scene is active and the state read.
    @Test func aLinkWhileLockedWaitsUntilTheSceneIsActive() async throws {
      let (session, saved) = try await sessionThatSavedNote3()

      session.stateRestorationActivity = nil  // locked: the restoration file is unavailable
      let second = NotesSceneDelegate()
      let (reconnected, restoredApp) = try connect(
        second, to: session, urls: [try #require(URL(string: "notes://note/7"))])
      await restoredApp.settle("connected while locked")
      #expect(second.navigator.state.path.isEmpty)  // the link waits, not lost
      session.stateRestorationActivity = saved  // unlocked: the system updates the value
      ModelSystem.activate(reconnected)
      await restoredApp.settle("active once unlocked")
      #expect(second.navigator.state.path.map(\.screen.route) == [.note(7)])
      #expect(restoredApp.topScreen?.title == "Note 7")
      #expect(second.failures.isEmpty)
    }

    /// When the scene disconnects, the host detaches from its navigator and lets go of its view
    /// controllers; UIKit lets go of the delegate, and with it the app's coordinators.
    @Test func aSceneThatDisconnectsReleasesTheHostsViewControllersAndTheCoordinators()
      async throws
    {
      UIKitModel.reset()
      let leaks = LeakTracker()
      var scene: UIWindowScene?
      weak var navigator: Navigator<NoteRoute>?
      do {
        let delegate = NotesSceneDelegate()
        let connected = ModelSystem.connectScene(delegate: delegate)
        ModelSystem.activate(connected)
        try delegate.navigator.push(.note(3))
        await UIKitModel.settle()
        let shown = try #require(delegate.window?.rootViewController)
        let stack = try #require(
          shown.children.first as? UINavigationController, "the base stack")
        #expect(stack.viewControllers.map(\.title) == ["Notes", "Note 3"])
        for controller in stack.viewControllers { leaks.track(controller) }
        leaks.track(delegate.flow, as: "the root flow")
        leaks.track(delegate.host, as: "the host")
        leaks.track(delegate, as: "the scene delegate")
        navigator = delegate.navigator
        scene = connected
      }
      ModelSystem.disconnect(try #require(scene))
      await UIKitModel.settle()
      leaks.expectAllReleased()
      #expect(navigator == nil)
    }

    /// A host the app keeps after its scene went (in a property of its own) still lets go of
    /// its view controllers and of its navigator, which shows its changes by itself again.
    @Test func aHostKeptAfterItsSceneDisconnectedLetsGoOfItsViewControllers() async throws {
      UIKitModel.reset()
      let delegate = NotesSceneDelegate()
      let scene = ModelSystem.connectScene(delegate: delegate)
      ModelSystem.activate(scene)
      try delegate.navigator.push(.note(3))
      await UIKitModel.settle()
      let leaks = LeakTracker()
      do {
        let shown = try #require(delegate.window?.rootViewController)
        let stack = try #require(shown.children.first as? UINavigationController)
        for controller in stack.viewControllers { leaks.track(controller) }
      }
      delegate.window = nil
      ModelSystem.disconnect(scene)
      await UIKitModel.settle()
      leaks.expectAllReleased()
      try delegate.navigator.push(.note(4))  // no host: shown at once
      #expect(delegate.navigator.hosting.currentStep == nil)
      #expect(delegate.navigator.hosting.shownState == delegate.navigator.state)
    }

    /// An entry the registry hands back for a new scene: the app asks UIKit for one, and the
    /// scene UIKit connects for the request finds the entry in its connection options and opens
    /// it there, once.
    @Test func anEntryForANewSceneIsOpenedInTheSceneUIKitConnectsForIt() async throws {
      UIKitModel.reset()
      let scenes = SceneRegistry<NoteRoute>(activityType: "com.example.notes.screen") {
        _ throws(NavigationError) in
        let navigator = Navigator(root: NoteRoute.notes)
        let flow = NotesFlow(navigator: navigator)
        try flow.startAsRoot()
        return (navigator, flow)
      }
      let entry = SceneEntry(id: "intent", target: NavigationTarget<NoteRoute>().pushing(.note(5)))
      guard case .openNewScene(let handed) = try await scenes.open(entry, in: .newScene) else {
        Issue.record("a new scene's entry is the app's to open")
        return
      }
      #expect(scenes.requestNewScene(for: handed))
      let activity = try #require(UIKitModel.sceneRequests.last?.userActivity)

      let scene = ModelSystem.connectScene(
        delegate: UIResponderSceneDelegate(), userActivities: [activity])
      let id = scene.session.persistentIdentifier
      let navigator = try scenes.connect(id)
      let host = NavigatorHost(navigator: navigator).destination(for: NoteRoute.self) {
        NoteController(route: $0)
      }
      let app = ModelApp(navigator: navigator, root: host.rootViewController, keeping: host)
      let received = try scenes.entry(for: SceneActivity(activity))
      #expect(received.id == "intent")
      #expect(try await scenes.open(received, in: .scene(id)) == .opened(in: id))
      await app.settle("the new scene opened its entry")
      #expect(app.topScreen?.title == "Note 5")
      #expect(try await scenes.open(received, in: .scene(id)) == .alreadyDelivered(to: id))
    }
  }
}
