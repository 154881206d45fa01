import CoordinatorKit

/// An editor flow that shows one guarded screen, `route`, when it starts, and asks "Discard
/// changes?" (Discard, Keep) before it leaves; it may take no back swipe (a drawing canvas,
/// ``takesSwipes``) or guard its flow by ``hasUnsavedChanges`` instead of a mark. The back-swipe
/// tests of the engine and of the UIKit host on the model drive it.
@MainActor
package final class DiscardingEditor<Route: Equatable & Sendable>: LeaveGuarding {
  package let node = CoordinatorNode()
  package let navigator: Navigator<Route>
  private let route: Route
  /// Whether ``start()`` marks the screen guarded; without the mark, ``hasUnsavedChanges``
  /// guards it.
  private let marksItsScreen: Bool
  /// Whether the guarded screen takes a back swipe (``allowsBackSwipe(from:)``).
  package var takesSwipes = true
  package var hasUnsavedChanges = false

  package init(navigator: Navigator<Route>, route: Route, marksItsScreen: Bool = true) {
    self.navigator = navigator
    self.route = route
    self.marksItsScreen = marksItsScreen
  }

  package func start() throws(NavigationError) {
    let screen = try show(route)
    if marksItsScreen { try guardLeaving(screen) }
  }

  package func shouldLeave(_ screen: ScreenID) async -> Bool {
    await navigator.askToDiscard()
  }

  package func allowsBackSwipe(from screen: ScreenID) -> Bool { takesSwipes }
}

extension Navigator {
  /// Asks "Discard changes?" with Discard (destructive) and Keep (cancel), as the leave-guard
  /// tests' editors do, and returns whether the user discarded.
  package func askToDiscard() async -> Bool {
    guard
      let question = try? AlertState(
        title: "Discard changes?",
        actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
    else { return false }
    return (try? await alert(question))??.id == "Discard"
  }
}
