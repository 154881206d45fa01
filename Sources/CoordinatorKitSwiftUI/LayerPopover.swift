#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents the layer `item` names as a popover (a sheet where the width is compact), and
    /// calls `onDismiss` when its content leaves the screen: `popover(item:)` has no
    /// `onDismiss` of its own, and the host learns a dismissal's end from it as for a sheet.
    func layerPopover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: @escaping () -> Void,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      popover(item: item) { presented in
        content(presented).onDisappear(perform: onDismiss)
      }
    }
  }
#endif
