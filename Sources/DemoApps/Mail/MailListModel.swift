import CoordinatorKit

/// The view model of a mail list (the inbox, the contacts, the recipient picker): its rows, the
/// selection, and its buttons.
@MainActor
public final class MailListModel: MailButtons {
  package let title: String
  package let rows: [String]
  package let buttons: [MailButton]
  package private(set) var selectedIndex = 0
  /// Receives every action this screen reports; its coordinator decides what each means.
  public let handleEvent: (MailAction) -> Void

  package init(
    title: String, rows: [String], buttons: [MailButton] = [],
    handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    self.rows = rows
    self.buttons = buttons
    self.handleEvent = handleEvent
  }

  package func moveSelection(by offset: Int) {
    selectedIndex = min(max(selectedIndex + offset, 0), max(rows.count - 1, 0))
  }

  package func openSelected() {
    guard rows.indices.contains(selectedIndex) else { return }
    send(.open(index: selectedIndex))
  }
}
