import CoordinatorKit

/// Runs the editor of one draft, in its own sheet: writing marks the screen as holding unsaved
/// changes, so nothing (Back, Esc, a swipe-down, a link) throws the draft away without asking
/// "Discard changes?"; the recipient comes from a picker that returns a typed contact.
@MainActor
final class ComposeCoordinator: Flow<DemoRoute>,
  LeaveGuarding
{
  private(set) var draft: MailDraft
  private weak var page: MailPageModel?

  init(navigator: Navigator<DemoRoute>, draft: MailDraft) {
    self.draft = draft
    super.init(navigator: navigator)
  }

  /// The editor's sheet opens at half height, and the user drags it (Tab, in the terminal) to
  /// full height; a link to the editor asks for the same.
  nonisolated static let sheetDetents = SheetDetents.mediumAndLarge

  func start() throws(NavigationError) {
    _ = try show(.mail(.compose(draft)), detents: Self.sheetDetents)
  }

  func makeModel(for route: DemoRoute) -> Any? {
    guard case .mail(.compose) = route else { return nil }
    let page = MailPageModel(
      title: "New Message", lines: lines,
      buttons: [
        MailButton("w", "Write", .writeLine), MailButton("r", "Recipient", .chooseRecipient),
        MailButton("s", "Send", .send), MailButton("b", "Cancel", .back),
      ],
      handleEvent: eventHandler { coordinator, action in coordinator.perform(action) })
    self.page = page
    return page
  }

  private var lines: [String] {
    [
      "To: " + (draft.recipient ?? "(press r to choose)"),
      "Subject: " + (draft.subject.isEmpty ? "(none)" : draft.subject), "",
    ] + draft.lines
  }

  private var editorScreen: ScreenID? {
    ownScreens.first {
      if case .mail(.compose) = $0.route { true } else { false }
    }?.id
  }

  private func perform(_ action: MailAction) {
    switch action {
    case .writeLine:
      edit { $0.lines.append(MailContent.line(after: $0.lines.count)) }
    case .chooseRecipient:
      try? coordinate(to: makePicker(), style: .push)
    case .send:
      send()
    case .back:
      // An untouched draft leaves at once; an edited one asks `shouldLeave` first, and the flow
      // ends only if the user discards it.
      // A refusal (another question open) reaches the navigator's refusal observers.
      _ = try? finishFlow()
    default:
      break
    }
  }

  /// Changes the draft, keeps it in the editor's route (so a save keeps it) and guards the
  /// editor.
  private func edit(_ change: (inout MailDraft) -> Void) {
    change(&draft)
    draft.isEdited = true
    page?.lines = lines
    guard let editorScreen else { return }
    do {
      try navigator.update { try $0.updateRoute(of: editorScreen, to: .mail(.compose(draft))) }
      try guardLeaving(editorScreen)
    } catch {
      // Refused: the inspector shows it (the navigator reports every refusal).
    }
  }

  private func send() {
    guard let recipient = draft.recipient else {
      try? navigator.showAlert(
        AlertState(title: "No recipient", message: "Choose who the message goes to (r)."))
      return
    }
    // Sent: nothing is lost, so the editor leaves without asking.
    do {
      if let editorScreen { try allowLeaving(editorScreen) }
      let mail = sequence(first: parent) { $0?.parent }.lazy.compactMap { $0 as? MailCoordinator }
        .first
      try finishFlow()
      try navigator.showAlert(AlertState(title: "Sent", message: "To \(recipient)."))
      mail?.store.recordSent(draft)
    } catch {
      // Refused: the inspector shows it (the navigator reports every refusal), and the editor
      // stays.
    }
  }

  /// The recipient picker, whose contact becomes the draft's recipient.
  private func makePicker() -> RecipientPickerCoordinator {
    RecipientPickerCoordinator(navigator: navigator).reportingResult { [weak self] result in
      guard case .finished(let contact) = result else { return }
      self?.edit { $0.recipient = contact.name }
    }
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    guard
      let question = try? AlertState.confirmationDialog(
        title: "Discard changes?", message: "The draft will be lost.",
        actions: [
          AlertAction("Discard", role: .destructive), AlertAction("Keep Editing", role: .cancel),
        ])
    else { return false }
    let navigator = navigator
    // Counted as answered the moment the user answers, so a script waits for what follows.
    let answer = await DemoWork.of(navigator).untilUserAnswers {
      (answer: @escaping @MainActor (AlertAction?) -> Void) in
      do {
        try navigator.showAlert(question, onAnswer: answer)
      } catch {
        answer(nil)
      }
    }
    return answer?.role == .destructive
  }

  /// The recipient picker, pushed in the editor's sheet.
  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    route == .mail(.chooseRecipient) && style == .push ? .startChild(makePicker()) : .refuse
  }
}

extension FlowCoordinator where Route == DemoRoute {
  /// Opens the editor for `draft` in a sheet over this coordinator's screens.
  func compose(_ draft: MailDraft) {
    try? coordinate(
      to: ComposeCoordinator(navigator: navigator, draft: draft), style: .modal(.sheet))
  }
}
