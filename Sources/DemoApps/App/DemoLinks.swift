import CoordinatorKit

/// The demos' links: every screen of every demo is reachable by one.
///
/// `coordinatorkit://rainbow/5` (the sixth colour), `coordinatorkit://rainbow/5/modal`,
/// `coordinatorkit://master-detail/<date>` (its Detail), `.../<date>/red?modal=1` (its Detail Red,
/// as a sheet), `coordinatorkit://master-detail/red`, `coordinatorkit://mvvmc/child?presented=1`,
/// `coordinatorkit://menu/c`; a demo's name alone opens its first screen. A target lists the
/// demo's screens from its first, which the app puts on the picker's stack or uses as its root.
/// The mail demo's links select a tab and build inside it: `coordinatorkit://mail/inbox/2`,
/// `coordinatorkit://mail/archive/4/sender`, `coordinatorkit://mail/mailboxes`,
/// `coordinatorkit://mail/compose?to=Ada%20Lovelace`, `coordinatorkit://mail/contacts/<name>`,
/// `coordinatorkit://mail/account/security` (which needs a signed-in user: the sign-in sheet
/// comes first).
package enum DemoLinks {
  static let scheme = "coordinatorkit"
  /// The longest link the demos open, in characters: their longest real link is under 100,
  /// and a longer text is refused before it is read.
  package static let maximumLength = 2_048

  /// The table, for an app whose master/detail shows Detail with `detailStyle` and whose mail
  /// demo has deleted the messages `deletedMessages` (their links are refused, and no message
  /// listed as an alternative is one of them).
  static func table(detailStyle: PresentationStyle, deletedMessages: Set<Int> = [])
    -> LinkTable<DemoRoute>
  {
    LinkTable(
      schemes: [scheme],
      patterns: [
        LinkPattern("rainbow") { _ in rainbow(upTo: 0) },
        LinkPattern("rainbow/:index") { match in rainbow(upTo: try colourIndex(match)) },
        LinkPattern("rainbow/:index/modal") { match in
          rainbow(upTo: try colourIndex(match)).presenting(.rainbow(.mintModal), as: .cover)
        },
        LinkPattern("master-detail") { _ in master },
        LinkPattern("master-detail/red") { match in
          master.adding(.masterDetail(.detailRed), style: try redStyle(match))
        },
        LinkPattern("master-detail/:date") { match in
          master.adding(
            .masterDetail(.detail(date: try date(match))), style: detailStyle)
        },
        // A row's Detail Red: the list opens it, whatever the row.
        LinkPattern("master-detail/:date/red") { match in
          _ = try date(match)
          return master.adding(.masterDetail(.detailRed), style: try redStyle(match))
        },
        LinkPattern("mvvmc") { _ in NavigationTarget().pushing(.mvvmc(.main)) },
        LinkPattern("mvvmc/child") { match in
          let presented = try match.query("presented", as: Bool.self) ?? false
          return NavigationTarget().pushing(.mvvmc(.main))
            .adding(.mvvmc(.child), style: presented ? .modal(.sheet) : .push)
        },
        LinkPattern("menu") { _ in NavigationTarget().pushing(.menu(.menu)) },
        LinkPattern("menu/:row") { match in
          NavigationTarget().pushing(.menu(.menu))
            .pushing(.menu(.detail(text: try menuRow(match))))
        },
      ] + mailPatterns(deletedMessages: deletedMessages))
  }

  private static func mailPatterns(deletedMessages: Set<Int>) -> [LinkPattern<DemoRoute>] {
    [
      LinkPattern("mail") { _ in mailbox(.inbox) },
      LinkPattern("mail/mailboxes") { _ in NavigationTarget(inTab: MailCoordinator.inboxTab) },
    ]
      + Mailbox.allCases.flatMap { patterns(of: $0, deletedMessages: deletedMessages) }
      + [
        LinkPattern("mail/compose") { match in
          mailbox(.inbox)
            .presenting(
              .mail(
                .compose(
                  MailDraft(
                    recipient: try match.query("to").map { (name: String) throws(LinkError) in
                      try contact(name, item: "to", in: match)
                    }))), as: .sheet, detents: ComposeCoordinator.sheetDetents)
        },
        LinkPattern("mail/contacts") { _ in NavigationTarget(inTab: MailCoordinator.contactsTab) },
        LinkPattern("mail/contacts/:name") { match in
          NavigationTarget(inTab: MailCoordinator.contactsTab)
            .pushing(
              .mail(.contact(name: try contact(match.parameter("name"), item: "name", in: match))))
        },
        LinkPattern("mail/account") { _ in NavigationTarget(inTab: MailCoordinator.accountTab) },
        LinkPattern("mail/account/security") { _ in
          NavigationTarget(inTab: MailCoordinator.accountTab).pushing(.mail(.security))
        },
      ]
  }

  /// `mail/<mailbox>`, a message of it (`mail/inbox/2`) and its sender's card
  /// (`mail/inbox/2/sender`), when the message was not deleted.
  private static func patterns(of box: Mailbox, deletedMessages: Set<Int>)
    -> [LinkPattern<DemoRoute>]
  {
    [
      LinkPattern("mail/\(box.rawValue)") { _ in mailbox(box) },
      LinkPattern("mail/\(box.rawValue)/:id") { match in
        let message = try message(match, in: box, deleted: deletedMessages)
        return mailbox(box).pushing(.mail(.message(id: message.id)))
      },
      LinkPattern("mail/\(box.rawValue)/:id/sender") { match in
        let message = try message(match, in: box, deleted: deletedMessages)
        return mailbox(box)
          .pushing(.mail(.message(id: message.id)))
          .presenting(.mail(.contact(name: message.sender)), as: .popover, anchor: .sender)
      },
    ]
  }

  /// The Inbox tab with `box` chosen in its sidebar.
  private static func mailbox(_ box: Mailbox) -> NavigationTarget<DemoRoute> {
    NavigationTarget(inTab: MailCoordinator.inboxTab).pushing(.mail(.mailbox(box)))
  }

  private static var master: NavigationTarget<DemoRoute> {
    NavigationTarget().pushing(.masterDetail(.master))
  }

  private static func rainbow(upTo last: Int) -> NavigationTarget<DemoRoute> {
    NavigationTarget(
      (0...last).map { NavigationTarget.Screen(.rainbow(.colour(index: $0)), style: .push) })
  }

  private static func colourIndex(_ match: LinkMatch) throws(LinkError) -> Int {
    let text: String = try match.parameter("index")
    let range = 0...RainbowColour.lastIndex
    let isNumber = !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    if !isNumber {
      _ = try match.parameter("index", as: Int.self)  // Says it is not a whole number.
    }
    guard let index = Int(text), range.contains(index) else {
      throw .invalidParameter(
        name: "index", value: text,
        expected: "0 to \(RainbowColour.lastIndex)",
        pattern: match.pattern)
    }
    return index
  }

  /// The dates the master list makes: `2026-01-01 09:00`, with seconds from the clock; a real
  /// date and time (`2026-02-30` and `25:00` are refused, saying why).
  private static func date(_ match: LinkMatch) throws(LinkError) -> String {
    let text: String = try match.parameter("date")
    if let problem = ListDate.problem(with: text) {
      throw .invalidParameter(
        name: "date", value: text, expected: problem, pattern: match.pattern)
    }
    return text
  }

  private static func menuRow(_ match: LinkMatch) throws(LinkError) -> String {
    let rows = MenuRepository.standard.items
    let row: String = try match.parameter("row")
    guard rows.contains(row) else {
      throw .invalidParameter(
        name: "row", value: row, expected: "a row of the menu (\(listing(rows)))",
        pattern: match.pattern)
    }
    return row
  }

  /// `name`, read from the link's `item` (a path parameter or a query item), when it names
  /// one of the contacts.
  private static func contact(_ name: String, item: String, in match: LinkMatch)
    throws(LinkError) -> String
  {
    let names = MailContent.contacts.map(\.name)
    guard names.contains(name) else {
      throw .invalidParameter(
        name: item, value: name, expected: "a contact (\(listing(names)))",
        pattern: match.pattern)
    }
    return name
  }

  /// "a, b, c or d".
  private static func listing(_ items: [String]) -> String {
    items.count < 2
      ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
  }

  /// The message of `box` the link's `id` names, unless it is one of the `deleted`.
  private static func message(_ match: LinkMatch, in box: Mailbox, deleted: Set<Int>)
    throws(LinkError) -> MailMessage
  {
    let id: Int = try match.parameter("id")
    let left = MailContent.messages(in: box).filter { !deleted.contains($0.id) }.map { "\($0.id)" }
    let name = box.title.lowercased()
    guard let message = MailContent.message(id: id), message.mailbox == box else {
      throw .invalidParameter(
        name: "id", value: "\(id)",
        expected: "a message of the \(name) ("
          + (left.isEmpty ? "it has none left" : listing(left)) + ")",
        pattern: match.pattern)
    }
    guard !deleted.contains(id) else {
      throw .refused(
        pattern: "mail/\(box.rawValue)/\(id)",
        reason: "message \(id), \"\(message.subject)\", was deleted; "
          + (left.isEmpty ? "the \(name) has none left" : "open \(listing(left))"))
    }
    return message
  }

  private static func redStyle(_ match: LinkMatch) throws(LinkError) -> PresentationStyle {
    try match.query("modal", as: Bool.self) == true ? .modal(.sheet) : .push
  }
}

extension NavigationTarget {
  /// A copy with `route` shown on top with `style`.
  fileprivate func adding(_ route: Route, style: PresentationStyle) -> Self {
    Self(path + [Screen(route, style: style)])
  }
}
