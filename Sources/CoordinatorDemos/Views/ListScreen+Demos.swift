import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

extension ListScreen {
  /// The list of the demos: ↑/↓ and Enter, or a demo's number.
  static func picker(_ viewModel: DemoPickerViewModel) -> ListScreen {
    let count = DemoKind.allCases.count
    return ListScreen(
      title: "CoordinatorKit demos", background: RGBColor(red: 28, green: 32, blue: 44),
      listOffset: 3
    ) {
      Content(
        caption: Caption(text: "Choose a demo", offset: 1, colour: .lightGray),
        rows: viewModel.demos.enumerated().map { "\($0.offset + 1)  \($0.element.title)" },
        selectedIndex: viewModel.selectedIndex,
        buttons: ScreenButton.selection(move: viewModel.moveSelection(by:))
          + [.open(action: viewModel.chooseSelected)]
          + (1...count).map { number in
            ScreenButton(
              keys: [.character(Character(String(number)))],
              hint: number == 1 ? KeyHint("1-\(count)", "Open") : nil, rowLabel: nil
            ) { viewModel.choose(number: number) }
          })
    }
  }

  /// The master list of dates. Its key bar leaves out ↑/↓, so that it fits 80 columns with the
  /// global keys; the keys work all the same.
  static func master(_ presenter: MasterPresenter) -> ListScreen {
    ListScreen(
      title: "Master", background: RGBColor(red: 242, green: 242, blue: 247),
      buttonRowPlace: .bottom
    ) {
      let count = presenter.dates.count
      var buttons = ScreenButton.selection(move: presenter.moveSelection(by:))
      buttons[0].hint = nil
      buttons += [
        .keyBarOnly("+", "+", "Add") { presenter.add() },
        .keyBarOnly("d", "d", "Delete") { presenter.deleteSelected() },
        ScreenButton(
          keys: [.character("1")], hint: KeyHint("1", "Detail"), rowLabel: KeyHint("1", "Detail")
        ) { presenter.showDetail() },
        ScreenButton(
          keys: [.character("2")], hint: KeyHint("2", "Red"), rowLabel: KeyHint("2", "Detail Red")
        ) { presenter.showDetailRed() },
        ScreenButton(
          keys: [.character("3")], hint: KeyHint("3", "Red modal"),
          rowLabel: KeyHint("3", "Detail Red (modal)")
        ) { presenter.showDetailRedModally() },
        ScreenButton(
          keys: [.character("b")], hint: presenter.canGoBack ? KeyHint("b", "Back") : nil,
          rowLabel: nil
        ) { presenter.goBack() },
      ]
      return Content(
        caption: Caption(
          text: count == 0
            ? "No dates yet: press + to add one" : "\(count) date\(count == 1 ? "" : "s")",
          offset: 0, colour: .darkGray),
        rows: presenter.dates, selectedIndex: presenter.selectedIndex, buttons: buttons)
    }
  }

  /// The menu: a header with a button, and its rows.
  static func menu(_ presenter: MenuPresenter) -> ListScreen {
    ListScreen(title: presenter.header, background: RGBColor(red: 236, green: 248, blue: 236)) {
      Content(
        rows: presenter.items, selectedIndex: presenter.selectedIndex,
        buttons: [.both("h", "Header button") { presenter.tapHeaderButton() }]
          + ScreenButton.selection(move: presenter.moveSelection(by:))
          + [
            .open(action: presenter.chooseSelected),
            ScreenButton(
              keys: [.character("b")], hint: presenter.canGoBack ? KeyHint("b", "Back") : nil,
              rowLabel: nil
            ) { presenter.goBack() },
          ])
    }
  }

  /// A mail list: the inbox, the contacts or the recipient picker, with its buttons on top.
  static func mail(_ model: MailListModel) -> ListScreen {
    ListScreen(title: model.title, background: RGBColor(red: 232, green: 240, blue: 254)) {
      Content(
        rows: model.rows, selectedIndex: model.selectedIndex,
        buttons: ScreenButton.selection(move: model.moveSelection(by:))
          + [.open(action: model.openSelected)]
          + model.buttons.map { button in
            ScreenButton(keys: [.character(button.key)], hint: button.hint, rowLabel: button.hint) {
              _ = model.press(button.key)
            }
          })
    }
  }
}
