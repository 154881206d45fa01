import ContactsFeature
import CoordinatorKit
import MailFeature

/// The app: the one place that composes its modules. Each window (scene) runs a tab bar with
/// one tab per module, and the app's link table is the modules' patterns put together.
@MainActor
public final class ModularApp {
  /// The links of every module, each opening in its module's tab (the one its first route is
  /// the root of).
  public static let links = LinkTable<AppRoute>(
    schemes: ["modular"],
    patterns: MailLinks.patterns(for: AppRoute.self) + ContactsLinks.patterns(for: AppRoute.self))

  /// Every window of the app, each with its own navigator.
  public let scenes = SceneRegistry<AppRoute>(
    activityType: "com.example.modular.screen", links: ModularApp.links
  ) { _ throws(NavigationError) in
    let tabs = try TabBarCoordinator<AppRoute>(tabs: [
      TabFlow("Mail", symbol: "tray", root: .mail(.inbox)) { MailFlow(navigator: $0) },
      TabFlow("Contacts", symbol: "person.2", root: .contacts(.list)) {
        ContactsFlow(navigator: $0)
      },
    ])
    return (tabs.navigator, tabs)
  }

  /// An app with no window yet: the platform connects them.
  public init() {}
}
