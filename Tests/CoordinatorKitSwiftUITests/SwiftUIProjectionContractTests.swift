import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// Replays what SwiftUI does to a host's navigation bindings (`NavigationStack(path:)`,
/// `.sheet(item:)`, `.fullScreenCover(item:)`, `.alert(isPresented:)`) and checks what the
/// projection makes of it, then feeds the result to a real navigator attached as a SwiftUI host.
@MainActor
@Suite("SwiftUI projection contract")
struct SwiftUIProjectionContractTests {
  private typealias Layer = SwiftUINavigationProjection.PresentedLayer

  // MARK: Paths

  /// SwiftUI's `NavigationStack(path:)` shows several values appended in one update as one
  /// transition, so the engine merges the pushes into one step; FlowStacks does the same
  /// (`FlowPath.calculateSteps(from:to:allowNavigationUpdatesInOne:)` in
  /// Sources/FlowStacks/FlowPath+calculateSteps.swift folds successive pushes into one step
  /// when NavigationStack is in use). SwiftUI writing the path back unchanged is an echo; a path
  /// it lengthens comes from a `NavigationLink(value:)`, which this architecture does not use.
  @Test func severalPushesAreOnePathWriteAndItsWriteBackIsAnEcho() throws {
    let plan = TransitionPlan(
      from: try state(""), to: try state("P2,P3,P4"), capabilities: .oneDismissalPerStep)
    #expect(plan.map(\.action) == [.push(count: 3, level: 0)])
    let pushed = try #require(plan.last)
    let projection = SwiftUINavigationProjection(pushed.state)
    #expect(projection.levels.map { Array($0.path) } == [screenIDs("2", "3", "4")])
    #expect(SwiftUIStepCompletion.completions(of: plan) == [.appearance(of: screenID("4"))])

    let echo = SwiftUIBindingWrite.path(
      level: 0, rendered: screenIDs("2", "3", "4"), written: screenIDs("2", "3", "4"))
    let appended = SwiftUIBindingWrite.path(
      level: 0, rendered: screenIDs("2", "3", "4"), written: screenIDs("2", "3", "4", "5"))
    #expect(projection.userNavigation(for: echo) == nil)
    #expect(projection.userNavigation(for: appended) == nil)

    let navigator = try attachedNavigator("", capabilities: .oneDismissalPerStep)
    try navigator.replace(with: try state("P2,P3,P4"))
    #expect(navigator.hosting.currentStep?.action == .push(count: 3, level: 0))
    showAllSteps(navigator)
    let now = SwiftUINavigationProjection(navigator.hosting.displayedState)
    try report(now.userNavigation(for: echo), to: navigator)
    try report(now.userNavigation(for: appended), to: navigator)
    #expect(notation(navigator.state) == "[P2,P3,P4]")
  }

  /// A completed back swipe (or the Back button) makes `NavigationStack` remove the top value
  /// from its path; the back button's long-press menu removes several at once (Apple,
  /// https://developer.apple.com/documentation/swiftui/navigationstack: "remove views using
  /// built-in, platform-appropriate controls, like a Back button or a swipe gesture").
  @Test func completedBackSwipeWritesThePathOneShorter() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    let rendered = Array(
      SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].path)
    let swipe = SwiftUIBindingWrite.path(level: 0, rendered: rendered, written: screenIDs("2"))
    let event = SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(
      for: swipe)
    #expect(event == .wentBack(to: screenID("2")))
    try report(event, to: navigator)
    #expect(notation(navigator.state) == "[P2]")

    // The back button's menu, down to the root.
    let again = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    let toRoot = SwiftUIBindingWrite.path(level: 0, rendered: rendered, written: [])
    let rootEvent = SwiftUINavigationProjection(again.hosting.displayedState).userNavigation(
      for: toRoot)
    #expect(rootEvent == .wentBack(to: screenID("root")))
    try report(rootEvent, to: again)
    #expect(notation(again.state) == "[]")
  }

  /// A back swipe the user lets go of leaves the path as it was: SwiftUI writes nothing, or the
  /// same path. Peers only apply a path that shrank: swift-navigation's
  /// `NavigationStackController` (Sources/UIKitNavigation/Navigation/NavigationStackController.swift,
  /// `PathDelegate.navigationController(_:didShow:animated:)`) writes the path back only when
  /// `oldPath.count > newPath.count`.
  @Test func cancelledBackSwipeWritesNothingOrTheSamePath() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    let rendered = Array(projection.levels[0].path)
    let same = SwiftUIBindingWrite.path(level: 0, rendered: rendered, written: rendered)
    #expect(projection.userNavigation(for: same) == nil)
    try report(projection.userNavigation(for: same), to: navigator)
    #expect(notation(navigator.state) == "[P2,P3]")
  }

  /// During a programmatic pop SwiftUI writes the path it is animating to, sometimes an
  /// intermediate one, after the engine's state is already shorter. Applying those writes again
  /// pops twice: UIPilot's issue #34 ("Manual pop() causes two routes to be deleted") and TCA's
  /// issue #3653 (a crash indexing a path that a late write no longer matched).
  @Test func pathWritesDuringAProgrammaticPopAreEchoes() throws {
    let navigator = try attachedNavigator("P2,P3,P4", capabilities: .swiftUI)
    let rendered = Array(
      SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].path)
    try navigator.update { try $0.popToRoot() }
    #expect(navigator.hosting.currentStep?.action == .pop(count: 3, level: 0))
    let during = SwiftUINavigationProjection(navigator.hosting.displayedState)
    for written in [[], screenIDs("2"), screenIDs("2", "3")] {
      let write = SwiftUIBindingWrite.path(level: 0, rendered: rendered, written: written)
      #expect(during.userNavigation(for: write) == nil, "written \(written)")
      try report(during.userNavigation(for: write), to: navigator)
    }
    #expect(notation(navigator.state) == "[]")

    // A partial pop: SwiftUI's write of the shorter path matches what the engine shows.
    let partial = try attachedNavigator("P2,P3,P4", capabilities: .swiftUI)
    try partial.pop(to: screenID("3"))
    let write = SwiftUIBindingWrite.path(
      level: 0, rendered: rendered, written: screenIDs("2", "3"))
    #expect(
      SwiftUINavigationProjection(partial.hosting.displayedState).userNavigation(for: write) == nil)
    showAllSteps(partial)
    #expect(notation(partial.state) == "[P2,P3]")

    // The engine replaced the top screen meanwhile (3 by 5): SwiftUI's late write for the path
    // it rendered must not pop 5, which the user never saw.
    let replaced = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    try replaced.replace(with: try state("P2,P5"))
    let late = SwiftUIBindingWrite.path(
      level: 0, rendered: screenIDs("2", "3"), written: screenIDs("2"))
    #expect(
      SwiftUINavigationProjection(replaced.hosting.displayedState).userNavigation(for: late) == nil)
    showAllSteps(replaced)
    #expect(notation(replaced.state) == "[P2,P5]")
  }

  // MARK: Sheets and covers

  /// A sheet's item binding is set to `nil` only at the very end of its dismissal (FlowStacks
  /// issue #69), so after the engine dismissed sheet A and presented sheet B from the same
  /// level, A's late `nil` must not dismiss B. swift-navigation clears an item only while it
  /// still has the presented identity (`onDismiss` in
  /// Sources/UIKitNavigation/Navigation/Presentation.swift compares `presentationID`), and
  /// FlowStacks' `Node.isActiveBinding` ignores a `false` once the routes no longer present it.
  @Test func lateNilFromADismissedSheetWhileANewSheetIsPresentedAtTheSameLevel() throws {
    let navigator = try attachedNavigator("S2", capabilities: .swiftUI)
    let renderedA = SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].sheet
    #expect(renderedA == Layer(id: screenID("2"), style: .sheet))
    try navigator.update { try $0.dismiss() }
    try navigator.update { try $0.present("3", as: .sheet) }

    // The dismissal step: the binding is rendered with nil, then A's nil arrives.
    let dismissal = try #require(navigator.hosting.currentStep)
    #expect(dismissal.action == .dismiss(layers: 1))
    #expect(
      SwiftUIStepCompletion(of: dismissal, from: navigator.hosting.shownState)
        == .dismissal(presentedFromLevel: 0))
    let lateNil = SwiftUIBindingWrite.presentedLayer(level: 0, rendered: renderedA, written: nil)
    let nilOverNil = SwiftUIBindingWrite.presentedLayer(level: 0, rendered: nil, written: nil)
    for write in [lateNil, nilOverNil] {
      #expect(
        SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(for: write)
          == nil)
    }
    navigator.hostDidShow(dismissal.id)

    // The presentation step of B: A's nil is still late, not a swipe-down of B.
    let presentation = try #require(navigator.hosting.currentStep)
    #expect(presentation.action == .present(.sheet, level: 1))
    let showingB = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(showingB.levels[0].sheet?.id != renderedA?.id)
    #expect(showingB.userNavigation(for: lateNil) == nil)
    try report(showingB.userNavigation(for: lateNil), to: navigator)
    #expect(notation(navigator.state) == "[S3]")
  }

  /// Swiping down a sheet presented from a level that has pushes dismisses that sheet only; the
  /// pushes under it stay. FlowStacks issue #64 ("Screen is dismissed twice when swiping down on
  /// a sheet") is this case going wrong: push, present a sheet, swipe it down.
  @Test func swipeDownOfASheetAtLevelTwoWhileLevelOneHasPushes() throws {
    let navigator = try attachedNavigator("S2,P3,S4", capabilities: .swiftUI)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(projection.levels[1].root == screenID("2"))
    #expect(Array(projection.levels[1].path) == screenIDs("3"))
    let rendered = projection.levels[1].sheet
    #expect(rendered == Layer(id: screenID("4"), style: .sheet))

    let swipe = SwiftUIBindingWrite.presentedLayer(level: 1, rendered: rendered, written: nil)
    let event = projection.userNavigation(for: swipe)
    #expect(event == .dismissedLayer(containing: screenID("4")))
    try report(event, to: navigator)
    #expect(notation(navigator.state) == "[S2,P3]")

    // SwiftUI then confirms the level's path and repeats the nil: both echoes now.
    let after = SwiftUINavigationProjection(navigator.hosting.displayedState)
    let path = SwiftUIBindingWrite.path(
      level: 1, rendered: screenIDs("3"), written: screenIDs("3"))
    #expect(after.userNavigation(for: path) == nil)
    #expect(after.userNavigation(for: swipe) == nil)
  }

  /// A popover is the item of its level's `.popover(item:)` only, never of the sheet or cover
  /// there. Tapping outside it makes SwiftUI write `nil` to that binding (Apple,
  /// popover(item:attachmentAnchor:arrowEdge:content:): the system sets `item` to `nil` when it
  /// dismisses the popover), which is the user's dismissal of that layer, as a sheet's swipe.
  /// In a compact width SwiftUI shows the same binding as a sheet: the state does not change.
  @Test func aPopoverIsItsOwnModifiersItemAndATapOutsideDismissesItsLayer() throws {
    let navigator = try attachedNavigator("P2,O3,P4,O5", capabilities: .swiftUI)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(projection.levels.map(\.root) == screenIDs("root", "3", "5"))
    #expect(projection.levels[0].popover == Layer(id: screenID("3"), style: .popover))
    #expect(projection.levels[1].popover == Layer(id: screenID("5"), style: .popover))
    for level in projection.levels {
      #expect(level.sheet == nil && level.fullScreenCover == nil)
    }

    let tapOutside = SwiftUIBindingWrite.presentedLayer(
      level: 1, rendered: projection.levels[1].popover, written: nil)
    let event = projection.userNavigation(for: tapOutside)
    #expect(event == .dismissedLayer(containing: screenID("5")))
    try report(event, to: navigator)
    #expect(notation(navigator.state) == "[P2,O3,P4]")
    let after = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(after.userNavigation(for: tapOutside) == nil, "the late nil is an echo")
    #expect(after.levels[1].popover == nil && after.levels[0].popover?.id == screenID("3"))

    // The engine's own dismissal ends with the signal the popover's content sends as it leaves
    // (`popover(item:)` has no `onDismiss`); its presentation, with its root's appearance.
    let dismissal = TransitionPlan(
      from: try state("P2,O3,P4,O5"), to: try state("P2,O3,P4"), capabilities: .swiftUI)
    #expect(SwiftUIStepCompletion.completions(of: dismissal) == [.dismissal(presentedFromLevel: 1)])
    let presentation = TransitionPlan(
      from: try state("P2"), to: try state("P2,O3"), capabilities: .swiftUI)
    #expect(SwiftUIStepCompletion.completions(of: presentation) == [.appearance(of: screenID("3"))])
  }

  /// iOS 17 dismisses several sheets and covers in one update; iOS 16 one per update. FlowStacks
  /// encodes the same (`allowMultipleDismissalsInOne` in FlowPath+calculateSteps.swift is true
  /// from iOS 17). Every late `nil` from the dismissed presentations is an echo.
  @Test func dismissAllFromDepthThreeIsOneUpdateOnIOS17AndOneUpdatePerLayerOnIOS16() throws {
    let deep = try state("S2,S3,S4")
    let start = SwiftUINavigationProjection(deep)
    let lateNils = start.levels.indices.map { level in
      SwiftUIBindingWrite.presentedLayer(
        level: level, rendered: start.levels[level].presentedLayer, written: nil)
    }

    let batched = TransitionPlan(from: deep, to: try state(""), capabilities: .swiftUI)
    #expect(batched.map(\.action) == [.dismiss(layers: 3)])
    let batchedProjection = SwiftUINavigationProjection(try #require(batched.last).state)
    #expect(batchedProjection.levels.count == 1)
    #expect(batchedProjection.levels[0].presentedLayer == nil)
    #expect(SwiftUIStepCompletion.completions(of: batched) == [.dismissal(presentedFromLevel: 0)])
    for write in lateNils {
      #expect(batchedProjection.userNavigation(for: write) == nil)
    }

    let oneByOne = TransitionPlan(from: deep, to: try state(""), capabilities: .oneDismissalPerStep)
    #expect(oneByOne.map(\.action) == Array(repeating: .dismiss(layers: 1), count: 3))
    #expect(
      SwiftUIStepCompletion.completions(of: oneByOne) == [
        .dismissal(presentedFromLevel: 2), .dismissal(presentedFromLevel: 1),
        .dismissal(presentedFromLevel: 0),
      ])
    var previous = start
    for step in oneByOne {
      let projection = SwiftUINavigationProjection(step.state)
      #expect(changedPresentations(from: previous, to: projection) == [projection.topLevel])
      // The nils of this dismissal and of the earlier ones are late; a nil from a level below
      // would be a real swipe-down of a layer still shown.
      for write in lateNils[projection.topLevel...] {
        #expect(projection.userNavigation(for: write) == nil)
      }
      previous = projection
    }

    // Through navigators: each step shown, with the nils SwiftUI writes for it meanwhile.
    for (capabilities, stepCount) in [
      (TransitionCapabilities.swiftUI, 1), (.oneDismissalPerStep, 3),
    ] {
      let navigator = try attachedNavigator("S2,S3,S4", capabilities: capabilities)
      try navigator.update { try $0.dismissAll() }
      var shownSteps = 0
      while let step = navigator.hosting.currentStep {
        let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
        for write in lateNils[projection.topLevel...] {
          #expect(projection.userNavigation(for: write) == nil)
        }
        navigator.hostDidShow(step.id)
        shownSteps += 1
      }
      #expect(shownSteps == stepCount)
      #expect(notation(navigator.state) == "[]")
    }
  }

  /// A deep link three layers deep from the bare root: SwiftUI presents one sheet or cover per
  /// update, each with its stack (FlowStacks' `calculateSteps` appends each presented route as
  /// its own step; TCACoordinators' `routeWithDelaysIfUnsupported` spaces them out), so every
  /// step changes one binding, and each completes when its top screen appears.
  @Test func threeLayerDeepLinkFromTheBareRootChangesOneBindingPerStep() throws {
    let deep = try state("P2,S3,P4,C5,S6,P7")
    let bareRoot = try state("")
    let plan = TransitionPlan(from: bareRoot, to: deep, capabilities: .oneDismissalPerStep)
    #expect(
      plan.map(\.action) == [
        .push(count: 1, level: 0), .present(.sheet, level: 1), .present(.cover, level: 2),
        .present(.sheet, level: 3),
      ])
    #expect(
      SwiftUIStepCompletion.completions(of: plan) == [
        .appearance(of: screenID("2")), .appearance(of: screenID("4")),
        .appearance(of: screenID("5")), .appearance(of: screenID("7")),
      ])
    var previous = SwiftUINavigationProjection(bareRoot)
    for step in plan {
      let projection = SwiftUINavigationProjection(step.state)
      let paths = changedPaths(from: previous, to: projection)
      let presentations = changedPresentations(from: previous, to: projection)
      #expect(paths.count + presentations.count == 1, "step \(step.action)")
      previous = projection
    }
    let final = SwiftUINavigationProjection(deep)
    #expect(final.levels.map(\.root) == screenIDs("root", "3", "5", "6"))
    #expect(
      final.levels.map { Array($0.path) } == [screenIDs("2"), screenIDs("4"), [], screenIDs("7")])
    #expect(final.levels[1].fullScreenCover == Layer(id: screenID("5"), style: .cover))

    // The same steps through a navigator that restores the deep state.
    let navigator = Navigator(deep)
    navigator.attachHost(capabilities: .oneDismissalPerStep)
    #expect(notation(navigator.hosting.shownState) == "[]")
    var actions: [StepAction] = []
    while let step = navigator.hosting.currentStep {
      actions.append(step.action)
      navigator.hostDidShow(step.id)
    }
    #expect(actions == plan.map(\.action))
    #expect(notation(navigator.state) == "[P2,S3,P4,C5,S6,P7]")
  }

  /// A stack replaced under a cover that stays: the cover's item keeps its identity, so SwiftUI
  /// keeps the cover up (Apple, sheet(item:onDismiss:content:): "If item changes, the system
  /// dismisses the sheet and replaces it"); the covered `NavigationStack` gets its new path out
  /// of sight, and a write from it is not the user's (FlowStacks leaves it open: "TODO: Handle
  /// if change is not on top of stack?" in `navigationStackFrom` of EmbedModifier.swift).
  @Test func stackReplacedUnderACoverThatStays() throws {
    let start = try state("P2,C3")
    let plan = TransitionPlan(from: start, to: try state("P4,C3"), capabilities: .swiftUI)
    #expect(plan.map(\.action) == [.replaceStack(level: 0)])
    let step = try #require(plan.last)
    let before = SwiftUINavigationProjection(start)
    let after = SwiftUINavigationProjection(step.state)
    #expect(Array(after.levels[0].path) == screenIDs("4"))
    #expect(after.levels[0].fullScreenCover == before.levels[0].fullScreenCover)
    #expect(SwiftUIStepCompletion(of: step, from: start) == .immediately)

    let coveredWrite = SwiftUIBindingWrite.path(level: 0, rendered: screenIDs("2"), written: [])
    #expect(after.userNavigation(for: coveredWrite) == nil)
    #expect(before.userNavigation(for: coveredWrite) == nil, "level 0 is covered: no back there")

    let navigator = try attachedNavigator("P2,C3", capabilities: .swiftUI)
    try navigator.replace(with: try state("P4,C3"))
    #expect(navigator.hosting.currentStep?.action == .replaceStack(level: 0))
    try report(
      SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(
        for: coveredWrite),
      to: navigator)
    #expect(notation(navigator.state) == "[P4,C3]")
  }

  /// A new root replaces the base stack in one step: `NavigationStack`'s root view is not part
  /// of its path (Apple, init(path:root:): "root: The view to display when the stack is
  /// empty"), so the projection changes the level's root, and a late write of the old path is
  /// stale.
  @Test func rootReplacementReplacesTheBaseStack() throws {
    let start = try state("P2")
    let target = try state("P5", rootName: "home2")
    let plan = TransitionPlan(from: start, to: target, capabilities: .swiftUI)
    #expect(plan.map(\.action) == [.replaceStack(level: 0)])
    let step = try #require(plan.last)
    let projection = SwiftUINavigationProjection(step.state)
    #expect(projection.levels[0].root == screenID("home2"))
    #expect(Array(projection.levels[0].path) == screenIDs("5"))
    #expect(SwiftUIStepCompletion(of: step, from: start) == .appearance(of: screenID("5")))

    let stale = SwiftUIBindingWrite.path(level: 0, rendered: screenIDs("2"), written: [])
    #expect(projection.userNavigation(for: stale) == nil)

    // A new root under the same pushed screen: the user keeps seeing that screen, whose view
    // does not appear again, so the step cannot wait for an appearance.
    let sameTop = TransitionPlan(
      from: start, to: try state("P2", rootName: "home2"), capabilities: .swiftUI)
    #expect(sameTop.map(\.action) == [.replaceStack(level: 0)])
    #expect(SwiftUIStepCompletion.completions(of: sameTop) == [.immediately])

    let navigator = try attachedNavigator("P2", capabilities: .swiftUI)
    try navigator.replace(with: target)
    try report(
      SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(for: stale),
      to: navigator)
    #expect(navigator.state.root.id == screenID("home2"))
    #expect(notation(navigator.state) == "[P5]")
  }

  // MARK: Alerts

  /// An alert over a sheet. SwiftUI sets `isPresented` to `false` after a button's action runs
  /// (Apple, alert(_:isPresented:actions:): "When the user presses or taps one of the alert's
  /// actions, the system sets this value to false and dismisses"), so that write follows the
  /// button's report and is an echo; a dismissal with no button answers the cancel action, or
  /// no action. A confirmation dialog goes to SwiftUI's `confirmationDialog` modifier, never
  /// `alert`, and is answered as an alert is: by a button, or dismissed by a tap outside.
  @Test func aConfirmationDialogShowsWithItsOwnModifierAndIsAnsweredAsAnAlert() throws {
    let dialog = try AlertState.confirmationDialog(
      title: "Discard changes?",
      actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
    let navigator = Navigator(try state("P2", alert: dialog))
    navigator.attachHost(capabilities: .swiftUI)
    showAllSteps(navigator)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(projection.alertByModifier.confirmationDialog == dialog)
    #expect(projection.alertByModifier.alert == nil)
    let alert = try cancellableAlert()
    let alertProjection = SwiftUINavigationProjection(try state("P2", alert: alert))
    #expect(alertProjection.alertByModifier.alert == alert)
    #expect(alertProjection.alertByModifier.confirmationDialog == nil)
    let bare = SwiftUINavigationProjection(try state("P2"))
    #expect(bare.alertByModifier.alert == nil && bare.alertByModifier.confirmationDialog == nil)

    let dismissed = SwiftUIBindingWrite.alertDismissed(rendered: dialog.id)
    let cancelEvent = projection.userNavigation(for: dismissed)
    #expect(cancelEvent == .dismissedAlert(alertID: dialog.id))
    try report(cancelEvent, to: navigator)
    #expect(navigator.state.alert == nil && notation(navigator.state) == "[P2]")
  }

  @Test func alertOverASheetAnswersByButtonOrByItsCancelAction() throws {
    let alert = try cancellableAlert()
    let navigator = Navigator(try state("S2", alert: alert))
    navigator.attachHost(capabilities: .swiftUI)
    let steps = TransitionPlan(
      from: try state(""), to: try state("S2", alert: alert), capabilities: .swiftUI)
    #expect(steps.map(\.action) == [.present(.sheet, level: 1), .showAlert])
    #expect(SwiftUIStepCompletion.completions(of: steps).last == .immediately)
    showAllSteps(navigator)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(projection.topLevel == 1)
    #expect(projection.alert == alert)

    let tap = SwiftUIBindingWrite.alertButtonTapped(actionID: "Discard", rendered: alert.id)
    let tapEvent = projection.userNavigation(for: tap)
    #expect(tapEvent == .choseAlertAction(actionID: "Discard", alertID: alert.id))
    try report(tapEvent, to: navigator)
    let dismissed = SwiftUIBindingWrite.alertDismissed(rendered: alert.id)
    #expect(
      SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(for: dismissed)
        == nil)
    #expect(notation(navigator.state) == "[S2]")

    // Dismissed without a button (Esc on a keyboard): the cancel action.
    let other = Navigator(try state("S2", alert: alert))
    other.attachHost(capabilities: .swiftUI)
    showAllSteps(other)
    let cancelEvent = SwiftUINavigationProjection(other.hosting.displayedState).userNavigation(
      for: dismissed)
    #expect(cancelEvent == .dismissedAlert(alertID: alert.id))
    try report(cancelEvent, to: other)
    #expect(notation(other.state) == "[S2]")

    // An alert with two ordinary actions, dismissed without a button, answers no action.
    let undecided = try AlertState(
      title: "Which?", actions: [AlertAction("Left"), AlertAction("Right")])
    let choice = SwiftUINavigationProjection(try state("S2", alert: undecided))
    #expect(
      choice.userNavigation(for: .alertDismissed(rendered: undecided.id))
        == .dismissedAlert(alertID: undecided.id))
    #expect(choice.userNavigation(for: .alertDismissed(rendered: alert.id)) == nil, "an echo")
  }

  // MARK: Split views

  /// Collapsed, a `NavigationSplitView` is one stack: the sidebar, then the detail column's
  /// `NavigationStack` with its pushes. Going back from a pushed detail screen straight to the
  /// sidebar (the back button's menu) makes SwiftUI set `preferredCompactColumn` to `.sidebar`
  /// (Apple, NavigationSplitView.init(preferredCompactColumn:sidebar:detail:): the binding
  /// "controls which column appears on top when the view collapses") and may write the detail
  /// path too; the docs leave the order open. Either order ends with the user's one back to the
  /// sidebar, and the later write is an echo.
  @Test(arguments: [false, true])
  func compactBackToTheSidebarWritesTheColumnAndTheDetailPathInEitherOrder(columnFirst: Bool)
    throws
  {
    let navigator = try attachedNavigator("P2,P3,P4", capabilities: .swiftUI)
    try navigator.update { $0.setSplitLayout(.twoColumns) }
    showAllSteps(navigator)
    let rendered = try #require(
      SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].splitColumns)
    #expect(rendered.compactColumn == .detail && rendered.detailPath == screenIDs("3", "4"))
    let column = SwiftUIBindingWrite.compactColumn(level: 0, rendered: rendered, written: .sidebar)
    let path = SwiftUIBindingWrite.detailPath(level: 0, rendered: rendered, written: [])
    var events: [UserNavigation] = []
    for write in columnFirst ? [column, path] : [path, column] {
      let event = SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(
        for: write)
      events += event.map { [$0] } ?? []
      try report(event, to: navigator)
    }
    #expect(
      events
        == (columnFirst
          ? [.wentBack(to: screenID("root"))]
          : [.wentBack(to: screenID("2")), .wentBack(to: screenID("root"))]))
    #expect(notation(navigator.state) == "[]" && navigator.state.splitLayout == .twoColumns)
    let after = try #require(
      SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].splitColumns)
    #expect(after.compactColumn == .sidebar && after.detailRoot == nil)
  }

  // MARK: Every plan

  /// Whatever the change, a SwiftUI step changes at most one sheet or cover binding among the
  /// levels it keeps (a dismissal of several layers removes the levels above that one), as
  /// SwiftUI presents or dismisses one presentation per update.
  @Test(arguments: [TransitionCapabilities.oneDismissalPerStep, .swiftUI])
  func everyStepChangesAtMostOnePresentationBinding(capabilities: TransitionCapabilities) throws {
    let states = try sampleStates()
    for start in states {
      for target in states {
        var previous = SwiftUINavigationProjection(start)
        for step in TransitionPlan(from: start, to: target, capabilities: capabilities) {
          let projection = SwiftUINavigationProjection(step.state)
          #expect(
            changedPresentations(from: previous, to: projection).count <= 1,
            "\(notation(start)) → \(notation(target)): \(step.action)")
          previous = projection
        }
      }
    }
  }

  // MARK: Helpers

  /// The levels both projections have whose sheet or cover item differs.
  private func changedPresentations(
    from old: SwiftUINavigationProjection, to new: SwiftUINavigationProjection
  ) -> [Int] {
    (0..<min(old.levels.count, new.levels.count)).filter {
      old.levels[$0].presentedLayer != new.levels[$0].presentedLayer
    }
  }

  /// The levels both projections have whose root or path differs.
  private func changedPaths(
    from old: SwiftUINavigationProjection, to new: SwiftUINavigationProjection
  ) -> [Int] {
    (0..<min(old.levels.count, new.levels.count)).filter {
      old.levels[$0].path != new.levels[$0].path || old.levels[$0].root != new.levels[$0].root
    }
  }
}
