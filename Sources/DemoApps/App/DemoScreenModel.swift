/// What a demo screen shows: its presenter or view model, one case per kind, so the views are
/// chosen with a `switch` the compiler checks for every kind of screen.
@MainActor
public enum DemoScreenModel {
  case picker(DemoPickerViewModel)
  case colour(ColourViewModel)
  case mintModal(MintModalViewModel)
  case master(MasterPresenter)
  case detail(DetailPresenter)
  case detailRed(DetailRedPresenter)
  case main(MainViewModel)
  case child(ChildViewModel)
  case menu(MenuPresenter)
  case menuDetail(MenuDetailPresenter)
  case mailList(MailListModel)
  case mailPage(MailPageModel)

  /// The presenter or view model itself, for tests that check it is released with its screen.
  package var object: AnyObject {
    switch self {
    case .picker(let model): model
    case .colour(let model): model
    case .mintModal(let model): model
    case .master(let presenter): presenter
    case .detail(let presenter): presenter
    case .detailRed(let presenter): presenter
    case .main(let model): model
    case .child(let model): model
    case .menu(let presenter): presenter
    case .menuDetail(let presenter): presenter
    case .mailList(let model): model
    case .mailPage(let model): model
    }
  }
}
