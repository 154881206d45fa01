#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents the layer `item` names as a full-screen cover where the platform has one (iOS,
    /// iPadOS, tvOS, visionOS), and as a sheet on macOS, which has none.
    func layerCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: @escaping () -> Void,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      #if os(macOS)
        sheet(item: item, onDismiss: onDismiss, content: content)
      #else
        fullScreenCover(item: item, onDismiss: onDismiss, content: content)
      #endif
    }
  }
#endif
