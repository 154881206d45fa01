import CoordinatorKit
import Testing

@testable import CoordinatorKitUIKit

/// What a UIKit host sets for a screen's options: `hidesBottomBarWhenPushed` on the screen that
/// hides the tab bar, which UIKit keeps hidden "until the view controller is popped from the
/// stack" (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed);
/// `preferredTransition = .zoom` where iOS 18 draws it
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition), the
/// app's animator or the standard transition elsewhere.
@Suite("UIKit screen chrome")
struct UIKitScreenChromeTests {
  @Test func aScreenThatHidesTheTabBarSetsHidesBottomBarWhenPushed() {
    #expect(
      UIKitScreenChrome(options: .hidingTabBar, zoomIsAvailable: true).hidesBottomBarWhenPushed)
    #expect(!UIKitScreenChrome(options: .standard, zoomIsAvailable: true).hidesBottomBarWhenPushed)
    #expect(
      UIKitScreenChrome(options: .zooming(from: "photo"), zoomIsAvailable: true)
        .hidesBottomBarWhenPushed == false)
  }

  @Test func aZoomIsDrawnWhereTheSystemHasItAndFallsBackToTheAppsAnimatorOrTheStandardOne() {
    let zooming = ScreenOptions(hidesTabBar: true, zoomSource: "photo")
    #expect(UIKitScreenChrome(options: zooming, zoomIsAvailable: true).transition == .zoom("photo"))
    #expect(
      UIKitScreenChrome(options: zooming, zoomIsAvailable: false).transition
        == .appAnimatorOrStandard, "iOS 17: the app's animator, or the standard transition")
    #expect(
      UIKitScreenChrome(options: .standard, zoomIsAvailable: true).transition
        == .appAnimatorOrStandard)
  }

  @Test func theAnimatedScreenIsTheOneThatAppearsOrLeaves() {
    let list = ScreenID()
    let photo = ScreenID()
    #expect(UIKitScreenChrome.animatedScreen(by: .push, from: list, to: photo) == photo)
    #expect(UIKitScreenChrome.animatedScreen(by: .present, from: list, to: photo) == photo)
    #expect(UIKitScreenChrome.animatedScreen(by: .pop, from: photo, to: list) == photo)
    #expect(UIKitScreenChrome.animatedScreen(by: .dismiss, from: photo, to: nil) == photo)
    #expect(UIKitScreenChrome.asksAppForAnimator(presenting: .fullScreen))
    #expect(!UIKitScreenChrome.asksAppForAnimator(presenting: .pageSheet))
    #expect(!UIKitScreenChrome.asksAppForAnimator(presenting: .popover))
  }
}
