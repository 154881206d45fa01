import CoordinatorKit

/// A mail flow that lists items and opens each on a page of its own, with the editor opening
/// over them in a sheet: a mailbox's messages and the Contacts tab. The flow is written once
/// here; a flow says only what it lists, how an item's page reads, and what a new draft starts
/// with.
@MainActor
protocol MailListFlow: FlowCoordinator where Route == DemoRoute {
  /// What the flow lists: a message, a contact.
  associatedtype Item: Sendable
  /// The flow's first screen, the list.
  var listRoute: MailRoute { get }
  /// The list's title.
  var title: String { get }
  /// The listed items, in order, as they are now.
  var items: [Item] { get }
  /// The list's buttons (a mailbox has Compose).
  static var listButtons: [MailButton] { get }
  /// An item's row in the list.
  static func row(for item: Item) -> String
  /// The route of an item's page.
  static func route(of item: Item) -> MailRoute
  /// The item `route` shows, when it is a page of this flow and the item exists.
  func item(shownBy route: MailRoute) -> Item?
  /// The line of the item's page each named control stands on (a message's sender): where a
  /// popover presented with that anchor points.
  static func anchorLines(of item: Item) -> [PopoverAnchor: Int]
  /// The item's page: its title, its lines and its buttons.
  static func page(of item: Item) -> (title: String, lines: [String], buttons: [MailButton])
  /// The draft the editor opens with, from the list (`nil`) or from an item's page.
  static func draft(from item: Item?) -> MailDraft
  /// Deletes `item` once the user confirms (a mailbox asks "Delete message?"); a flow whose
  /// pages have no Delete button never gets here.
  func delete(_ item: Item)
}

extension MailListFlow {
  /// Shows the list.
  func start() throws(NavigationError) {
    _ = try show(.mail(listRoute))
  }

  /// The list's model, or an item page's.
  func makeModel(for route: DemoRoute) -> Any? {
    guard case .mail(let mail) = route else { return nil }
    if mail == listRoute {
      let shownPage = routeShownBeside(route)
      return MailListModel(
        title: title, rows: { [weak self] in self?.items.map { Self.row(for: $0) } ?? [] },
        buttons: Self.listButtons, following: navigator,
        shownRow: { [weak self] in self?.row(showing: shownPage()) },
        handleEvent: eventHandler { coordinator, action in coordinator.perform(action) })
    }
    guard let item = item(shownBy: mail) else { return contactCardModel(for: mail) }
    let page = Self.page(of: item)
    return MailPageModel(
      title: page.title, lines: page.lines, buttons: page.buttons,
      anchorLines: Self.anchorLines(of: item),
      handleEvent: eventHandler { coordinator, action in coordinator.perform(action, on: item) })
  }

  /// The row of the item whose page is `shown` (the route shown beside the list), if any.
  private func row(showing shown: DemoRoute?) -> Int? {
    guard case .mail(let page)? = shown else { return nil }
    return items.firstIndex { Self.route(of: $0) == page }
  }

  /// The card of the contact `route` names, shown in a popover over a page of this flow, with
  /// Write, which closes the card and opens the editor, and Close; `nil` for any other route.
  private func contactCardModel(for route: MailRoute) -> MailPageModel? {
    guard case .contact(let name) = route, let contact = MailContent.contact(named: name) else {
      return nil
    }
    return MailPageModel(
      title: contact.name, lines: ["Mail: \(contact.address)"],
      buttons: [MailButton("w", "Write", .compose), MailButton("b", "Close", .close)],
      handleEvent: eventHandler { coordinator, action in
        switch action {
        case .close:
          _ = try? coordinator.navigator.dismiss()
        case .compose:
          guard (try? coordinator.navigator.dismiss()) != nil else { return }
          coordinator.compose(MailDraft(recipient: contact.name))
        default:
          break
        }
      })
  }

  /// Opens a row's page, a contact's card, the editor, deletes an item, or goes back to the list.
  private func perform(_ action: MailAction, on item: Item? = nil) {
    switch action {
    case .open(let index):
      // A selection in the list, a split view's sidebar or middle column: the page replaces the
      // one shown beside the list (collapsed, the list is on top, so the page is pushed onto it).
      guard items.indices.contains(index) else { return }
      _ = try? resetFlow(pushing: [.mail(Self.route(of: items[index]))])
    case .delete:
      guard let item else { return }
      delete(item)
    case .showContact(let name):
      _ = try? navigator.present(
        .mail(.contact(name: name)), as: .popover, anchor: .sender, owner: identifier)
    case .compose:
      compose(Self.draft(from: item))
    case .back:
      _ = try? popToFirstScreen()
    default:
      break
    }
  }

  /// An item's page, pushed; a contact's card, in a popover; the editor, in a sheet.
  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch (route, style) {
    case (.mail(let page), .push) where item(shownBy: page) != nil:
      .showScreen
    case (.mail(.contact(let name)), .modal(.popover)) where MailContent.contact(named: name) != nil:
      .showScreen
    case (.mail(.compose(let draft)), .modal(.sheet)):
      .startChild(ComposeCoordinator(navigator: navigator, draft: draft))
    default:
      .refuse
    }
  }
}
