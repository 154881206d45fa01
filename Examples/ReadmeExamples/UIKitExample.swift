#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import UIKit

  // The README's UIKit host, which it names rather than quotes: a scene delegate in three calls.
  final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let app = ExampleApp()
    private(set) lazy var host = NavigatorHost(navigator: app.navigator) { [app] screen in
      switch screen.route {
      case .inbox: InboxViewController(model: app.inbox.makeInboxModel())
      case .message(let id): MessageViewController(id: id)
      }
    }

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      // The window, the state its session saved (every tab, through the coordinators), its links
      window = host.attach(to: scene, options: connectionOptions, links: nil)
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
      host.open(urlContexts)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      host.stateRestorationActivity(for: scene)  // saved when UIKit asks
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
