import CoordinatorKit

/// What the Mail module needs of the app's route, which it never names: the app's route conforms,
/// and Mail's coordinators and links are generic over it.
///
/// The app's route embeds Mail's routes as one case, reads them back, and says where Mail leads
/// outside itself (a message's sender), so that Mail never imports the module that shows it.
public protocol MailRouting: Hashable, Codable, Sendable {
  /// The app's route showing a screen of Mail (usually the enum case `mail(MailRoute)`).
  static func mail(_ route: MailRoute) -> Self
  /// The Mail screen this route shows; `nil` for another module's screen.
  var mailRoute: MailRoute? { get }
  /// The screen a message's sender opens: the app decides whose it is.
  static func sender(_ name: String) -> Self
  /// The flow that shows `route`, another module's screen reached from Mail (a sender), on
  /// `navigator`, and how its first screen shows; `nil` when the flow that leads to the screen
  /// shows it.
  @MainActor static func flow(showing route: Self, on navigator: Navigator<Self>)
    -> ChildFlow<Self>?
}
