import CoordinatorKit
import Foundation
import Testing

@Suite("Navigation state coding")
struct NavigationStateCodingTests {
  enum Route: Hashable, Codable, Sendable {
    case home
    case detail(id: Int)
    case colour(red: Double, green: Double, blue: Double)
  }

  @Test func theWholeStateRoundTrips() throws {
    let owner = CoordinatorID("main")
    var state = NavigationState(root: Route.home, owner: owner)
    try state.push(.detail(id: 1), owner: owner)
    try state.present(.colour(red: 1, green: 0.5, blue: 0), as: .sheet)
    try state.push(.detail(id: 2))
    try state.present(.home, as: .cover)
    try state.showAlert(
      AlertState(
        title: "Leave?", message: "Unsaved changes",
        actions: [AlertAction("Stay", role: .cancel), AlertAction("Leave", role: .destructive)]))

    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(NavigationState<Route>.self, from: data)
    #expect(decoded == state)
    #expect(decoded.layers.map(\.style) == [.sheet, .cover])
    #expect(decoded.root.owner == owner)
  }

  /// Saved alerts keep their keys (a file written by an earlier version still reads), and an
  /// alert without a message saves none.
  @Test func anAlertIsSavedAsItsIdentityTitleMessageAndActions() throws {
    let alert = AlertState(title: "Saved")
    let object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(alert)) as? [String: Any])
    #expect(object.keys.sorted() == ["actions", "id", "title"])
    #expect(object["id"] as? String == alert.id.rawValue.uuidString)
    let withMessage = AlertState(title: "Saved", message: "Twice")
    let decoded = try JSONDecoder().decode(
      AlertState.self, from: JSONEncoder().encode(withMessage))
    #expect(decoded == withMessage)
    #expect(decoded.message == "Twice")
  }

  @Test func equalStatesHashAlikeSoTheyWorkAsSetElementsAndKeys() throws {
    var state = NavigationState(root: Route.home)
    try state.push(.detail(id: 1))
    try state.present(.home, as: .sheet)
    let decoded = try JSONDecoder().decode(
      NavigationState<Route>.self, from: JSONEncoder().encode(state))
    #expect(decoded.hashValue == state.hashValue)
    let other = try state.pushing(.detail(id: 2))
    #expect(Set([state, decoded, other]).count == 2)
    #expect([state: "saved"][decoded] == "saved")
  }

  @Test func aRestoredStateWithDuplicateIdentitiesIsACorruptFile() throws {
    let screen = NavigationScreen(Route.home)
    let json = """
      {"root": {"id": "\(screen.id.rawValue.uuidString)", "route": {"home": {}}},
       "path": [{"screen": {"id": "\(screen.id.rawValue.uuidString)", "route": {"home": {}}}, "style": "push"}]}
      """
    #expect {
      try JSONDecoder().decode(NavigationState<Route>.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("appears twice")
    }
  }

  @Test func anUnknownPresentationStyleIsADecodingError() {
    let json = """
      {"root": {"id": "\(UUID().uuidString)", "route": {"home": {}}},
       "path": [{"screen": {"id": "\(UUID().uuidString)", "route": {"home": {}}}, "style": "drawer"}]}
      """
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<Route>.self, from: Data(json.utf8))
    }
  }
}
