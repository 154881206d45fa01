import TerminalToolkit

/// The seven colours of the rainbow demo, in order.
enum RainbowColour: Int, CaseIterable {
  case red, orange, yellow, green, teal, blue, purple

  /// The last index (purple).
  static let lastIndex = allCases.count - 1

  var name: String {
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

  var rgb: RGBColor {
    switch self {
    case .red: RGBColor(red: 255, green: 59, blue: 48)
    case .orange: RGBColor(red: 255, green: 149, blue: 0)
    case .yellow: RGBColor(red: 255, green: 204, blue: 0)
    case .green: RGBColor(red: 52, green: 199, blue: 89)
    case .teal: RGBColor(red: 48, green: 176, blue: 199)
    case .blue: RGBColor(red: 0, green: 122, blue: 255)
    case .purple: RGBColor(red: 175, green: 82, blue: 222)
    }
  }

  /// The mint of the modal.
  static let mint = RGBColor(red: 0, green: 199, blue: 190)
}
