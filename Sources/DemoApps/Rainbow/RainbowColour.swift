/// The seven colours of the rainbow demo, in order.
public enum RainbowColour: Int, CaseIterable {
  case red, orange, yellow, green, teal, blue, purple

  /// The last index (purple).
  public static let lastIndex = allCases.count - 1

  /// The colour's name, as its screen shows it.
  public var name: String {
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
  public var rgb: ColourComponents {
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
  public static let mint = ColourComponents(red: 0, green: 199, blue: 190)
}
