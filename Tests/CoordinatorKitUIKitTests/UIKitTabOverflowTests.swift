import CoordinatorKit
import CoordinatorKitUIKit
import Testing

/// UIKit's "More" tab past five tabs: the host lets the user reorder nothing there.
@Suite("UIKit: the More tab")
struct UIKitTabOverflowTests {
  @Test func moreThanFiveTabsHaveAMoreListWhoseTabsCannotBeReordered() {
    #expect(!UIKitTabOverflow.needsMore(tabCount: 5))
    #expect(UIKitTabOverflow.needsMore(tabCount: 6))
    #expect(UIKitTabOverflow.customizable(Array(1...6)) == [], "no Edit button in the More list")
    #expect(UIKitTabOverflow.customizable(Array(1...5)) == nil, "no More list: UIKit's default")
  }

  @Test func aUITabIsMadeForATabsLabelWithoutItsBadge() {
    let badged = TabItem("inbox", title: "Inbox", symbol: "tray", badge: "2", section: "Mail")
    #expect(
      UIKitTabBarItem.withoutBadge(badged)
        == TabItem("inbox", title: "Inbox", symbol: "tray", section: "Mail"))
  }
}
