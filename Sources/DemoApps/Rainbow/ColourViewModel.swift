import CoordinatorKit

/// What the user did on a coloured screen.
public enum ColourEvent: Equatable, Sendable {
  case next, back, showModal, root, end
}

/// The view model of one coloured screen: what it shows, and the events it reports through the
/// handler ``EventViewModel`` stores.
@MainActor
public final class ColourViewModel: EventViewModel<ColourEvent, Void> {
  /// The colour's place in the rainbow, 0 (red) to 6 (purple).
  public let index: Int

  /// A view model for the colour at `index`, reporting its events to `handleEvent`.
  public init(index: Int, handleEvent: @escaping (ColourEvent) -> Void) {
    self.index = index
    super.init((), handleEvent: handleEvent)
  }

  /// The colour this screen shows.
  public var colour: RainbowColour { RainbowColour(rawValue: index) ?? .red }
  /// Whether there is a colour before this one.
  public var canGoBack: Bool { index > 0 }
  /// Whether there is a colour after this one.
  public var canGoNext: Bool { index < RainbowColour.lastIndex }
}
