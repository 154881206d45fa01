import CoordinatorKit

/// The heights a SwiftUI host's sheet offers and rests at, and what a write SwiftUI makes to
/// its detent selection means.
///
/// The content of every `.sheet(item:)` gets `presentationDetents(_:selection:)` with
/// ``offered`` and a selection rendered as ``selected``, and `presentationDragIndicator` as
/// ``dragIndicator`` says. A sheet without detents in the state (the platform's default
/// height) gets the default spelled out (`[.large]`, `.large`, `.automatic`) rather than no
/// modifier: the modifier stays on the view, so SwiftUI keeps the sheet's content (and its
/// state) when the app gives the sheet detents or takes them away.
///
/// SwiftUI writes the selection when the user drags the sheet to another detent, and may write
/// it back when the app moves the sheet. ``userNavigation(forSelectionWritten:rendered:)``
/// tells the two apart against what is displayed now. `PresentationDetent` does not exist on
/// Linux: this type speaks in ``SheetDetent``, which the adapter maps one to one.
struct SwiftUISheetDetents: Hashable, Sendable {
  /// The value of `presentationDragIndicator(_:)`: SwiftUI's `Visibility`.
  enum DragIndicator: Hashable, Sendable {
    /// `.automatic`: the platform decides (a sheet at its default height).
    case automatic
    /// `.visible`: the sheet shows its grabber.
    case visible
    /// `.hidden`: the sheet shows no grabber.
    case hidden
  }

  /// The presented screen of the sheet's layer: what a drag is reported against.
  let layerRoot: ScreenID
  /// The detents the sheet offers, in the state's order (SwiftUI takes them as a set).
  let offered: [SheetDetent]
  /// The detent the sheet rests at: the value the selection binding is rendered with.
  let selected: SheetDetent
  /// Whether the sheet shows its grabber.
  let dragIndicator: DragIndicator

  /// The detents of the sheet rooted at `layerRoot` whose state has `detents` (`nil`: the
  /// platform's default height, which offers only `.large`).
  init(layerRoot: ScreenID, detents: SheetDetents?) {
    self.layerRoot = layerRoot
    if let detents {
      offered = detents.available
      selected = detents.selected
      dragIndicator = detents.showsGrabber ? .visible : .hidden
    } else {
      offered = [.large]
      selected = .large
      dragIndicator = .automatic
    }
  }

  /// The detents of the sheet rooted at `root` in `state`. A layer that is not a sheet, or is
  /// not in `state`, gets the platform's default, for which no write reports anything.
  init<Route>(layerRootedAt root: ScreenID, in state: NavigationState<Route>) {
    let detents: SheetDetents?
    do {
      detents = try state.detents(ofLayerContaining: root)
    } catch {
      detents = nil
    }
    self.init(layerRoot: root, detents: detents)
  }

  /// What SwiftUI writing `written` to the selection binding rendered with `rendered` means,
  /// judged against these detents, those of the same sheet in what is displayed now.
  ///
  /// - Another detent the sheet offers, while the rendered one is still the one it rests at:
  ///   the user dragged the sheet there, reported as ``UserNavigation/selectedDetent(_:layerContaining:)``.
  /// - The detent it rests at: an echo (SwiftUI confirming what it shows, or the app's own
  ///   move drawn again).
  /// - A write to a binding rendered with a detent the sheet has left since, or of a detent it
  ///   does not offer (the app changed them meanwhile, or the sheet is gone): stale. The state
  ///   stays the truth, and SwiftUI draws it again on the next update.
  func userNavigation(forSelectionWritten written: SheetDetent, rendered: SheetDetent)
    -> UserNavigation?
  {
    guard written != selected, rendered == selected, offered.contains(written) else { return nil }
    return .selectedDetent(written, layerContaining: layerRoot)
  }
}
