import Foundation
import Testing

/// The JSON `--dump-state` prints, read with `JSONSerialization`: the coordinator tree and the
/// navigation state.
struct StateDump {
  /// One coordinator of the tree.
  struct Coordinator {
    var type: String
    var identifier: String
    var phase: String
    var children: [Coordinator]

    /// This coordinator and its descendants, depth first.
    var all: [Coordinator] { [self] + children.flatMap(\.all) }

    /// How many levels the tree has (1 for a lone root).
    var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

    /// The tree as indented type names, one a line.
    var outline: String {
      ([type] + children.flatMap { $0.outline.split(separator: "\n").map { "  " + $0 } })
        .joined(separator: "\n")
    }
  }

  /// One screen of the state.
  struct Screen {
    var id: String
    var owner: String?
    /// The route, flattened: `rainbow/colour(index: 2)`, `picker`, `mvvmc/child`.
    var route: String
  }

  var coordinators: Coordinator
  var root: Screen
  /// The pushed and presented screens after the root, with their styles.
  var path: [(style: String, screen: Screen)]
  /// The alert's title and its actions' titles, when an alert is up.
  var alert: (title: String, actions: [String])?

  var screens: [Screen] { [root] + path.map(\.screen) }
  var routes: [String] { screens.map(\.route) }

  init(json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let top = try #require(
      object as? [String: Any], "a JSON object", sourceLocation: sourceLocation)
    #expect(Set(top.keys) == ["coordinators", "state"], sourceLocation: sourceLocation)
    coordinators = try StateDump.coordinator(top["coordinators"], sourceLocation)
    let state = try #require(
      top["state"] as? [String: Any], "a state object", sourceLocation: sourceLocation)
    root = try StateDump.screen(state["root"], sourceLocation)
    let elements = try #require(
      state["path"] as? [Any], "a path array", sourceLocation: sourceLocation)
    path = try elements.map { element in
      let element = try #require(element as? [String: Any], sourceLocation: sourceLocation)
      let style = try #require(element["style"] as? String, sourceLocation: sourceLocation)
      return (style, try StateDump.screen(element["screen"], sourceLocation))
    }
    if let alert = state["alert"] as? [String: Any] {
      let title = try #require(alert["title"] as? String, sourceLocation: sourceLocation)
      let actions = try #require(
        alert["actions"] as? [[String: Any]], sourceLocation: sourceLocation)
      self.alert = (title, actions.compactMap { $0["title"] as? String })
    }
  }

  /// Whether the tree holds exactly the coordinators that own the screens in the state: every
  /// screen's owner is in the tree, and every coordinator in the tree owns a screen, so no
  /// coordinator outlived its screens and none is missing.
  var coordinatorsMatchScreens: Bool {
    let inTree = Set(coordinators.all.map { $0.identifier.lowercased() })
    let owners = Set(screens.compactMap { $0.owner?.lowercased() })
    return inTree == owners
  }

  /// The tree from the flat list the dump holds: coordinators depth first, each naming its
  /// `parent` (none for the root).
  private static func coordinator(_ value: Any?, _ location: SourceLocation) throws -> Coordinator {
    let list = try #require(value as? [Any], "a list of coordinators", sourceLocation: location)
    // The coordinators from the root to the last one read, with their children so far.
    var path: [Coordinator] = []
    func closeLast() {
      let last = path.removeLast()
      path[path.count - 1].children.append(last)
    }
    for item in list {
      let object = try #require(item as? [String: Any], "a coordinator", sourceLocation: location)
      if let parent = object["parent"] as? String {
        let depth = try #require(
          path.lastIndex { $0.identifier == parent }, "a known parent", sourceLocation: location)
        while path.count > depth + 1 { closeLast() }
      } else {
        #expect(path.isEmpty, "only the first coordinator has no parent", sourceLocation: location)
      }
      path.append(
        Coordinator(
          type: try #require(object["type"] as? String, sourceLocation: location),
          identifier: try #require(object["identifier"] as? String, sourceLocation: location),
          phase: try #require(object["phase"] as? String, sourceLocation: location),
          children: []))
    }
    while path.count > 1 { closeLast() }
    return try #require(path.first, "a root coordinator", sourceLocation: location)
  }

  private static func screen(_ value: Any?, _ location: SourceLocation) throws -> Screen {
    let object = try #require(value as? [String: Any], "a screen", sourceLocation: location)
    return Screen(
      id: try #require(object["id"] as? String, sourceLocation: location),
      owner: object["owner"] as? String,
      route: flatten(try #require(object["route"], sourceLocation: location)))
  }

  /// Flattens a synthesised `Codable` enum, `{"rainbow": {"_0": {"colour": {"index": 2}}}}`,
  /// to `rainbow/colour(index: 2)`.
  static func flatten(_ value: Any) -> String {
    guard let object = value as? [String: Any] else { return "\(value)" }
    return object.keys.sorted().map { key -> String in
      let inner = object[key] ?? [:]
      if key == "_0" {
        return flatten(inner)
      }
      guard let fields = inner as? [String: Any], !fields.isEmpty else { return key }
      if fields.values.allSatisfy({ !($0 is [String: Any]) && !($0 is [Any]) }) {
        let arguments = fields.keys.sorted().map { "\($0): \(fields[$0] ?? "")" }
        return "\(key)(\(arguments.joined(separator: ", ")))"
      }
      return "\(key)/\(flatten(fields))"
    }.joined(separator: ",")
  }
}
