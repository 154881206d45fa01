#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import UIKit

  /// The Inbox app in UIKit: its scene delegate (name it in your Info.plist's scene manifest).
  /// The window shows the app's navigator; the state saved when the scene went is rebuilt
  /// through the coordinators, a cold start's link and later ones are opened, and the state is
  /// saved when UIKit asks.
  final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let app = InboxApp()
    private(set) lazy var restoration = SceneNavigationRestoration(navigator: app.navigator)
    private(set) lazy var host = NavigatorHost(
      navigator: app.navigator,
      destinations: ScreenDestinations()
        .destination(for: InboxRoute.self) { [unowned self] in controller(for: $0) }
        .destination(for: ComposerModel.self) { ComposerViewController(model: $0) }
        .destination(for: EventViewModel<String, Void>.self) { model in
          ListViewController(rows: contacts) { row, _ in model.send(contacts[row]) }
        })

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
      window?.rootViewController = host.rootViewController
      window?.makeKeyAndVisible()
      sceneDidBecomeActive(scene)
      self.scene(scene, openURLContexts: connectionOptions.urlContexts)
    }

    /// Restores the saved state once; on a locked device it arrives only now.
    func sceneDidBecomeActive(_ scene: UIScene) {
      _ = try? restoration.restore(from: scene.session.stateRestorationActivity)
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
      for link in urlContexts.map(\.url.absoluteString) {
        Task { try await app.navigator.open(link: link, using: InboxApp.links) }
      }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      restoration.stateRestorationActivity(for: scene.session)
    }

    /// A screen shown by its route: a list of links, a contact, or a message with its Reply
    /// button.
    private func controller(for route: InboxRoute) -> UIViewController {
      switch route {
      case .inbox: return links(messages.keys.sorted().map { ("Message \($0)", .message($0)) })
      case .contacts: return links(contacts.map { ($0, .contact($0)) })
      default:
        let screen = UIViewController()
        if case .contact(let name) = route { screen.title = name }
        guard case .message(let id) = route else { return screen }
        screen.title = "From \(messages[id] ?? "")"
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
          title: "Reply",
          primaryAction: UIAction { [unowned self, unowned screen] _ in
            host.open(.compose(Draft(recipient: messages[id] ?? "")), from: screen)
          })
        return screen
      }
    }

    /// A list whose rows are links to routes.
    private func links(_ rows: [(title: String, route: InboxRoute)]) -> UIViewController {
      ListViewController(rows: rows.map(\.title)) { [unowned self] in
        host.open(rows[$0].route, from: $1)
      }
    }
  }

  /// A list of rows; choosing one reports its index, and the list.
  final class ListViewController: UITableViewController {
    private let rows: [String]
    private let choose: (Int, UIViewController) -> Void

    init(rows: [String], choose: @escaping (Int, UIViewController) -> Void) {
      (self.rows, self.choose) = (rows, choose)
      super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    override func tableView(_ table: UITableView, cellForRowAt path: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = rows[path.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      choose(indexPath.row, self)
    }
  }

  /// The reply composer: the recipient in the title (To… opens the picker) and the text.
  final class ComposerViewController: UIViewController, UITextViewDelegate {
    private let model: ComposerModel
    private let textView = UITextView()

    init(model: ComposerModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
      textView.text = model.value.text
      textView.delegate = self
      view = textView
      let button = { (title: String, event: ComposerEvent) in
        UIBarButtonItem(title: title, primaryAction: UIAction { _ in model.send(event) })
      }
      navigationItem.leftBarButtonItem = button("Cancel", .cancel)
      navigationItem.rightBarButtonItems = [button("Send", .send), button("To…", .pickRecipient)]
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      title = "To: \(model.value.recipient)"  // The picker may have changed it.
    }

    func textViewDidChange(_ textView: UITextView) {
      model.value.text = textView.text
    }
  }
#endif
