// Must be rejected: the navigator's own `pop(to:)`, which flow coordinators use, is `package`
// API; an app goes back with `navigator.update { try $0.pop(to: screen) }`. Proves that code
// compiled as an app, as the documentation's code is here, cannot reach `package` symbols.
import CoordinatorKit

@MainActor
func goBack(to screen: ScreenID, on navigator: Navigator<Int>) throws {
  try navigator.pop(to: screen)
}
