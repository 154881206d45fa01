// A full-screen cover where the platform has one (iOS, iPadOS, tvOS, visionOS), a sheet on
// macOS, which has none. Chosen per declaration, so no body holds a platform condition.
#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI

  extension View {
    /// Presents the layer `item` names as a full-screen cover.
    func layerCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: @escaping () -> Void,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      fullScreenCover(item: item, onDismiss: onDismiss, content: content)
    }
  }
#elseif canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents the layer `item` names as a sheet: macOS has no full-screen cover.
    func layerCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: @escaping () -> Void,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      sheet(item: item, onDismiss: onDismiss, content: content)
    }
  }
#endif
