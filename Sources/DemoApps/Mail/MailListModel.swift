import CoordinatorKit

/// The view model of a mail list (the mailboxes, a mailbox, the contacts, the recipient picker):
/// its rows, the selection, and its buttons.
@MainActor
public final class MailListModel: MailButtons {
  package let title: String
  package let buttons: [MailButton]
  private let currentRows: () -> [String]
  private var selection = 0
  /// Receives every action this screen reports; its coordinator decides what each means.
  public let handleEvent: (MailAction) -> Void

  /// A list whose rows are `rows()` when read: a list its coordinator changes (a message
  /// deleted) shows the change.
  package init(
    title: String, rows: @escaping () -> [String], buttons: [MailButton] = [],
    handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    currentRows = rows
    self.buttons = buttons
    self.handleEvent = handleEvent
  }

  /// The rows, as they are now.
  package var rows: [String] { currentRows() }

  /// The selected row, kept on the list when rows went away.
  package var selectedIndex: Int { min(selection, max(rows.count - 1, 0)) }

  package func moveSelection(by offset: Int) {
    selection = min(max(selectedIndex + offset, 0), max(rows.count - 1, 0))
  }

  package func openSelected() {
    guard rows.indices.contains(selectedIndex) else { return }
    send(.open(index: selectedIndex))
  }
}
