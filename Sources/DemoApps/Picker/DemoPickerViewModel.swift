import CoordinatorKit

/// The demo picker's view model: the demos and the selection; choosing one reports its kind.
@MainActor
public final class DemoPickerViewModel: EventViewModel<DemoKind, Void> {
  package let demos = DemoKind.allCases
  package private(set) var selectedIndex = 0

  package func moveSelection(by offset: Int) {
    selectedIndex = min(max(selectedIndex + offset, 0), demos.count - 1)
  }

  package func chooseSelected() {
    send(demos[selectedIndex])
  }

  /// Chooses the demo numbered `number` (from 1), as the digit keys do.
  package func choose(number: Int) {
    guard demos.indices.contains(number - 1) else { return }
    selectedIndex = number - 1
    chooseSelected()
  }
}
