/// The heights a sheet offers and the one it rests at: the part of a sheet layer's state that
/// the user changes by dragging the sheet.
///
/// A sheet without detents shows at the platform's default height (large). The value cannot be
/// made inconsistent: at least one detent, none twice, each valid, and the selected one among
/// them.
public struct SheetDetents: Sendable {
  /// The detents, kept in one shared object that never changes: every path element and screen
  /// value carries an optional `SheetDetents`, and a single reference keeps those values as
  /// small and as cheap to copy as they were without detents (see `PathNode`).
  private final class Storage: Sendable {
    let available: [SheetDetent]
    let selected: SheetDetent
    let showsGrabber: Bool

    init(available: [SheetDetent], selected: SheetDetent, showsGrabber: Bool) {
      self.available = available
      self.selected = selected
      self.showsGrabber = showsGrabber
    }
  }

  private var storage: Storage

  /// The heights the sheet can rest at, in the order given.
  public var available: [SheetDetent] { storage.available }
  /// The height the sheet rests at now.
  public var selected: SheetDetent { storage.selected }
  /// Whether the sheet shows a grabber, the handle that says it can be dragged.
  public var showsGrabber: Bool {
    get { storage.showsGrabber }
    set {
      storage = Storage(available: available, selected: selected, showsGrabber: newValue)
    }
  }

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
    storage = Storage(
      available: available, selected: selected, showsGrabber: showsGrabber ?? (available.count > 1))
  }

  /// Detents made from values known to be valid (the presets).
  private init(checked available: [SheetDetent]) {
    storage = Storage(
      available: available, selected: available[0], showsGrabber: available.count > 1)
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
    result.storage = Storage(available: available, selected: detent, showsGrabber: showsGrabber)
    return result
  }
}

extension SheetDetents: Hashable {
  /// Whether both offer the same detents in the same order, rest at the same one and agree on
  /// the grabber.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.selected == rhs.selected && lhs.showsGrabber == rhs.showsGrabber
        && lhs.available == rhs.available)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(available)
    hasher.combine(selected)
    hasher.combine(showsGrabber)
  }
}

extension SheetDetents: CustomStringConvertible {
  /// The detent the sheet rests at and those it offers: `medium of [medium, large]`.
  public var description: String {
    "\(selected) of [" + available.map(\.name).joined(separator: ", ") + "]"
      + (showsGrabber == (available.count > 1) ? "" : showsGrabber ? ", grabber" : ", no grabber")
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
