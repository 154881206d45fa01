import CoordinatorKit

/// The demos' links: every screen of every demo is reachable by one.
///
/// `coordinatorkit://rainbow/5` (the sixth colour), `coordinatorkit://rainbow/5/modal`,
/// `coordinatorkit://master-detail/<date>` (its Detail), `.../<date>/red?modal=1` (its Detail Red,
/// as a sheet), `coordinatorkit://master-detail/red`, `coordinatorkit://mvvmc/child?presented=1`,
/// `coordinatorkit://menu/c`; a demo's name alone opens its first screen. A target lists the
/// demo's screens from its first, which the app puts on the picker's stack or uses as its root.
enum DemoLinks {
  static let scheme = "coordinatorkit"

  /// The table, for an app whose master/detail shows Detail with `detailStyle`.
  static func table(detailStyle: PresentationStyle) -> LinkTable<DemoRoute> {
    LinkTable(
      schemes: [scheme],
      patterns: [
        LinkPattern("rainbow") { _ in rainbow(upTo: 0) },
        LinkPattern("rainbow/:index") { match in rainbow(upTo: try colourIndex(match)) },
        LinkPattern("rainbow/:index/modal") { match in
          rainbow(upTo: try colourIndex(match)).presenting(.rainbow(.mintModal), as: .cover)
        },
        LinkPattern("master-detail") { _ in master },
        LinkPattern("master-detail/red") { match in
          master.adding(.masterDetail(.detailRed), style: try redStyle(match))
        },
        LinkPattern("master-detail/:date") { match in
          master.adding(
            .masterDetail(.detail(date: try match.parameter("date"))), style: detailStyle)
        },
        // A row's Detail Red: the list opens it, whatever the row.
        LinkPattern("master-detail/:date/red") { match in
          master.adding(.masterDetail(.detailRed), style: try redStyle(match))
        },
        LinkPattern("mvvmc") { _ in NavigationTarget().pushing(.mvvmc(.main)) },
        LinkPattern("mvvmc/child") { match in
          let presented = try match.query("presented", as: Bool.self) ?? false
          return NavigationTarget().pushing(.mvvmc(.main))
            .adding(.mvvmc(.child), style: presented ? .sheet : .push)
        },
        LinkPattern("menu") { _ in NavigationTarget().pushing(.menu(.menu)) },
        LinkPattern("menu/:row") { match in
          NavigationTarget().pushing(.menu(.menu))
            .pushing(.menu(.detail(text: try match.parameter("row"))))
        },
      ])
  }

  private static var master: NavigationTarget<DemoRoute> {
    NavigationTarget().pushing(.masterDetail(.master))
  }

  private static func rainbow(upTo last: Int) -> NavigationTarget<DemoRoute> {
    NavigationTarget((0...last).map { .init(.rainbow(.colour(index: $0)), style: .push) })
  }

  private static func colourIndex(_ match: LinkMatch) throws(LinkError) -> Int {
    let index: Int = try match.parameter("index")
    guard (0...RainbowColour.lastIndex).contains(index) else {
      throw .invalidParameter(
        name: "index", value: "\(index)", expected: "0 to \(RainbowColour.lastIndex)",
        pattern: match.pattern)
    }
    return index
  }

  private static func redStyle(_ match: LinkMatch) throws(LinkError) -> PresentationStyle {
    try match.query("modal", as: Bool.self) == true ? .sheet : .push
  }
}

extension NavigationTarget {
  /// A copy with `route` shown on top with `style`.
  fileprivate func adding(_ route: Route, style: PresentationStyle) -> Self {
    Self(path + [Screen(route, style: style)])
  }
}
