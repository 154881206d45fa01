#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// Acknowledges each step at its deadline (``SwiftUICompletionStrategy``): a view of its own,
  /// the one that reads the step, so that a new step draws nothing else again.
  struct NavigatorStepAcknowledgement<Route: Equatable & Sendable>: View {
    let host: SwiftUINavigatorHost<Route>

    var body: some View {
      Color.clear
        .task(id: host.slices.currentStep.value) { [host] in
          await host.acknowledgeAtDeadline()
        }
    }
  }
#endif
