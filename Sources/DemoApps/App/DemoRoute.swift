/// Every screen of the demo app, one case per demo with that demo's own routes.
///
/// One route type lets the picker push any demo onto its own stack, and lets the whole state
/// be saved to and restored from one file.
public enum DemoRoute: Hashable, Codable, Sendable {
  /// The list of the demos.
  case picker
  /// A screen of the rainbow demo.
  case rainbow(RainbowRoute)
  /// A screen of the master/detail demo.
  case masterDetail(MasterDetailRoute)
  /// A screen of the MVVM-C demo.
  case mvvmc(MVVMCRoute)
  /// A screen of the MVP menu demo.
  case menu(MenuRoute)
  /// A screen of the mail demo.
  case mail(MailRoute)
}

extension DemoRoute {
  /// The demo this screen belongs to; `nil` for the picker.
  package var demo: DemoKind? {
    switch self {
    case .picker: nil
    case .rainbow: .rainbow
    case .masterDetail: .masterDetail
    case .mvvmc: .mvvmc
    case .menu: .menu
    case .mail: .mail
    }
  }

  /// How messages name the app that shows this screen first: "the rainbow demo", "the picker".
  var appName: String {
    demo.map { "the \($0.rawValue) demo" } ?? "the picker"
  }
}

extension DemoRoute: CustomStringConvertible {
  /// A short path such as `rainbow/colour(3)`, for dumps, the inspector and error messages.
  ///
  /// A text longer than ``describedTextLength`` characters is cut there and ends in `…`, and
  /// its control characters are written visibly (`\u{1B}`), so a description stays one short
  /// line whatever a saved state holds.
  public var description: String {
    switch self {
    case .picker: "picker"
    case .rainbow(.colour(let index)): "rainbow/colour(\(index))"
    case .rainbow(.mintModal): "rainbow/mint-modal"
    case .masterDetail(.master): "master-detail/master"
    case .masterDetail(.detail(let date)): "master-detail/detail(\(Self.short(date)))"
    case .masterDetail(.detailRed): "master-detail/detail-red"
    case .mvvmc(.main): "mvvmc/main"
    case .mvvmc(.child): "mvvmc/child"
    case .menu(.menu): "menu/menu"
    case .menu(.detail(let text)): "menu/detail(\(Self.short(text)))"
    case .mail(.mailboxes): "mail/mailboxes"
    case .mail(.mailbox(let mailbox)): "mail/\(mailbox.rawValue)"
    case .mail(.message(let id)): "mail/message(\(id))"
    case .mail(.compose(let draft)):
      "mail/compose(to: \(Self.short(draft.recipient ?? "nobody")), \(draft.lines.count) line\(draft.lines.count == 1 ? "" : "s"))"
    case .mail(.chooseRecipient): "mail/choose-recipient"
    case .mail(.contacts): "mail/contacts"
    case .mail(.contact(let name)): "mail/contact(\(Self.short(name)))"
    case .mail(.account): "mail/account"
    case .mail(.security): "mail/security"
    case .mail(.signIn): "mail/sign-in"
    case .mail(.sent): "mail/sent"
    }
  }

  /// The most characters of a route's text that ``description`` shows.
  public static let describedTextLength = 40

  private static func short(_ text: String) -> String {
    let shown = String(text.prefix(describedTextLength + 1)).escapingControlCharacters
    return shown.count > describedTextLength
      ? shown.prefix(describedTextLength - 1) + "…" : shown
  }
}
