import CoordinatorKit
import Observation

// The Inbox example's engine: routes, coordinators, view models and the link. It knows no host:
// InboxSwiftUI.swift and InboxUIKit.swift draw it, and its flow tests run it on Linux
// (Tests/InboxExampleTests).

/// Every screen of the app, per tab. Codable, so the whole navigation state can be saved.
enum InboxRoute: Hashable, Codable, Sendable {
  case inbox
  case message(Int)
  case compose(Draft)
  case recipients
  case contacts
  case contact(String)
}

/// A reply being written. It lives in its screen's route, so a saved state keeps it.
struct Draft: Hashable, Codable, Sendable {
  var recipient: String
  var text = ""
}

/// The inbox: each message's sender, by the message's number.
let messages = [41: "Ada", 42: "Grace"]
let contacts = ["Ada", "Grace", "Linus"]

// MARK: View models: what a screen shows and reports

final class MessageModel: EventViewModel<Void> {
  var id = 0
}

enum ComposerEvent {
  case edit(String)
  case pickRecipient, send, cancel
}

@Observable final class ComposerModel: EventViewModel<ComposerEvent> {
  var draft = Draft(recipient: "")
}

// MARK: Coordinators

/// The app, as its root coordinator: two tabs, each with its own flow and stack.
final class InboxApp: FlowCoordinatorBase<InboxRoute>, Coordinator {
  static let links = LinkTable<InboxRoute>(
    schemes: ["myapp"],
    patterns: [
      LinkPattern("inbox/:id/reply") { match in
        let id = try match.parameter("id", as: Int.self)
        return NavigationTarget(inTab: "Inbox").pushing(.message(id))
          .presenting(.compose(Draft(recipient: messages[id] ?? "")), as: .sheet)
      }
    ])

  init() {
    super.init(navigator: Navigator(root: .inbox))
    try? startAsRoot()
  }

  func start() throws(NavigationError) {
    let tabs = [
      Tab("Inbox", root: InboxRoute.inbox, split: .twoColumns), Tab("Contacts", root: .contacts),
    ]
    try navigator.replace(with: NavigationState(tabs: tabs, selected: "Inbox"))
    try coordinate(to: InboxCoordinator(navigator: navigator), inTab: "Inbox")
    try coordinate(to: ContactsCoordinator(navigator: navigator), inTab: "Contacts")
  }
}

/// The Inbox tab: the list beside the message it opens (a split view, one stack where the
/// width is compact), and the reply composer in a sheet.
final class InboxCoordinator: FlowCoordinatorBase<InboxRoute>, FlowCoordinator, ScreenModelMaking {
  func start() throws(NavigationError) {
    try show(.inbox)
  }

  func makeModel(for screen: NavigationScreen<InboxRoute>) -> AnyObject? {
    guard case .message(let id) = screen.route else {
      return EventViewModel<Int>(
        handleEvent: eventHandler { try $0.resetFlow(pushing: [.message($1)]) })
    }
    let model = MessageModel(handleEvent: eventHandler { inbox, _ in try inbox.reply(to: id) })
    model.id = id
    return model
  }

  private func reply(to id: Int) throws(NavigationError) {
    let draft = Draft(recipient: messages[id] ?? "")
    try coordinate(
      to: ComposerCoordinator(navigator: navigator, draft: draft), style: .modal(.sheet))
  }

  func next(_ route: InboxRoute, style: PresentationStyle, after previous: InboxRoute)
    -> RouteStep<InboxRoute>
  {
    switch (route, style) {
    case (.message, .push): .showScreen
    case (.compose(let draft), .modal(.sheet)):
      .startChild(ComposerCoordinator(navigator: navigator, draft: draft))
    default: .refuse
    }
  }
}

/// The reply composer, in its own sheet and stack. Once edited, nothing closes it without
/// asking "Discard draft?": Cancel, a swipe-down, a link.
final class ComposerCoordinator: FlowCoordinatorBase<InboxRoute>, FlowCoordinator, LeaveGuarding,
  ScreenModelMaking
{
  private lazy var model = ComposerModel(handleEvent: eventHandler { try $0.handle($1) })

  init(navigator: Navigator<InboxRoute>, draft: Draft) {
    super.init(navigator: navigator)
    model.draft = draft
  }

  func start() throws(NavigationError) {
    try show(.compose(model.draft))
  }

  /// The editor's model, or the recipient picker's, pushed in the sheet: the chosen contact
  /// goes back into the draft.
  func makeModel(for screen: NavigationScreen<InboxRoute>) -> AnyObject? {
    guard screen.route == .recipients else { return model }
    return EventViewModel<String>(
      handleEvent: eventHandler { coordinator, name in
        try coordinator.save { $0.recipient = name }
        try coordinator.navigator.pop()
      })
  }

  private func handle(_ event: ComposerEvent) throws {
    switch event {
    case .edit(let text): try save { $0.text = text }
    case .pickRecipient: try show(.recipients)
    case .send: try finishFlow(overridingLeaveGuards: true)  // Sent: nothing is lost.
    case .cancel: Task { try await finishFlowAfterAsking() }
    }
  }

  /// Changes the draft, keeps it in its route (so a saved state keeps it) and guards it.
  private func save(_ change: (inout Draft) -> Void) throws {
    change(&model.draft)
    guard let editor = ownScreens.first?.id else { return }
    try navigator.update { try $0.updateRoute(of: editor, to: .compose(model.draft)) }
    try guardLeaving(editor)
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    await navigator.confirm("Discard draft?", action: "Discard", cancel: "Keep Editing")
  }

  func next(_ route: InboxRoute, style: PresentationStyle, after previous: InboxRoute)
    -> RouteStep<InboxRoute>
  {
    route == .recipients && style == .push ? .showScreen : .refuse
  }
}

/// The Contacts tab: the list and a contact pushed over it.
final class ContactsCoordinator: FlowCoordinatorBase<InboxRoute>, FlowCoordinator,
  ScreenModelMaking
{
  func start() throws(NavigationError) {
    try show(.contacts)
  }

  /// The list's model; a contact is shown by its route alone.
  func makeModel(for screen: NavigationScreen<InboxRoute>) -> EventViewModel<String>? {
    guard screen.route == .contacts else { return nil }
    return EventViewModel<String>(handleEvent: eventHandler { try $0.show(.contact($1)) })
  }

  func next(_ route: InboxRoute, style: PresentationStyle, after previous: InboxRoute)
    -> RouteStep<InboxRoute>
  {
    if case .contact = route, style == .push { .showScreen } else { .refuse }
  }
}
