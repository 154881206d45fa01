import CoordinatorKit

/// The view model of one coloured screen: what it shows, and the events it reports.
@MainActor
final class ColourViewModel: EventDrivenViewModel {
  enum Event: Equatable {
    case next, back, showModal, root, end
  }

  let index: Int
  let handleEvent: (Event) -> Void

  init(index: Int, handleEvent: @escaping (Event) -> Void) {
    self.index = index
    self.handleEvent = handleEvent
  }

  var colour: RainbowColour { RainbowColour(rawValue: index) ?? .red }
  var canGoBack: Bool { index > 0 }
  var canGoNext: Bool { index < RainbowColour.lastIndex }
}
