import Foundation

/// The scenes of an app of several windows, each with a navigator of its own: made, restored and
/// released with its scene, and the place every entry (a link, a notification, a Handoff, an App
/// Intent) goes through to reach the right one, exactly once.
///
/// The app keeps one registry and tells it what its platform does: a scene connects (with the
/// state saved for it, if any), becomes active, disconnects. The registry makes each scene's
/// navigator and root coordinator with the app's factory, and lets both go when the scene goes.
/// A scene is named by the platform's identity of it, as text (a `UISceneSession`'s
/// `persistentIdentifier`, the value a SwiftUI window was opened for), so that after a relaunch
/// it finds the state saved for it.
///
/// ```swift
/// let scenes = SceneRegistry<Route> { _ in
///   let app = try TabBarCoordinator<Route>(tabs: tabs)  // or a root flow, started
///   return (app.navigator, app)
/// }
/// let navigator = try scenes.connect("window-1", restoring: saved)  // what its host shows
/// try await scenes.open(SceneEntry(target), in: .showing(.inbox))  // opened there, once
/// scenes.disconnect("window-1")  // its navigator and coordinators are released
/// ```
///
/// An entry waits until its scene's host is attached (``Navigator/attachHost(capabilities:animation:)``):
/// on a cold start a notification or an activity arrives before the window shows anything, and
/// is opened once it does, in the order the entries came.
@MainActor
public final class SceneRegistry<Route: Equatable> {
  /// Makes a scene's navigator and its started root coordinator.
  public typealias SceneFactory =
    @MainActor (String) throws(NavigationError) -> (
      navigator: Navigator<Route>, root: any Coordinator
    )

  /// The app's factory, in a struct: a typed-throwing closure stored in a generic class needs
  /// runtime support that iOS 17 lacks, a struct holding one does not.
  struct Factory {
    let make: SceneFactory
  }

  /// A connected scene: what the registry keeps alive for it, and what waits for it.
  final class Connected {
    let navigator: Navigator<Route>
    let root: any Coordinator
    /// The entries to open here, in the order they came; the first is opened (or being opened)
    /// once a host is attached.
    var queue: [Int] = []
    /// Counts the navigator's changes: what an advertised activity is current with.
    var revision = 0
    var observation: ChangeObservation?

    init(navigator: Navigator<Route>, root: any Coordinator) {
      self.navigator = navigator
      self.root = root
    }
  }

  /// Where an entry is in its one delivery.
  enum Delivery {
    /// Waiting for its scene's host (`nil`: for the first scene to connect).
    case waiting(String?)
    /// Handed to the app to open a new window; the new scene claims it.
    case awaitingNewScene
    case opened(String)
  }

  let factory: Factory
  var connected: [String: Connected] = [:]
  /// The connected scenes, least recently active first.
  private var order: [String] = []
  var deliveries: [String: Delivery] = [:]
  /// Entries waiting for the first scene to connect (a cold start with no scene yet).
  var unplaced: [Int] = []
  /// The entry each waiting ticket delivers.
  var ticketEntries: [Int: String] = [:]
  var waiters: [Int: CheckedContinuation<Result<String, SceneError>, Never>] = [:]
  var nextTicket = 0
  /// Makes the identities of advertised activities unique to this registry.
  let advertisingPrefix = "handoff-" + UUID().uuidString

  /// The activity type a scene advertises for Handoff and continues (declare it in the app's
  /// `NSUserActivityTypes`).
  public let activityType: String
  /// The links a notification's `link` or a web link activity is read with; `nil` reads none.
  public let links: LinkTable<Route>?
  /// Called after each change of a scene's navigator, with the scene: its advertised activity
  /// (``advertisedActivity(of:)``) is out of date. An Apple host marks the scene's user activity
  /// as needing a save; it reads the activity only when the platform asks.
  public var advertisementDidChange: (@MainActor (String) -> Void)?

  /// A registry that makes each scene's navigator and root with `makeScene`, advertises and
  /// continues activities of `activityType`, and reads links with `links`.
  public init(
    activityType: String = "CoordinatorKit.navigation", links: LinkTable<Route>? = nil,
    makeScene: @escaping SceneFactory
  ) {
    self.activityType = activityType
    self.links = links
    factory = Factory(make: makeScene)
  }

  /// The connected scenes, the frontmost (most recently active) last.
  public var scenes: [String] { order }

  /// The navigator of `scene`, while it is connected.
  public func navigator(of scene: String) -> Navigator<Route>? {
    connected[scene]?.navigator
  }

  // MARK: Scenes connecting and going

  /// Makes the navigator and root coordinator of a scene that connects, restores the state saved
  /// for it (``Navigator/stateToSave``, at its last save) through its coordinators, and makes it
  /// the frontmost scene. Entries waiting for a first scene wait for its host now.
  ///
  /// - Returns: The scene's navigator, for its host to show.
  /// - Throws: ``SceneError/alreadyConnected(_:)``, ``SceneError/rootNotStarted(_:_:)``, or
  ///   ``SceneError/restorationFailed(_:_:)`` (connect it again without a saved state); no scene
  ///   was added, and the root that was made is stopped.
  @discardableResult
  public func connect(_ scene: String, restoring saved: NavigationState<Route>? = nil)
    throws(SceneError) -> Navigator<Route>
  {
    guard connected[scene] == nil else { throw .alreadyConnected(scene) }
    let made: (navigator: Navigator<Route>, root: any Coordinator)
    do {
      made = try factory.make(scene)
    } catch {
      throw .rootNotStarted(scene, error)
    }
    if let saved {
      do {
        try made.navigator.restore(everyTabOf: saved)
      } catch {
        made.root.stop()
        throw .restorationFailed(scene, error)
      }
    }
    let record = Connected(navigator: made.navigator, root: made.root)
    record.observation = made.navigator.observeChanges { [weak self, weak record] _ in
      record?.revision += 1
      self?.advertisementDidChange?(scene)
    }
    made.navigator.hostDidAttach = { [weak self] in self?.openNext(in: scene) }
    connected[scene] = record
    order.append(scene)
    for ticket in unplaced {
      record.queue.append(ticket)
      if let entry = ticketEntries[ticket] { deliveries[entry] = .waiting(scene) }
    }
    unplaced = []
    openNext(in: scene)
    return made.navigator
  }

  /// Records that `scene` became active (its window came to the front): it is the frontmost
  /// scene now.
  ///
  /// - Throws: ``SceneError/noSuchScene(_:)``; nothing changed.
  public func sceneDidBecomeActive(_ scene: String) throws(SceneError) {
    guard let index = order.firstIndex(of: scene) else { throw .noSuchScene(scene) }
    order.append(order.remove(at: index))
  }

  /// Lets a scene that disconnected go: its coordinators stop (children first, each hearing
  /// `didStop()`), its navigator, coordinators and their models are released (once its host has
  /// let them go too), and the entries that waited for it fail
  /// with ``SceneError/sceneDisconnected(_:)`` (they were not opened: they may come again).
  ///
  /// - Returns: Whether the scene was connected.
  @discardableResult
  public func disconnect(_ scene: String) -> Bool {
    guard let record = connected.removeValue(forKey: scene) else { return false }
    order.removeAll { $0 == scene }
    record.observation = nil
    record.navigator.hostDidAttach = nil
    // Its screens leave with the scene: the coordinators stop (`didStop`), children first.
    record.root.stop()
    for ticket in record.queue {
      waiters.removeValue(forKey: ticket)?.resume(returning: .failure(.sceneDisconnected(scene)))
    }
    return true
  }
}
