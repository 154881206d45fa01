#if canImport(SwiftUI)
  import SwiftUI

  // The zoom transition is iOS 18 API (SwiftUI 6), which the iOS 17.4 SDK of the real-SDK
  // type-check does not declare: it is compiled only against SwiftUI 6 or later (every SDK that
  // builds with Swift 6, which the manifest requires), and used only where the system has it.
  // macOS has no zoom transition: screens appear there with the standard one.
  extension View {
    /// Zooms this screen from `source` in `namespace` (iOS 18 and later); the standard
    /// transition otherwise.
    @ViewBuilder
    func zooming(from source: SwiftUIScreenChrome.SourceID?, in namespace: Namespace.ID?)
      -> some View
    {
      #if canImport(SwiftUI, _version: 6.0) && !os(macOS)
        if let source, let namespace {
          if #available(iOS 18, tvOS 18, visionOS 2, watchOS 11, *) {
            navigationTransition(.zoom(sourceID: source, in: namespace))
          } else {
            self
          }
        } else {
          self
        }
      #else
        self
      #endif
    }

    /// Makes this view the source `id` of zooms in `namespace` (iOS 18 and later).
    @ViewBuilder
    func markingZoomSource(_ id: SwiftUIScreenChrome.SourceID, in namespace: Namespace.ID?)
      -> some View
    {
      #if canImport(SwiftUI, _version: 6.0) && !os(macOS)
        if let namespace {
          if #available(iOS 18, tvOS 18, visionOS 2, watchOS 11, *) {
            matchedTransitionSource(id: id, in: namespace)
          } else {
            self
          }
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
