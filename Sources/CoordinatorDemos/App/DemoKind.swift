/// The four demo apps of the articles.
public enum DemoKind: String, CaseIterable, Sendable {
  /// Seven coloured screens without a navigation view, with a mint modal.
  case rainbow
  /// MVP + Coordinators: a master list of dates and its details.
  case masterDetail = "master-detail"
  /// MVVM-C: a main screen that pushes, presents and alerts.
  case mvvmc
  /// MVP with a factory: a menu list and its details.
  case menu

  /// The name shown in the picker.
  public var title: String {
    switch self {
    case .rainbow: "Rainbow (no NavigationView)"
    case .masterDetail: "Master/Detail (MVP + Coordinators)"
    case .mvvmc: "Main/Child (MVVM-C)"
    case .menu: "Menu/Detail (MVP with a factory)"
    }
  }
}
