import CoordinatorKit
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

/// The notes app's scene delegate, as an app writes it: on connection it shows a
/// `NavigatorHost` in its window, restores the state its session saved and opens the link of a
/// cold start; it opens later links, restores again once active (a locked device hands the
/// activity over late) and saves the state when UIKit asks.
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
  private(set) lazy var restoration = SceneNavigationRestoration(navigator: navigator)
  private(set) var host: NavigatorHost<NoteRoute>?
  /// The links opened, in order, and whether each was opened (once its task ended).
  private(set) var opened: [(link: String, succeeded: Bool?)] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    try? flow.startAsRoot()
    let host = NavigatorHost(navigator: navigator) { NoteController(route: $0.route) }
    self.host = host
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = host.rootViewController
    window.makeKeyAndVisible()
    self.window = window
    restore(from: session.stateRestorationActivity)
    if let url = connectionOptions.urlContexts.first?.url { open(url) }
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    if let url = urlContexts.first?.url { open(url) }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    restore(from: scene.session.stateRestorationActivity)
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    restoration.stateRestorationActivity(for: scene.session)
  }

  private func restore(from activity: NSUserActivity?) {
    _ = try? restoration.restore(from: activity)  // every tab, through the coordinators
  }

  private func open(_ url: URL) {
    let index = opened.count
    opened.append((url.absoluteString, nil))
    Task {
      do {
        try await navigator.open(link: url.absoluteString, using: Self.links)
        opened[index].succeeded = true
      } catch {
        opened[index].succeeded = false
      }
    }
  }
}

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
      #expect(window.rootViewController === delegate.host?.rootViewController)
      return (scene, ModelApp(navigator: delegate.navigator, window: window, keeping: delegate))
    }

    @Test func aColdStartsLinkOpensInTheHostAndTheSavedStateComesBackInTheNextScene() async throws {
      UIKitModel.reset()
      let session = UISceneSession(stateRestorationActivity: nil)
      let first = NotesSceneDelegate()
      let (scene, app) = try connect(
        first, to: session, urls: [try #require(URL(string: "notes://note/7"))])
      ModelSystem.activate(scene)
      await app.settle("cold start with notes://note/7")
      #expect(first.opened.map(\.succeeded) == [true])
      #expect(first.navigator.state.path.map(\.screen.route) == [.note(7)])
      #expect(app.topScreen?.title == "Note 7")

      ModelSystem.open([try #require(URL(string: "notes://note/8"))], in: scene)
      await app.settle("notes://note/8 while running")
      #expect(first.opened.map(\.succeeded) == [true, true])
      #expect(app.topScreen?.title == "Note 8")

      let saved = try #require(ModelSystem.moveToBackground(scene))
      #expect(saved.activityType == first.restoration.activityType)
      ModelSystem.disconnect(scene)

      let second = NotesSceneDelegate()
      let (reconnected, restoredApp) = try connect(second, to: session)
      ModelSystem.activate(reconnected)
      await restoredApp.settle("the next scene restores")
      #expect(second.opened.isEmpty)
      #expect(second.navigator.state.path.map(\.screen.route) == [.note(8)])
      #expect(restoredApp.topScreen?.title == "Note 8")
      #expect(restoredApp.user.visibleNavigationController?.viewControllers.count == 2)
    }

    /// The device is locked when the scene reconnects: the session's activity is `nil` at
    /// connection and arrives before the scene becomes active, which restores it.
    @Test func aStateSavedBeforeALockedReconnectionIsRestoredWhenTheSceneBecomesActive()
      async throws
    {
      UIKitModel.reset()
      let session = UISceneSession(stateRestorationActivity: nil)
      let first = NotesSceneDelegate()
      let (scene, app) = try connect(first, to: session)
      ModelSystem.activate(scene)
      try first.navigator.push(.note(3))
      await app.settle("open note 3")
      let saved = try #require(ModelSystem.moveToBackground(scene))
      ModelSystem.disconnect(scene)

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
  }
}
