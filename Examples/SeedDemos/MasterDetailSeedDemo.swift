#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import DemoApps
  import SwiftUI

  /// The Master/Detail demo (MVP + Coordinators in SwiftUI). Presenters report what the user
  /// did; the coordinators choose push, sheet or cover. Add `@main` to use it as an app.
  struct MasterDetailDemoApp: App {
    @State private var demo = SeedDemo(.masterDetail)

    var body: some Scene {
      WindowGroup {
        NavigatorView(demo.app.navigator) { screen in
          MasterDetailScreen(model: demo.app.makeModel(for: screen))
        }
      }
    }
  }

  /// Picks each screen's view with a `switch` over what its coordinator built.
  struct MasterDetailScreen: View {
    let model: DemoScreenModel?

    var body: some View {
      switch model {
      case .master(let presenter): MasterScreen(presenter: presenter)
      case .detail(let presenter): DetailScreen(presenter: presenter)
      case .detailRed(let presenter): DetailRedScreen(presenter: presenter)
      default: Text("This screen's coordinator is gone")
      }
    }
  }

  /// The list of dates; a tap selects a date and asks for its detail.
  struct MasterScreen: View {
    let presenter: MasterPresenter

    var body: some View {
      VStack {
        ForEach(presenter.dates.indices, id: \.self) { index in
          Button(presenter.dates[index]) {
            presenter.select(at: index)
            presenter.showDetail()
          }
        }
        Button("Detail Red") { presenter.showDetailRed() }
        Button("Detail Red as a modal") { presenter.showDetailRedModally() }
      }
      .toolbar {
        Button("Add") { presenter.add() }
        Button("Delete", role: .destructive) { presenter.deleteSelected() }
      }
    }
  }

  /// One date; it can open another master list.
  struct DetailScreen: View {
    let presenter: DetailPresenter

    var body: some View {
      VStack {
        Text(presenter.date)
        Button("Open Master") { presenter.openMaster() }
        if presenter.isModal {
          Button("Dismiss") { presenter.goBack() }
        }
      }
    }
  }

  /// The red detail, pushed or presented.
  struct DetailRedScreen: View {
    let presenter: DetailRedPresenter

    var body: some View {
      VStack {
        Text("Detail Red")
        if presenter.isModal {
          Button("Dismiss") { presenter.close() }
        }
      }
      .background(Color(red: 1, green: 0.23, blue: 0.19))
    }
  }
#endif
