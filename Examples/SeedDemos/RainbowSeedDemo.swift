#if canImport(SwiftUI)
  import CoordinatorKit
  import DemoApps
  import SwiftUI

  /// The rainbow demo ("life without NavigationView") as a SwiftUI app. Its coordinators and
  /// view models are the terminal demo's, from `DemoApps`; only the views below are SwiftUI.
  /// Add `@main` to use it as an app's entry point.
  struct RainbowDemoApp: SeedDemoApp {
    /// Each window starts the rainbow demo.
    static let kind = DemoKind.rainbow

    /// Each screen's view, by the type of the model its coordinator makes.
    static func destinations(_ view: SeedDemoView) -> SeedDemoView {
      view
        .destination(for: ColourViewModel.self) { ColourScreen(viewModel: $0) }
        .destination(for: EventViewModel<MintModalEvent, Void>.self) { MintScreen(viewModel: $0) }
    }
  }

  /// One colour: its buttons report events; the coordinator decides where they lead.
  struct ColourScreen: View {
    /// The colour's view model, to which the buttons report.
    let viewModel: ColourViewModel

    /// The colour's name and the buttons that lead somewhere from it, over the colour.
    var body: some View {
      VStack {
        Text(viewModel.colour.name)
        if viewModel.canGoNext {
          Button("Next") { viewModel.send(.next) }
        }
        if viewModel.canGoBack {
          Button("Back") { viewModel.send(.back) }
        }
        Button("Show Modal") { viewModel.send(.showModal) }
        Button("Root") { viewModel.send(.root) }
        Button("End") { viewModel.send(.end) }
      }
      .background(Color(viewModel.colour.rgb))
      .navigationBarBackButtonHidden()
    }
  }

  /// The mint cover: it can close itself or change the stack underneath first.
  struct MintScreen: View {
    /// The cover's view model, to which the buttons report.
    let viewModel: EventViewModel<MintModalEvent, Void>

    /// The three buttons, over mint.
    var body: some View {
      VStack {
        Button("Close") { viewModel.send(.close) }
        Button("Root, then close") { viewModel.send(.root) }
        Button("End, then close") { viewModel.send(.end) }
      }
      .background(Color(RainbowColour.mint))
    }
  }

  extension Color {
    /// The SwiftUI colour of a demo colour.
    init(_ colour: ColourComponents) {
      self.init(
        red: Double(colour.red) / 255, green: Double(colour.green) / 255,
        blue: Double(colour.blue) / 255)
    }
  }
#endif
