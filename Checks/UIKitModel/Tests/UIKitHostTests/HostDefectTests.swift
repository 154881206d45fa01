import CoordinatorKit
import CoordinatorKitTesting
import Testing
@_spi(UIKitModel) import UIKit

@testable import CoordinatorKitUIKit

extension HostOnModel {
  /// The defects the UIKit model found in the host, each pinned by the test that showed it.
  @MainActor
  @Suite struct HostDefects {
    /// A host of a navigator of `Int` routes on the model, its screens shown by
    /// `ScreenController`s.
    private func launch(regularWidth: Bool = false) async -> ModelApp<Int> {
      UIKitModel.reset()
      let navigator = Navigator(root: 0)
      let host = NavigatorHost(navigator: navigator) { ScreenController(screen: $0) }
      let app = ModelApp(
        navigator: navigator, root: host.rootViewController, keeping: host,
        regularWidth: regularWidth, knownScreen: { ($0 as? ScreenController)?.screen })
      await app.settle("launch")
      return app
    }

    @Test(arguments: [false, true])
    func aLayerTheUserDismissedLeavesTheHostSoTheNextOneTakesItsPushesAndItsGuard(
      popover: Bool
    ) async throws {
      let app = await launch(regularWidth: popover)
      let navigator = app.navigator
      try navigator.present(1, as: popover ? .popover : .sheet)
      await app.settle("present the first layer")
      let outcome = popover ? app.user.tapOutsidePopover() : app.user.swipeDown()
      #expect(outcome == .dismissed)
      await app.settle("the user dismisses it")
      try navigator.present(2, as: .sheet)
      let pushed = try navigator.push(3)
      await app.settle("another sheet, and a push in it")
      try navigator.update { try $0.setLeaveGuard(true, for: pushed) }
      await app.settle("guard the pushed screen")
      #expect(!app.user.beginSwipeBack(), "the swipe is the attempt, not a pop")
      await app.settle("the user tries to leave the guarded screen (no coordinator: it goes)")
      #expect(navigator.state.layers.last?.pushed.isEmpty == true)
      let root = try #require(navigator.state.layers.last?.root.id)
      try navigator.update { try $0.setLeaveGuard(true, for: root) }
      await app.settle("guard the sheet's root")
      #expect(app.user.swipeDown() == .refused)
      await app.settle("the user tries to leave the guarded sheet (the engine decides)")
    }

    /// Found by the random test (seed 43): the user taps Back and, while the pop animates, the
    /// app presents a sheet. Whichever UIKit runs first at the pop's end, the coordinator's
    /// completion or the delegate's `didShow`, the Back must reach the engine.
    @Test(arguments: [true, false])
    func aBackTheUserMadeWhileTheAppPresentsASheetIsNotLost(completionsFirst: Bool) async throws {
      let app = await launch()
      UIKitModel.choices.coordinatorCompletionsFirst = completionsFirst
      let navigator = app.navigator
      try navigator.push(1)
      await app.settle("push")
      #expect(app.user.tapBack())
      try navigator.present(2, as: .sheet)
      await app.settle("Back, and a sheet presented while the pop animates")
      #expect(navigator.state.baseStack.count == 1)
      #expect(navigator.state.layers.count == 1)
    }

    /// Found by the random test (seeds 65 and 113): the user taps an alert's button and, while
    /// UIKit dismisses the alert, the app dismisses it too. The host must wait for UIKit's
    /// dismissal, then find nothing to dismiss, over the base and over a sheet.
    @Test(arguments: [false, true])
    func anAlertTheAppDismissesWhileUIKitDismissesItLeavesNothingToWaitFor(overASheet: Bool)
      async throws
    {
      let app = await launch()
      let navigator = app.navigator
      if overASheet { try navigator.present(1, as: .sheet) }
      try navigator.showAlert(AlertState(title: "Saved"))
      await app.settle("show the alert")
      #expect(app.user.tapAlertButton("OK"))
      _ = try navigator.update { $0.dismissAlert() }
      await app.settle("the user answers while the app dismisses it")
      #expect(navigator.state.alert == nil)
      #expect(navigator.state.layers.count == (overASheet ? 1 : 0))
    }

    /// An alert UIKit refused five times, which the host gave up on (it stays in the engine's
    /// state for the app to remove): when the app dismisses it, the host must not wait for a
    /// dismissal UIKit will never make (NavigatorHost.swift:211-214, 224-225 at
    /// 77927e8). The host's retries take about three seconds.
    @Test func anAlertUIKitNeverShowedIsDismissedWithoutWaiting() async throws {
      let app = await launch()
      let navigator = app.navigator
      UIKitModel.presentationsToRefuse = 5
      try navigator.showAlert(AlertState(title: "Saved"))
      try await waitUntil { navigator.hosting.currentStep == nil }
      #expect(UIKitModel.warnings.count == 5)
      #expect(app.window.presentedViewControllers.isEmpty)
      UIKitModel.reset()
      _ = try navigator.update { $0.dismissAlert() }
      await app.settle("the app dismisses the alert UIKit never showed")
    }

    /// Found by the random test (seeds 738 and 929): on an iPad the user taps outside an action
    /// sheet shown over a sheet and, while UIKit dismisses it, the app replaces the whole state.
    /// UIKit ignores a dismissal while another runs above and never completes it: the host must
    /// wait for UIKit's.
    @Test func aDismissalTheAppMakesWhileUIKitDismissesAnActionSheetAboveWaitsForIt()
      async throws
    {
      let app = await launch(regularWidth: true)
      let navigator = app.navigator
      try navigator.present(1, as: .sheet)
      let sheet = try AlertState(
        title: "Move", actions: [AlertAction("Archive"), AlertAction("Cancel", role: .cancel)],
        presentation: .confirmationDialog)
      try navigator.showAlert(sheet)
      await app.settle("an action sheet over a sheet")
      #expect(app.user.tapOutsidePopover() == .dismissed)
      try navigator.replace(with: NavigationState(root: navigator.state.root))
      await app.settle("the user taps it away while the app replaces the state")
      #expect(navigator.state.layers.isEmpty)
    }

    /// A sheet UIKit refused five times, with a push into it queued behind: the host gives up on
    /// the sheet and reports it dismissed, and the queued push must not be shown on a level the
    /// host no longer has (NavigatorHost.swift:617-629 at 77927e8; before the fix the
    /// test process crashed, an index out of range). The host's retries take about three
    /// seconds.
    @Test func aLayerTheHostGivesUpOnTakesTheStepsQueuedForItAway() async throws {
      let app = await launch()
      let navigator = app.navigator
      UIKitModel.presentationsToRefuse = 5
      var problems: [UIKitPresentationProblem] = []
      try #require(app.scene as? NavigatorHost<Int>).onPresentationProblem = { problems.append($0) }
      try navigator.present(1, as: .sheet)
      try navigator.push(2)
      try await waitUntil { navigator.hosting.currentStep == nil }
      #expect(problems.map(\.gaveUp) == [false, false, false, false, true])
      UIKitModel.reset()
      await app.settle("the host gave up on the sheet")
      #expect(navigator.state.layers.isEmpty)
    }

    /// The app presents its own full-screen controller (a camera, a video) and the engine then
    /// presents a sheet: the presenter's view is out of the window because the app's controller
    /// covers it, so the sheet goes over that controller at once, instead of being retried for
    /// three seconds and reported dismissed by the user (NavigatorHost.swift:560-561,
    /// 586-595 at 77927e8).
    @Test func aSheetOverTheAppsOwnFullScreenControllerIsPresentedOverItAtOnce() async throws {
      let app = await launch()
      let navigator = app.navigator
      var problems: [UIKitPresentationProblem] = []
      try #require(app.scene as? NavigatorHost<Int>).onPresentationProblem = { problems.append($0) }
      let camera = UIViewController()
      camera.modalPresentationStyle = .fullScreen
      try #require(app.topScreen).present(camera, animated: true)
      await UIKitModel.settle()
      try navigator.present(1, as: .sheet)
      await UIKitModel.settle()
      #expect(navigator.hosting.currentStep == nil)
      #expect(camera.presentedViewController is UINavigationController)
      #expect(problems.map(\.reason) == [.presenterAlreadyPresenting])
      #expect(problems.allSatisfy { !$0.gaveUp })
      #expect(navigator.state.layers.count == 1)
    }

    /// A guarded sheet the app dismisses (overriding the guard) left the host's record that it
    /// disabled (now: fronts the delegate of) that navigation controller's pop gesture, keyed by
    /// its address: a later sheet allocated at the same address inherited it, and kept its
    /// gesture unguarded on a guarded screen (NavigatorHost.swift:105, 936-949 at 77927e8).
    /// The allocator rarely reuses the address here, so the test also reads the host's record
    /// (testable import): no entry may outlive its navigation controller's level.
    @Test func aGuardedSheetsGestureRecordGoesWithTheSheet() async throws {
      let app = await launch()
      let navigator = app.navigator
      let host = try #require(app.scene as? NavigatorHost<Int>)
      for attempt in 0..<10 {
        try navigator.present(10 * attempt + 1, as: .sheet)
        let first = try navigator.push(10 * attempt + 2)
        try navigator.update { try $0.setLeaveGuard(true, for: first) }
        await app.settle("a guarded screen on a sheet")
        // Its identity only: holding the sheet's navigation controller would keep it alive.
        let sheet = try #require(host.levels.last.map { ObjectIdentifier($0) })
        #expect(host.guardedGestures[sheet]?.proxies.isEmpty == false)
        try navigator.dismiss(overridingLeaveGuards: true)
        await app.settle("the app dismisses it")
        let levels = Set(host.levels.map { ObjectIdentifier($0) })
        #expect(host.guardedGestures.keys.allSatisfy { levels.contains($0) })
        #expect(host.guardedGestures.values.allSatisfy { $0.navigationController != nil })
      }
    }

    /// UIKit asks the window's root view controller for the status bar and the orientations;
    /// the host's container must pass the question to what it shows, or no screen's preference
    /// (nor a navigation controller delegate's orientations) ever reaches UIKit (
    /// NavigatorHostContainerViewController.swift:45-46 at 77927e8).
    @Test func theContainerPassesTheStatusBarAndOrientationsToWhatItShows() async throws {
      let app = await launch()
      let content = try #require(
        app.window.rootViewController?.children.first as? UINavigationController)
      #expect(app.window.statusBarStyleController === content)
      #expect(app.window.statusBarHiddenController === content)
      let portrait = PortraitDelegate()
      content.delegate = portrait  // as an app may assign its own, before the host adopts it
      #expect(app.window.supportedInterfaceOrientations == .portrait)
    }

    /// The host's own documentation kept it in a local: nothing retained it, so its observation
    /// and delegates died and the navigator waited forever for a host that was gone (
    /// NavigatorHost.swift:32-40 at 77927e8). A host that goes away now lets its navigator show
    /// changes by itself.
    @Test func aHostThatGoesAwayLetsItsNavigatorShowChangesByItself() async throws {
      UIKitModel.reset()
      let navigator = Navigator(root: 0)
      let window = UIWindow(regularWidth: false)
      do {
        let host = NavigatorHost(navigator: navigator) { ScreenController(screen: $0) }
        window.rootViewController = host.rootViewController
      }
      window.makeKeyAndVisible()
      await UIKitModel.settle()
      try navigator.push(1)
      await UIKitModel.settle()
      #expect(navigator.hosting.currentStep == nil)
      #expect(navigator.hosting.shownState == navigator.state)
      let replacement = NavigatorHost(navigator: navigator) { ScreenController(screen: $0) }
      window.rootViewController = replacement.rootViewController
      try navigator.push(2)
      await UIKitModel.settle()
      #expect(navigator.hosting.shownState == navigator.state)
      #expect(ModelUser(of: window).visibleNavigationController?.viewControllers.count == 3)
    }

    /// Two layers in one step (a deep link, a restored state): UIKit refuses a presentation from
    /// a controller still being presented, so the host presents the second from the first only
    /// once UIKit completed the first.
    @Test func twoLayersInOneStepArePresentedOneAfterTheOther() async throws {
      let app = await launch()
      let navigator = app.navigator
      var target = navigator.state
      try target.present(1, as: .sheet)
      try target.present(2, as: .sheet)
      try navigator.replace(with: target)
      await app.settle("two sheets at once")
      #expect(app.window.presentedViewControllers.count == 2)
      var withAlert = NavigationState(root: 0, pushing: [])
      try withAlert.present(3, as: .sheet)
      try withAlert.showAlert(AlertState(title: "Saved"))
      try navigator.replace(with: withAlert)
      await app.settle("a sheet and an alert over it at once")
      #expect(app.window.presentedViewControllers.last is UIAlertController)
    }

    /// Found by the random test (seed 50): the user taps an alert's button and, while UIKit
    /// dismisses the alert, the app changes the base (a split layout). The host must begin the
    /// step at once, as the engine reads what the user answered against it, and show the split.
    @Test func aChangeTheAppMakesWhileUIKitDismissesAnAnsweredAlertIsShown() async throws {
      let app = await launch()
      let navigator = app.navigator
      try navigator.showAlert(AlertState(title: "Saved"))
      await app.settle("show the alert")
      #expect(app.user.tapAlertButton("OK"))
      try navigator.update { $0.setSplitLayout(.threeColumns) }
      await app.settle("the user answers while the app makes a split view")
      #expect(app.window.rootViewController?.children.first is UISplitViewController)
    }

    /// Found by the random test (seed 20): the user holds an edge swipe in a cover while the app
    /// changes the base under it. The host waits for the swipe; when the user lets go, the Back
    /// is read against what UIKit shows and the app's change is still shown after it.
    @Test(arguments: [true, false])
    func aChangeTheAppMakesWhileTheUserHoldsASwipeIsShownAfterIt(completing: Bool) async throws {
      let app = await launch(regularWidth: true)
      let navigator = app.navigator
      try navigator.present(1, as: .cover)
      try navigator.push(2)
      await app.settle("a cover with two screens")
      #expect(app.user.beginSwipeBack())
      try navigator.update { $0.setSplitLayout(.twoColumns) }
      await UIKitModel.settle()
      #expect(app.user.endSwipeBack(completing: completing))
      await app.settle("the user lets go")
      #expect(navigator.state.layers.first?.pushed.count == (completing ? 0 : 1))
      #expect(app.window.rootViewController?.children.first is UISplitViewController)
    }

    /// Found by the random test (seeds 372 and 383): on an iPad the user taps outside an action
    /// sheet's popover. Every action sheet has a cancel action (its own, or the host's Cancel
    /// for one without), so the tap dismisses it without a choice, whatever its actions: the
    /// engine answers no action, and no alert stays in the state that UIKit no longer shows.
    @Test(arguments: [["OK"], ["Archive", "Trash"]])
    func aTapOutsideAnActionSheetDismissesItWithoutAChoice(actions: [String]) async throws {
      let app = await launch(regularWidth: true)
      let navigator = app.navigator
      let sheet = try AlertState(
        title: "Move", actions: actions.map { AlertAction($0) },
        presentation: .confirmationDialog)
      var answers: [String?] = []
      try navigator.showAlert(sheet) { answers.append($0?.id) }
      await app.settle("show the action sheet")
      let outcome = app.user.tapOutsidePopover()
      await app.settle("tap outside its popover")
      #expect(outcome == .dismissed)
      #expect(navigator.state.alert == nil)
      #expect(answers == [nil], "no action, not its only one")
    }
  }
}

/// Waits, turn by turn and then in real time, until `condition` holds, for at most `seconds`.
@MainActor
func waitUntil(seconds: Double = 10, _ condition: () -> Bool) async throws {
  let start = Date()
  while !condition() {
    guard Date().timeIntervalSince(start) < seconds else {
      Issue.record("still waiting after \(seconds) s")
      return
    }
    await UIKitModel.settle()
    try await Task.sleep(for: .milliseconds(20))
  }
}

/// A navigation controller delegate that keeps its screens in portrait.
@MainActor
final class PortraitDelegate: NSObject, UINavigationControllerDelegate {
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask { .portrait }
}
