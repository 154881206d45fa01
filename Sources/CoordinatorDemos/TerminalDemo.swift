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
  /// Why the last link that parsed could not be followed (a guard's flow the user left, a
  /// question about unsaved changes answered "keep"), once it is known.
  private(set) var linkFailure: FollowError?
  /// The keys after which the app's work did not settle within ``settleLimit`` (a defect: the
  /// script's output may then be wrong).
  private(set) var unsettledKeys: [Key] = []
  /// How long ``settle()`` waits at most: a safety net, never reached by work that ends.
  var settleLimit: Duration = .seconds(10)

  package init(app: DemoApp, animated: Bool) {
    self.app = app
    var openLink: ((String) -> String?)?
    host = TerminalHost(
      navigator: app.navigator, animatesTransitions: animated,
      makeScreen: { [weak app] screen in DemoViews.view(for: app?.navigator.model(for: screen)) },
      inspectorLines: { [weak app] in app?.inspectorLines() ?? [] },
      openLink: { link in openLink?(link) })
    openLink = { [weak self] link in self?.open(link: link) }
    host.handleAppKey = { [weak self] key in self?.handleDemoKey(key) ?? false }
    host.appKeyHints = Self.keyHints
    // Mail took the window from the picker: going back at a tab's root gives it back.
    host.onBackAtRoot = { [weak app] in
      guard let app, app.startedWithPicker, !app.isShowingPicker else { return }
      try? app.showPicker()
    }
  }

  /// Opens `link` (see ``DemoApp/open(link:)``; another demo's link switches demos unless
  /// `switchesDemos` is `false`) and returns why it cannot be, in one line, or
  /// `nil`. A link that parses starts at once; an error that comes later (a guard's flow the user
  /// cancels) is shown by the host in one line, kept in ``linkFailure``, and leaves the app
  /// where it was: when the link had switched demos (the picker handing the window to mail, or
  /// one demo showing another), the previous one comes back with its screens and data.
  @discardableResult
  func open(link: String, switchesDemos: Bool = true) -> String? {
    let plan: DemoApp.LinkPlan
    // What a failure puts back when the link switched demos.
    let before = (demo: app.shownDemo, state: app.restorableState, data: app.data)
    do {
      plan = try app.plan(forLink: link, switchesDemos: switchesDemos)
      try app.prepare(toOpen: plan)
    } catch {
      return error.demoDescription
    }
    linkFailure = nil
    linkOpening = DemoWork.of(app.navigator).start { [weak self] in
      do throws(FollowError) {
        try await self?.app.navigator.open(plan.target)
      } catch {
        guard let self else { return }
        if plan.switchingTo != nil {
          try? self.app.switchBack(to: before.demo, restoring: before.state, data: before.data)
        }
        self.linkFailure = error
        self.host.message = error.demoDescription
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

  /// Applies `keys` one after another as if typed, each fully shown before the next: after
  /// each key, the work it started settles first (see ``settle()``).
  ///
  /// For the program's synchronous main loop. Inside a task (a test, an `async` caller), await
  /// the `async` form instead, which Swift picks there: this one would wait in vain.
  public func type(_ keys: [Key]) {
    settle()
    for key in keys where !host.wantsToQuit {
      host.handle(key)
      if !settle() {
        unsettledKeys.append(key)
      }
    }
  }

  /// Applies `keys` as the synchronous ``type(_:)`` does, for a caller inside a task (a test):
  /// each key's work runs while this task waits for it to settle.
  public func type(_ keys: [Key]) async {
    await settle()
    for key in keys where !host.wantsToQuit {
      host.handle(key)
      if !(await settle()) {
        unsettledKeys.append(key)
      }
    }
  }

  /// Runs the app's main-actor work until everything the last key (or link) started is done
  /// or waits for the user (``DemoWork/isSettled``), and shows the resulting steps. The
  /// condition is exact, so the outcome never depends on timing; the run loop only turns until
  /// it holds. Returns `false` when it gave up after ``settleLimit`` (a defect).
  ///
  /// Turning the run loop runs the main actor's waiting tasks only when no task is running on the
  /// main actor already: call this from the program's synchronous main loop. Inside a task (a
  /// test, an `async` caller) they cannot run until that task suspends, so this would wait until
  /// ``settleLimit`` for nothing; await the `async` form there.
  @discardableResult
  public func settle() -> Bool {
    let work = DemoWork.of(app.navigator)
    let start = ContinuousClock.now
    host.advance()
    while !work.isSettled {
      guard ContinuousClock.now - start < settleLimit else { return false }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      host.advance()
    }
    return true
  }

  /// Waits as the synchronous ``settle()`` does, for a caller inside a task (a test): the work
  /// runs on the main actor while this task is suspended between looks. Returns `false` when it
  /// gave up after pausing for ``settleLimit`` in all (a defect).
  @discardableResult
  public func settle() async -> Bool {
    let work = DemoWork.of(app.navigator)
    let pause = Duration.milliseconds(1)
    // The limit counts this task's pauses, not the clock: time the main actor spends on other
    // tasks (other tests, run at once) does not delay the work this waits for.
    var pauses = 0
    host.advance()
    while !work.isSettled {
      guard pause * pauses < settleLimit else { return false }
      pauses += 1
      // Suspended, this task lets the main actor run what it waits for (or time pass, for a
      // step that is shown over time).
      try? await Task.sleep(for: pause)
      host.advance()
    }
    return true
  }

  /// Ends the app once its state is saved: every coordinator stops, which ends the flows still
  /// waiting for the user (a sign-in a link waits for, a question about unsaved changes), so no
  /// task is left suspended, holding the navigator, when the program exits. Returns `false` when
  /// what that set going did not settle within ``settleLimit`` (a defect).
  ///
  /// For the program's synchronous main loop; inside a task, await the `async` form.
  @discardableResult
  public func finish() -> Bool {
    endFlows()
    // With every flow stopped, what is still on its way only has to finish.
    return settle()
  }

  /// Ends the app as the synchronous ``finish()`` does, for a caller inside a task (a test).
  @discardableResult
  public func finish() async -> Bool {
    endFlows()
    return await settle()
  }

  /// Stops every flow, the question the alert may be asking first.
  private func endFlows() {
    let navigator = app.navigator
    // Now, not held behind the question the alert may be asking: removing it removes no screen.
    _ = try? navigator.update(overridingLeaveGuards: true) { $0.dismissAlert() }
    app.root.stop()
  }
}
