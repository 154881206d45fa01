import CoordinatorKit

/// Choices made on the command line that change how the demos behave.
struct DemoOptions {
  /// Where the master/detail demo shows Detail: pushed, or as a sheet.
  var detailStyle: PresentationStyle = .push
  /// Whether new dates come from a fixed sequence (scripts and tests) instead of the clock.
  var usesFixedClock = false
}
