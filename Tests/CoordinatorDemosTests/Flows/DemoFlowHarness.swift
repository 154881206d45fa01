import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// Runs one demo app headless: the engine, the demo's coordinators and presenters / view
/// models, shown by the test host, with leak tracking.
@MainActor
final class DemoFlowHarness {
  let app: DemoApp
  let host: HeadlessHost<DemoRoute, DemoScreenModel>
  let leaks = LeakTracker()

  init(_ kind: DemoKind?, detailStyle: PresentationStyle = .push) throws {
    let app = DemoApp(
      kind: kind, options: DemoOptions(detailStyle: detailStyle, usesFixedClock: true))
    self.app = app
    host = HeadlessHost(navigator: app.navigator) { [weak app] screen in
      app?.navigator.model(for: screen).map { DemoScreenModel(object: $0 as AnyObject) }
    }
    try app.start()
  }

  /// Starts `kind` headless and returns it with its first screen's presenter or view model, as
  /// `firstScreen` reads it (for example `\.main`): where most flow tests begin.
  static func started<Model>(
    _ kind: DemoKind, detailStyle: PresentationStyle = .push,
    firstScreen: KeyPath<DemoScreenModel, Model?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (DemoFlowHarness, Model) {
    let demo = try DemoFlowHarness(kind, detailStyle: detailStyle)
    return (demo, try demo.top(firstScreen, sourceLocation: sourceLocation))
  }

  var navigator: Navigator<DemoRoute> { app.navigator }

  /// The screens bottom first, each prefixed with how it was shown: `P` push, `S` sheet,
  /// `C` cover (the root has none).
  var screens: [String] {
    let state = navigator.state
    return [state.root.route.description]
      + state.path.map { element in
        let letter =
          switch element.style {
          case .push: "P "
          case .modal(.sheet): "S "
          case .modal(.cover): "C "
          case .modal(.popover): "O "
          }
        return letter + element.screen.route.description
      }
  }

  /// The coordinator tree's type outline.
  var tree: String { app.root.snapshot.outline }

  /// The presenter or view model of the top screen, as the host keeps it, when it is of the
  /// kind `model` reads (for example `\.colour`).
  func top<Model>(
    _ model: KeyPath<DemoScreenModel, Model?>, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Model {
    try #require(host.topContent?[keyPath: model], sourceLocation: sourceLocation)
  }

  /// Tracks the top screen's model and (unless it owns other screens too) the coordinator that
  /// owns it, to check later that both were deallocated once the screen left.
  func trackTopScreen(as label: String, includingCoordinator: Bool = true) {
    if let model = host.topContent {
      leaks.track(model.object, as: "\(label) model")
    }
    guard includingCoordinator else { return }
    let owner = navigator.state.topScreen.owner
    if let coordinator = app.root.subtree.first(where: { $0.identifier == owner }) {
      leaks.track(coordinator, as: "\(label) coordinator")
    }
  }

  /// Every model the host keeps belongs to a displayed screen, and every coordinator in the
  /// tree owns a screen or has a descendant that does.
  func expectNoStrayObjects(sourceLocation: SourceLocation = #_sourceLocation) {
    let owners = navigator.state.owners
    for coordinator in app.root.subtree where coordinator !== app.root {
      let ownsSomething = coordinator.subtree.contains { owners.contains($0.identifier) }
      #expect(
        ownsSomething, "\(type(of: coordinator)) owns no screen", sourceLocation: sourceLocation)
    }
    #expect(
      Set(host.contents.keys) == Set(navigator.hosting.displayedState.screens.map(\.id)),
      sourceLocation: sourceLocation)
  }
}

/// A screen's presenter or view model as the host keeps it (what the coordinator owning the
/// screen made), read by kind as a key path: `demo.top(\.colour)`.
@MainActor
struct DemoScreenModel {
  /// The presenter or view model itself, for tests that check it is released with its screen.
  let object: AnyObject

  var picker: DemoPickerViewModel? { object as? DemoPickerViewModel }
  var colour: ColourViewModel? { object as? ColourViewModel }
  var mintModal: EventViewModel<MintModalEvent, Void>? {
    object as? EventViewModel<MintModalEvent, Void>
  }
  var master: MasterPresenter? { object as? MasterPresenter }
  var detail: DetailPresenter? { object as? DetailPresenter }
  var detailRed: DetailRedPresenter? { object as? DetailRedPresenter }
  var main: MainViewModel? { object as? MainViewModel }
  var child: ChildViewModel? { object as? ChildViewModel }
  var menu: MenuPresenter? { object as? MenuPresenter }
  var menuDetail: MenuDetailPresenter? { object as? MenuDetailPresenter }
  var mailList: MailListModel? { object as? MailListModel }
  var mailPage: MailPageModel? { object as? MailPageModel }
}

/// Counts observation callbacks. `withObservationTracking` calls `onChange` synchronously, on
/// the thread that made the change (the main actor in these tests), so nothing races.
final class ChangeCounter: @unchecked Sendable {
  var count = 0
}
