import CoordinatorKit
import CoordinatorKitTerminal
import DemoApps

/// Chooses the terminal view for a screen's presenter or view model, by its type. The view
/// holds it strongly, as a SwiftUI view or a view controller would.
@MainActor
enum DemoViews {
  /// The demos' screens, one destination per model type, as the Apple examples register theirs.
  static let destinations = ScreenDestinations<any TerminalScreen>()
    .destination(for: DemoPickerViewModel.self) { ListScreen.picker($0) }
    .destination(for: ColourViewModel.self) { CenteredScreen.colour($0) }
    .destination(for: EventViewModel<MintModalEvent, Void>.self) { CenteredScreen.mintModal($0) }
    .destination(for: MasterPresenter.self) { ListScreen.master($0) }
    .destination(for: DetailPresenter.self) { CenteredScreen.detail($0) }
    .destination(for: DetailRedPresenter.self) { CenteredScreen.detailRed($0) }
    .destination(for: MainViewModel.self) { CenteredScreen.main($0) }
    .destination(for: ChildViewModel.self) { CenteredScreen.child($0) }
    .destination(for: MenuPresenter.self) { ListScreen.menu($0) }
    .destination(for: MenuDetailPresenter.self) { CenteredScreen.menuDetail($0) }
    .destination(for: MailListModel.self) { ListScreen.mail($0) }
    .destination(for: MailPageModel.self) { MailPageView(model: $0) }

  /// The view of `model`, or the missing-screen view when there is none (its coordinator is
  /// gone) or no destination shows it.
  static func view(for model: Any?) -> any TerminalScreen {
    model.flatMap { destinations.content(for: $0) } ?? MissingScreenView()
  }
}
