import CoordinatorKit

/// Runs the Account tab: who is signed in, signing in and out, and the security settings, which
/// only a signed-in user reaches. Opening them while signed out, from this tab or by a link,
/// goes through the same guard: the sign-in sheet first, then on to them. A change made there and
/// not saved guards the settings: Back, a back swipe or a link asks before it is thrown away.
@MainActor
final class AccountCoordinator: Flow<DemoRoute>, LeaveGuarding {
  let session: MailSession
  private weak var accountPage: MailPageModel?
  private weak var securityPage: MailPageModel?
  /// Whether sign-in alerts go by mail: as saved, and as the settings show them now.
  private var savedAlertsByMail = true
  private var alertsByMail = true
  /// Opening the security settings, while it waits for the sign-in sheet.
  private(set) var securityOpening: Task<Void, Never>?

  init(navigator: Navigator<DemoRoute>, session: MailSession) {
    self.session = session
    super.init(navigator: navigator)
  }

  func start() throws(NavigationError) {
    _ = try show(.mail(.account))
  }

  func makeModel(for route: DemoRoute) -> Any? {
    let handleEvent = eventHandler { (coordinator: AccountCoordinator, action: MailAction) in
      coordinator.perform(action)
    }
    switch route {
    case .mail(.account):
      let page = MailPageModel(title: "Account", lines: [], buttons: [], handleEvent: handleEvent)
      accountPage = page
      showSession(on: page)
      return page
    case .mail(.security):
      alertsByMail = savedAlertsByMail  // A new settings screen starts from what is saved.
      let page = MailPageModel(
        title: "Security", lines: [],
        buttons: [
          MailButton("a", "Alerts", .toggleAlerts), MailButton("v", "Save", .saveSecurity),
          MailButton("b", "Back", .back),
        ], handleEvent: handleEvent)
      securityPage = page
      showSecurity(on: page)
      return page
    default:
      return nil
    }
  }

  private func showSession(on page: MailPageModel) {
    if let account = session.account {
      page.lines = ["Signed in as \(account)."]
      page.buttons = [
        MailButton("s", "Security", .openSecurity), MailButton("o", "Sign out", .signOut),
      ]
    } else {
      page.lines = [
        "Signed out.", "", "Security needs a signed-in user: opening it",
        "signs you in first, then goes on to it.",
      ]
      page.buttons = [
        MailButton("s", "Security", .openSecurity), MailButton("l", "Sign in", .signIn),
      ]
    }
  }

  private func showSecurity(on page: MailPageModel) {
    page.lines = [
      "Signed in as \(session.account ?? "nobody")", "", "Two-step verification: on",
      "Sign-in alerts: " + (alertsByMail ? "by mail" : "off")
        + (alertsByMail == savedAlertsByMail ? "" : " (not saved)"),
    ]
  }

  /// Shows the settings as they are now, and guards them while they differ from what is saved.
  private func securityDidChange() {
    securityPage.map(showSecurity)
    guard let screen = ownScreens.last(where: { $0.route == .mail(.security) })?.id else { return }
    if alertsByMail == savedAlertsByMail {
      try? allowLeaving(screen)
    } else {
      try? guardLeaving(screen)
    }
  }

  var discardQuestion: String { "Discard the security changes?" }

  private func perform(_ action: MailAction) {
    switch action {
    case .openSecurity:
      // The settings take the whole height: they hide the tab bar while they show.
      let target = NavigationTarget<DemoRoute>(inTab: MailCoordinator.accountTab)
        .pushing(.mail(.security), options: .hidingTabBar)
      securityOpening = DemoWork.of(navigator).start { [navigator] in
        // A cancelled sign-in ends where it started, which is all there is to say.
        try? await navigator.open(target)
      }
    case .signIn:
      try? coordinate(to: makeSignIn(), style: .modal(.sheet))
    case .signOut:
      session.signOut()
      accountPage.map(showSession)
      // What needs the session leaves with it.
      _ = try? popToFirstScreen()
    case .toggleAlerts:
      alertsByMail.toggle()
      securityDidChange()
    case .saveSecurity:
      savedAlertsByMail = alertsByMail
      securityDidChange()
    case .back:
      // What the platform's Back does: with unsaved changes, the user is asked first.
      if let back = navigator.backNavigation { _ = try? navigator.userDidNavigate(back) }
    default:
      break
    }
  }

  private func didSignIn(_ result: FlowResult<String>) {
    guard case .finished(let account) = result else { return }
    session.signIn(as: account)
    accountPage.map(showSession)
  }

  /// The guard of the screens that need a signed-in user: its flow is the sign-in sheet.
  private var signedIn: RouteGuard {
    RouteGuard(
      "signed in", isSatisfied: { [session] in session.isSignedIn },
      satisfy: { [weak self] in
        guard let self else { return .cancelled }
        // Counted as answered the moment the sheet ends, so a script waits for what follows.
        let result = await DemoWork.of(navigator).untilUserAnswers { answer in
          do {
            try coordinate(to: makeSignIn(then: answer), style: .modal(.sheet))
          } catch {
            answer(.cancelled)  // It could not start: nothing is shown, nothing to wait for.
          }
        }
        return result.value == nil ? .cancelled : .satisfied
      })
  }

  /// The sign-in sheet, whose account signs the session in, however the sheet was opened;
  /// `then` hears the result after that.
  private func makeSignIn(
    then: @escaping @MainActor (FlowResult<String>) -> Void = { _ in }
  ) -> SignInCoordinator {
    SignInCoordinator(navigator: navigator).reportingResult { [weak self] result in
      self?.didSignIn(result)
      then(result)
    }
  }

  /// The security settings, pushed behind the sign-in guard; the sign-in sheet.
  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch (route, style) {
    case (.mail(.security), .push):
      .guarded(by: signedIn, then: .showScreen)
    case (.mail(.signIn), .modal(.sheet)):
      .startChild(makeSignIn())
    default:
      .refuse
    }
  }
}
