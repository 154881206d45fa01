import CoordinatorKit

/// The demo picker's view model: the four demos and the selection.
@MainActor
public final class DemoPickerViewModel: EventDrivenViewModel {
  /// What the user did on this screen.
  public enum Event: Equatable {
    case choose(DemoKind)
  }

  package let demos = DemoKind.allCases
  package private(set) var selectedIndex = 0
  /// Receives every event this model reports; its coordinator decides what each means.
  public let handleEvent: (Event) -> Void

  package init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }

  package func moveSelection(by offset: Int) {
    selectedIndex = min(max(selectedIndex + offset, 0), demos.count - 1)
  }

  package func chooseSelected() {
    send(.choose(demos[selectedIndex]))
  }

  /// Chooses the demo numbered `number` (from 1), as the digit keys do.
  package func choose(number: Int) {
    guard demos.indices.contains(number - 1) else { return }
    selectedIndex = number - 1
    chooseSelected()
  }
}
