/// Why a navigation request was refused.
///
/// Every refusal leaves the navigation state exactly as it was. Each case says what was wrong;
/// ``description`` also says what to do instead. The request throws it, and the navigator also
/// reports it to ``Navigator/observeRefusals(_:)``, so a call site that has nothing to do about
/// it can write `try?` without losing it.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An alert is showing, and nothing may be put above an alert.
  case alertIsShowing(title: String)
  /// A second alert was requested while one is still showing.
  case alertAlreadyShowing(title: String)
  /// An alert answer arrived, but no alert is showing.
  case noAlertShowing
  /// The alert has no action with this identifier.
  case unknownAlertAction(id: String, available: [String])
  /// No screen with this identity is in the state.
  case screenNotFound(ScreenID)
  /// No screen matches what was asked for.
  case noMatchingScreen(description: String)
  /// Two screens in one state share an identity, so pops and lifecycles would be ambiguous.
  case duplicateScreenID(ScreenID)
  /// A user gesture named a screen that cannot be reached that way.
  case gestureDoesNotApply(reason: String)
  /// The user answered an alert that is no longer showing (the app removed or replaced it
  /// meanwhile); the answer is not applied to any other alert.
  case alertNoLongerShowing(title: String)
  /// An alert was built without actions, so the user could not answer it.
  case alertHasNoActions(title: String)
  /// Two actions of one alert share an identifier, so an answer would be ambiguous.
  case duplicateAlertAction(id: String, title: String)
  /// A coordinator that is not running (not started yet, or stopped) asked to navigate.
  case coordinatorNotRunning(coordinator: String)
  /// The user removed these screens before the host showed them (a swipe-down of the sheet
  /// they were pushed into while a transition ran): the request that added them was undone.
  case undoneByUser(screens: [ScreenID])
  /// A flow coordinator's `start()` returned without showing a screen; a flow coordinator runs
  /// only while it owns a screen, so it was stopped.
  case flowShowedNoScreen(coordinator: String)
  /// The state has no tab with this name.
  case unknownTab(TabID, tabs: [TabID])
  /// Two tabs share a name, so selecting one would be ambiguous.
  case duplicateTab(TabID)
  /// The tabs asked for cannot form a tab container.
  case invalidTabs(reason: String)
  /// The request would remove the only tab: a tab container keeps at least one tab.
  case lastTab(TabID)
  /// The request would remove screens with unsaved changes (see ``LeaveGuarding``): a
  /// synchronous request never asks, so it changes nothing. Ask with
  /// ``Navigator/updateAfterAsking(animation:_:)`` (or ``FlowCoordinator/finishFlow(overridingLeaveGuards:)``),
  /// or discard the changes with `overridingLeaveGuards: true`.
  case leaveGuarded(screens: [ScreenID])
  /// A leave guard's question about these screens is open: until it is answered, only the asked
  /// coordinators' own screens and alerts may change the navigation, so nothing the app asks for
  /// waits unseen behind the question.
  case leaveQuestionOpen(screens: [ScreenID])
  /// A state given whole names as owner of this screen a coordinator that is not running on the
  /// navigator (stopped, or from an earlier run): the screen would show with nothing behind it.
  case ownerNotRunning(screen: ScreenID)
  /// Sheet detents that no host could show: none, one given twice, or a value out of range.
  case invalidSheetDetents(reason: String)
  /// The sheet does not offer this detent, so it cannot rest there.
  case detentNotAvailable(SheetDetent, available: [SheetDetent])
  /// Detents size a sheet; the screen or layer asked for is presented another way.
  case detentsNeedASheet(PresentationStyle)
  /// An anchor points a popover at a control; the screen asked for is presented another way.
  case anchorNeedsAPopover(PresentationStyle)
  /// A tap on a link control (SwiftUI's `NavigatorLink`, UIKit's `NavigatorHost.open`) could
  /// not be followed, for `reason`: the control has no caller to throw to, so the navigator's
  /// refusal observers hear it.
  case linkTapNotFollowed(FollowError)

  /// Screens as a message names them.
  private static func list(_ screens: [ScreenID]) -> String {
    screens.map(\.description).joined(separator: ", ")
  }

  /// What was wrong and what to do instead.
  public var description: String {
    switch self {
    case .alertIsShowing(let title):
      "The alert \"\(title)\" is showing: answer or dismiss it before navigating."
    case .alertAlreadyShowing(let title):
      "The alert \"\(title)\" is already showing: answer it before showing another alert."
    case .noAlertShowing:
      "No alert is showing, so there is nothing to answer."
    case .unknownAlertAction(let id, let available):
      "The alert has no action \"\(id)\"; its actions are: \(available.joined(separator: ", "))."
    case .screenNotFound(let id):
      "No screen \(id) is in the navigation state: it was already removed or never shown."
    case .noMatchingScreen(let description):
      "No screen matches \(description): nothing to go back to."
    case .duplicateScreenID(let id):
      "The screen identity \(id) appears twice: give every screen its own ScreenID."
    case .gestureDoesNotApply(let reason):
      "The reported gesture does not apply: \(reason)."
    case .alertNoLongerShowing(let title):
      "The user answered the alert \"\(title)\", which is no longer showing: nothing changed; "
        + "the host will show the current state."
    case .alertHasNoActions(let title):
      "The alert \"\(title)\" has no actions: give it at least one, so the user can answer it."
    case .duplicateAlertAction(let id, let title):
      "The alert \"\(title)\" has two actions with the identifier \"\(id)\": give each its own."
    case .coordinatorNotRunning(let coordinator):
      "\(coordinator) is not running (not started, or already stopped): start a new coordinator "
        + "instead of reusing this one."
    case .undoneByUser(let screens):
      "The user removed \(screens.map(\.description).joined(separator: ", ")) before they were "
        + "shown (the layer they were pushed into was dismissed): that request was undone."
    case .unknownTab(let tab, let tabs) where tabs.isEmpty:
      "There is no tab \"\(tab)\": this state has no tabs; build it with NavigationState(tabs:selected:)."
    case .unknownTab(let tab, let tabs):
      "There is no tab \"\(tab)\"; the tabs are: \(tabs.map(\.name).joined(separator: ", "))."
    case .duplicateTab(let tab):
      "The tab \"\(tab)\" appears twice: give every tab its own TabID."
    case .invalidTabs(let reason):
      "These tabs cannot be shown: \(reason)."
    case .lastTab(let tab):
      "The tab \"\(tab)\" is the only tab and cannot be removed: add another tab first, or "
        + "replace the state."
    case .leaveGuarded(let screens):
      "The request would remove \(Self.list(screens)), which hold unsaved changes: nothing "
        + "changed; ask their coordinators first with `await navigator.updateAfterAsking { … }` "
        + "(a flow: `finishFlow()`), or discard the changes with "
        + "`overridingLeaveGuards: true`."
    case .ownerNotRunning(let screen):
      "Screen \(screen) is owned by a coordinator that is not running here: nothing changed; "
        + "rebuild a saved state through the coordinators with `restore(everyTabOf:)`, or give "
        + "the screen a running owner."
    case .leaveQuestionOpen(let screens):
      "A leave guard's question about \(Self.list(screens)) is open: nothing changed; make the "
        + "request after the answer (`await navigator.updateAfterAsking { … }` waits for it)."
    case .invalidSheetDetents(let reason):
      "These sheet detents cannot be shown: \(reason); give each valid detent once."
    case .detentNotAvailable(let detent, let available):
      "The sheet does not offer the detent \(detent): nothing changed; it offers "
        + "\(available.map(\.name).joined(separator: ", ")). Change what it offers with "
        + "`setDetents(_:ofLayerContaining:)` first."
    case .detentsNeedASheet(let style):
      "Only a sheet has detents, and this is \(style.articleName): nothing changed; present "
        + "the screen `as: .sheet` to size it."
    case .anchorNeedsAPopover(let style):
      "Only a popover points at a control, and this is \(style.articleName): nothing changed; "
        + "present the screen `as: .popover` to anchor it, or leave out the anchor."
    case .linkTapNotFollowed(let reason):
      "A tapped link was not followed: \(reason)"
    case .flowShowedNoScreen(let coordinator):
      "\(coordinator).start() showed no screen: a flow coordinator runs only while it owns one, "
        + "so give it a start() that shows its first screen, or open it by a route (a tab's "
        + "root, a link, its parent's child(for:))."
    }
  }
}
