import CoordinatorKit

/// A case whose cost once grew with guarded screens times depth: every guarded screen was looked
/// up in the state from the top, several times a change.
extension Cases {
  /// A push and a pop through a navigator whose ten lowest screens are leave-guarded (as in an
  /// app whose drafts sit deep in the stack): the guards are carried, never in the way.
  static let guardedNavigatorPair = Case(name: "navigator push+pop, 10 guarded below") {
    depth in
    let navigator = navigator(depth: max(depth, 11))
    let guarded = navigator.state.screens.prefix(11).dropFirst().map(\.id)
    try navigator.update { state in
      for id in guarded { try state.setLeaveGuard(true, for: id) }
    }
    return { count in
      for index in 0..<count {
        try navigator.update { try $0.push(index) }
        try navigator.update { try $0.pop() }
      }
      precondition(navigator.state.leaveGuardedScreens.count == guarded.count)
    }
  }
}
