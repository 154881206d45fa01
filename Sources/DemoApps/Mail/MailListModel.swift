import CoordinatorKit

/// The view model of a mail list (the mailboxes, a mailbox, the contacts, the recipient picker):
/// its rows, the selection, and its buttons.
///
/// The selection follows the state: whenever the row whose page is shown beside the list (in
/// the next column, or pushed over it) changes, by a link, a restored state or a row opened,
/// that row becomes the selected one, so Enter opens what the user sees chosen. Up and Down
/// move it from there.
@MainActor
public final class MailListModel: MailButtons {
  package let title: String
  package let buttons: [MailButton]
  private let currentRows: () -> [String]
  /// The row whose page is shown beside the list now, if any; the coordinator reads it off the
  /// navigation state.
  private let currentShownRow: () -> Int?
  private var selection = 0
  /// The shown row the selection last followed.
  private var followedRow: Int?
  private var observation: ChangeObservation?
  /// Receives every action this screen reports; its coordinator decides what each means.
  public let handleEvent: (MailAction) -> Void

  /// A list whose rows are `rows()` when read: a list its coordinator changes (a message
  /// deleted) shows the change. `shownRow()` is the row whose page is shown beside the list;
  /// the selection follows it after every change of `navigator`'s state.
  init(
    title: String, rows: @escaping () -> [String], buttons: [MailButton] = [],
    following navigator: Navigator<DemoRoute>? = nil,
    shownRow: @escaping () -> Int? = { nil },
    handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    currentRows = rows
    currentShownRow = shownRow
    self.buttons = buttons
    self.handleEvent = handleEvent
    followShownRow()
    observation = navigator?.observeChanges { [weak self] _ in self?.followShownRow() }
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

  /// Selects the row whose page is shown beside the list, when that changed: a page that
  /// leaves keeps its row selected.
  private func followShownRow() {
    let shown = currentShownRow()
    guard shown != followedRow else { return }
    followedRow = shown
    if let shown { selection = shown }
  }
}
