import CoordinatorKit
import CoordinatorKitTerminal
import DemoApps
import Foundation
import TerminalToolkit

/// A demo app shown by a terminal host: each screen's model wrapped in its terminal view.
///
/// `coordinator-demo` runs one of these; benchmarks and fuzz targets build their own to drive
/// the real demos with keys and states, without a terminal.
@MainActor
public final class TerminalDemo {
  let app: DemoApp
  /// The host that draws the demo and routes its keys.
  public let host: TerminalHost<DemoRoute>

  /// The link being opened, while it runs (it may wait for a guard's flow, such as a login).
  private(set) var linkOpening: Task<Void, Never>?
  /// Whether ``linkOpening`` has yet to finish.
  private var isOpeningLink = false

  init(app: DemoApp, animated: Bool) {
    self.app = app
    var openLink: ((String) -> String?)?
    host = TerminalHost(
      navigator: app.navigator, animatesTransitions: animated,
      makeScreen: { [weak app] screen in DemoViews.view(for: app?.makeModel(for: screen)) },
      inspectorLines: { [weak app] in app?.inspectorLines() ?? [] },
      openLink: { link in openLink?(link) })
    openLink = { [weak self] link in self?.open(link: link) }
  }

  /// Opens `link` (see ``DemoApp/open(link:)``) and returns why it cannot be, in one line, or
  /// `nil`. A link that parses starts at once; an error that comes later (a guard's flow the user
  /// cancels) is shown by the host in one line.
  @discardableResult
  func open(link: String) -> String? {
    let target: NavigationTarget<DemoRoute>
    do {
      target = try app.target(forLink: link)
      try app.prepare(toOpen: target)
    } catch {
      return error.description
    }
    isOpeningLink = true
    linkOpening = Task { [weak self] in
      defer { self?.isOpeningLink = false }
      do throws(FollowError) {
        try await self?.app.navigator.open(target)
      } catch {
        self?.host.message = error.description
      }
    }
    return nil
  }

  /// Opens demo `kind` (the picker when `nil`), rebuilt from `saved` when one is given, with
  /// dates from a fixed sequence so that runs repeat.
  ///
  /// - Throws: ``ReplayError`` when `saved` does not fit the demo, or the demo cannot start.
  public convenience init(
    kind: DemoKind?, restoring saved: NavigationState<DemoRoute>? = nil, animated: Bool = false
  ) throws(ReplayError) {
    let app = DemoApp(kind: kind, options: DemoOptions(usesFixedClock: true))
    if let saved {
      try app.restore(saved)
    } else {
      do { try app.start() } catch { throw .navigation(error) }
    }
    self.init(app: app, animated: animated)
  }

  /// The navigation state a save would write: the current one without its alert.
  public var restorableState: NavigationState<DemoRoute> { app.restorableState }

  /// Applies `keys` one after another as if typed, each fully shown before the next.
  ///
  /// Between keys the app's main-actor tasks that are ready run, as in a terminal session.
  public func type(_ keys: [Key]) {
    runJobsUntilIdle()
    host.advance()
    for key in keys where !host.wantsToQuit {
      let before = app.navigator.state
      host.handle(key)
      runJobsUntilIdle(since: before)
      host.advance()
    }
  }

  /// Ends the app once its state is saved: every coordinator stops, which ends the flows still
  /// waiting for the user (a sign-in a link waits for, a question about unsaved changes), so no
  /// task is left suspended, holding the navigator, when the program exits.
  public func finish() {
    let navigator = app.navigator
    // Now, not held behind the question the alert may be asking: removing it removes no screen.
    _ = try? navigator.update(overridingLeaveGuards: true) { $0.dismissAlert() }
    app.root.stop()
    // With every flow stopped, what is still on its way only has to finish.
    let start = ContinuousClock.now
    while navigator.isOpeningTarget || navigator.isWaitingForLeaveAnswer,
      ContinuousClock.now - start < .seconds(1)
    {
      MainActorJobs.runReady()
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
    }
    runJobsUntilIdle()
  }

  /// Lets the app's main-actor tasks run until they wait for the user: the navigation state has
  /// stopped changing, and neither a leave guard's answer nor a link this demo opened is on its
  /// way. Their next job may come from another thread, so while one is, the loop waits for it
  /// briefly instead of taking an empty turn for idleness; after `patience` it stops waiting. A
  /// link parked in a guard's flow (a sign-in) waits for the user: while keys change nothing, it
  /// is idle, as far as typing goes.
  ///
  /// - Parameter before: the state before the key these jobs follow.
  private func runJobsUntilIdle(
    since before: NavigationState<DemoRoute>? = nil, patience: Duration = .milliseconds(300)
  ) {
    let navigator = app.navigator
    let start = ContinuousClock.now
    let before = before ?? navigator.state
    var last = navigator.state
    var isSettled = false
    var turns = 8  // The key's own jobs are ready now; later turns only pick up what they start.
    while !isSettled {
      MainActorJobs.runReady(turns: turns)
      turns = 1
      let state = navigator.state
      let answering = navigator.isWaitingForLeaveAnswer && state.alert == nil
      // A link parked in a guard's flow waits for the user, unless this key changed something:
      // it may have ended the flow (a sign-in), and the link goes on.
      let isParked = navigator.isWaitingForGuardFlow && state == before
      let linkIsWorking = isOpeningLink && !isParked
      let waits = (answering || linkIsWorking) && ContinuousClock.now - start < patience
      if waits, state == last {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
      }
      isSettled = !waits && state == last
      last = state
    }
  }
}
