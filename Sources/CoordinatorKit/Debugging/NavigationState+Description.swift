extension NavigationState {
  /// The state as readable lines, bottom first: the base stack, then each modal layer with its
  /// stack, then the alert. Each screen shows its route, short identity and owner.
  ///
  /// ```
  /// stack: list #1a2b3c4d, detail(2) #5e6f7a8b
  /// sheet: picker #9c0d1e2f
  /// alert: "Delete?" [Cancel, Delete]
  /// ```
  public var treeDescription: String {
    func describe(_ screen: Screen<Route>) -> String {
      "\(screen.route) #\(screen.id.shortDescription)"
    }
    var lines = ["stack: " + baseStack.map(describe).joined(separator: ", ")]
    for layer in layers {
      lines.append("\(layer.style.rawValue): " + layer.screens.map(describe).joined(separator: ", "))
    }
    if let alert {
      lines.append(
        "alert: \"\(alert.title)\" [" + alert.actions.map(\.title).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n")
  }
}
