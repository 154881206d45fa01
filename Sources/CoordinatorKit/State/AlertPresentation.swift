/// How a host shows an ``AlertState``.
///
/// Both are questions the user answers with one of the actions, answered by identity; only the
/// look differs. Hosts switch over every case, so a new presentation is a compile error in each
/// host until it shows it.
public enum AlertPresentation: String, Hashable, Sendable, CaseIterable {
  /// An alert in the middle of the screen, over everything: for news the user must see.
  case alert
  /// A confirmation dialog (an action sheet): the actions in a list at the bottom of the screen
  /// (anchored where it was asked on a large screen), the cancel action apart. For confirming
  /// what the user just asked for, such as deleting or discarding.
  case confirmationDialog
}

extension AlertPresentation: Codable {
  /// Decodes a presentation from its saved name.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the unknown presentation and the names
  ///   expected.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeSavedName(
      of: Self.allCases, kind: "alert presentation", name: \.rawValue)
  }

  /// Encodes the presentation as its saved name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
