/// The seven colours of the rainbow demo, in order.
package enum RainbowColour: Int, CaseIterable {
  case red, orange, yellow, green, teal, blue, purple

  /// The last index (purple).
  package static let lastIndex = allCases.count - 1

  package var name: String {
    switch self {
    case .red: "Red"
    case .orange: "Orange"
    case .yellow: "Yellow"
    case .green: "Green"
    case .teal: "Teal"
    case .blue: "Blue"
    case .purple: "Purple"
    }
  }

  /// The colour as red, green and blue components, 0–255: any host can draw it.
  package var rgb: ColourComponents {
    switch self {
    case .red: ColourComponents(red: 255, green: 59, blue: 48)
    case .orange: ColourComponents(red: 255, green: 149, blue: 0)
    case .yellow: ColourComponents(red: 255, green: 204, blue: 0)
    case .green: ColourComponents(red: 52, green: 199, blue: 89)
    case .teal: ColourComponents(red: 48, green: 176, blue: 199)
    case .blue: ColourComponents(red: 0, green: 122, blue: 255)
    case .purple: ColourComponents(red: 175, green: 82, blue: 222)
    }
  }

  /// The mint of the modal.
  package static let mint = ColourComponents(red: 0, green: 199, blue: 190)
}

/// A colour as red, green and blue components, 0–255.
package struct ColourComponents: Hashable, Sendable {
  package let red: UInt8
  package let green: UInt8
  package let blue: UInt8
}
