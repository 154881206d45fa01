import CoordinatorKit

// The Inbox example's engine: routes, coordinators and the link. It knows no host:
// InboxSwiftUI.swift and InboxUIKit.swift draw it, and its flow tests run it on Linux
// (Tests/InboxExampleTests).

/// Every screen of the app, per tab. Codable, so the whole navigation state can be saved.
enum InboxRoute: Hashable, Codable, Sendable {
  case inbox
  case message(Int)
  case compose(Draft)
  case recipients, contacts
  case contact(String)
}

/// A reply being written. Its screen's route keeps it when the state is saved.
struct Draft: Hashable, Codable, Sendable {
  var recipient = ""
  var text = ""
}

/// The inbox: each message's sender, by the message's number.
let messages = [41: "Ada", 42: "Grace"]
let contacts = ["Ada", "Grace", "Linus"]

/// The app, as its root coordinator: two tabs, each with its own flow and stack.
final class InboxApp: TabBarCoordinator<InboxRoute> {
  /// The app's link: a reply to a message, opened from whatever tab and state the app is in.
  static let links = LinkTable<InboxRoute>(
    schemes: ["myapp"],
    patterns: [
      LinkPattern("inbox/:id/reply") { (id: Int) in
        [.inbox, .message(id), .compose(Draft(recipient: messages[id] ?? ""))]
      }
    ])

  init() {
    super.init(
      tabs: TabFlow("Inbox", symbol: "tray", root: .inbox) { InboxFlow(navigator: $0) },
      TabFlow("Contacts", symbol: "person.2", root: .contacts) { ContactsFlow(navigator: $0) })
  }
}

/// The Inbox tab: the list and the message it opens are its own screens; a reply is the
/// composer's flow, always in a sheet (a tap, the link, a restoration).
final class InboxFlow: Flow<InboxRoute> {
  func child(for route: InboxRoute) -> ChildFlow<InboxRoute>? {
    if case .compose = route { .sheet(ComposerFlow(navigator: navigator)) } else { nil }
  }
}

/// The Contacts tab: the list and a contact pushed over it.
final class ContactsFlow: Flow<InboxRoute> {}

/// What the composer's screen reports.
enum ComposerEvent { case pickRecipient, send, cancel }

/// The composer's model: the draft, and the events of its screen.
typealias ComposerModel = EventViewModel<ComposerEvent, Draft>

/// The reply composer, in its own sheet and stack. Once text is typed, nothing closes it
/// without asking "Discard draft?": Cancel, a swipe-down, a link.
final class ComposerFlow: Flow<InboxRoute>, LeaveGuarding {
  private lazy var editor = ComposerModel(Draft(), reportingTo: self) { try $0.handle($1) }
  var hasUnsavedChanges: Bool { !editor.value.text.isEmpty }
  var discardQuestion: String { "Discard draft?" }

  /// The editor's model, holding its route's draft (observed, so the guard follows each edit);
  /// or the recipient picker's, whose choice goes into the draft.
  func makeModel(for route: InboxRoute) -> AnyObject? {
    guard case .compose(let draft) = route else {
      return EventViewModel<String, Void>(reportingTo: self) { try $0.pick($1) }
    }
    editor.value = draft
    return editor
  }

  /// The draft as typed, saved in its screen's route.
  func savedRoute(for route: InboxRoute) -> InboxRoute {
    if case .compose = route { .compose(editor.value) } else { route }
  }

  private func pick(_ recipient: String) throws {
    editor.value.recipient = recipient
    try navigator.pop()
  }

  private func handle(_ event: ComposerEvent) throws {
    switch event {
    case .pickRecipient: try show(.recipients)
    case .send: try finishFlow(overridingLeaveGuards: true)  // Sent: nothing is lost.
    case .cancel: try finishFlow()
    }
  }
}
