import CoordinatorKit
import Testing

@testable import CoordinatorKitSwiftUI

/// What a SwiftUI host draws for a screen's options: `toolbar(.hidden, for: .tabBar)` on the
/// screens of a tab's stack from the lowest one that hides the tab bar up (SwiftUI applies a
/// screen's toolbar visibility only while it is on top, Apple:
/// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)), and
/// `navigationTransition(.zoom(sourceID:in:))` with the identity `matchedTransitionSource(id:in:)`
/// gives the control on the screen below
/// (https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)).
@Suite("SwiftUI screen chrome")
struct SwiftUIScreenChromeTests {
  private let root = ScreenID()
  private let list = ScreenID()
  private let reader = ScreenID()
  private let reply = ScreenID()

  @Test func theTabBarHidesFromTheLowestHidingScreenToTheTopOfATabsStack() {
    let chrome = SwiftUIScreenChrome.of(
      stack: [
        (root, .standard), (list, .standard), (reader, .hidingTabBar), (reply, .standard),
      ], isTabStack: true, presentingScreen: nil)
    #expect(chrome[root] == nil && chrome[list] == nil)
    #expect(chrome[reader]?.hidesTabBar == true)
    #expect(chrome[reply]?.hidesTabBar == true, "a screen pushed after it keeps it hidden")

    let inALayer = SwiftUIScreenChrome.of(
      stack: [(root, .standard), (reader, .hidingTabBar)], isTabStack: false,
      presentingScreen: list)
    #expect(inALayer.isEmpty, "a modal layer has no tab bar to hide")
  }

  @Test func aZoomingScreenNamesItsSourceOnTheScreenBelowIt() {
    let chrome = SwiftUIScreenChrome.of(
      stack: [
        (root, .standard), (reader, .zooming(from: "photo")), (reply, .zooming(from: "photo")),
      ],
      isTabStack: false, presentingScreen: nil)
    #expect(chrome[reader]?.zoom == .init(screen: root, name: "photo"))
    #expect(chrome[reply]?.zoom == .init(screen: reader, name: "photo"), "one name, two screens")
    #expect(chrome[reader]?.hidesTabBar == false)

    let cover = SwiftUIScreenChrome.of(
      stack: [(root, .zooming(from: "photo"))], isTabStack: false, presentingScreen: list)
    #expect(cover[root]?.zoom == .init(screen: list, name: "photo"), "a cover zooms from below")
    let baseRoot = SwiftUIScreenChrome.of(
      stack: [(root, .zooming(from: "photo"))], isTabStack: false, presentingScreen: nil)
    #expect(baseRoot.isEmpty, "nothing is below a state's root")
  }
}
