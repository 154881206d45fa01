extension NavigationState {
  /// How the base stack (the selected tab's, in a tabbed state) is split into columns; `nil`
  /// for one stack.
  public var splitLayout: SplitLayout? { rootNode.options.split }

  /// The base stack read as the columns of its split view; `nil` when it is one stack. Hosts
  /// show the columns side by side where the width allows, and the base stack where it does
  /// not. Reading it costs the base stack's depth.
  public var splitColumns: SplitColumns<Route>? {
    guard let layout = splitLayout else { return nil }
    return SplitColumns(baseStack, layout: layout)
  }

  /// Shows the base stack (the selected tab's) in the columns of `layout`, or as one stack for
  /// `nil`. No screen moves: hosts lay the same stack out again, in place.
  public mutating func setSplitLayout(_ layout: SplitLayout?) {
    guard rootNode.options.split != layout else { return }
    var options = rootNode.options
    options.split = layout
    rootNode = PathNode(root: rootNode.screen, options: options)
  }

  /// Shows the stack of tab `id` in the columns of `layout`, or as one stack for `nil`.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``.
  public mutating func setSplitLayout(_ layout: SplitLayout?, ofTab id: TabID)
    throws(NavigationError)
  {
    let (box, index) = try tabPosition(id)
    guard index != box.selectedIndex else { return setSplitLayout(layout) }
    guard let stack = box.stacks[index], stack.rootNode.options.split != layout else { return }
    var options = stack.rootNode.options
    options.split = layout
    tabsBox = box.replacing(
      stackAt: index,
      with: StoredStack(
        rootNode: PathNode(root: stack.rootNode.screen, options: options), top: stack.top))
  }

  /// The split layout of tab `id`'s stack; `nil` for one stack.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``.
  public func splitLayout(ofTab id: TabID) throws(NavigationError) -> SplitLayout? {
    let (box, index) = try tabPosition(id)
    return index == box.selectedIndex ? splitLayout : box.stacks[index]?.rootNode.options.split
  }
}
