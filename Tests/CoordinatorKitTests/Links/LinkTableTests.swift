import CoordinatorKit
import Foundation
import Testing

@Suite("Link tables")
struct LinkTableTests {
  enum Route: Hashable, Sendable {
    case orders
    case order(Int)
    case item(order: Int, item: Int)
    case user(String)
    case share(UUID)
    case search(String)
    case flag(Bool)
    case price(Double)
    case new
  }

  let links = LinkTable<Route>(
    schemes: ["shop"], hosts: ["example.com"],
    patterns: [
      LinkPattern("orders") { _ in NavigationTarget().pushing(.orders) },
      LinkPattern("orders/new") { _ in NavigationTarget().pushing(.orders).pushing(.new) },
      LinkPattern("orders/:id") { match in
        NavigationTarget().pushing(.orders).pushing(.order(try match.parameter("id")))
      },
      LinkPattern("orders/:id/items/:item") { match in
        let order: Int = try match.parameter("id")
        return NavigationTarget().pushing(.order(order))
          .presenting(.item(order: order, item: try match.parameter("item")), as: .sheet)
      },
      LinkPattern("users/:name") { match in
        NavigationTarget().pushing(.user(try match.parameter("name")))
      },
      LinkPattern("share/:id") { match in
        NavigationTarget().pushing(.share(try match.parameter("id")))
      },
      LinkPattern("search") { match in
        NavigationTarget().pushing(.search(try match.requiredQuery("q")))
      },
      LinkPattern("flags/:on") { match in
        NavigationTarget().pushing(.flag(try match.parameter("on")))
      },
      LinkPattern("prices") { match in
        NavigationTarget().pushing(.price(try match.query("max") ?? 100))
      },
    ])

  @Test func everyParameterTypeParses() throws {
    #expect(try links.target(for: "shop://orders/7").path.map(\.route) == [.orders, .order(7)])
    #expect(
      try links.target(for: "shop://orders/7/items/3").path
        == [.init(.order(7), style: .push), .init(.item(order: 7, item: 3), style: .modal(.sheet))])
    #expect(try links.target(for: "shop://users/ada").path.map(\.route) == [.user("ada")])
    let id = UUID()
    #expect(
      try links.target(for: "shop://share/\(id.uuidString)").path.map(\.route) == [.share(id)])
    #expect(try links.target(for: "shop://flags/true").path.map(\.route) == [.flag(true)])
    #expect(try links.target(for: "shop://prices?max=9.5").path.map(\.route) == [.price(9.5)])
  }

  @Test func literalsWinOverParametersInOrder() throws {
    #expect(try links.target(for: "shop://orders/new").path.map(\.route) == [.orders, .new])
  }

  @Test func percentEncodingTrailingSlashesAndWebLinks() throws {
    #expect(
      try links.target(for: "shop://users/Ada%20Lovelace/").path.map(\.route) == [
        .user("Ada Lovelace")
      ])
    #expect(
      try links.target(for: "https://example.com/orders/7").path.map(\.route) == [
        .orders, .order(7),
      ])
    #expect(try links.target(for: "https://EXAMPLE.com/orders").path.map(\.route) == [.orders])
    #expect(
      try links.target(for: "shop://search?q=red%20shoes").path.map(\.route) == [
        .search("red shoes")
      ])
    #expect(
      try links.target(for: "shop://prices").path.map(\.route) == [.price(100)],
      "an optional query item")
  }

  @Test func aURLGivesTheTargetOfItsText() throws {
    let url = try #require(URL(string: "https://example.com/orders/7"))
    #expect(try links.target(for: url).path.map(\.route) == [.orders, .order(7)])
    let ftp = try #require(URL(string: "ftp://orders/7"))
    #expect(throws: LinkError.unsupportedScheme("ftp", supported: ["shop", "https"])) {
      try links.target(for: ftp)
    }
  }

  @Test func aWrongSchemeOrHostIsRefused() {
    #expect(throws: LinkError.unsupportedScheme("ftp", supported: ["shop", "https"])) {
      try links.target(for: "ftp://orders/7")
    }
    #expect(throws: LinkError.unsupportedHost("other.com", supported: ["example.com"])) {
      try links.target(for: "https://other.com/orders/7")
    }
    #expect(throws: LinkError.malformed("not a link")) { try links.target(for: "not a link") }
  }

  @Test func anUnknownPathNamesTheClosestPatternAndTheFailingSegment() {
    #expect(
      throws: LinkError.noMatch(
        path: "orders/7/itemz/3", closest: "orders/:id/items/:item", segment: 3,
        expected: "\"items\"", found: "itemz")
    ) { try links.target(for: "shop://orders/7/itemz/3") }
    #expect(
      throws: LinkError.noMatch(
        path: "orders/7/items", closest: "orders/:id/items/:item", segment: 4,
        expected: ":item", found: nil)
    ) { try links.target(for: "shop://orders/7/items") }
    let error = LinkError.noMatch(
      path: "orders/7/itemz/3", closest: "orders/:id/items/:item", segment: 3,
      expected: "\"items\"", found: "itemz")
    #expect(
      error.description
        == "No link matches \"orders/7/itemz/3\": the closest, \"orders/:id/items/:item\", "
        + "expects \"items\" at segment 3, where the link has \"itemz\".")
  }

  @Test func aParameterThatDoesNotParseNamesItAndTheExpectedType() {
    #expect(
      throws: LinkError.invalidParameter(
        name: "id", value: "seven", expected: "a whole number", pattern: "orders/:id")
    ) { try links.target(for: "shop://orders/seven") }
    #expect(
      throws: LinkError.invalidParameter(
        name: "id", value: "x", expected: "a UUID", pattern: "share/:id")
    ) { try links.target(for: "shop://share/x") }
    #expect(throws: LinkError.missingQueryItem(name: "q", pattern: "search")) {
      try links.target(for: "shop://search")
    }
    #expect(
      throws: LinkError.invalidQueryItem(
        name: "max", value: "cheap", expected: "a number", pattern: "prices")
    ) { try links.target(for: "shop://prices?max=cheap") }
  }
}
