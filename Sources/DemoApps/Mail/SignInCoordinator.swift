import CoordinatorKit

/// The sign-in sheet: it returns the signed-in account, or is cancelled.
@MainActor
package final class SignInCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing,
  ResultCoordinator
{
  package typealias Result = String

  package func start() throws(NavigationError) {
    _ = try show(.mail(.signIn))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .mailPage(
      MailPageModel(
        title: "Sign In",
        lines: ["Account: \(MailContent.account)", "Password: ••••••••"],
        buttons: [MailButton("s", "Sign in", .signIn), MailButton("b", "Cancel", .back)],
        handleEvent: eventHandler { coordinator, action in
          switch action {
          case .signIn: coordinator.close(with: MailContent.account)
          default: coordinator.close()
          }
        }))
  }

  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // Signing in leads nowhere; whoever asked continues.
  }
}
