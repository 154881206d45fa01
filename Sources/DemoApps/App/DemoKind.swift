/// The demo apps: the four of the articles, and a tabbed mail app.
public enum DemoKind: String, CaseIterable, Sendable {
  /// Seven coloured screens without a navigation view, with a mint modal.
  case rainbow
  /// MVP + Coordinators: a master list of dates and its details.
  case masterDetail = "master-detail"
  /// MVVM-C: a main screen that pushes, presents and alerts.
  case mvvmc
  /// MVP with a factory: a menu list and its details.
  case menu
  /// Tabs with their own stacks, a screen behind sign-in, a draft guarded against loss and a
  /// recipient picker: what the four articles' apps do not show.
  case mail

  /// The name shown in the picker.
  public var title: String {
    switch self {
    case .rainbow: "Rainbow (no NavigationView)"
    case .masterDetail: "Master/Detail (MVP + Coordinators)"
    case .mvvmc: "Main/Child (MVVM-C)"
    case .menu: "Menu/Detail (MVP with a factory)"
    case .mail: "Mail (tabs, sign-in, unsaved drafts)"
    }
  }

  /// Whether the demo's base is a tab bar: it then takes the whole window over from the picker
  /// instead of being pushed onto the picker's stack (tabs are a state's base, as on iOS).
  var hasTabs: Bool { self == .mail }
}
