#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import DemoApps
  import SwiftUI

  /// The rainbow demo ("life without NavigationView") as a SwiftUI app. Its coordinators and
  /// view models are the terminal demo's, from `DemoApps`; only the views below are SwiftUI.
  /// Add `@main` to use it as an app's entry point.
  struct RainbowDemoApp: App {
    @State private var demo = SeedDemo(.rainbow)

    var body: some Scene {
      WindowGroup {
        NavigatorView(demo.app.navigator) { screen in
          RainbowScreen(model: demo.app.makeModel(for: screen))
        }
      }
    }
  }

  /// Picks each screen's view with a `switch` over what its coordinator built.
  struct RainbowScreen: View {
    let model: DemoScreenModel?

    var body: some View {
      switch model {
      case .colour(let viewModel): ColourScreen(viewModel: viewModel)
      case .mintModal(let viewModel): MintScreen(viewModel: viewModel)
      default: Text("This screen's coordinator is gone")
      }
    }
  }

  /// One colour: its buttons report events; the coordinator decides where they lead.
  struct ColourScreen: View {
    let viewModel: ColourViewModel

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
    let viewModel: MintModalViewModel

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
