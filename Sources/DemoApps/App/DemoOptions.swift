import CoordinatorKit

/// Choices made on the command line that change how the demos behave.
package struct DemoOptions {
  /// Where the master/detail demo shows Detail: pushed, or as a sheet.
  package var detailStyle: PresentationStyle = .push
  /// Whether new dates come from a fixed sequence (scripts and tests) instead of the clock.
  package var usesFixedClock = false

  /// Options for one run; the defaults are the interactive demo's.
  package init(detailStyle: PresentationStyle = .push, usesFixedClock: Bool = false) {
    self.detailStyle = detailStyle
    self.usesFixedClock = usesFixedClock
  }
}
