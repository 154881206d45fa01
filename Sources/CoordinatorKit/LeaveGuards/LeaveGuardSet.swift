/// The screens marked "unsaved changes" in a state, boxed so a state stays a few references in
/// size. Never changed once made.
final class LeaveGuardSet: Sendable {
  let screens: Set<ScreenID>

  init(_ screens: Set<ScreenID>) {
    self.screens = screens
  }
}
