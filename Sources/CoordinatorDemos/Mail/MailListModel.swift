import CoordinatorKit

/// The view model of a mail list (the inbox, the contacts, the recipient picker): its rows, the
/// selection, and its buttons.
@MainActor
final class MailListModel: MailButtons {
  let title: String
  let rows: [String]
  let buttons: [MailButton]
  private(set) var selectedIndex = 0
  let handleEvent: (MailAction) -> Void

  init(
    title: String, rows: [String], buttons: [MailButton] = [],
    handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    self.rows = rows
    self.buttons = buttons
    self.handleEvent = handleEvent
  }

  func moveSelection(by offset: Int) {
    selectedIndex = min(max(selectedIndex + offset, 0), max(rows.count - 1, 0))
  }

  func openSelected() {
    guard rows.indices.contains(selectedIndex) else { return }
    send(.open(index: selectedIndex))
  }
}
