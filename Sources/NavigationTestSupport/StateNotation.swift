import CoordinatorKit
import Foundation

/// Writes a state's path the way the engine issues do: `[P2,S3,C4,O5]` (pushed, sheet, cover,
/// popover; root not written), with `!` appended when an alert shows.
package func notation(_ state: NavigationState<String>) -> String {
  let elements = state.path.map { element -> String in
    let letter =
      switch element.style {
      case .push: "P"
      case .modal(.sheet): "S"
      case .modal(.cover): "C"
      case .modal(.popover): "O"
      }
    return letter + element.screen.route
  }
  return "[" + elements.joined(separator: ",") + "]" + (state.alert == nil ? "" : "!")
}

/// Each step of a plan in the notation of ``notation(_:)``.
package func notation(_ plan: TransitionPlan<String>) -> [String] {
  plan.map { notation($0.state) }
}

/// `notation` with `alert` over it.
package func state(_ notation: String, alert: AlertState) throws -> NavigationState<String> {
  var result = try state(notation)
  try result.showAlert(alert)
  return result
}

/// The plan from the state `from` to the state `to`, both in the notation of
/// ``state(_:root:rootName:)``, for a host with `capabilities`.
package func plan(
  _ from: String, _ to: String, _ capabilities: TransitionCapabilities = .oneAtATime
) throws -> TransitionPlan<String> {
  TransitionPlan(from: try state(from), to: try state(to), capabilities: capabilities)
}

/// The identity the notation gives a screen: the same for every state built with ``state(_:root:)``,
/// so `P2` in two states is one screen, and `P2'` is that screen showing the route `2'`.
package func screenID(_ name: String) -> ScreenID {
  let key = name.replacingOccurrences(of: "'", with: "")
  var bytes = Array(key.utf8.prefix(16))
  bytes += Array(repeating: 0, count: 16 - bytes.count)
  let uuid = UUID(
    uuid: (
      bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
      bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
    ))
  return ScreenID(rawValue: uuid)
}

/// Builds a state from the notation, e.g. `state("P2,S3")`. The root is named `root` and shows
/// `1` unless told otherwise; every screen's identity comes from its name (see ``screenID(_:)``);
/// a name that repeats in one state is a new screen each time (`a`, then `a#2`).
package func state(_ path: String, root: String = "1", rootName: String = "root") throws
  -> NavigationState<String>
{
  var seen: [String: Int] = [:]
  let elements = path.split(separator: ",").map { token -> PresentedScreen<String> in
    let route = String(token.dropFirst())
    let style: PresentationStyle =
      switch token.first {
      case "S": .modal(.sheet)
      case "C": .modal(.cover)
      case "O": .modal(.popover)
      default: .push
      }
    seen[route, default: 0] += 1
    let name = seen[route] == 1 ? route : "\(route)#\(seen[route] ?? 0)"
    return PresentedScreen(NavigationScreen(route, id: screenID(name)), style: style)
  }
  return try NavigationState(root: NavigationScreen(root, id: screenID(rootName)), path: elements)
}
