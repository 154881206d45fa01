/// How a screen was put over the one below it: pushed onto the current stack, or presented in a
/// new modal layer of one of the ``ModalStyle``s.
///
/// The one style vocabulary of the engine and its hosts: a decision over styles is an exhaustive
/// `switch`, so a new modal style is a compile error everywhere it needs a decision, not a case
/// that slips through a comparison. It saves as one string, `"push"` or the modal style's name
/// (`"sheet"`, `"cover"`), so saved states stay readable.
public enum PresentationStyle: Hashable, Sendable {
  /// Pushed onto the current stack (slides in horizontally; a back gesture pops it).
  case push
  /// Presented modally, which starts a new layer with its own stack.
  case modal(ModalStyle)

  /// The modal style, or `nil` for a push.
  public var modalStyle: ModalStyle? {
    switch self {
    case .push: nil
    case .modal(let style): style
    }
  }

  /// Whether this style starts a new modal layer rather than extending the current stack.
  public var isModal: Bool { modalStyle != nil }
}

extension PresentationStyle {
  /// Presented in a sheet: `.sheet` reads as `.modal(.sheet)` wherever a style is asked for
  /// (`NavigatorLink("Reply", to: .compose, as: .sheet)`).
  public static var sheet: PresentationStyle { .modal(.sheet) }
  /// Presented as a full-screen cover: the same as `.modal(.cover)`.
  public static var cover: PresentationStyle { .modal(.cover) }
  /// Presented as a popover: the same as `.modal(.popover)`.
  public static var popover: PresentationStyle { .modal(.popover) }
}

extension PresentationStyle: CaseIterable {
  /// Every style: the push, then every modal style.
  public static var allCases: [PresentationStyle] {
    [.push] + ModalStyle.allCases.map(PresentationStyle.modal)
  }
}

extension PresentationStyle: Codable {
  /// The name a style is saved as.
  fileprivate var savedName: String {
    switch self {
    case .push: "push"
    case .modal(let style): style.rawValue
    }
  }

  /// Decodes a style from its saved name.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the unknown style and the names expected.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeSavedName(
      of: Self.allCases, kind: "presentation style", name: \.savedName)
  }

  /// Encodes the style as its saved name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(savedName)
  }
}

extension PresentationStyle: CustomStringConvertible {
  /// The style's saved name (`push`, `sheet`, `cover`): short, for dumps and test messages.
  public var description: String { savedName }
}

extension PresentationStyle {
  /// The style as a message names it ("a push", "a cover").
  var articleName: String {
    switch self {
    case .push: "a push"
    case .modal(.sheet): "a sheet"
    case .modal(.cover): "a cover"
    case .modal(.popover): "a popover"
    }
  }
}
