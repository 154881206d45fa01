import CoordinatorKit
import CoordinatorKitUIKit
import Testing

/// How the UIKit host shows a question: an alert as `.alert`, a confirmation dialog as
/// `.actionSheet` anchored at the bottom centre of the presenting view (UIKit raises an exception
/// for an action sheet's popover without an anchor on an iPad).
@Suite("UIKit alert controller style")
struct UIKitAlertControllerStyleTests {
  @Test func eachPresentationHasItsStyleAndOnlyAnActionSheetNeedsAnAnchor() {
    #expect(UIKitAlertControllerStyle(.alert) == .alert)
    #expect(UIKitAlertControllerStyle(.confirmationDialog) == .actionSheet)
    #expect(!UIKitAlertControllerStyle.alert.needsPopoverAnchor)
    #expect(UIKitAlertControllerStyle.actionSheet.needsPopoverAnchor)
    // Every presentation the engine knows has a style.
    #expect(Set(AlertPresentation.allCases.map(UIKitAlertControllerStyle.init)).count == 2)
  }

  @Test func anActionSheetPointsAtTheMiddleOfTheBottomEdge() {
    #expect(
      UIKitPopoverAnchor.actionSheet(width: 768, height: 1024)
        == UIKitPopoverAnchor(x: 384, y: 1024, width: 0, height: 0))
  }
}
