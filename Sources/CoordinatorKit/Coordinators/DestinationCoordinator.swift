/// A coordinator that can start at one of several places, named by its `Destination` enum.
///
/// Deep links and "open the editor at step 3" use it: the parent picks the destination, the
/// coordinator decides how to show it.
@MainActor
public protocol DestinationCoordinator: Coordinator {
  /// The places the coordinator can start at.
  associatedtype Destination

  /// Shows the first screen for `destination`.
  func start(with destination: Destination) throws(NavigationError)
}

extension Coordinator {
  /// Stores `child` and starts it at `destination`. See ``coordinate(to:style:)``.
  public func coordinate<Child: DestinationCoordinator>(
    to child: Child, at destination: Child.Destination, style: PresentationStyle = .push
  ) throws(NavigationError) {
    try coordinate(to: child, style: style) { () throws(NavigationError) in
      try child.start(with: destination)
    }
  }
}
