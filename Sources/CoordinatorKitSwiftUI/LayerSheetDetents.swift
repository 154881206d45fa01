#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension View {
    /// Sizes the sheet this view is the content of as `detents` says: the heights it offers,
    /// the one it rests at (`selection`, rendered from ``SwiftUISheetDetents/selected``) and its
    /// grabber. Applied to every sheet's content, with the platform's default for a sheet
    /// without detents, so the view keeps its identity when detents come or go.
    func layerDetents(_ detents: SwiftUISheetDetents, selection: Binding<PresentationDetent>)
      -> some View
    {
      presentationDetents(Set(detents.offered.map { PresentationDetent($0) }), selection: selection)
        .presentationDragIndicator(Visibility(detents.dragIndicator))
    }
  }

  extension PresentationDetent {
    /// SwiftUI's detent for the engine's `detent`.
    init(_ detent: SheetDetent) {
      switch detent {
      case .medium: self = .medium
      case .large: self = .large
      case .fraction(let fraction): self = .fraction(CGFloat(fraction))
      case .height(let height): self = .height(CGFloat(height))
      }
    }
  }

  extension Visibility {
    /// SwiftUI's visibility for a sheet's grabber.
    init(_ indicator: SwiftUISheetDetents.DragIndicator) {
      switch indicator {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
