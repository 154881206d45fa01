import CoordinatorKit
import Foundation
import Testing

/// A screen's own options (it hides the tab bar, it zooms from a control) are navigation state:
/// chosen where the screen is pushed or presented, saved with the state (files from before read
/// as standard), carried by links, kept while another tab is selected, and refused on a style
/// that cannot show them with the state unchanged.
@MainActor
@Suite("Screen options")
struct ScreenOptionsTests {
  @Test func aPushedScreenKeepsItsOptionsAndTheScreenAfterItHasItsOwn() throws {
    var state = NavigationState(root: "inbox")
    let reader = try state.push("message", options: .hidingTabBar)
    let photo = try state.push("photo", options: .zooming(from: "thumbnail"))
    let plain = try state.push("details")
    #expect(try state.options(ofScreen: reader) == .hidingTabBar)
    #expect(try state.options(ofScreen: photo) == ScreenOptions(zoomSource: "thumbnail"))
    #expect(try state.options(ofScreen: plain) == .standard)
    #expect(try state.options(ofScreen: state.root.id) == .standard)
    #expect(state.path.map(\.style) == [.push, .push, .push], "reading the path is unchanged")
    let lines = state.treeDescription.components(separatedBy: "\n")
    #expect(lines[2].hasSuffix(" hiding the tab bar"))
    #expect(lines[3].hasSuffix(#" zooming from "thumbnail""#))

    let cover = try state.present("viewer", as: .cover, options: .zooming(from: "photo"))
    #expect(try state.options(ofScreen: cover).zoomSource == "photo")
  }

  @Test func optionsAStyleCannotShowAreRefusedAndChangeNothing() throws {
    var state = NavigationState(root: "inbox")
    try state.present("compose", as: .sheet)
    let before = state
    #expect(throws: NavigationError.zoomNeedsAPushOrCover(.modal(.sheet))) {
      try state.present("photo", as: .sheet, options: .zooming(from: "thumbnail"))
    }
    #expect(throws: NavigationError.zoomNeedsAPushOrCover(.modal(.popover))) {
      try state.present("photo", as: .popover, options: .zooming(from: "thumbnail"))
    }
    #expect(throws: NavigationError.tabBarHidingNeedsAPush(.modal(.cover))) {
      try state.present("reader", as: .cover, options: .hidingTabBar)
    }
    let unknown = ScreenID()
    #expect(throws: NavigationError.screenNotFound(unknown)) {
      try state.options(ofScreen: unknown)
    }
    #expect(state == before)
    #expect(
      NavigationError.zoomNeedsAPushOrCover(.modal(.sheet)).description
        == "Only a pushed screen or a full-screen cover zooms from a control, and this is a "
        + "sheet: nothing changed; push it or present it `as: .cover` to zoom, or leave out the "
        + "zoom source.")

    let navigator = Navigator(root: "inbox")
    #expect(throws: NavigationError.tabBarHidingNeedsAPush(.modal(.sheet))) {
      try navigator.present("reader", as: .sheet, options: .hidingTabBar)
    }
    #expect(navigator.state.path.isEmpty)
    try navigator.push("message", options: .hidingTabBar)
    #expect(try navigator.state.options(ofScreen: navigator.state.topScreen.id) == .hidingTabBar)
  }

  @Test func aSavedStateKeepsTheOptionsAndAnOlderFileReadsAsStandard() throws {
    var state = NavigationState(root: "inbox")
    try state.push("message", options: .hidingTabBar)
    try state.present("viewer", as: .cover, options: .zooming(from: "photo"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let saved = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(saved.contains(#""hidesTabBar":true"#))
    #expect(saved.contains(#""zoomSource":"photo""#))
    let restored = try JSONDecoder().decode(NavigationState<String>.self, from: Data(saved.utf8))
    #expect(restored == state)
    #expect(try restored.options(ofScreen: state.path[0].screen.id) == .hidingTabBar)

    // A file saved before screens had options has none of these keys.
    let older = saved.replacingOccurrences(of: #""hidesTabBar":true,"#, with: "")
      .replacingOccurrences(of: #","zoomSource":"photo""#, with: "")
    #expect(!older.contains("hidesTabBar") && !older.contains("zoomSource"))
    let old = try JSONDecoder().decode(NavigationState<String>.self, from: Data(older.utf8))
    #expect(old.path.map(\.screen) == state.path.map(\.screen))
    #expect(try old.options(ofScreen: state.path[0].screen.id) == .standard)
    #expect(old != state, "options are part of what a state shows")
    #expect(old.hashValue != state.hashValue)
    let plain = String(decoding: try encoder.encode(old), as: UTF8.self)
    #expect(!plain.contains("hidesTabBar") && !plain.contains("zoomSource"))

    // A file that zooms a sheet breaks the rule a request keeps.
    let onASheet = saved.replacingOccurrences(of: #""style":"cover""#, with: #""style":"sheet""#)
    let error = try #require(
      throws: DecodingError.self,
      performing: {
        try JSONDecoder().decode(NavigationState<String>.self, from: Data(onASheet.utf8))
      })
    guard case .dataCorrupted(let context) = error else { throw error }
    #expect(
      context.debugDescription == NavigationError.zoomNeedsAPushOrCover(.modal(.sheet)).description
    )
  }

  @Test func aTabThatIsNotSelectedKeepsItsScreensOptionsThroughChangesAndSaving() throws {
    var state = try NavigationState(
      tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox")
    let reader = try state.push("message", options: .hidingTabBar)
    try state.selectTab("search")
    #expect(try state.options(ofScreen: reader) == .hidingTabBar)
    try state.push("reply", inTab: "inbox")  // the inbox's stack changes while hidden
    #expect(try state.options(ofScreen: reader) == .hidingTabBar)

    let saved = try JSONEncoder().encode(state)
    let restored = try JSONDecoder().decode(NavigationState<String>.self, from: saved)
    #expect(restored == state)
    #expect(try restored.options(ofScreen: reader) == .hidingTabBar)
    var selected = restored
    try selected.selectTab("inbox")
    #expect(try selected.options(ofScreen: reader) == .hidingTabBar)
  }

  @Test func aTargetCarriesTheOptionsAndACoordinatorChoosesThem() throws {
    let navigator = Navigator(root: "list")
    let root = ShowingEverything(navigator: navigator)
    try root.startAsRoot()
    try navigator.restore(NavigationTarget().pushing("message", options: .hidingTabBar))
    let message = navigator.state.topScreen.id
    #expect(try navigator.state.options(ofScreen: message) == .hidingTabBar)
    #expect(NavigationTarget(navigator.state).path.map(\.screenOptions) == [.hidingTabBar])

    try root.show("photo", options: .zooming(from: "thumbnail"))
    #expect(
      try navigator.state.options(ofScreen: navigator.state.topScreen.id).zoomSource == "thumbnail")

    let child = ShowingEverything(navigator: navigator)
    try root.coordinate(to: child, style: .modal(.cover), options: .zooming(from: "photo"))
    #expect(navigator.state.layers.map(\.style) == [.cover])
    #expect(
      try navigator.state.options(ofScreen: navigator.state.topScreen.id).zoomSource == "photo")

    let before = navigator.state
    let refused = ShowingEverything(navigator: navigator)
    #expect(throws: NavigationError.tabBarHidingNeedsAPush(.modal(.sheet))) {
      try child.coordinate(to: refused, style: .modal(.sheet), options: .hidingTabBar)
    }
    #expect(navigator.state == before)
    #expect(refused.node.phase == .idle, "a refused child never starts")
  }
}
