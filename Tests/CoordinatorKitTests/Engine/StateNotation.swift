import CoordinatorKit
import Testing

/// Writes a state's path the way the engine issue does: `[P2,S3,C4]` (root not written),
/// with `!` appended when an alert shows.
func notation(_ state: NavigationState<String>) -> String {
  let elements = state.path.map { element -> String in
    let letter =
      switch element.style {
      case .push: "P"
      case .sheet: "S"
      case .cover: "C"
      }
    return letter + element.screen.route
  }
  return "[" + elements.joined(separator: ",") + "]" + (state.alert == nil ? "" : "!")
}

/// Builds a state from the same notation, e.g. `state("P2,S3")`.
func state(_ path: String, root: String = "1") throws -> NavigationState<String> {
  var state = NavigationState(root: root)
  for token in path.split(separator: ",") {
    let route = String(token.dropFirst())
    switch token.first {
    case "P": try state.push(route)
    case "S": try state.present(route, as: .sheet)
    case "C": try state.present(route, as: .cover)
    default: Issue.record("bad token \(token)")
    }
  }
  return state
}
