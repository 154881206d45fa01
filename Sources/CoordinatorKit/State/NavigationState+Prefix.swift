extension NavigationState {
  /// This state's root and tabs under the path whose top is `topNode`, without the alert: a
  /// step of a plan, which shows a prefix of the start or of the target.
  @inline(__always)
  func prefix(topNode: PathNode<Route>?) -> NavigationState {
    NavigationState(rootNode: rootNode, top: topNode, alertBox: nil, tabsBox: tabsBox)
  }
}
