// Must be rejected: the navigator's single-operation shorthands are `package` API, for the
// coordinator layer and the tests; an app goes through `update`. Proves that code compiled as
// an app, as the documentation's code is here, cannot reach `package` symbols.
import CoordinatorKit

@MainActor
func goBack(_ navigator: Navigator<Int>) throws {
  try navigator.pop()
}
