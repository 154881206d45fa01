// Must be rejected: the navigator's own `setLeaveGuard(_:for:)`, which flow coordinators use, is
// `package` API; an app's coordinator marks its screen with `guardLeaving(_:)`. Proves that code
// compiled as an app, as the documentation's code is here, cannot reach `package` symbols.
import CoordinatorKit

@MainActor
func markEdited(_ screen: ScreenID, on navigator: Navigator<Int>) throws {
  try navigator.setLeaveGuard(true, for: screen)
}
