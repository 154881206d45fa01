/// The leave guard's question open now, as data: which asked change opened it, the guarded
/// screens it asks about, and how far the asking has got.
struct OpenQuestion: Equatable, Sendable {
  /// The asked change that opened it; the question closes when that change finishes.
  let asker: WaiterID
  /// The question's place among all those the navigator asked. A screen guarded while a question
  /// was open makes the same change ask again, under the next number.
  var number: Int
  /// The guarded screens asked about, top first.
  var screens: [ScreenID]
  /// The coordinators of those screens: their own requests (a confirmation alert, a screen of
  /// their own) go through while the question is open.
  var owners: Set<CoordinatorID>
  /// The screen of `screens` asked about now, or the next one to ask about.
  var position = 0
  /// The screens whose coordinators agreed (or could not be asked), kept while the change
  /// re-checks: a screen is asked about once per change.
  var agreed: Set<ScreenID> = []
}
