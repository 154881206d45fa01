import Testing
@_spi(UIKitModel) import UIKit

extension ModelRules {
  /// Alerts, tab bars, split views, the window's status bar and orientations, and animation
  /// timing, as the model implements them from Apple's documentation.
  @MainActor
  @Suite struct Containers {
    @Test func aTapOnAnAlertButtonDismissesTheAlertThenRunsItsHandler() async {
      let root = Screen("Root")
      let window = shownWindow(root)
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      var presentedInHandler: UIViewController?? = .none
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { _ in
          presentedInHandler = .some(root.presentedViewController)
        })
      root.present(alert, animated: true)
      await UIKitModel.settle()
      let user = ModelUser(of: window)
      #expect(!user.tapAlertButton("Keep"))
      #expect(user.tapOutsidePopover() == .impossible)
      #expect(user.tapAlertButton("Delete"))
      #expect(presentedInHandler == nil)
      await UIKitModel.settle()
      #expect(presentedInHandler == .some(nil))
    }

    @Test func anActionSheetNeedsASourceOnAnIPadWhereATapOutsideRunsItsCancelAction() async {
      let root = Screen("Root")
      let window = shownWindow(root, regularWidth: true)
      let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
      let cancelled = Flag()
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled.set() })
      root.present(sheet, animated: true)
      #expect(UIKitModel.violations.count == 1)
      sheet.popoverPresentationController?.sourceView = root.view
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      #expect(ModelUser(of: window).tapOutsidePopover() == .dismissed)
      await UIKitModel.settle()
      #expect(cancelled.count == 1)
      #expect(window.presentedViewControllers.isEmpty)
    }

    @Test func aTapOutsideAnActionSheetsPopoverAsksAndTellsItsPresentationDelegate() async {
      let root = Screen("Root")
      let window = shownWindow(root, regularWidth: true)
      let recorder = Recorder()
      let sheet = UIAlertController(title: "Move", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Archive", style: .default))
      sheet.popoverPresentationController?.sourceView = root.view
      sheet.popoverPresentationController?.delegate = recorder
      root.present(sheet, animated: true)
      await UIKitModel.settle()
      recorder.allowsDismissal = false
      #expect(ModelUser(of: window).tapOutsidePopover() == .refused)
      recorder.allowsDismissal = true
      #expect(ModelUser(of: window).tapOutsidePopover() == .dismissed)
      await UIKitModel.settle()
      #expect(
        recorder.log == [
          "shouldDismiss", "didAttemptToDismiss", "shouldDismiss", "willDismiss", "didDismiss",
        ])
      #expect(window.presentedViewControllers.isEmpty)
    }

    @Test func aTabTapAsksTheDelegateAndOnTheSelectedTabPopsItsNavigationControllerToTheRoot()
      async
    {
      let recorder = Recorder()
      let first = navigation(["A", "A2"], delegate: Recorder())
      first.title = "First"
      let second = navigation(["B"], delegate: Recorder())
      second.title = "Second"
      let tabs = UITabBarController()
      tabs.delegate = recorder
      tabs.setViewControllers([first, second], animated: false)
      let window = shownWindow(tabs)
      await UIKitModel.settle()
      let user = ModelUser(of: window)
      recorder.allowsSelection = false
      #expect(user.tapTab(1))
      #expect(tabs.selectedIndex == 0)
      recorder.allowsSelection = true
      #expect(user.tapTab(0))
      await UIKitModel.settle()
      #expect(first.viewControllers.map(\.title) == ["A"])
      #expect(user.tapTab(1))
      #expect(tabs.selectedIndex == 1)
      #expect(
        recorder.log == [
          "shouldSelect Second", "shouldSelect First", "didSelect First", "shouldSelect Second",
          "didSelect Second",
        ])
      #expect(second.viewIfLoaded?.window != nil && first.viewIfLoaded?.window == nil)
    }

    @Test func newTabsKeepTheSelectedControllerWhenItStays() {
      let tabs = UITabBarController()
      let (a, b, c) = (Screen("A"), Screen("B"), Screen("C"))
      tabs.setViewControllers([a, b], animated: false)
      tabs.selectedIndex = 1
      tabs.setViewControllers([c, a, b], animated: false)
      #expect(tabs.selectedViewController === b)
      tabs.setViewControllers([c], animated: false)
      #expect(tabs.selectedIndex == 0)
      #expect(a.parent == nil && c.parent === tabs)
    }

    @Test func aSplitViewCollapsesInACompactWidthAndExpandsInARegularOneTellingItsDelegate()
      async
    {
      let recorder = Recorder()
      let split = UISplitViewController(style: .doubleColumn)
      split.delegate = recorder
      let (primary, secondary, compact) = (Screen("P"), Screen("S"), Screen("C"))
      split.setViewController(primary, for: .primary)
      split.setViewController(secondary, for: .secondary)
      split.setViewController(compact, for: .compact)
      #expect(!split.isCollapsed)
      let window = shownWindow(split, regularWidth: true)
      #expect(!split.isCollapsed)
      #expect(primary.viewIfLoaded?.window != nil && compact.viewIfLoaded?.window == nil)
      ModelUser(of: window).changeHorizontalSizeClass(to: .compact)
      #expect(split.isCollapsed)
      #expect(compact.viewIfLoaded?.window != nil && primary.viewIfLoaded?.window == nil)
      ModelUser(of: window).changeHorizontalSizeClass(to: .regular)
      #expect(
        recorder.log == [
          "topColumnForCollapsing", "didCollapse true", "displayModeForExpanding",
          "didExpand false",
        ])
      let phone = UISplitViewController(style: .doubleColumn)
      shownWindow(phone)
      #expect(phone.isCollapsed)
    }

    @Test func aSizeClassChangeWaitsForTheTransitionsRunningAHeldSwipeIncluded() async {
      let split = UISplitViewController(style: .doubleColumn)
      let detail = navigation(["D1", "D2"], delegate: Recorder())
      split.setViewController(Screen("P"), for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = shownWindow(split, regularWidth: true)
      await UIKitModel.settle()
      let user = ModelUser(of: window)
      #expect(user.beginSwipeBack())
      user.changeHorizontalSizeClass(to: .compact)
      #expect(!split.isCollapsed)
      #expect(user.endSwipeBack(completing: false))
      await UIKitModel.settle()
      #expect(split.isCollapsed)
    }

    @Test func theStatusBarAndOrientationsAreDecidedFromTheRootThroughItsChosenChildren() {
      let recorder = Recorder()
      let navigation = navigation(["A"], delegate: recorder)
      let window = shownWindow(navigation)
      #expect(window.statusBarHiddenController === navigation)
      #expect(window.supportedInterfaceOrientations == .allButUpsideDown)
      recorder.orientations = .portrait
      #expect(window.supportedInterfaceOrientations == .portrait)
    }

    @Test func aNonZeroDurationDelaysTheCompletionByThatLong() async {
      let root = Screen("Root")
      shownWindow(root)
      UIKitModel.animationDuration = 0.05
      let done = Flag()
      root.present(UINavigationController(rootViewController: Screen("S")), animated: true) {
        done.set()
      }
      await UIKitModel.turn()
      #expect(!done.isSet)
      await UIKitModel.settle()
      #expect(done.isSet)
      UIKitModel.reset()
    }
  }
}
