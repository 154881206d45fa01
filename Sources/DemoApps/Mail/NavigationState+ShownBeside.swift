import CoordinatorKit

extension NavigationState {
  /// The screen pushed right after screen `id` in the stack that holds it (a tab's, the base
  /// stack or a modal layer's), if any: the page a list shows beside it, in the next column of
  /// a split view, or over it where the columns are collapsed.
  func screen(pushedAfter id: ScreenID) -> NavigationScreen<Route>? {
    let stacks = (tabs.isEmpty ? [baseStack] : tabStacks.map(\.stack)) + layers.map(\.screens)
    for stack in stacks {
      guard let index = stack.firstIndex(where: { $0.id == id }) else { continue }
      return index + 1 < stack.count ? stack[index + 1] : nil
    }
    return nil
  }
}
