#if canImport(UIKit)
  import CoordinatorKit
  import CoordinatorKitUIKit
  import UIKit

  /// The Inbox app in UIKit: keep an `InboxScene` in your scene delegate, set
  /// `window.rootViewController = scene.makeRootViewController()`, then, with the window shown,
  /// call `scene.restore(from: session.stateRestorationActivity)`, and again in
  /// `sceneDidBecomeActive(_:)` (on a locked device the activity arrives late); return
  /// `scene.restoration.stateRestorationActivity(for: session)` from
  /// `stateRestorationActivity(for:)`, and
  /// open the links the scene receives with `scene.app.navigator.open(link:using: InboxApp.links)`.
  /// Each screen's view controller comes from its model's type; the state is saved when UIKit asks
  /// for it (never per change: encoding costs the whole state; alerts are not saved) and rebuilt
  /// through the coordinators at launch.
  @MainActor
  final class InboxScene {
    let app = InboxApp()
    private lazy var host = NavigatorHost(navigator: app.navigator, destinations: destinations)
    lazy var restoration = SceneNavigationRestoration(navigator: app.navigator)

    func makeRootViewController() -> UIViewController {
      host.rootViewController
    }

    func restore(from activity: NSUserActivity?) {
      _ = try? restoration.restore(from: activity) { try app.navigator.restore(everyTabOf: $0) }
    }

    private var destinations: ScreenDestinations<UIViewController> {
      ScreenDestinations()
        .destination(for: EventViewModel<Int, Void>.self) { model in
          let ids = messages.keys.sorted()
          return ListViewController(rows: ids.map { "Message \($0)" }) { model.send(ids[$0]) }
        }
        .destination(for: MessageModel.self) { model in
          let controller = UIViewController()
          controller.title = "From \(messages[model.id] ?? "")"
          controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reply", primaryAction: UIAction { _ in model.send() })
          return controller
        }
        .destination(for: ComposerModel.self) { ComposerViewController(model: $0) }
        .destination(for: EventViewModel<String, Void>.self) { model in
          ListViewController(rows: contacts) { model.send(contacts[$0]) }
        }
        .destination(for: InboxRoute.self) { route in
          let controller = UIViewController()
          if case .contact(let name) = route { controller.title = name }
          return controller
        }
    }
  }

  /// A list of rows; choosing one reports its index.
  final class ListViewController: UITableViewController {
    private let rows: [String]
    private let choose: (Int) -> Void

    init(rows: [String], choose: @escaping (Int) -> Void) {
      self.rows = rows
      self.choose = choose
      super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      choose(indexPath.row)
    }
  }

  /// The reply composer: the recipient in the title (To… opens the picker) and the text.
  final class ComposerViewController: UIViewController, UITextViewDelegate {
    private let model: ComposerModel
    private let textView = UITextView()

    init(model: ComposerModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
      textView.text = model.draft.text
      textView.delegate = self
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Cancel", primaryAction: UIAction { _ in model.send(.cancel) })
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(title: "Send", primaryAction: UIAction { _ in model.send(.send) }),
        UIBarButtonItem(title: "To…", primaryAction: UIAction { _ in model.send(.pickRecipient) }),
      ]
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
      view = textView
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      title = "To: \(model.draft.recipient)"  // The picker may have changed it.
    }

    func textViewDidChange(_ textView: UITextView) {
      model.send(.edit(textView.text))
    }
  }
#endif
