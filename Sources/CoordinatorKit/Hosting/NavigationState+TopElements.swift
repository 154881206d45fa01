/// Reading only the top of a state: what a host that keeps a projection between changes reads
/// of the next version, at the cost of what changed.
extension NavigationState {
  /// The top `count` elements of the path, bottom first, each with how it was presented (all of
  /// them when `count` is larger). It costs `count`, not the depth of the state; with
  /// ``screensAboveSharedPart(of:)`` it gives the screens a change added, and how.
  package func topPathElements(_ count: Int) -> [PresentedScreen<Route>] {
    guard let top, count > 0 else { return [] }
    return top.elements(from: max(0, top.count - count))
  }
}
