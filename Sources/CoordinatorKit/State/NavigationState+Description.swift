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
  /// A screen with ``ScreenOptions`` says so after its owner: `message(2) #5e6f7a8b by reader
  /// hiding the tab bar`, `photo(3) #9c0d1e2f zooming from "photo-3"`.
  ///
  /// With tabs, the stacks read `tab inbox (selected)`, `tab search`, … in place of `stack`. A
  /// stack split into columns names its layout: `stack (twoColumns)`, `tab inbox (selected,
  /// threeColumns)`.
  ///
  /// It is also what `print(state)` shows; `dump(state)` shows the same stacks as its children.
  public var treeDescription: String {
    let (stacks, alert) = describedParts
    var lines: [String] = []
    for stack in stacks {
      lines.append(stack.heading)
      lines += stack.screens.map { "  \($0)" }
    }
    if let alert {
      lines.append(alert)
    }
    return lines.joined(separator: "\n")
  }

  /// The stacks bottom first, each with its heading (`stack`, `tab inbox (selected)`, `sheet`)
  /// and a line per screen, then the alert's line.
  private var describedParts: (stacks: [(heading: String, screens: [String])], alert: String?) {
    var screenNotes: [ScreenID: String] = [:]
    for node in top?.nodes(from: 0) ?? [] where !node.screenOptions.isStandard {
      let options = node.screenOptions
      screenNotes[node.id] =
        (options.hidesTabBar ? " hiding the tab bar" : "")
        + (options.zoomSource.map { " zooming from \($0)" } ?? "")
    }
    func describe(_ screen: NavigationScreen<Route>) -> String {
      let owner = screen.owner.map { " by \($0.shortDescription)" } ?? ""
      return "\(screen.route) #\(screen.id.shortDescription)\(owner)\(screenNotes[screen.id] ?? "")"
    }
    var stacks: [(heading: String, screens: [String])] = []
    if tabsBox == nil {
      stacks.append(
        ("stack" + (splitLayout.map { " (\($0))" } ?? ""), baseStack.map(describe)))
    }
    for tab in tabStacks {
      let notes = (tab.id == selectedTab ? ["selected"] : []) + (tab.split.map { ["\($0)"] } ?? [])
      stacks.append(
        (
          "tab \(tab.id)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"),
          tab.stack.map(describe)
        ))
    }
    for layer in layers {
      stacks.append(
        (
          layer.style.rawValue + (layer.detents.map { " at \($0)" } ?? "")
            + (layer.anchor.map { " from \($0)" } ?? ""),
          layer.screens.map(describe)
        ))
    }
    guard let alert else { return (stacks, nil) }
    let kind =
      switch alert.presentation {
      case .alert: "alert"
      case .confirmationDialog: "dialog"
      }
    return (
      stacks,
      "\(kind) \"\(alert.title)\" [" + alert.actions.map(\.title).joined(separator: ", ") + "]"
    )
  }

  /// One line: each stack's heading and size, then the alert.
  var summary: String {
    let (stacks, alert) = describedParts
    let parts = stacks.map { stack in
      "\(stack.heading) of \(stack.screens.count) screen\(stack.screens.count == 1 ? "" : "s")"
    }
    return (parts + (alert.map { [$0] } ?? [])).joined(separator: ", ")
  }
}

extension NavigationState: CustomStringConvertible {
  /// The state's ``treeDescription``: its stacks, layers, screens and alert, one per line.
  public var description: String { treeDescription }
}

extension NavigationState: CustomDebugStringConvertible {
  /// The state on one line: each stack and layer with its number of screens, then the alert.
  public var debugDescription: String { "NavigationState: \(summary)" }
}

extension NavigationState: CustomReflectable {
  /// The state as `dump` shows it: each stack and layer, bottom first, as the lines of its
  /// screens (as ``treeDescription`` shows them), then the alert.
  public var customMirror: Mirror {
    let (stacks, alert) = describedParts
    var children: [Mirror.Child] = stacks.map { stack in
      (label: stack.heading, value: stack.screens.map(DumpLine.init) as Any)
    }
    if let alert {
      children.append((label: "alert", value: DumpLine(alert)))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
