/// A height a sheet can rest at, as the platforms size sheets (`presentationDetents`,
/// `UISheetPresentationController.Detent`).
///
/// Detents are part of the navigation state, so the height the user dragged a sheet to comes
/// back with a saved state or a link, and a test can assert it.
public enum SheetDetent: Hashable, Sendable {
  /// About half of the available height.
  case medium
  /// The full available height.
  case large
  /// This fraction of the available height: more than 0, at most 1.
  case fraction(Double)
  /// This height in points (cells, in the terminal): more than 0.
  case height(Double)

  /// The name the detent is saved under and known by to hosts (`"medium"`, `"fraction:0.3"`,
  /// `"height:320"`): the identifier a UIKit custom detent needs, and what a link can carry.
  public var name: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction:\(value)"
    case .height(let value): "height:\(value)"
    }
  }

  /// Reads a detent from its ``name``; `nil` for a name no detent has (or a value out of range).
  public init?(name: String) {
    switch name {
    case "medium": self = .medium
    case "large": self = .large
    default:
      let parts = name.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, let value = Double(parts[1]) else { return nil }
      switch parts[0] {
      case "fraction": self = .fraction(value)
      case "height": self = .height(value)
      default: return nil
      }
      guard problem == nil else { return nil }
    }
  }

  /// What is wrong with the detent's value, or `nil` when a host can show it.
  var problem: String? {
    switch self {
    case .medium, .large: nil
    case .fraction(let value):
      value.isFinite && value > 0 && value <= 1
        ? nil : "the fraction \(value) is not more than 0 and at most 1"
    case .height(let value):
      value.isFinite && value > 0 ? nil : "the height \(value) is not more than 0"
    }
  }

  /// The detent's height in a space `available` high: what the terminal and tests compute;
  /// the platforms compute their own.
  public func height(in available: Double) -> Double {
    switch self {
    case .medium: available / 2
    case .large: available
    case .fraction(let value): available * value
    case .height(let value): min(value, available)
    }
  }
}

extension SheetDetent: CustomStringConvertible {
  /// The detent's ``name``.
  public var description: String { name }
}

extension SheetDetent: Codable {
  /// Decodes a detent from its ``name``.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the unknown detent and the forms expected.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let saved = try container.decode(String.self)
    guard let detent = SheetDetent(name: saved) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "Unknown sheet detent \"\(saved)\": expected \"medium\", \"large\", \"fraction:F\" "
          + "(0 < F ≤ 1) or \"height:H\" (H > 0). Nothing was decoded.")
    }
    self = detent
  }

  /// Encodes the detent as its ``name``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
