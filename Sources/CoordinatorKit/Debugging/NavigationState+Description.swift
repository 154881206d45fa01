extension NavigationState {
  /// The state as readable lines, bottom first: the base stack (or, under a tab container,
  /// every tab's stack in order, the selected one marked), then each modal layer, each screen on
  /// its own line with its route, short identity and owner, then the alert.
  ///
  /// ```
  /// stack
  ///   list #1a2b3c4d by main
  ///   detail(2) #5e6f7a8b by detail
  /// sheet
  ///   picker #9c0d1e2f by picker
  /// alert "Delete?" [Cancel, Delete]
  /// ```
  ///
  /// A confirmation dialog reads `dialog "Discard changes?" [Discard, Keep Editing]`; a sheet
  /// with detents names the one it rests at and those it offers: `sheet at medium of [medium,
  /// large]`; a popover with an anchor names the control it points at: `popover from "sender"`.
  ///
  /// With tabs, the stacks read `tab inbox (selected)`, `tab search`, … in place of `stack`. A
  /// stack split into columns names its layout: `stack (twoColumns)`, `tab inbox (selected,
  /// threeColumns)`.
  public var treeDescription: String {
    func describe(_ screen: NavigationScreen<Route>) -> String {
      let owner = screen.owner.map { " by \($0.shortDescription)" } ?? ""
      return "  \(screen.route) #\(screen.id.shortDescription)\(owner)"
    }
    var lines: [String] = []
    if tabsBox == nil {
      lines = ["stack" + (splitLayout.map { " (\($0))" } ?? "")] + baseStack.map(describe)
    }
    for tab in tabStacks {
      let notes = (tab.id == selectedTab ? ["selected"] : []) + (tab.split.map { ["\($0)"] } ?? [])
      lines.append("tab \(tab.id)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"))
      lines += tab.stack.map(describe)
    }
    for layer in layers {
      lines.append(
        layer.style.rawValue + (layer.detents.map { " at \($0)" } ?? "")
          + (layer.anchor.map { " from \($0)" } ?? ""))
      lines += layer.screens.map(describe)
    }
    if let alert {
      let kind =
        switch alert.presentation {
        case .alert: "alert"
        case .confirmationDialog: "dialog"
        }
      lines.append(
        "\(kind) \"\(alert.title)\" [" + alert.actions.map(\.title).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n")
  }
}
