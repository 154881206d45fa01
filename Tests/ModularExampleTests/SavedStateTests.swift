import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import MailFeature
import ModularApp
import Testing

/// How the app's one saved state holds its modules' screens, and what an older app's saved state
/// decodes to: the encoding is pinned here, since changing it would lose every user's state.
@MainActor
@Suite struct SavedStateTests {
  /// A window's state as version 1 saved it, before Mail gained `folder`: the Mail tab showing
  /// message 7 over the inbox, the Contacts tab at its list. Written by hand in the encoding the
  /// app's route is given (an embedded screen is its case holding its module's route).
  static let version1 = """
    {"root":{"id":"02E120A3-77AF-85F4-F6D1-122D783C24D9","owner":"3f50141676447e1ef6d1122d783c24d9",\
    "route":{"mail":{"_0":{"inbox":{}}}}},\
    "path":[{"style":"push","screen":{"id":"7BBF0789-74D9-7648-F6D1-122D783C24D9",\
    "owner":"3f50141676447e1ef6d1122d783c24d9","route":{"mail":{"_0":{"message":{"_0":7}}}}}}],\
    "selectedTab":"Mail",\
    "tabs":[{"id":"Mail","symbol":"tray"},{"id":"Contacts","symbol":"person.2","stack":[\
    {"id":"A1189A5C-F6FA-0209-F6D1-122D783C24D9","owner":"dd878dcff58efa33f6d1122d783c24d9",\
    "route":{"contacts":{"_0":{"list":{}}}}}]}]}
    """

  @Test func anEmbeddedScreenIsSavedAsItsCaseHoldingItsModulesRoute() throws {
    let screen = try JSONEncoder().encode(AppRoute.mail(.message(7)))
    #expect(String(decoding: screen, as: UTF8.self) == #"{"mail":{"_0":{"message":{"_0":7}}}}"#)
  }

  @Test func aStateSavedBeforeTheModuleGainedACaseIsRestored() throws {
    let saved = try JSONDecoder().decode(
      NavigationState<AppRoute>.self, from: Data(Self.version1.utf8))
    let app = ModularApp()
    let host = HeadlessHost(navigator: try app.scenes.connect("window-1", restoring: saved))

    #expect(host.navigator.state.selectedTab == "Mail")
    #expect(host.navigator.state.topStack.map(\.route) == [.mail(.inbox), .mail(.message(7))])
    #expect(host.navigator.state.tabs == ["Mail", "Contacts"])
  }

  @Test func aStateNamingACaseTheModuleNoLongerHasDoesNotDecode() throws {
    let renamed = Self.version1.replacingOccurrences(of: #""message""#, with: #""letter""#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<AppRoute>.self, from: Data(renamed.utf8))
    }
  }
}
