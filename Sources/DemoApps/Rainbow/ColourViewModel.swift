import CoordinatorKit

/// The view model of one coloured screen: what it shows, and the events it reports.
@MainActor
package final class ColourViewModel: EventDrivenViewModel {
  package enum Event: Equatable {
    case next, back, showModal, root, end
  }

  package let index: Int
  package let handleEvent: (Event) -> Void

  package init(index: Int, handleEvent: @escaping (Event) -> Void) {
    self.index = index
    self.handleEvent = handleEvent
  }

  package var colour: RainbowColour { RainbowColour(rawValue: index) ?? .red }
  package var canGoBack: Bool { index > 0 }
  package var canGoNext: Bool { index < RainbowColour.lastIndex }
}
