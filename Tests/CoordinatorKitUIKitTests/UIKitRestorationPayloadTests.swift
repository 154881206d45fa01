import CoordinatorKit
import Foundation
import Testing

@testable import CoordinatorKitUIKit

/// What the UIKit restoration helper saves in a scene's restoration activity and reads back:
/// every tab's stack and the modal layers, never the alert; nothing for what cannot be read.
@Suite("UIKit restoration payload")
struct UIKitRestorationPayloadTests {
  enum Route: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
    case contacts
    case contact(String)
    case compose
  }

  enum OtherRoute: Hashable, Codable, Sendable {
    case somewhereElse
  }

  private let key = "CoordinatorKit.navigationState"

  /// Two tabs, each with a stack; the second selected, a sheet over it.
  private func tabbedState() throws -> NavigationState<Route> {
    var state = try NavigationState(
      tabs: [Tab("inbox", root: Route.inbox), Tab("contacts", root: .contacts)],
      selected: "inbox")
    try state.push(.message(42))
    try state.selectTab("contacts")
    try state.push(.contact("Ada"))
    try state.present(.compose, as: .sheet)
    return state
  }

  @Test func everyTabAndLayerComeBack() throws {
    let state = try tabbedState()
    let userInfo = UIKitRestorationPayload.userInfo(saving: state, key: key)
    let restored = UIKitRestorationPayload.savedState(in: userInfo, key: key, as: Route.self)
    #expect(restored == state)
    #expect(try restored?.stack(ofTab: "inbox").map(\.route) == [.inbox, .message(42)])
  }

  @Test func theAlertIsNotSaved() throws {
    var state = try tabbedState()
    let withoutAlert = state
    try state.showAlert(AlertState(title: "Sent"))
    let userInfo = UIKitRestorationPayload.userInfo(saving: state, key: key)
    #expect(UIKitRestorationPayload.savedState(in: userInfo, key: key) == withoutAlert)
  }

  @Test func nothingSavedGivesNothing() {
    #expect(UIKitRestorationPayload.savedState(in: nil, key: key, as: Route.self) == nil)
    #expect(UIKitRestorationPayload.savedState(in: [:], key: key, as: Route.self) == nil)
    #expect(
      UIKitRestorationPayload.savedState(in: ["other": Data()], key: key, as: Route.self) == nil)
  }

  @Test func whatThisVersionCannotReadGivesNothing() throws {
    let other = UIKitRestorationPayload.userInfo(
      saving: NavigationState(root: OtherRoute.somewhereElse), key: key)
    #expect(!other.isEmpty)
    #expect(UIKitRestorationPayload.savedState(in: other, key: key, as: Route.self) == nil)
    let notData: [AnyHashable: Any] = [key: "not data"]
    #expect(UIKitRestorationPayload.savedState(in: notData, key: key, as: Route.self) == nil)
  }

  /// A scene that connected while the device was locked got no activity; UIKit delivers it
  /// later. Until the app reads it, what the scene saves is that state unchanged,
  /// never the state it launched in; once it restored or saved a state, it saves its own.
  @Test func anUnreadSavedStateIsKeptUntilTheSceneRestoresOrSavesOne() throws {
    let saved = UIKitRestorationPayload.userInfo(saving: try tabbedState(), key: key)
    let type = "CoordinatorKit.navigationState"
    #expect(
      UIKitRestorationPayload.keepsUnreadState(
        restoredOrSaved: false, unreadType: type, activityType: type, unread: saved, key: key,
        as: Route.self))
    #expect(
      !UIKitRestorationPayload.keepsUnreadState(
        restoredOrSaved: true, unreadType: type, activityType: type, unread: saved, key: key,
        as: Route.self))
    #expect(
      !UIKitRestorationPayload.keepsUnreadState(
        restoredOrSaved: false, unreadType: "another", activityType: type, unread: saved,
        key: key, as: Route.self))
    #expect(
      !UIKitRestorationPayload.keepsUnreadState(
        restoredOrSaved: false, unreadType: type, activityType: type, unread: nil, key: key,
        as: Route.self))
    #expect(
      !UIKitRestorationPayload.keepsUnreadState(
        restoredOrSaved: false, unreadType: type, activityType: type, unread: saved, key: key,
        as: OtherRoute.self))
  }
}
