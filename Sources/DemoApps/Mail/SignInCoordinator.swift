import CoordinatorKit

/// The sign-in sheet: it returns the signed-in account, or is cancelled.
@MainActor
final class SignInCoordinator: ResultFlowCoordinatorBase<DemoRoute, String>, OneScreenFlow,
  ResultCoordinator
{
  /// The flow's one screen.
  var screenRoute: DemoRoute { .mail(.signIn) }

  func makeModel(for route: DemoRoute) -> Any? {
    MailPageModel(
      title: "Sign In",
      lines: ["Account: \(MailContent.account)", "Password: ••••••••"],
      buttons: [MailButton("s", "Sign in", .signIn), MailButton("b", "Cancel", .back)],
      handleEvent: eventHandler { coordinator, action in
        switch action {
        case .signIn: coordinator.close(with: MailContent.account)
        default: coordinator.close()
        }
      })
  }
}
