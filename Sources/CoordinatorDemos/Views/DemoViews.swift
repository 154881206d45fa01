import CoordinatorKitTerminal

/// Chooses the terminal view for a screen's presenter or view model. The view holds it
/// strongly, as a SwiftUI view or a view controller would.
@MainActor
enum DemoViews {
  static func view(for model: AnyObject?) -> any TerminalScreen {
    switch model {
    case let model as DemoPickerViewModel: PickerView(viewModel: model)
    case let model as ColourViewModel: ColourView(viewModel: model)
    case let model as MintModalViewModel: MintModalView(viewModel: model)
    case let model as MasterPresenter: MasterView(presenter: model)
    case let model as DetailPresenter: DetailView(presenter: model)
    case let model as DetailRedPresenter: DetailRedView(presenter: model)
    case let model as MainViewModel: MainView(viewModel: model)
    case let model as ChildViewModel: ChildView(viewModel: model)
    case let model as MenuPresenter: MenuView(presenter: model)
    case let model as MenuDetailPresenter: MenuDetailView(presenter: model)
    case let model as MailListModel: MailListView(model: model)
    case let model as MailPageModel: MailPageView(model: model)
    default: MissingScreenView()
    }
  }
}
