#if canImport(SwiftUI)
  import CoordinatorKit
  import DemoApps
  import SwiftUI

  /// The Master/Detail demo (MVP + Coordinators in SwiftUI). Presenters report what the user
  /// did; the coordinators choose push, sheet or cover. Add `@main` to use it as an app.
  struct MasterDetailDemoApp: SeedDemoApp {
    /// Each window starts the Master/Detail demo.
    static let kind = DemoKind.masterDetail

    /// Each screen's view, by the type of the presenter its coordinator makes.
    static func destinations(_ view: SeedDemoView) -> SeedDemoView {
      view
        .destination(for: MasterPresenter.self) { MasterScreen(presenter: $0) }
        .destination(for: DetailPresenter.self) { DetailScreen(presenter: $0) }
        .destination(for: DetailRedPresenter.self) { DetailRedScreen(presenter: $0) }
    }
  }

  /// The list of dates; a tap selects a date and asks for its detail.
  struct MasterScreen: View {
    /// The presenter that lists the dates and hears the taps.
    let presenter: MasterPresenter

    /// The dates and the red detail's buttons, with Add and Delete in the toolbar.
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
    /// The presenter of the date shown, which hears the taps.
    let presenter: DetailPresenter

    /// The date, Open Master, and Dismiss when the detail was presented.
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
    /// The red detail's presenter, which hears Dismiss.
    let presenter: DetailRedPresenter

    /// The title, and Dismiss when presented, over red.
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
