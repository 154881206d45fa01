#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import SwiftUI

  // README example: SwiftUI
  struct ExampleRootView: View {  // the content of your WindowGroup
    @State private var app = ExampleApp()  // one app, and navigator, per window

    var body: some View {
      NavigatorView(app.navigator) { screen in
        switch screen.route {
        case .inbox: InboxView(model: app.inbox.makeInboxModel())
        case .message(let id): Text("Message \(id)")
        }
      }
      .navigatorScene()  // this window's state saved and restored, through the coordinators
    }
  }
  // End of README example

  /// The inbox: one button, reported to the view model.
  struct InboxView: View {
    let model: InboxViewModel

    var body: some View {
      Button("Open message 1") { model.send(.open(message: 1)) }
    }
  }
#endif
