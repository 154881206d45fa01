// Must be rejected: compiled as the demo apps are here (a package name of their own), code
// cannot read CoordinatorKit's `package` API, such as the navigator's `setLeaveGuard(_:for:)`.
// Proves the DemoApps target of this check would fail if a demo used one.
import CoordinatorKit

@MainActor
func markEdited(_ screen: ScreenID, on navigator: Navigator<Int>) throws {
  try navigator.setLeaveGuard(true, for: screen)
}
