import Foundation
import Testing

@testable import CoordinatorKitUIKit

/// The delegate of a host's navigation controllers: the forwarder that reports back and swipe
/// gestures and forwards every call to the app's own delegate. An app that assigns `delegate`
/// directly (for a custom push animation) silently broke back and swipe reporting before; the
/// host now adopts that delegate as its forward target and puts its forwarder back.
@Suite("UIKit navigation controller delegate")
struct UIKitDelegateRepairTests {
  private final class Delegate {}

  /// UIKit keeps whatever was assigned last (`delegate` is a plain weak property): the host
  /// finds the forwarder, the app's delegate or nothing there, whichever was set last.
  @Test func anAppsDelegateSetDirectlyIsAdoptedAndTheForwarderReinstalled() {
    let forwarder = Delegate()
    let apps = Delegate()
    let forwarderID = ObjectIdentifier(forwarder)
    #expect(UIKitDelegateRepair(installed: forwarderID, forwarder: forwarderID) == .keep)
    #expect(
      UIKitDelegateRepair(installed: ObjectIdentifier(apps), forwarder: forwarderID)
        == .adoptAndReinstall)
    #expect(UIKitDelegateRepair(installed: nil, forwarder: forwarderID) == .reinstall)
  }

  /// The app sets its delegate before the host looks (before the step) or after (between
  /// steps): either way, after the host's next look the forwarder is installed and forwards to
  /// the app's delegate; a later look keeps it.
  @Test func whicheverOrderTheAppAndTheHostActInTheForwarderEndsInstalled() {
    let forwarder = Delegate()
    let apps = Delegate()
    for appFirst in [true, false] {
      var installed: ObjectIdentifier? = appFirst ? ObjectIdentifier(apps) : nil
      var forwardTarget: ObjectIdentifier?
      func look() {
        switch UIKitDelegateRepair(installed: installed, forwarder: ObjectIdentifier(forwarder)) {
        case .keep: break
        case .adoptAndReinstall:
          forwardTarget = installed
          installed = ObjectIdentifier(forwarder)
        case .reinstall:
          installed = ObjectIdentifier(forwarder)
        }
      }
      look()
      if !appFirst {
        installed = ObjectIdentifier(apps)
        look()
      }
      look()
      #expect(installed == ObjectIdentifier(forwarder), "app first: \(appFirst)")
      #expect(forwardTarget == ObjectIdentifier(apps), "app first: \(appFirst)")
    }
  }
}
