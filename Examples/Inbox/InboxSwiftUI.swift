#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import SwiftUI

  /// The Inbox app in SwiftUI (mark it `@main` in your app's target): a window showing the app's
  /// navigator, its state restored at launch and its links opened through the coordinators.
  struct InboxSwiftUIApp: App {
    @State private var app = InboxApp()

    var body: some Scene {
      WindowGroup {
        NavigatorView(app.navigator, destinations: destinations)
          .restoringNavigation(of: app.navigator)
          .onOpenURL { url in
            Task { try await app.navigator.open(link: url.absoluteString, using: InboxApp.links) }
          }
      }
    }

    /// Each screen's view: from its route, or from the model its coordinator made.
    private var destinations: ScreenDestinations<AnyView> {
      ScreenDestinations()
        .destination(for: InboxRoute.self) { route in
          switch route {
          case .inbox:
            List(messages.keys.sorted(), id: \.self) { id in
              NavigatorLink("\(messages[id] ?? ""): message \(id)", to: InboxRoute.message(id))
            }
          case .message(let id):
            Text("Message \(id) from \(messages[id] ?? "")").toolbar {
              let reply = InboxRoute.compose(Draft(recipient: messages[id] ?? ""))
              NavigatorLink("Reply", to: reply)
            }
          case .contacts:
            List(contacts, id: \.self) { NavigatorLink($0, to: InboxRoute.contact($0)) }
          default:
            if case .contact(let name) = route { Text(name) }
          }
        }
        .destination(for: ComposerModel.self) { ComposerView(model: $0) }
        .destination(for: EventViewModel<String, Void>.self) { model in
          List(contacts, id: \.self) { name in Button(name) { model.send(name) } }
        }
    }
  }

  /// The reply composer: the recipient (a tap opens the picker) and the text.
  struct ComposerView: View {
    @Bindable var model: ComposerModel

    var body: some View {
      Form {
        Button("To: \(model.value.recipient)") { model.send(.pickRecipient) }
        TextField("Message", text: $model.value.text)
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { model.send(.cancel) } }
        ToolbarItem(placement: .confirmationAction) { Button("Send") { model.send(.send) } }
      }
    }
  }
#endif
