#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import SwiftUI

  // The SwiftUI side of the article "Life without NavigationView"; the engine side is in
  // RainbowApp.swift. No view here holds a NavigationView, a NavigationLink or a presentation
  // binding: NavigatorView builds those from the navigator's state.

  struct RainbowRootView: View {  // the content of your WindowGroup
    let app: RainbowApp

    var body: some View {
      NavigatorView(app.navigator) { screen in
        switch app.content(for: screen) {
        case .color(let model): ColorView(model: model)
        case .mint(let model): MintView(model: model)
        case nil: EmptyView()  // the screen's coordinator is gone
        }
      }
    }
  }

  struct ColorView: View {
    let model: ColorViewModel

    var body: some View {
      VStack {
        Text(model.color)
        Text("Hello, World!")
        Text("Index \(model.index)")
        if model.canGoBack { Button("Back") { model.send(.back) } }
        if model.canGoNext { Button("Next") { model.send(.next) } }
        Button("SHOW MODAL") { model.send(.showModal) }
        Button("ROOT") { model.send(.root) }
        Button("END") { model.send(.end) }
      }
    }
  }

  struct MintView: View {
    let model: MintViewModel

    var body: some View {
      VStack {
        Button("Close") { model.send(.close) }
        Button("ROOT") { model.send(.root) }
        Button("END") { model.send(.end) }
      }
    }
  }
#endif
