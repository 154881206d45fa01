import CoordinatorKit

extension TransitionCapabilities {
  /// SwiftUI on iOS 17 and macOS 14 and later: a `NavigationStack(path:)` write can push, pop or
  /// replace several screens at once, and several sheets or covers can be dismissed in one
  /// update.
  public static let swiftUI = allAtOnce
}
