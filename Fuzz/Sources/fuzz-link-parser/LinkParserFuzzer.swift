import CoordinatorKit
import Foundation
import FuzzSupport

/// What the fuzzed table leads to: one route per parameter type the engine parses.
enum FuzzRoute: Hashable, Codable, Sendable {
  case orders
  case order(Int)
  case item(order: Int, item: String)
  case user(UUID)
  case price(Double, exact: Bool)
}

/// Reads any text as a link with a table of typed patterns. A link either throws a `LinkError`
/// whose description is one non-empty line without control characters, or gives a target whose screens make a valid state
/// that survives a Codable round trip; reading the same link twice gives the same answer.
@main
enum LinkParserFuzzer {
  static let table = LinkTable<FuzzRoute>(
    schemes: ["fuzz"], hosts: ["example.com"],
    patterns: [
      LinkPattern("orders") { _ in NavigationTarget().pushing(.orders) },
      LinkPattern("orders/:id") { match in
        NavigationTarget().pushing(.orders).pushing(.order(try match.parameter("id")))
      },
      LinkPattern("orders/:id/items/:item") { match in
        let order: Int = try match.parameter("id")
        return NavigationTarget().pushing(.order(order)).presenting(
          .item(order: order, item: try match.parameter("item")), as: .sheet)
      },
      LinkPattern("users/:id") { match in
        NavigationTarget().pushing(.user(try match.parameter("id")))
      },
      LinkPattern("price/:value") { match in
        NavigationTarget().presenting(
          .price(try match.parameter("value"), exact: try match.query("exact") ?? false),
          as: .cover)
      },
    ])

  static func main() {
    FuzzRunner.main { data in
      check(String(decoding: data, as: UTF8.self))
    }
  }

  static func check(_ link: String) {
    let first = Result { () throws(LinkError) in try table.target(for: link) }
    let second = Result { () throws(LinkError) in try table.target(for: link) }
    switch (first, second) {
    case (.failure(let error), .failure(let again)):
      require(error == again, "the same link failed two ways")
      let text = error.description
      require(!text.isEmpty, "an empty error message")
      // One line, safe to print, whatever the link decoded to.
      require(
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control },
        "a message with a control character")
    case (.success(let target), .success(let again)):
      require(target == again, "the same link gave two targets")
      var state = NavigationState<FuzzRoute>(root: .orders)
      for screen in target.path {
        switch screen.style {
        case .push:
          _ = try? state.push(screen.route)
        case .modal(let style):
          _ = try? state.present(screen.route, as: style)
        }
      }
      require(state.path.count == target.path.count, "a target that is not a valid state")
      do {
        let data = try JSONEncoder().encode(state)
        let decoded = try JSONDecoder().decode(NavigationState<FuzzRoute>.self, from: data)
        require(decoded == state, "a round trip changed the state")
      } catch {
        require(false, "a linked state does not survive a round trip: \(error)")
      }
    default:
      require(false, "the same link succeeded once and failed once")
    }
  }
}
