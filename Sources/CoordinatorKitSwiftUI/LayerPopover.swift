#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension View {
    /// Presents the layer `item` names as a popover (a sheet where the width is compact),
    /// pointing at the control of `presentingScreen` that `anchor` names, and calls `onDismiss`
    /// when its content leaves the screen: `popover(item:)` has no `onDismiss` of its own, and
    /// the host learns a dismissal's end from it as for a sheet.
    ///
    /// The popover is one modifier on a clear background of this view, which reads the bounds
    /// the controls marked with `popoverAnchor(_:)` publish, resolves them in this view's
    /// coordinates and attaches the popover to the rectangle ``SwiftUIPopoverAttachment`` picks:
    /// that control's, or this whole view's. It stays put while the anchor or the control moves,
    /// so a control that leaves the screen never dismisses the popover (which the host would
    /// read as the user's dismissal); a new anchor re-points the shown popover in place.
    func layerPopover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, anchor: PopoverAnchor?, presentingScreen: ScreenID,
      onDismiss: @escaping () -> Void,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      backgroundPreferenceValue(PopoverAnchorsKey.self) { anchors in
        GeometryReader { proxy in
          let attachment = SwiftUIPopoverAttachment.rect(
            anchor: anchor, presentingScreen: presentingScreen,
            published: anchors.mapValues { SwiftUIPopoverAttachment.Rect(proxy[$0]) },
            screenBounds: SwiftUIPopoverAttachment.Rect(
              x: 0, y: 0, width: Double(proxy.size.width), height: Double(proxy.size.height)))
          Color.clear
            .popover(item: item, attachmentAnchor: .rect(.rect(CGRect(attachment)))) {
              presented in
              content(presented).onDisappear(perform: onDismiss)
            }
        }
      }
    }
  }

  extension SwiftUIPopoverAttachment.Rect {
    /// The rectangle of `rect`, resolved from a control's anchor.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension CGRect {
    /// Core Graphics' rectangle for `rect`.
    init(_ rect: SwiftUIPopoverAttachment.Rect) {
      self.init(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }
#endif
