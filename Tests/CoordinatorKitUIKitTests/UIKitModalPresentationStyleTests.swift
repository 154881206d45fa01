import CoordinatorKit
import Testing

@testable import CoordinatorKitUIKit

/// How the UIKit host presents each modal style: a sheet as `.pageSheet`, a cover as
/// `.fullScreen`, a popover as `.popover` anchored in the middle of the presenting view (UIKit
/// raises an exception for a popover without a source on an iPad).
@Suite("UIKit modal presentation style")
struct UIKitModalPresentationStyleTests {
  @Test func eachModalStyleHasItsOwnPresentationStyleAndOnlyAPopoverNeedsAnAnchor() {
    #expect(UIKitModalPresentationStyle(.sheet) == .pageSheet)
    #expect(UIKitModalPresentationStyle(.cover) == .fullScreen)
    #expect(UIKitModalPresentationStyle(.popover) == .popover)
    #expect(UIKitModalPresentationStyle.allCases.filter(\.needsPopoverAnchor) == [.popover])
    #expect(
      Set(ModalStyle.allCases.map(UIKitModalPresentationStyle.init)).count
        == ModalStyle.allCases.count)
  }

  @Test func aPopoverLayerPointsAtTheMiddleOfThePresentingView() {
    #expect(
      UIKitPopoverAnchor.popoverLayer(width: 768, height: 1024)
        == UIKitPopoverAnchor(x: 384, y: 512, width: 0, height: 0))
  }
}
