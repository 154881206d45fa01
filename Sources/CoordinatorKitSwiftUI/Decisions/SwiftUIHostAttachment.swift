import CoordinatorKit

/// What a SwiftUI host draws before and after it attaches to its navigator.
///
/// A `NavigatorView` attaches its host when it appears (`onAppear`), after SwiftUI has
/// evaluated its first body: attaching changes what the navigator reports as displayed, which
/// must not happen while SwiftUI evaluates a body. An attached host starts from the bare root
/// and draws the engine's steps to the navigator's state, one layer at a time (SwiftUI presents
/// one sheet per update). So the first body draws what the attached host draws first: the first
/// step from the bare root (``NavigationState/bareRoot``), never the navigator's whole state. A
/// navigator already deep when the view appears (a restored or deep-linked launch) would
/// otherwise be drawn whole, then without its layers, then step by step again: the initial
/// sheets flash, and the content of their screens is made twice.
enum SwiftUIHostAttachment {
  /// What a SwiftUI host can show in one step; it attaches with these capabilities.
  static let capabilities = TransitionCapabilities.swiftUI

  /// The state a host draws from `navigator`: its displayed state once the host is attached
  /// (`isAttached`); before, the state attaching displays first, the first step from the bare
  /// root of the navigator's state (the bare root itself when there is nothing above it).
  ///
  /// It always reads the displayed state, so that a body drawn before the attachment is drawn
  /// again when the host attaches. Before the attachment it plans the way from the bare root,
  /// which costs what attaching costs; after, nothing.
  @MainActor
  static func drawnState<Route>(of navigator: Navigator<Route>, isAttached: Bool)
    -> NavigationState<Route>
  {
    let displayed = navigator.hosting.displayedState
    guard !isAttached else { return displayed }
    let state = navigator.state
    let bareRoot = state.bareRoot
    return TransitionPlan(from: bareRoot, to: state, capabilities: capabilities).first?.state
      ?? bareRoot
  }
}
