extension NavigationState {
  /// What the platform's back action (a back button, Esc, a back swipe) does on this state, as
  /// the user action a host reports: go back one screen in the top stack, or dismiss the top
  /// modal at its root; `nil` at the root of the base stack, where there is no back.
  public var backNavigation: UserNavigation? {
    guard let top else { return nil }
    switch top.style {
    case .push: return .wentBack(to: top.below?.id ?? root.id)
    case .modal: return .dismissedLayer(containing: top.id)
    }
  }
}
