#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import UIKit

  // The README's UIKit host, which it names rather than quotes: a scene with its restoration.
  @MainActor
  final class ExampleScene {  // kept by your scene delegate
    let app = ExampleApp()
    private(set) var host: NavigatorHost<ExampleRoute>?
    private lazy var restoration = SceneNavigationRestoration(navigator: app.navigator)

    func makeRootViewController() -> UIViewController {  // window.rootViewController = …
      let host = NavigatorHost(navigator: app.navigator) { [app] screen in
        switch screen.route {
        case .inbox: InboxViewController(model: app.inbox.makeInboxModel())
        case .message(let id): MessageViewController(id: id)
        }
      }
      self.host = host  // the host lives as long as the scene shows it
      return host.rootViewController
    }

    // session.stateRestorationActivity, once shown and when active (it arrives late if locked)
    func restore(from activity: NSUserActivity?) {
      _ = try? restoration.restore(from: activity)  // every tab, through the coordinators
    }

    func stateRestorationActivity(for session: UISceneSession) -> NSUserActivity {  // for UIKit
      restoration.stateRestorationActivity(for: session)
    }
  }

  /// The inbox: a bar button, reported to the view model.
  final class InboxViewController: UIViewController {
    private let model: InboxViewModel

    init(model: InboxViewModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
      title = "Inbox"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Open 1", primaryAction: UIAction { [model] _ in model.send(.open(message: 1)) })
    }

    required init?(coder: NSCoder) { nil }
  }

  /// One message.
  final class MessageViewController: UIViewController {
    init(id: Int) {
      super.init(nibName: nil, bundle: nil)
      title = "Message \(id)"
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
