import Testing
@_spi(UIKitModel) import UIKit

extension ModelRules {
  /// `UINavigationController`: pushes, pops, stack changes, the delegate, the edge swipe and the
  /// back button, as the model implements them from Apple's documentation.
  @MainActor
  @Suite struct Navigation {
    @Test func anAnimatedPushOnScreenTellsWillShowAtOnceAndDidShowOnALaterTurn() async {
      let recorder = Recorder()
      let navigation = navigation(["A"], delegate: recorder)
      shownWindow(navigation)
      recorder.log = []
      navigation.pushViewController(Screen("B"), animated: true)
      #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
      #expect(recorder.log == ["willShow B animated"])
      let coordinator = navigation.transitionCoordinator
      #expect(coordinator != nil)
      let completed = Flag()
      coordinator?.animate(alongsideTransition: nil) { _ in completed.set() }
      await UIKitModel.settle()
      #expect(completed.isSet)
      #expect(recorder.log == ["willShow B animated", "didShow B animated"])
      #expect(navigation.transitionCoordinator == nil)
      #expect(coordinator?.animate(alongsideTransition: nil, completion: nil) == false)
    }

    @Test func offScreenAPushIsImmediateAndTheDelegateHearsOfTheTopWhenTheViewAppears() async {
      let recorder = Recorder()
      let navigation = navigation(["A"], delegate: recorder)
      navigation.pushViewController(Screen("B"), animated: true)
      #expect(navigation.transitionCoordinator == nil)
      #expect(recorder.log.isEmpty)
      shownWindow(navigation)
      await UIKitModel.settle()
      #expect(recorder.log == ["willShow B", "didShow B"])
    }

    @Test func pushingAControllerAlreadyOnTheStackIsAViolationAndChangesNothing() {
      let recorder = Recorder()
      let navigation = navigation(["A"], delegate: recorder)
      UIKitModel.reset()
      let top = navigation.viewControllers[0]
      navigation.pushViewController(top, animated: false)
      #expect(navigation.viewControllers.count == 1)
      #expect(UIKitModel.violations.count == 1)
    }

    @Test func poppingTheRootDoesNothing() {
      let navigation = navigation(["A"], delegate: Recorder())
      #expect(navigation.popViewController(animated: true) == nil)
      #expect(navigation.viewControllers.count == 1)
    }

    @Test func setViewControllersAnimatesOnlyWhenTheTopChanges() async {
      let recorder = Recorder()
      let navigation = navigation(["A", "B"], delegate: recorder)
      shownWindow(navigation)
      await UIKitModel.settle()
      recorder.log = []
      let (a, b) = (navigation.viewControllers[0], navigation.viewControllers[1])
      navigation.setViewControllers([Screen("X"), b], animated: true)  // the same top
      #expect(navigation.transitionCoordinator == nil)
      #expect(recorder.log.isEmpty)
      navigation.setViewControllers([a], animated: true)  // a pop
      #expect(navigation.transitionCoordinator != nil)
      await UIKitModel.settle()
      #expect(recorder.log == ["willShow A animated", "didShow A animated"])
      #expect(b.parent == nil)
    }

    @Test func aStackChangeWhileAnotherAnimatesIsAViolation() async {
      let navigation = navigation(["A"], delegate: Recorder())
      shownWindow(navigation)
      await UIKitModel.settle()
      navigation.pushViewController(Screen("B"), animated: true)
      navigation.pushViewController(Screen("C"), animated: true)
      #expect(UIKitModel.violations.count == 1)
      await UIKitModel.settle()
    }

    @Test func aFinishedEdgeSwipeTellsWillShowThenTheInteractionThenTheCompletionThenDidShow()
      async
    {
      let recorder = Recorder()
      let navigation = navigation(["A", "B"], delegate: recorder)
      let window = shownWindow(navigation)
      await UIKitModel.settle()
      recorder.log = []
      let user = ModelUser(of: window)
      #expect(user.beginSwipeBack())
      #expect(recorder.log == ["willShow A animated"])
      let coordinator = navigation.transitionCoordinator
      #expect(coordinator?.isInteractive == true)
      coordinator?.notifyWhenInteractionChanges { context in
        recorder.log.append("interaction ended, cancelled: \(context.isCancelled)")
      }
      coordinator?.animate(alongsideTransition: nil) { context in
        recorder.log.append("completion, cancelled: \(context.isCancelled)")
      }
      #expect(user.endSwipeBack(completing: true))
      await UIKitModel.settle()
      #expect(
        recorder.log == [
          "willShow A animated", "interaction ended, cancelled: false",
          "completion, cancelled: false", "didShow A animated",
        ])
      #expect(navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func aCancelledEdgeSwipeKeepsTheStackAndReportsTheCancellationBeforeItCompletes()
      async
    {
      let recorder = Recorder()
      let navigation = navigation(["A", "B"], delegate: recorder)
      let window = shownWindow(navigation)
      await UIKitModel.settle()
      recorder.log = []
      let user = ModelUser(of: window)
      #expect(user.beginSwipeBack())
      let coordinator = navigation.transitionCoordinator
      coordinator?.notifyWhenInteractionChanges { context in
        recorder.log.append("interaction ended, cancelled: \(context.isCancelled)")
      }
      coordinator?.animate(alongsideTransition: nil) { context in
        recorder.log.append("completion, cancelled: \(context.isCancelled)")
      }
      #expect(user.endSwipeBack(completing: false))
      #expect(recorder.log.last == "interaction ended, cancelled: true")
      await UIKitModel.settle()
      #expect(
        recorder.log == [
          "willShow A animated", "interaction ended, cancelled: true",
          "completion, cancelled: true", "didShow B animated",
        ])
      #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    }

    @Test func theEdgeSwipeDoesNotBeginDisabledRefusedByItsDelegateAtTheRootOrMidTransition()
      async
    {
      let recorder = Recorder()
      let navigation = navigation(["A", "B"], delegate: recorder)
      let window = shownWindow(navigation)
      await UIKitModel.settle()
      let user = ModelUser(of: window)
      navigation.interactivePopGestureRecognizer?.isEnabled = false
      #expect(!user.beginSwipeBack())
      navigation.interactivePopGestureRecognizer?.isEnabled = true
      navigation.interactivePopGestureRecognizer?.delegate = recorder
      recorder.allowsPopGesture = false
      #expect(!user.beginSwipeBack())
      recorder.allowsPopGesture = true
      navigation.pushViewController(Screen("C"), animated: true)
      #expect(!user.beginSwipeBack())
      await UIKitModel.settle()
      navigation.setViewControllers([Screen("R")], animated: false)
      #expect(!user.beginSwipeBack())
    }

    @Test func theBackButtonPopsOrRunsTheTopItemsBackActionAndIsAbsentWhenHidden() async {
      let recorder = Recorder()
      let navigation = navigation(["A", "B"], delegate: recorder)
      let window = shownWindow(navigation)
      await UIKitModel.settle()
      let user = ModelUser(of: window)
      let top = navigation.viewControllers[1]
      let asked = Flag()
      top.navigationItem.backAction = UIAction { _ in asked.set() }
      #expect(user.tapBack())
      #expect(asked.count == 1)
      #expect(navigation.viewControllers.count == 2)
      top.navigationItem.backAction = nil
      top.navigationItem.hidesBackButton = true
      #expect(!user.tapBack())
      top.navigationItem.hidesBackButton = false
      top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel")
      #expect(!user.tapBack())
      top.navigationItem.leftBarButtonItem = nil
      #expect(user.tapBack())
      await UIKitModel.settle()
      #expect(navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func touchesDoNothingWhileATransitionAnimates() async {
      let navigation = navigation(["A", "B"], delegate: Recorder())
      let window = shownWindow(navigation)
      await UIKitModel.settle()
      navigation.pushViewController(Screen("C"), animated: true)
      #expect(!ModelUser(of: window).tapBack())
      await UIKitModel.settle()
      #expect(ModelUser(of: window).tapBack())
      await UIKitModel.settle()
    }
  }
}
