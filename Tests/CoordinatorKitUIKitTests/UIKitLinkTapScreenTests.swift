import CoordinatorKit
import Testing

@testable import CoordinatorKitUIKit

/// Which screen a link tapped in a view controller opens its route over.
@Suite("UIKit link taps")
struct UIKitLinkTapScreenTests {
  /// Three view controllers, as identities: a control's own, the screen's it is a child of, and
  /// the split view's around both.
  let control = ObjectIdentifier(Int.self)
  let screenController = ObjectIdentifier(Double.self)
  let container = ObjectIdentifier(String.self)

  @Test func aTapInAChildViewControllerOpensOverTheScreenOfItsNearestParent() {
    let screen = ScreenID()
    let screens = [container: ScreenID(), screenController: screen]
    let chain = [control, screenController, container]
    #expect(UIKitLinkTapScreen.screen(ofFirstOf: chain, in: screens) == screen)
  }

  @Test func aTapOutsideEveryScreenNamesNone() {
    #expect(UIKitLinkTapScreen.screen(ofFirstOf: [control], in: [container: ScreenID()]) == nil)
  }
}
