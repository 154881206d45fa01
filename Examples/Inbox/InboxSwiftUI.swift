#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import SwiftUI

  /// The Inbox app in SwiftUI: the content of your `WindowGroup`, the `InboxApp` kept in a
  /// `@State`. Each screen's view comes from its model's type; links and restoration go
  /// through the coordinators.
  struct InboxRootView: View {
    let app: InboxApp

    var body: some View {
      NavigatorView(app.navigator, destinations: destinations)
        .splitViewPlaceholder { Text("No Message Selected") }
        .restoringNavigation(of: app.navigator) { try app.navigator.restore(everyTabOf: $0) }
        .onOpenURL { url in
          Task { try await app.navigator.open(link: url.absoluteString, using: InboxApp.links) }
        }
    }

    private var destinations: ScreenDestinations<AnyView> {
      ScreenDestinations()
        .destination(for: EventViewModel<Int, Void>.self) { model in
          List(messages.keys.sorted(), id: \.self) { id in
            Button("\(messages[id] ?? ""): message \(id)") { model.send(id) }
          }
        }
        .destination(for: MessageModel.self) { model in
          Text("Message \(model.id) from \(messages[model.id] ?? "")")
            .toolbar { Button("Reply") { model.send() } }
        }
        .destination(for: ComposerModel.self) { ComposerView(model: $0) }
        .destination(for: EventViewModel<String, Void>.self) { model in
          List(contacts, id: \.self) { name in
            Button(name) { model.send(name) }
          }
        }
        .destination(for: InboxRoute.self) { route in
          if case .contact(let name) = route { Text(name) }
        }
    }
  }

  /// The reply composer: the recipient (a tap opens the picker) and the text.
  struct ComposerView: View {
    @Bindable var model: ComposerModel

    var body: some View {
      Form {
        Button("To: \(model.draft.recipient)") { model.send(.pickRecipient) }
        TextField("Message", text: $model.draft.text)
      }
      .onChange(of: model.draft.text) { model.send(.edit(model.draft.text)) }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { model.send(.cancel) }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") { model.send(.send) }
        }
      }
    }
  }
#endif
