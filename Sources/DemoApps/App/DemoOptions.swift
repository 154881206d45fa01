import CoordinatorKit

/// Choices made on the command line that change how the demos behave.
public struct DemoOptions {
  /// Where the master/detail demo shows Detail: pushed, or as a sheet.
  public var detailStyle: PresentationStyle = .push
  /// Whether new dates come from a fixed sequence (scripts and tests) instead of the clock.
  public var usesFixedClock = false

  /// Options for one run; the defaults are the interactive demo's.
  public init(detailStyle: PresentationStyle = .push, usesFixedClock: Bool = false) {
    self.detailStyle = detailStyle
    self.usesFixedClock = usesFixedClock
  }
}
