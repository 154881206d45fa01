#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// One screen of a ``NavigatorView``: its content (made once, see ``ScreenContents``), told
  /// when it appears and when its transition ends; on a leave-guarded top screen the system Back
  /// gives way to a Back that asks the engine, where the system one is (``SwiftUIBackButton``),
  /// and, on iOS, the back swipe asks too (``SwiftUIBackSwipe``).
  ///
  /// It reads the screen (``SwiftUIDisplaySlices/screen(_:)``) and its level's guarded top
  /// alone: a push, a pop or a presentation elsewhere does not draw it again; its route
  /// updated in place, or a guard that changes its Back, does.
  struct NavigatorScreenView<Route: Equatable & Sendable, Content: View>: View {
    let host: SwiftUINavigatorHost<Route>
    let contents: ScreenContents<Route, Content>
    let id: ScreenID
    let level: Int
    /// The screen the layer at this level was presented with; `nil` for the base level.
    let layerRoot: ScreenID?
    #if os(iOS)
      /// A split view collapses into one stack where the width is compact.
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    /// Whether a split view at this level shows its columns side by side.
    private var showsColumnsSideBySide: Bool {
      #if os(iOS)
        horizontalSizeClass != .compact
      #else
        true
      #endif
    }

    var body: some View {
      if let screen = host.slices.screen(id)?.value.screen {
        let back = SwiftUIBackButton(
          forScreen: id,
          guardedTop: host.slices.level(level, rootedAt: layerRoot)?.guardedTop.value,
          showsColumnsSideBySide: showsColumnsSideBySide)
        madeContent(of: screen)
          .environment(\.navigationScreenID, id)
          .onAppear { host.signal(.appeared(id)) }
          .hostBridge(
            host: host, screen: id, isLayerRoot: level > 0 && id == layerRoot,
            asksOnBackSwipe: back.hidesSystemBack
          )
          .navigationBarBackButtonHidden(back.hidesSystemBack)
          .toolbar {
            if case .asking(let title, let systemImage, let placement) = back {
              ToolbarItem(placement: Self.placement(placement)) {
                Button {
                  host.goBack()
                } label: {
                  Label(title, systemImage: systemImage)
                }
              }
            }
          }
      }
    }

    /// The screen's content, made once its coordinator runs (``ScreenContents``); empty until
    /// then, and made on a later update.
    @ViewBuilder
    private func madeContent(of screen: CoordinatorKit.NavigationScreen<Route>) -> some View {
      if let made = contents.content(for: screen, on: host.navigator) {
        made
      } else {
        Color.clear
      }
    }

    private static func placement(_ placement: SwiftUIBackButton.Placement)
      -> ToolbarItemPlacement
    {
      switch placement {
      case .navigation: .navigation
      }
    }
  }
#endif
