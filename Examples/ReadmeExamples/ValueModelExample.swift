#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// A note's text: the value its screen edits.
  struct NoteDraft: Equatable {
    var text = ""
  }

  /// A screen that edits its model's value in place: the model, an
  /// `EventViewModel<Void, NoteDraft>`, needs no class of its own, and the view binds to its
  /// value's parts with `@Bindable`.
  @MainActor
  struct NoteEditor: View {
    @Bindable var model: EventViewModel<Void, NoteDraft>

    var body: some View {
      TextField("Note", text: $model.value.text)
    }
  }
#endif
