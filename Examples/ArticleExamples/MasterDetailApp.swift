import CoordinatorKit
import Foundation
import Observation

// The Master/Detail app of the article "MVP + Coordinators in SwiftUI": presenters report what
// happened, coordinators decide where to go, the navigator holds the state. The engine side only,
// so it also compiles in the test suite (Tests/CoordinatorKitTests/Documentation/Articles links
// this file), where the article's claims about it are checked.

/// The screens of the Master/Detail app.
enum MasterDetailRoute: Hashable, Codable, Sendable {
  case master
  case detail(date: String)
  case detailRed
}

/// The dates every Master screen lists: a model, shared by the screens, that knows nothing of
/// navigation.
@MainActor @Observable
final class DateStore {
  private(set) var dates: [String] = []
  private let now: () -> String

  init(now: @escaping () -> String = { Date.now.description }) {
    self.now = now
  }

  func add() {
    dates.insert(now(), at: 0)
  }

  func delete(at index: Int) {
    guard dates.indices.contains(index) else { return }
    dates.remove(at: index)
  }
}

/// What a screen of the app shows, one case per presenter: a view picks its view with a `switch`
/// the compiler checks.
enum MasterDetailContent {
  case master(MasterPresenter)
  case detail(DetailPresenter)
  case detailRed(DetailRedPresenter)
}

/// A coordinator of this app makes the content of the screen it owns.
@MainActor
protocol MasterDetailContentMaking: FlowCoordinator {
  func makeContent() -> MasterDetailContent
}

final class MasterPresenter: Presenter<MasterCoordinator> {
  let store: DateStore

  init(coordinator: MasterCoordinator, store: DateStore) {
    self.store = store
    super.init(coordinator: coordinator)
  }

  func didTapAdd() { store.add() }
  func didDelete(at index: Int) { store.delete(at: index) }

  func didSelect(_ date: String) { coordinator?.showDetail(of: date) }
  func didTapRed() { coordinator?.showDetailRed(modally: false) }
  func didTapRedModal() { coordinator?.showDetailRed(modally: true) }
}

final class DetailPresenter: Presenter<DetailCoordinator> {
  let date: String

  init(coordinator: DetailCoordinator, date: String) {
    self.date = date
    super.init(coordinator: coordinator)
  }

  func didTapMaster() { coordinator?.showMaster() }
}

final class DetailRedPresenter: Presenter<DetailRedCoordinator> {
  let isPresented: Bool  // the view shows Dismiss only then

  init(coordinator: DetailRedCoordinator, isPresented: Bool) {
    self.isPresented = isPresented
    super.init(coordinator: coordinator)
  }

  func didTapDismiss() { coordinator?.close() }
}

final class MasterCoordinator: MasterDetailContentMaking {
  let node = CoordinatorNode()
  let navigator: Navigator<MasterDetailRoute>
  let store: DateStore
  let detailStyle: PresentationStyle  // .push or .modal(.sheet): this coordinator's choice alone

  init(navigator: Navigator<MasterDetailRoute>, store: DateStore, detailStyle: PresentationStyle) {
    self.navigator = navigator
    self.store = store
    self.detailStyle = detailStyle
  }

  func start() throws(NavigationError) {
    try show(.master)  // the root for the app's first Master, pushed for the others
  }

  func makePresenter() -> MasterPresenter {
    MasterPresenter(coordinator: self, store: store)
  }

  func makeContent() -> MasterDetailContent { .master(makePresenter()) }

  func showDetail(of date: String) {
    let detail = DetailCoordinator(
      navigator: navigator, date: date, store: store, detailStyle: detailStyle)
    try? coordinate(to: detail, style: detailStyle)
  }

  func showDetailRed(modally: Bool) {
    try? coordinate(
      to: DetailRedCoordinator(navigator: navigator), style: modally ? .modal(.sheet) : .push)
  }
}

final class DetailCoordinator: MasterDetailContentMaking {
  let node = CoordinatorNode()
  let navigator: Navigator<MasterDetailRoute>
  let date: String
  let store: DateStore
  let detailStyle: PresentationStyle

  init(
    navigator: Navigator<MasterDetailRoute>, date: String, store: DateStore,
    detailStyle: PresentationStyle
  ) {
    self.navigator = navigator
    self.date = date
    self.store = store
    self.detailStyle = detailStyle
  }

  func start() throws(NavigationError) {
    try show(.detail(date: date))
  }

  func makePresenter() -> DetailPresenter {
    DetailPresenter(coordinator: self, date: date)
  }

  func makeContent() -> MasterDetailContent { .detail(makePresenter()) }

  func showMaster() {  // Master again, as a child: the chain grows
    let master = MasterCoordinator(navigator: navigator, store: store, detailStyle: detailStyle)
    try? coordinate(to: master, style: .push)
  }
}

final class DetailRedCoordinator: MasterDetailContentMaking {
  let node = CoordinatorNode()
  let navigator: Navigator<MasterDetailRoute>

  init(navigator: Navigator<MasterDetailRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.detailRed)
  }

  func makePresenter() -> DetailRedPresenter {
    DetailRedPresenter(coordinator: self, isPresented: node.entryStyle.isModal)
  }

  func makeContent() -> MasterDetailContent { .detailRed(makePresenter()) }

  func close() {
    try? finishFlow()  // popped or dismissed, as it was shown
  }
}

@MainActor
final class MasterDetailApp {
  let navigator = Navigator(root: MasterDetailRoute.master)
  let master: MasterCoordinator

  init(detailStyle: PresentationStyle = .push, store: DateStore = DateStore()) {
    master = MasterCoordinator(navigator: navigator, store: store, detailStyle: detailStyle)
    try? master.startAsRoot()
  }

  /// The content of `screen`, made by the coordinator that owns it.
  func content(for screen: NavigationScreen<MasterDetailRoute>) -> MasterDetailContent? {
    (navigator.coordinator(owning: screen) as? any MasterDetailContentMaking)?.makeContent()
  }
}
