extension NavigationState {
  /// The state as readable lines, bottom first: the base stack, then each modal layer, each
  /// screen on its own line with its route, short identity and owner, then the alert.
  ///
  /// ```
  /// stack
  ///   list #1a2b3c4d by main
  ///   detail(2) #5e6f7a8b by detail
  /// sheet
  ///   picker #9c0d1e2f by picker
  /// alert "Delete?" [Cancel, Delete]
  /// ```
  public var treeDescription: String {
    func describe(_ screen: NavigationScreen<Route>) -> String {
      let owner = screen.owner.map { " by \($0.shortDescription)" } ?? ""
      return "  \(screen.route) #\(screen.id.shortDescription)\(owner)"
    }
    var lines = ["stack"] + baseStack.map(describe)
    for layer in layers {
      lines.append(layer.style.rawValue)
      lines += layer.screens.map(describe)
    }
    if let alert {
      lines.append(
        "alert \"\(alert.title)\" [" + alert.actions.map(\.title).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n")
  }
}
