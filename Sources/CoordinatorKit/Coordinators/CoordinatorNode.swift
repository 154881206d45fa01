/// The stored state every coordinator holds: identity, parent, children and lifecycle.
///
/// A coordinator gets its bookkeeping by composition: it declares `let node = CoordinatorNode()`
/// and the ``Coordinator`` protocol does the rest, with no base class to inherit from and no
/// Objective-C runtime.
@MainActor
public final class CoordinatorNode {
  /// Where a lifecycle stands.
  public enum Phase: String, Sendable, Codable {
    /// Created, not yet started.
    case idle
    /// Started and running.
    case running
    /// Stopped; it will not run again.
    case stopped
  }

  /// The coordinator's stable identity, also recorded on every screen it shows.
  package let identifier: CoordinatorID
  /// The coordinator that coordinates this one, held weakly so a child never keeps its parent
  /// alive.
  package internal(set) weak var parent: (any Coordinator)?
  /// The coordinators this one started, held strongly, oldest first.
  package internal(set) var children: [any Coordinator] {
    get { childList.coordinators }
    _modify { yield &childList.coordinators }
  }
  /// The storage of ``children``, which `deinit` can take.
  private var childList = _ChildList()
  /// Where the lifecycle stands.
  public internal(set) var phase: Phase = .idle
  /// How the coordinator's first screen is shown: chosen by its parent, never by the screen.
  public internal(set) var entryStyle: PresentationStyle = .push
  /// The tab the coordinator's pushed screens go into, when it runs in a tab container: set
  /// by ``Coordinator/coordinate(to:inTab:)`` and inherited by the children it pushes.
  package internal(set) var tab: TabID?
  /// Whether the coordinator's first screen becomes its tab's root.
  var entersAsTabRoot = false
  /// The control a popover the coordinator's first screen starts points at
  /// (``Coordinator/coordinate(to:popoverFrom:)``).
  var entryAnchor: PopoverAnchor?
  /// How the coordinator's first screen shows (it hides the tab bar, it zooms from a control):
  /// chosen by its parent (``Coordinator/coordinate(to:style:options:)``), as its style is.
  var entryOptions = ScreenOptions.standard
  /// The parent's first screen, when the coordinator's first screen replaces what was pushed
  /// after it (``FlowCoordinator/resetFlow(coordinatingTo:)``).
  var entersAfterScreen: ScreenID?

  /// The navigator the coordinator shows its screens on, once it has shown one.
  weak var screenHost: (any ScreenHost)?
  /// Receives the result (or `nil` for a cancellation) exactly once, when the coordinator stops.
  var resultHandler: (@MainActor (FinishedValue?) -> Void)?
  /// The result given to `finish(with:)`, delivered when the coordinator stops.
  var pendingResult: FinishedValue?
  /// Those waiting for the coordinator to end (see ``Coordinator/coordinateUntilEnded(to:style:)``),
  /// told once, after its result handler, when it stops.
  var endObservers: [@MainActor () -> Void] = []

  /// Creates a node with a new identity, or with a fixed one for readable dumps.
  public init(identifier: CoordinatorID = CoordinatorID()) {
    self.identifier = identifier
  }

  /// Frees a tree that is let go while it runs (without `stop()`) one level at a time:
  /// releasing children recursively, each through its node, would overflow the stack for a
  /// chain many thousands deep. A stopped coordinator has no children left, so this costs a
  /// stopped one nothing.
  deinit {
    childList.releaseAll()
  }
}

/// A result handed to `finish(with:)`, boxed so that even an optional result that is `nil`
/// counts as finished rather than cancelled.
struct FinishedValue {
  let value: Any
}
