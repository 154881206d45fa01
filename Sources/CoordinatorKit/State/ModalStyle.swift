/// The ways a modal layer can be presented: the only list of modal kinds (see
/// ``PresentationStyle/modal(_:)``).
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A sheet: a panel over the screen below, which stays partly visible.
  case sheet
  /// A full-screen cover that hides everything below it.
  case cover
  /// A popover: a small panel pointing at the screen that opened it, which stays visible
  /// around it. Where the width is compact (an iPhone), the platforms show it as a sheet; the
  /// state keeps it a popover, so it comes back as one in a wider window.
  case popover
}

extension ModalStyle {
  /// Whether a layer of this style hides everything below it (a cover) rather than leaving the
  /// screen below partly visible (a sheet, a popover): for hosts that draw the layers underneath.
  package var hidesScreensBelow: Bool {
    switch self {
    case .sheet, .popover: false
    case .cover: true
    }
  }
}
