#if canImport(SwiftUI)
  import CoordinatorKit
  import CoordinatorKitSwiftUI
  import SwiftUI

  // The SwiftUI side of the article "MVP + Coordinators in SwiftUI"; the engine side is in
  // MasterDetailApp.swift.

  struct MasterDetailRootView: View {  // the content of your WindowGroup
    let app: MasterDetailApp

    var body: some View {
      NavigatorView(app.navigator) { screen in
        switch app.content(for: screen) {
        case .master(let presenter): MasterView(presenter: presenter)
        case .detail(let presenter): DetailView(presenter: presenter)
        case .detailRed(let presenter): DetailRedView(presenter: presenter)
        case nil: EmptyView()  // the screen's coordinator is gone
        }
      }
    }
  }

  struct MasterView: View {
    let presenter: MasterPresenter

    var body: some View {
      VStack {
        ForEach(presenter.store.dates, id: \.self) { date in
          Button(date) { presenter.didSelect(date) }
        }
        Button("Detail Red") { presenter.didTapRed() }
        Button("Detail Red as a modal") { presenter.didTapRedModal() }
      }
      .toolbar {
        Button("+") { presenter.didTapAdd() }
      }
    }
  }

  struct DetailView: View {
    let presenter: DetailPresenter

    var body: some View {
      VStack {
        Text(presenter.date)
        Button("Master") { presenter.didTapMaster() }
      }
    }
  }

  struct DetailRedView: View {
    let presenter: DetailRedPresenter

    var body: some View {
      VStack {
        Text("Detail Red")
        if presenter.isPresented {
          Button("Dismiss") { presenter.didTapDismiss() }
        }
      }
    }
  }
#endif
