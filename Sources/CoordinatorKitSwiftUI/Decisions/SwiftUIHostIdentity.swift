import CoordinatorKit

/// The identity a `NavigatorView` gives the view that keeps its host state.
///
/// SwiftUI keeps a view's `@State` for as long as the view keeps its place, even when the view
/// is re-created with other arguments: a `NavigatorView` re-created with another navigator would
/// keep showing the first one. Keying the inner view by this identity (`.id(_:)`) makes SwiftUI
/// start over, with a new host, exactly when the navigator or the completion strategy changes.
struct SwiftUIHostIdentity: Hashable, Sendable {
  private let navigator: ObjectIdentifier
  private let strategy: SwiftUICompletionStrategy

  /// The identity of a host showing `navigator` with `strategy`.
  init(navigator: AnyObject, strategy: SwiftUICompletionStrategy) {
    self.navigator = ObjectIdentifier(navigator)
    self.strategy = strategy
  }
}
