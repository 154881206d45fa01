/// The leave guards of a state, boxed so a state stays a few references in size: the screens
/// marked "unsaved changes" one by one, and the coordinators all of whose screens are guarded
/// (``LeaveGuarding/hasUnsavedChanges``). Never changed once made.
final class LeaveGuardSet: Sendable {
  let screens: Set<ScreenID>
  let owners: Set<CoordinatorID>

  init(_ screens: Set<ScreenID>, owners: Set<CoordinatorID> = []) {
    self.screens = screens
    self.owners = owners
  }

  /// The box of `screens` and `owners`, or `nil` when both are empty.
  static func of(_ screens: Set<ScreenID>, owners: Set<CoordinatorID>) -> LeaveGuardSet? {
    screens.isEmpty && owners.isEmpty ? nil : LeaveGuardSet(screens, owners: owners)
  }
}

extension LeaveGuardSet {
  /// Whether a coordinator's screens are guarded by the mark it holds; `nil` when none holds one.
  var ownerGuard: ((CoordinatorID) -> Bool)? {
    owners.isEmpty ? nil : { [owners] in owners.contains($0) }
  }
}
