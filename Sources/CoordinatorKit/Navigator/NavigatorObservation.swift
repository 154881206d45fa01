import Observation

/// What Observation tracks of every navigator: one property stands for its state, the other for
/// what its host displays.
///
/// A navigator registers accesses and changes with its own `ObservationRegistrar`, naming these
/// properties; the registrar, not the subject, decides who hears a change, so all navigators
/// share this one subject. It is not generic, so registering costs no type lookup, as it would
/// with the generic navigator as the subject.
final class NavigatorObservation: Observable, Sendable {
  /// The one subject.
  static let shared = NavigatorObservation()
  /// Never read: only its key path matters.
  let state = 0
  /// Never read: only its key path matters.
  let display = 0

  private init() {}
}
