import Testing
@_spi(UIKitModel) import UIKit

extension ModelRules {
  /// Presenting and dismissing, and the user's swipes and taps on what is presented, as the
  /// model implements them from Apple's documentation.
  @MainActor
  @Suite struct Presentation {
    private func sheet(_ title: String, style: UIModalPresentationStyle = .pageSheet)
      -> UINavigationController
    {
      let sheet = UINavigationController(rootViewController: Screen(title))
      sheet.modalPresentationStyle = style
      return sheet
    }

    @Test func aPresentationIsVisibleAtOnceAndCompletesOnALaterTurn() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let done = Flag()
      let sheet = sheet("Sheet")
      root.present(sheet, animated: true) { done.set() }
      #expect(root.presentedViewController === sheet)
      #expect(sheet.presentingViewController === root)
      #expect(sheet.isBeingPresented)
      #expect(sheet.transitionCoordinator != nil)
      #expect(!done.isSet)
      await UIKitModel.turn()
      #expect(done.count == 1)
      #expect(!sheet.isBeingPresented)
      #expect(window.presentedViewControllers == [sheet])
    }

    @Test func anUnanimatedPresentationCompletesOnTheNextTurnOrAtOnceAsChosen() async {
      let root = Screen("Root")
      shownWindow(root)
      let done = Flag()
      root.present(sheet("A"), animated: false) { done.set() }
      #expect(!done.isSet)
      await UIKitModel.settle()
      #expect(done.isSet)
      UIKitModel.choices.unanimatedPresentationCompletesAtOnce = true
      root.presentedViewController?.present(sheet("B"), animated: false) { done.set() }
      #expect(done.count == 2)
    }

    @Test func aPresentationFromAControllerOutsideAWindowIsRefusedAndNeverCompletes() async {
      UIKitModel.reset()
      let root = Screen("Root")
      let done = Flag()
      root.present(sheet("Sheet"), animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(root.presentedViewController == nil)
      #expect(!done.isSet)
      #expect(UIKitModel.warnings.count == 1)
    }

    @Test func aSecondPresentationFromTheSamePresenterIsRefusedAndNeverCompletes() async {
      let root = Screen("Root")
      shownWindow(root)
      let first = sheet("First")
      root.present(first, animated: true)
      await UIKitModel.settle()
      let done = Flag()
      root.present(sheet("Second"), animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(root.presentedViewController === first)
      #expect(!done.isSet)
      #expect(UIKitModel.warnings.count == 1)
    }

    @Test func aPresentationFromAControllerStillBeingPresentedIsRefused() async {
      let root = Screen("Root")
      shownWindow(root)
      let first = sheet("First")
      root.present(first, animated: true)
      let done = Flag()
      first.present(sheet("Second"), animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(first.presentedViewController == nil)
      #expect(!done.isSet)
      #expect(UIKitModel.warnings.count == 1)
    }

    @Test func aPresentationTheModelIsToldToRefuseShowsNothingAndNeverCompletes() async {
      let root = Screen("Root")
      shownWindow(root)
      UIKitModel.presentationsToRefuse = 1
      let done = Flag()
      root.present(sheet("Sheet"), animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(root.presentedViewController == nil)
      #expect(!done.isSet)
      root.present(sheet("Again"), animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(done.isSet)
    }

    @Test func aChildPresentsThroughTheTopOfItsParents() async {
      let navigation = navigation(["A"], delegate: Recorder())
      shownWindow(navigation)
      let child = navigation.viewControllers[0]
      let sheet = sheet("Sheet")
      child.present(sheet, animated: false)
      await UIKitModel.settle()
      #expect(sheet.presentingViewController === navigation)
      #expect(child.presentedViewController === sheet)
      #expect(child.presentationController == nil)
      #expect(sheet.viewControllers[0].presentationController === sheet.presentationController)
    }

    @Test func dismissingALowerControllerDismissesEverythingAboveOnceThenCompletes() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let first = sheet("First")
      let second = sheet("Second", style: .fullScreen)
      root.present(first, animated: true)
      await UIKitModel.settle()
      first.present(second, animated: true)
      await UIKitModel.settle()
      let done = Flag()
      root.dismiss(animated: true) { done.set() }
      #expect(first.isBeingDismissed && second.isBeingDismissed)
      await UIKitModel.settle()
      #expect(done.count == 1)
      #expect(window.presentedViewControllers.isEmpty)
      #expect(root.presentedViewController == nil)
    }

    @Test func dismissingThePresentedControllerItselfDismissesIt() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let sheet = sheet("Sheet")
      root.present(sheet, animated: false)
      await UIKitModel.settle()
      let done = Flag()
      sheet.viewControllers[0].dismiss(animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(done.isSet)
      #expect(window.presentedViewControllers.isEmpty)
    }

    @Test func dismissingWithNothingToDismissDoesNothingAndByDefaultNeverCompletes() async {
      let root = Screen("Root")
      shownWindow(root)
      let done = Flag()
      root.dismiss(animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(!done.isSet)
      #expect(UIKitModel.warnings.count == 1)
      UIKitModel.choices.emptyDismissalCompletes = true
      root.dismiss(animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(done.isSet)
    }

    @Test func aDismissalWhileThePresentationRunsIsRefused() async {
      let root = Screen("Root")
      shownWindow(root)
      let sheet = sheet("Sheet")
      root.present(sheet, animated: true)
      let done = Flag()
      root.dismiss(animated: true) { done.set() }
      await UIKitModel.settle()
      #expect(root.presentedViewController === sheet)
      #expect(!done.isSet)
    }

    @Test func aFullScreenPresentationTakesThePresentersViewOutOfTheWindowUntilItsDismissal()
      async
    {
      let root = Screen("Root")
      shownWindow(root)
      await UIKitModel.settle()
      root.log = []
      root.present(sheet("Cover", style: .fullScreen), animated: true)
      #expect(root.viewIfLoaded?.window != nil)
      await UIKitModel.settle()
      #expect(root.viewIfLoaded?.window == nil)
      #expect(root.log == ["willDisappear", "didDisappear"])
      root.dismiss(animated: true)
      await UIKitModel.settle()
      #expect(root.viewIfLoaded?.window != nil)
      #expect(root.log == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    }

    @Test func aPageSheetOrAlertLeavesThePresentersViewSoItHearsNothingWhenItGoes() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      await UIKitModel.settle()
      root.log = []
      root.present(sheet("Sheet"), animated: true)
      await UIKitModel.settle()
      #expect(ModelUser(of: window).swipeDown() == .dismissed)
      await UIKitModel.settle()
      let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      root.present(alert, animated: true)
      await UIKitModel.settle()
      #expect(ModelUser(of: window).tapAlertButton("OK"))
      await UIKitModel.settle()
      #expect(root.log.isEmpty)
      #expect(root.viewIfLoaded?.window != nil)
    }

    @Test func aSwipeDownTellsWillDismissThenAfterTheDismissalDidDismiss() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let recorder = Recorder()
      let sheet = sheet("Sheet")
      sheet.presentationController?.delegate = recorder
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      #expect(ModelUser(of: window).swipeDown() == .dismissed)
      #expect(recorder.log == ["shouldDismiss", "willDismiss"])
      #expect(sheet.isBeingDismissed)
      await UIKitModel.settle()
      #expect(recorder.log == ["shouldDismiss", "willDismiss", "didDismiss"])
      #expect(window.presentedViewControllers.isEmpty)
    }

    @Test func theAppsOwnDismissalTellsThePresentationDelegateNothing() async {
      let root = Screen("Root")
      shownWindow(root)
      let recorder = Recorder()
      let sheet = sheet("Sheet")
      sheet.presentationController?.delegate = recorder
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      root.dismiss(animated: true)
      await UIKitModel.settle()
      #expect(recorder.log.isEmpty)
    }

    @Test func aModalSheetOrOneItsDelegateHoldsStaysAndTheDelegateHearsTheAttempt() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let recorder = Recorder()
      let sheet = sheet("Sheet")
      sheet.presentationController?.delegate = recorder
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      sheet.isModalInPresentation = true
      #expect(ModelUser(of: window).swipeDown() == .refused)
      #expect(recorder.log == ["didAttemptToDismiss"])
      sheet.isModalInPresentation = false
      recorder.allowsDismissal = false
      #expect(ModelUser(of: window).swipeDown() == .refused)
      #expect(recorder.log == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
      await UIKitModel.settle()
      #expect(window.presentedViewControllers == [sheet])
    }

    @Test func aSwipeDownLetGoEarlyKeepsTheSheetWithoutDidDismiss() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let recorder = Recorder()
      let sheet = sheet("Sheet")
      sheet.presentationController?.delegate = recorder
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      #expect(ModelUser(of: window).swipeDown(completing: false) == .cancelled)
      await UIKitModel.settle()
      #expect(recorder.log == ["shouldDismiss", "willDismiss"])
      #expect(window.presentedViewControllers == [sheet])
      #expect(!sheet.isBeingDismissed)
    }

    @Test func aFullScreenCoverCannotBeSwipedAway() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      root.present(sheet("Cover", style: .fullScreen), animated: true)
      await UIKitModel.settle()
      #expect(ModelUser(of: window).swipeDown() == .impossible)
    }

    @Test func aDragToAnotherDetentTellsTheDelegateAndTheAppsOwnSelectionDoesNot() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let recorder = Recorder()
      let sheet = sheet("Sheet")
      let controller = sheet.sheetPresentationController
      controller?.detents = [.medium(), .large()]
      controller?.delegate = recorder
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      #expect(controller?.restingDetentIdentifier == .medium)
      controller?.selectedDetentIdentifier = .large
      #expect(recorder.log.isEmpty)
      let user = ModelUser(of: window)
      #expect(!user.dragSheet(to: .large))
      #expect(user.dragSheet(to: .medium))
      #expect(recorder.log == ["didChangeDetent com.apple.UIKit.medium"])
      #expect(!user.dragSheet(to: .init("elsewhere")))
    }

    @Test func aPopoverWithoutASourceRaisesInARegularWidthAndIsASheetInACompactOne() async {
      let root = Screen("Root")
      shownWindow(root, regularWidth: true)
      root.present(sheet("Popover", style: .popover), animated: true)
      #expect(UIKitModel.violations.count == 1)
      #expect(root.presentedViewController == nil)
      let phone = Screen("Phone")
      let window = shownWindow(phone)
      let popover = sheet("Popover", style: .popover)
      phone.present(popover, animated: true)
      await UIKitModel.settle()
      #expect(UIKitModel.violations.isEmpty)
      #expect(popover.popoverPresentationController != nil)
      #expect(ModelUser(of: window).swipeDown() == .dismissed)
      await UIKitModel.settle()
    }

    @Test func aTapOutsideAPopoverDismissesItAsASwipeDownDismissesASheet() async {
      let root = Screen("Root")
      let window = shownWindow(root, regularWidth: true)
      let recorder = Recorder()
      let popover = sheet("Popover", style: .popover)
      popover.popoverPresentationController?.sourceView = root.view
      popover.presentationController?.delegate = recorder
      root.present(popover, animated: true)
      await UIKitModel.settle()
      let user = ModelUser(of: window)
      #expect(user.swipeDown() == .impossible)
      #expect(user.tapOutsidePopover() == .dismissed)
      await UIKitModel.settle()
      #expect(recorder.log == ["shouldDismiss", "willDismiss", "didDismiss"])
      #expect(window.presentedViewControllers.isEmpty)
    }
  }
}
