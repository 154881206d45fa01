import CoordinatorKit
import TerminalToolkit

/// Shows a `Navigator` in a terminal: the top screen of each layer, a tab bar under a tabbed
/// base (digits select tabs), a split view's columns side by side where the terminal is wide
/// enough (Tab moves between them), sheets as panels, covers over everything, popovers as small
/// boxes pointing at the control that opened them, alerts as centred boxes
/// and confirmation dialogs as a list of actions along the bottom, an optional inspector, and
/// the keys at the bottom.
///
/// The host is a pure function of time and keys: ``frame(size:at:)`` draws what should be on
/// screen now, ``handle(_:)`` routes a key press. ``InteractiveSession`` drives it on a real
/// terminal; scripts and tests drive it directly. It decides nothing about navigation: it shows
/// the navigator's current step with the slide its label calls for (or at once when animations
/// are off or the step is not animated), acknowledges it by its identity, and reports what the
/// user did on what is displayed.
@MainActor
public final class TerminalHost<Route: Equatable> {
  /// The navigator shown.
  public let navigator: Navigator<Route>
  /// Whether push/pop and present/dismiss animate.
  public var animatesTransitions: Bool
  /// How long one animated step takes.
  public var stepDuration: Duration = .milliseconds(160)
  /// Whether the inspector panel is visible; the app decides which key toggles it.
  public var isInspectorVisible = false
  /// Set when the user asked to quit: Ctrl-C, Ctrl-D, or a key the app passed to ``quit(with:)``.
  public var wantsToQuit: Bool { quitKey != nil }
  /// The key that quit, once the user asked to quit.
  public internal(set) var quitKey: Key?
  /// The app's own keys, given every key before the screens are (while the link field is
  /// closed, and even during a transition): returns `true` when the app used the key, which
  /// then goes no further. The host reserves only Ctrl-C and Ctrl-D, so every other key is the
  /// app's to give a meaning (an inspector toggle, quit, the link field).
  public var handleAppKey: ((Key) -> Bool)?
  /// The app's keys as the key bar shows them, at its right end after the screen's keys.
  public var appKeyHints: [KeyHint] = []
  /// Called when the user goes back (Esc, Backspace) where the engine has no back navigation:
  /// the root of the only stack, or of a tab. An app can leave there (back to a picker).
  public var onBackAtRoot: (() -> Void)?
  /// A one-line message shown in place of the key bar until the next key: why a link could
  /// not be opened, for example.
  public var message: String?

  private let makeScreen: (NavigationScreen<Route>) -> any TerminalScreen
  /// The inspector's content, drawn while ``isInspectorVisible``.
  let inspectorLines: () -> [String]
  /// Opens a link typed in the link field (see `TerminalHost+Keys.swift`).
  let openLink: ((String) -> String?)?
  /// The link field while it is open: keys edit it, and the key bar shows it.
  var linkPrompt: LinkPrompt?
  /// The views made for screens, kept while their screens stay, route updates included; a view
  /// drawn from its route alone (no model) is made again for a new route (`ScreenContentCache`).
  private var screens = ScreenContentCache<Route, any TerminalScreen>(
    remakesContentDrawnFromRoutes: true)
  /// The choice selected in the question on screen, starting on its safe choice.
  var questionSelection = QuestionSelection()
  /// Keys typed while a transition is on screen, given to the screens once it is over.
  var typedAhead: [Key] = []
  /// The step sliding on screen: the state it leaves, the step, and when it started.
  var animation:
    (from: NavigationState<Route>, step: TransitionStep<Route>, start: ContinuousClock.Instant)?
  /// The layouts of the last states drawn, newest first.
  var layouts: [(state: NavigationState<Route>, layout: Layout)] = []
  /// The states the views were last checked against by `releaseScreensThatLeft()`.
  private var lastReleaseCheck: [NavigationState<Route>]?
  /// The terminal's width when the last frame was drawn.
  var lastColumns = 0
  /// The column of a split view shown side by side that the user chose for keys (0 is the
  /// sidebar); see `TerminalSplitView/focus(from:)`.
  var chosenColumn = 0

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - navigator: the navigator shown; the host attaches to it.
  ///   - animatesTransitions: whether push/pop and present/dismiss slide.
  ///   - makeScreen: builds the view (with its presenter or view model) for a screen, once per
  ///     screen; the host keeps it while the screen is in the navigation state or still on
  ///     display, route updates included, then lets it go, which is what frees presenters and,
  ///     through them, coordinators. A view without a model (the screen has no owner, or its
  ///     owner makes no models) is made again when its route changes, to draw the new route.
  ///   - inspectorLines: the inspector's content (coordinator tree, navigation state).
  ///   - openLink: opens a link the user typed in the link field (which the app opens with
  ///     ``beginLinkEntry()``); returns why it cannot be opened, shown in one line, or `nil`.
  public init(
    navigator: Navigator<Route>, animatesTransitions: Bool = true,
    makeScreen: @escaping (NavigationScreen<Route>) -> any TerminalScreen,
    inspectorLines: @escaping () -> [String] = { [] },
    openLink: ((String) -> String?)? = nil
  ) {
    self.navigator = navigator
    self.animatesTransitions = animatesTransitions
    self.makeScreen = makeScreen
    self.inspectorLines = inspectorLines
    self.openLink = openLink
    navigator.attachHost(capabilities: .terminal)
  }

  /// The view of `screen`, made on first use and kept while the screen is shown; an empty
  /// placeholder, not kept, while the screen's coordinator has not started yet (see
  /// `Navigator.contentSource(for:)`).
  public func screen(for screen: NavigationScreen<Route>) -> any TerminalScreen {
    screens.content(for: screen, on: navigator, make: makeScreen) ?? PendingScreen()
  }

  /// Lets go of the views of screens that are neither in the state nor on display, which
  /// releases their presenters and view models.
  ///
  /// It costs what changed since the last check, not the depth of the states or the number of
  /// views: the states checked then and now share everything below their highest common node,
  /// so only the screens above it can have left (nothing at all when no state changed). A view
  /// made since then for a screen that is nowhere above it is looked up from the top, where it
  /// was drawn.
  func releaseScreensThatLeft() {
    guard !screens.isEmpty else { return }
    let states =
      [
        navigator.state, navigator.hosting.displayedState, navigator.hosting.shownState,
      ] + (animation.map { [$0.from] } ?? [])
    if let checked = lastReleaseCheck, checked == states { return }
    lastReleaseCheck = states
    screens.release(keepingScreensOf: states)
  }
}
