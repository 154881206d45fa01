/// The coordinator layer's part of a navigator: the directory through which it plugs in (see
/// ``ScreenOwners``), and finding the coordinator of a screen.
extension Navigator {
  /// The running coordinator that owns `screen`, if it shows screens here; found in constant
  /// time, so a host can ask it to build each screen's view.
  public func coordinator(owning screen: NavigationScreen<Route>) -> (any Coordinator)? {
    guard let owner = screen.owner else { return nil }
    return owners?.owner(withID: owner) as? any Coordinator
  }

  /// Lets the navigator stop `coordinator` when its last screen leaves: the first coordinator
  /// that shows a screen here plugs the coordinator layer in.
  func register(_ coordinator: any Coordinator) {
    if let owners {
      owners.register(coordinator)
    } else {
      let directory = CoordinatorDirectory(host: self, state: storedState)
      owners = directory
      directory.register(coordinator)
    }
  }
}
