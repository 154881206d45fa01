/// A leave guard's question while it is open: which guarded screens their coordinators are
/// being asked about (see ``LeaveGuarding``).
///
/// Each question is its own value, so a test that answered one can await exactly that answer
/// with ``Navigator/waitUntilAnswered(_:)``, even when a user attempt held behind it asks again.
public struct LeaveQuestion: Hashable, Sendable {
  /// The guarded screens asked about, top first.
  public let screens: [ScreenID]
  /// The question's place among all the navigator has asked: it tells two questions about
  /// the same screens apart.
  let number: Int
}
