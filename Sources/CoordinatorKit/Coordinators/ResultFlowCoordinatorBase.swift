/// An optional base class for flow coordinators that produce a result: a
/// ``FlowCoordinatorBase`` that also names the result's type, so a subclass's
/// ``ResultCoordinator`` conformance takes ``ResultCoordinator/Output`` from its second generic
/// argument, with no `typealias` of its own.
///
/// ```swift
/// final class RecipientPicker: ResultFlowCoordinatorBase<AppRoute, MailContact>,
///   FlowCoordinator, ResultCoordinator
/// {
///   func start() throws(NavigationError) { try show(.contacts) }
///   func choose(_ contact: MailContact) { try? finish(with: contact) }
/// }
/// ```
@MainActor
open class ResultFlowCoordinatorBase<NavigationRoute: Equatable, FlowOutput: Sendable>:
  FlowCoordinatorBase<NavigationRoute>
{
  /// What the flow produces, which a subclass's ``ResultCoordinator`` conformance takes from here.
  public typealias Output = FlowOutput
}
