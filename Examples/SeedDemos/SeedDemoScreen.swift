#if canImport(SwiftUI)
  import DemoApps
  import SwiftUI

  /// The view of a screen of the SwiftUI seed demos. Both demos share it, and its one `switch`
  /// over what the screen's coordinator built picks every screen's view, as the terminal demo
  /// picks its views.
  struct SeedDemoScreen: View {
    /// The screen's presenter or view model; `nil` once its coordinator is gone.
    let model: DemoScreenModel?

    /// The view of the screen, picked with a `switch` the compiler checks.
    var body: some View {
      switch model {
      case .colour(let viewModel): ColourScreen(viewModel: viewModel)
      case .mintModal(let viewModel): MintScreen(viewModel: viewModel)
      case .master(let presenter): MasterScreen(presenter: presenter)
      case .detail(let presenter): DetailScreen(presenter: presenter)
      case .detailRed(let presenter): DetailRedScreen(presenter: presenter)
      case nil: Text("This screen's coordinator is gone")
      default: Text("No SwiftUI demo shows this screen")
      }
    }
  }
#endif
