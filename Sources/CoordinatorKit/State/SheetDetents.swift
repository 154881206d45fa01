/// The heights a sheet offers and the one it rests at: the part of a sheet layer's state that
/// the user changes by dragging the sheet.
///
/// A sheet without detents shows at the platform's default height (large). The value cannot be
/// made inconsistent: at least one detent, none twice, each valid, and the selected one among
/// them.
public struct SheetDetents: Hashable, Sendable {
  /// The heights the sheet can rest at, in the order given.
  public private(set) var available: [SheetDetent]
  /// The height the sheet rests at now.
  public private(set) var selected: SheetDetent
  /// Whether the sheet shows a grabber, the handle that says it can be dragged.
  public var showsGrabber: Bool

  /// Detents offering `available`, resting at `selected` (the first one when `nil`), with a
  /// grabber when the user can drag between two or more heights unless `showsGrabber` says.
  ///
  /// - Throws: ``NavigationError/invalidSheetDetents(reason:)`` for no detent, one given twice,
  ///   a value out of range, or a `selected` that is not available.
  public init(_ available: [SheetDetent], selected: SheetDetent? = nil, showsGrabber: Bool? = nil)
    throws(NavigationError)
  {
    guard let first = available.first else {
      throw .invalidSheetDetents(reason: "a sheet needs at least one detent")
    }
    var seen: Set<SheetDetent> = []
    for detent in available {
      if let problem = detent.problem { throw .invalidSheetDetents(reason: problem) }
      guard seen.insert(detent).inserted else {
        throw .invalidSheetDetents(reason: "the detent \(detent) is given twice")
      }
    }
    let selected = selected ?? first
    guard seen.contains(selected) else {
      throw .detentNotAvailable(selected, available: available)
    }
    self.available = available
    self.selected = selected
    self.showsGrabber = showsGrabber ?? (available.count > 1)
  }

  /// Detents made from values known to be valid (the presets).
  private init(checked available: [SheetDetent]) {
    self.available = available
    selected = available[0]
    showsGrabber = available.count > 1
  }

  /// A half-height sheet that the user can drag to full height: the commonest sheet.
  public static let mediumAndLarge = SheetDetents(checked: [.medium, .large])
  /// A half-height sheet that stays half height.
  public static let medium = SheetDetents(checked: [.medium])

  /// The same detents resting at `detent`.
  ///
  /// - Throws: ``NavigationError/detentNotAvailable(_:available:)`` when the sheet does not offer
  ///   it.
  public func selecting(_ detent: SheetDetent) throws(NavigationError) -> SheetDetents {
    guard available.contains(detent) else {
      throw .detentNotAvailable(detent, available: available)
    }
    var result = self
    result.selected = detent
    return result
  }
}

extension SheetDetents: Codable {
  private enum CodingKeys: String, CodingKey {
    case available, selected, showsGrabber
  }

  /// Decodes detents, checking them as ``init(_:selected:showsGrabber:)`` does.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying which rule the saved detents break.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let available = try container.decode([SheetDetent].self, forKey: .available)
    let selected = try container.decodeIfPresent(SheetDetent.self, forKey: .selected)
    let showsGrabber = try container.decodeIfPresent(Bool.self, forKey: .showsGrabber)
    do {
      try self.init(available, selected: selected, showsGrabber: showsGrabber)
    } catch {
      throw DecodingError.brokenRule(error, in: decoder)
    }
  }

  /// Encodes the detents, the selected one and whether the grabber shows.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(available, forKey: .available)
    try container.encode(selected, forKey: .selected)
    try container.encode(showsGrabber, forKey: .showsGrabber)
  }
}
