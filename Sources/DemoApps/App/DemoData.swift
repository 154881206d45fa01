/// What the user made in the demos beyond their screens, saved with the navigation state so
/// that restored screens find it again: the master list's dates.
public struct DemoData: Codable, Equatable, Sendable {
  /// The master list's dates, newest first; `nil` when the file has none (an older file).
  public var masterDetailDates: [String]?

  /// Data holding `masterDetailDates`.
  public init(masterDetailDates: [String]? = nil) {
    self.masterDetailDates = masterDetailDates
  }
}
