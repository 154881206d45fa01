import CoordinatorKit
import Foundation
import Testing

@Suite("One presentation style vocabulary")
struct PresentationStyleTests {
  @Test func everyStyleIsAPushOrOneModalStyle() {
    #expect(
      PresentationStyle.allCases == [.push, .modal(.sheet), .modal(.cover), .modal(.popover)])
    #expect(PresentationStyle.allCases.map(\.modalStyle) == [nil, .sheet, .cover, .popover])
    #expect(PresentationStyle.allCases.map(\.isModal) == [false, true, true, true])
  }

  /// Each modal style reaches the state and the host's step as itself: no style is mapped to
  /// another on the way.
  @Test func eachModalStyleIsPresentedAsItself() throws {
    for style in ModalStyle.allCases {
      let root = NavigationState(root: "root")
      var state = root
      try state.present("modal", as: style)
      #expect(state.path.map(\.style) == [.modal(style)])
      #expect(state.layers.map(\.style) == [style])
      let plan = TransitionPlan(from: root, to: state, capabilities: .oneAtATime)
      #expect(plan.map(\.action) == [.present(style, level: 1)])
    }
  }

  /// Saved states stay readable and keep their format: a style is saved as one string.
  @Test func aStyleIsSavedAsItsName() throws {
    let names = try PresentationStyle.allCases.map {
      String(decoding: try JSONEncoder().encode($0), as: UTF8.self)
    }
    #expect(names == [#""push""#, #""sheet""#, #""cover""#, #""popover""#])
    #expect(
      PresentationStyle.allCases.map(\.description) == ["push", "sheet", "cover", "popover"])
    for style in PresentationStyle.allCases {
      let decoded = try JSONDecoder().decode(
        PresentationStyle.self, from: try JSONEncoder().encode(style))
      #expect(decoded == style)
    }
  }

  /// A state saved before the styles became one type still decodes.
  @Test func aStateFileWithEveryStyleDecodes() throws {
    let json = """
      {"root": {"id": "\(UUID().uuidString)", "route": "root"},
       "path": [{"screen": {"id": "\(UUID().uuidString)", "route": "a"}, "style": "push"},
                {"screen": {"id": "\(UUID().uuidString)", "route": "b"}, "style": "sheet"},
                {"screen": {"id": "\(UUID().uuidString)", "route": "c"}, "style": "cover"},
                {"screen": {"id": "\(UUID().uuidString)", "route": "d"}, "style": "popover"}]}
      """
    let state = try JSONDecoder().decode(NavigationState<String>.self, from: Data(json.utf8))
    #expect(state.path.map(\.style) == [.push, .modal(.sheet), .modal(.cover), .modal(.popover)])
  }

  @Test func anUnknownStyleSaysWhatWasExpected() {
    #expect {
      try JSONDecoder().decode(PresentationStyle.self, from: Data(#""drawer""#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == #"Unknown presentation style "drawer": expected one of "push", "sheet", "cover", "#
        + #""popover". "#
        + "Nothing was decoded."
    }
  }
}
