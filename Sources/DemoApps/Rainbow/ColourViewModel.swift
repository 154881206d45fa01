import CoordinatorKit

/// The view model of one coloured screen: what it shows, and the events it reports.
@MainActor
public final class ColourViewModel: EventDrivenViewModel {
  /// What the user did on this screen.
  public enum Event: Equatable {
    case next, back, showModal, root, end
  }

  /// The colour's place in the rainbow, 0 (red) to 6 (purple).
  public let index: Int
  /// Receives every event this model reports; its coordinator decides what each means.
  public let handleEvent: (Event) -> Void

  /// A view model for the colour at `index`, reporting its events to `handleEvent`.
  public init(index: Int, handleEvent: @escaping (Event) -> Void) {
    self.index = index
    self.handleEvent = handleEvent
  }

  /// The colour this screen shows.
  public var colour: RainbowColour { RainbowColour(rawValue: index) ?? .red }
  /// Whether there is a colour before this one.
  public var canGoBack: Bool { index > 0 }
  /// Whether there is a colour after this one.
  public var canGoNext: Bool { index < RainbowColour.lastIndex }
}
