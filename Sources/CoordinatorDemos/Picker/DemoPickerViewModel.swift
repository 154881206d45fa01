import CoordinatorKit

/// The demo picker's view model: the four demos and the selection.
@MainActor
final class DemoPickerViewModel: EventDrivenViewModel {
  enum Event: Equatable {
    case choose(DemoKind)
  }

  let demos = DemoKind.allCases
  private(set) var selectedIndex = 0
  let handleEvent: (Event) -> Void

  init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }

  func moveSelection(by offset: Int) {
    selectedIndex = min(max(selectedIndex + offset, 0), demos.count - 1)
  }

  func chooseSelected() {
    send(.choose(demos[selectedIndex]))
  }

  /// Chooses the demo numbered `number` (from 1), as the digit keys do.
  func choose(number: Int) {
    guard demos.indices.contains(number - 1) else { return }
    selectedIndex = number - 1
    chooseSelected()
  }
}
