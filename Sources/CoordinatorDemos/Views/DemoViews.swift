import CoordinatorKitTerminal
import DemoApps

/// Chooses the terminal view for a screen's presenter or view model. The view holds it
/// strongly, as a SwiftUI view or a view controller would.
@MainActor
enum DemoViews {
  static func view(for model: DemoScreenModel?) -> any TerminalScreen {
    guard let model else { return MissingScreenView() }
    return switch model {
    case .picker(let model): ListScreen.picker(model)
    case .colour(let model): CenteredScreen.colour(model)
    case .mintModal(let model): CenteredScreen.mintModal(model)
    case .master(let presenter): ListScreen.master(presenter)
    case .detail(let presenter): CenteredScreen.detail(presenter)
    case .detailRed(let presenter): CenteredScreen.detailRed(presenter)
    case .main(let model): CenteredScreen.main(model)
    case .child(let model): CenteredScreen.child(model)
    case .menu(let presenter): ListScreen.menu(presenter)
    case .menuDetail(let presenter): CenteredScreen.menuDetail(presenter)
    case .mailList(let model): ListScreen.mail(model)
    case .mailPage(let model): MailPageView(model: model)
    }
  }
}
