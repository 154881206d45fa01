import CoordinatorKit
import Foundation
import Testing

/// `LinkPattern(_:to:)` with a closure taking the pattern's parameters, typed, in order.
@Suite("Link patterns with typed parameters")
struct TypedLinkPatternTests {
  enum Route: Hashable, Sendable {
    case orders
    case order(Int)
    case item(order: Int, item: Int)
    case share(UUID)
    case user(String)
  }

  let links = LinkTable<Route>(
    schemes: ["shop"],
    patterns: [
      LinkPattern("orders") { NavigationTarget().pushing(.orders) },
      LinkPattern("orders/:id/items/:item") { (order: Int, item: Int) in
        NavigationTarget().pushing(.order(order))
          .presenting(.item(order: order, item: item), as: .sheet)
      },
      LinkPattern("share/:id") { (id: UUID) in NavigationTarget().pushing(.share(id)) },
      LinkPattern("users/:name") { (name: String, extra: Int) in
        NavigationTarget().pushing(.user("\(name)\(extra)"))
      },
      LinkPattern("orders/:id/share/:share") { (id: Int) in NavigationTarget().pushing(.order(id))
      },
    ])

  @Test func eachParameterArrivesTypedInThePatternsOrder() throws {
    let target = try links.target(for: "shop://orders/7/items/3")
    #expect(target.path.map(\.route) == [.order(7), .item(order: 7, item: 3)])
    #expect(target.path.map(\.style) == [.push, .sheet])
    #expect(try links.target(for: "shop://orders").path.map(\.route) == [.orders])
    let id = UUID()
    #expect(try links.target(for: "shop://share/\(id)").path.map(\.route) == [.share(id)])
  }

  @Test func aParameterThatDoesNotParseNamesItself() {
    #expect(
      throws: LinkError.invalidParameter(
        name: "item", value: "three", expected: "a whole number", pattern: "orders/:id/items/:item")
    ) { try links.target(for: "shop://orders/7/items/three") }
  }

  @Test func aTargetTakingMoreParametersThanThePatternHasIsRefused() {
    #expect(
      throws: LinkError.refused(
        pattern: "users/:name", reason: "it has 1 parameters; the link's target takes more")
    ) { try links.target(for: "shop://users/ada") }
  }

  @Test func aTargetTakingFewerParametersThanThePatternHasIsRefused() {
    #expect(
      throws: LinkError.refused(
        pattern: "orders/:id/share/:share",
        reason: "the link's target does not take its parameter :share")
    ) { try links.target(for: "shop://orders/7/share/9") }
  }
}
