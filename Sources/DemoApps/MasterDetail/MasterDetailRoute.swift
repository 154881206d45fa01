/// The master/detail demo's screens.
public enum MasterDetailRoute: Hashable, Codable, Sendable {
  /// The list of dates.
  case master
  /// The detail of one date.
  case detail(date: String)
  /// The red detail, pushed or presented.
  case detailRed
}
