import CoordinatorKit
import CoordinatorKitTesting

/// The headless host the tests show the app with: navigation only, no content.
typealias NotesHost = HeadlessHost<NotesRoute, Never>

/// The screens of the small notes app these tests drive, as an app declares its routes.
enum NotesRoute: Hashable, Codable, Sendable {
  case list
  case editor
  case settings
  case account
  case security
}

/// The app's root: it shows the list and starts the other flows from it.
@MainActor
final class NotesCoordinator: Flow<NotesRoute> {
  func start() throws(NavigationError) {
    try replaceNavigation(withRoot: .list)
  }
}

/// An editor whose screen holds unsaved changes once edited: it asks "Discard changes?" with an
/// alert before anything removes it.
@MainActor
final class EditorCoordinator: Flow<NotesRoute>, LeaveGuarding {
  /// How many times the editor was asked whether its screen may leave.
  private(set) var questionsAsked = 0

  func start() throws(NavigationError) {
    try show(.editor)
  }

  /// The user typed: the draft now has unsaved changes.
  func edit() throws(NavigationError) {
    guard let screen = ownScreens.first?.id else { return }
    try guardLeaving(screen)
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    questionsAsked += 1
    return await navigator.confirm("Discard changes?", action: "Discard", cancel: "Keep")
  }
}

/// The settings tab's flow: Account, then Security over it, which needs the user signed in; the
/// sign-in waits for the test, as it would for the user.
@MainActor
final class SettingsCoordinator: Flow<NotesRoute> {
  private(set) var isSignedIn = false
  /// The sign-in a link waits for, until the user finishes it.
  private var pendingSignIn: CheckedContinuation<GuardOutcome, Never>?

  func start() throws(NavigationError) {
    try show(.settings)
  }

  /// Whether a sign-in waits for the user.
  var isAskingToSignIn: Bool { pendingSignIn != nil }

  /// The user signs in: the link waiting for it continues.
  func finishSignIn() {
    isSignedIn = true
    pendingSignIn?.resume(returning: .satisfied)
    pendingSignIn = nil
  }

  func next(_ route: NotesRoute, style: PresentationStyle, after previous: NotesRoute)
    -> RouteStep<NotesRoute>
  {
    switch (previous, route) {
    case (.settings, .account): .showScreen
    case (.account, .security): .guarded(by: signedIn, then: .showScreen)
    default: .refuse
    }
  }

  private var signedIn: RouteGuard {
    RouteGuard(
      "signed in", isSatisfied: { [weak self] in self?.isSignedIn ?? false },
      satisfy: { [weak self] in
        guard let self else { return .cancelled }
        return await withCheckedContinuation { self.pendingSignIn = $0 }
      })
  }
}

/// The notes tab's flow, which shows its list and, by the default `next`, any route pushed over
/// it.
@MainActor
final class ListCoordinator: Flow<NotesRoute> {
  func start() throws(NavigationError) {
    try show(.list)
  }
}

/// The tabbed form of the app: a tab bar with the notes and the settings.
@MainActor
final class TabsCoordinator: FlowCoordinatorBase<NotesRoute>, Coordinator {
  func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(
        tabs: [Tab("notes", root: .list), Tab("settings", root: .settings)], selected: "notes"))
    try coordinate(to: ListCoordinator(navigator: navigator), inTab: "notes")
    try coordinate(to: SettingsCoordinator(navigator: navigator), inTab: "settings")
  }
}

/// The app with the edited editor pushed over the list, shown by a headless host. The test
/// holds the app's root coordinator, as an app does: a coordinator that is gone cannot be asked.
@MainActor
func notesAppWithAnEditedDraft(style: PresentationStyle = .push) throws -> (
  host: NotesHost, app: NotesCoordinator, editor: EditorCoordinator, screen: ScreenID
) {
  let navigator = Navigator(root: NotesRoute.list)
  let host = NotesHost(navigator: navigator)
  let app = NotesCoordinator(navigator: navigator)
  try app.startAsRoot()
  let editor = EditorCoordinator(navigator: navigator)
  try app.coordinate(to: editor, style: style)
  try editor.edit()
  return (host, app, editor, navigator.state.topScreen.id)
}

/// Lets the editor's question run until its alert is on display, as a user would wait to see it.
@MainActor
func waitForTheAlert(on navigator: Navigator<NotesRoute>) async {
  for _ in 0..<100 where navigator.hosting.displayedState.alert == nil {
    await Task.yield()
  }
}
