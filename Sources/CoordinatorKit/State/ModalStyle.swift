/// The two ways a modal layer can be presented.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A sheet: a panel over the screen below, which stays partly visible.
  case sheet
  /// A full-screen cover that hides everything below it.
  case cover

  /// The matching presentation style.
  package var presentationStyle: PresentationStyle {
    switch self {
    case .sheet: .sheet
    case .cover: .cover
    }
  }
}
