/// What a host does about the `delegate` of one of its navigation controllers (or of its tab bar
/// controller) when it looks at it: before each step and after each step.
///
/// The host installs a forwarder as the delegate, which reports back and swipe gestures and
/// forwards every call to the app's own delegate. An app that sets `delegate` directly (for a
/// custom push animation, say) would silence those reports; the host adopts that delegate as
/// the one it forwards to and puts its forwarder back.
enum UIKitDelegateRepair: Hashable, Sendable {
  /// The forwarder is the delegate: nothing to do.
  case keep
  /// The app put its own delegate there: forward to it from now on, and reinstall the forwarder.
  case adoptAndReinstall
  /// The delegate was cleared: reinstall the forwarder, keeping the app's delegate as it was.
  case reinstall

  /// The repair when the controller's delegate is `installed` (`nil` for none) and the host's
  /// forwarder is `forwarder`.
  init(installed: ObjectIdentifier?, forwarder: ObjectIdentifier) {
    switch installed {
    case forwarder: self = .keep
    case nil: self = .reinstall
    default: self = .adoptAndReinstall
    }
  }
}
