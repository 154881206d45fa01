#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// The environment key of the namespace a ``NavigatorView``'s zoom transitions and their
  /// sources share.
  struct NavigatorZoomNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
  }

  extension EnvironmentValues {
    /// The namespace of the navigator's zoom transitions; `nil` outside a ``NavigatorView``.
    var navigatorZoomNamespace: Namespace.ID? {
      get { self[NavigatorZoomNamespaceKey.self] }
      set { self[NavigatorZoomNamespaceKey.self] = newValue }
    }
  }

  extension View {
    /// Names this view as `source`, so a screen its screen pushes or covers with
    /// `.zooming(from: source)` grows from it (iOS 18 and later; elsewhere the screen appears
    /// with the standard transition).
    ///
    /// The view becomes the `matchedTransitionSource(id:in:)` of the zoom, under its name and
    /// the screen it belongs to, so two screens may use one name. A name no view of the screen
    /// below has leaves the standard transition: a stale or mistyped name never hides a screen.
    ///
    /// ```swift
    /// // The screen marks the thumbnail:
    /// PhotoThumbnail(photo).zoomSource("photo-\(photo.id)")
    /// // Its coordinator pushes the photo zooming from it:
    /// try navigator.push(.photo(photo.id), options: .zooming(from: "photo-\(photo.id)"))
    /// ```
    public func zoomSource(_ source: ZoomSource) -> some View {
      modifier(ZoomSourceModifier(source: source))
    }

    /// Draws a screen's chrome: hides the tab bar where a tab's stack shows it
    /// (`toolbar(.hidden, for: .tabBar)`), and zooms from its source where the platform can.
    @ViewBuilder
    func screenChrome(_ chrome: SwiftUIScreenChrome?, in namespace: Namespace.ID?) -> some View {
      hidingTabBar(chrome?.hidesTabBar == true).zooming(from: chrome?.zoom, in: namespace)
    }

    /// Hides the tab bar while this screen is on top, where the platform has one (not macOS).
    @ViewBuilder
    private func hidingTabBar(_ hidden: Bool) -> some View {
      #if os(macOS)
        self
      #else
        if hidden {
          toolbar(.hidden, for: .tabBar)
        } else {
          self
        }
      #endif
    }
  }

  /// Marks the content as the source of zooms named `source` from its screen.
  private struct ZoomSourceModifier: ViewModifier {
    let source: ZoomSource
    @Environment(\.navigationScreenID) private var screen
    @Environment(\.navigatorZoomNamespace) private var namespace

    func body(content: Content) -> some View {
      content.markingZoomSource(
        SwiftUIScreenChrome.SourceID(screen: screen, name: source.name), in: namespace)
    }
  }
#endif
