import Foundation

/// One window's navigation from outside, for a window with a navigator of its own (SwiftUI's
/// `navigatorScene(links:)`, UIKit's `NavigatorHost.attach(to:options:links:)`): the state
/// saved for it restored once, through the coordinators, and the links and activities that
/// arrived, opened after it, in the order they came, each once.
///
/// A link that arrives before the restoration is settled (a cold start from a link, a link
/// opened while the device is locked and the saved state cannot be read yet) waits, and is
/// opened once the saved state is restored or none can come: never lost, never opened on a
/// state the restoration then replaces, never twice. Every failure (a saved state that no longer
/// fits, an entry that does not read, a target the coordinators do not reach) is handed to
/// `report` as a ``SceneError``; what failed changed nothing.
///
/// A window opened for an entry (SwiftUI's `WindowGroup(for: SceneEntry<Route>.self)`, after
/// ``SceneRegistry/open(_:in:)`` answered ``SceneDelivery/openNewScene(_:)``) opens it once the
/// restoration settles, before the entries that arrived with it, unless a saved state was
/// restored: the window was shown before, and that state holds the entry and what followed it.
@MainActor
package final class SceneEntryGate<Route: Codable & Equatable> {
  /// What arrived from outside.
  package enum Entry: Equatable {
    /// A URL the window was asked to open, read with the gate's links.
    case link(String)
    /// An activity to continue: a web link, or one of the app's activity type.
    case activity(SceneActivity)
    /// A target to open as it is: the entry the window was opened for.
    case target(NavigationTarget<Route>)
    /// A tapped notification's user info (its text entries): its `link`, read with the gate's
    /// links, or its `target`, an encoded target.
    case notification([String: String])
  }

  /// The window's navigator.
  package let navigator: Navigator<Route>
  /// The window's identity, as its errors name it.
  package let scene: String
  /// The links a link or a web link activity is read with; `nil` reads none.
  package var links: LinkTable<Route>?
  /// The app's own activity type (Handoff), continued by its target; `nil` continues none.
  package var activityType: String?
  /// The entry the window was opened for, if any: opened once the restoration settles, unless a
  /// saved state was restored.
  package let windowEntry: SceneEntry<Route>?
  /// What the app changes in a saved state before it is restored (drops the screens that need a
  /// sign-in); `nil` restores it as saved.
  package let adjustSavedState: (@MainActor (NavigationState<Route>) -> NavigationState<Route>)?
  /// Where failures go.
  package var report: @MainActor (SceneError) -> Void
  /// Whether the restoration is settled: a saved state was restored (or failed to), or none
  /// can come any more. Entries wait until then.
  package private(set) var isSettled = false
  /// Whether a saved state was found (and restored, or reported as not fitting).
  package private(set) var foundSavedState = false
  /// The entries that arrived before the restoration settled, in order.
  package private(set) var waiting: [Entry] = []
  /// The task opening the latest entry: each waits for the one before it.
  package private(set) var opening: Task<Void, Never>?

  /// A gate for `navigator`, the navigator of the window `scene`, opened for `windowEntry` (`nil`:
  /// for none).
  package init(
    navigator: Navigator<Route>, scene: String, links: LinkTable<Route>?,
    activityType: String?, windowEntry: SceneEntry<Route>? = nil,
    adjustingSavedState: (@MainActor (NavigationState<Route>) -> NavigationState<Route>)? = nil,
    report: @escaping @MainActor (SceneError) -> Void
  ) {
    adjustSavedState = adjustingSavedState
    self.navigator = navigator
    self.scene = scene
    self.links = links
    self.activityType = activityType
    self.windowEntry = windowEntry
    self.report = report
  }

  /// Restores `saved` (the state saved for the window, `nil` when none can be read now), as the
  /// app adjusts it, through the coordinators, every tab of it, once. `isFinal` says that no saved state can arrive later
  /// (SwiftUI's scene storage is read at once; UIKit's session activity arrives once the device
  /// is unlocked, when the scene first becomes active): with a state, or when final, the
  /// restoration settles and the waiting entries are opened.
  ///
  /// - Returns: Whether a saved state was restored now.
  @discardableResult
  package func restore(_ saved: NavigationState<Route>?, isFinal: Bool) -> Bool {
    guard !isSettled else { return false }
    var restored = false
    if let saved {
      foundSavedState = true
      do {
        try navigator.restore(everyTabOf: adjustSavedState?(saved) ?? saved)
        restored = true
      } catch {
        // The window starts at its root; the next save replaces the stored copy.
        report(.restorationFailed(scene, error))
      }
    } else if !isFinal {
      return false
    }
    isSettled = true
    if let windowEntry, !restored { open(.target(windowEntry.target)) }
    let entries = waiting
    waiting = []
    for entry in entries { open(entry) }
    return restored
  }

  /// Opens `entry` once the restoration is settled: now, or when it settles.
  package func receive(_ entry: Entry) {
    guard isSettled else {
      waiting.append(entry)
      return
    }
    open(entry)
  }

  /// Opens `entry` after the entries before it.
  private func open(_ entry: Entry) {
    let previous = opening
    opening = Task { @MainActor [weak self] in
      await previous?.value
      guard let self else { return }
      let target: NavigationTarget<Route>
      do throws(SceneError) {
        target = try self.target(of: entry)
      } catch {
        report(error)
        return
      }
      do throws(FollowError) {
        try await navigator.open(target)
      } catch {
        report(.cannotOpen(scene, error))
      }
    }
  }

  /// The target `entry` leads to.
  private func target(of entry: Entry) throws(SceneError) -> NavigationTarget<Route> {
    switch entry {
    case .link(let link):
      try SceneEntryReading.target(forLink: link, links: links)
    case .activity(let activity):
      try SceneEntryReading.target(
        continuing: activity, activityType: activityType, links: links)
    case .target(let target):
      target
    case .notification(let userInfo):
      try SceneEntryReading.target(in: userInfo, links: links)
    }
  }
}

extension SceneEntryGate {
  /// What the scene helpers do with a failure when the app gives no `onFailure`: one line on the
  /// standard error (the debugger's console), never silence.
  package static func reportToStandardError(_ error: SceneError) {
    FileHandle.standardError.write(Data(failureLine(for: error).utf8))
  }

  /// The line ``reportToStandardError(_:)`` writes for `error`.
  package static func failureLine(for error: SceneError) -> String {
    "CoordinatorKit: \(error)\n"
  }
}
