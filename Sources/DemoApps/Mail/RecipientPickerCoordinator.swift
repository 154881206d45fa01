import CoordinatorKit

/// Lets the user choose who a draft goes to, and hands the editor the chosen contact: a typed
/// result (``FlowResult/finished(_:)``), or ``FlowResult/cancelled`` when the user went back.
@MainActor
final class RecipientPickerCoordinator: ResultFlowCoordinatorBase<DemoRoute, MailContact>,
  OneScreenFlow, ResultCoordinator
{
  /// The flow's one screen.
  var screenRoute: DemoRoute { .mail(.chooseRecipient) }

  func makeModel(for route: DemoRoute) -> Any? {
    MailListModel(
      title: "Choose a Recipient", rows: { MailContent.contacts.map(\.name) },
      buttons: [MailButton("b", "Back", .back)],
      handleEvent: eventHandler { coordinator, action in
        switch action {
        case .open(let index): coordinator.close(with: MailContent.contacts[index])
        default: coordinator.close()
        }
      })
  }
}
