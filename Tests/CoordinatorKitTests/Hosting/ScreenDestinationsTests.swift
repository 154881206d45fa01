import CoordinatorKit
import Testing

/// Which destination shows a model: the one for its most specific type, whatever the order the
/// app registered them in.
@MainActor
struct ScreenDestinationsTests {
  class MessageModel {}
  final class DraftModel: MessageModel {}
  protocol Titled {}
  final class TitledModel: Titled {}
  final class TitledMessage: MessageModel, Titled {}

  @Test func aSubclassIsShownByItsOwnDestinationThoughItsBaseClassWasRegisteredFirst() {
    let destinations = ScreenDestinations<String>()
      .destination(for: MessageModel.self) { _ in "message" }
      .destination(for: DraftModel.self) { _ in "draft" }
    #expect(destinations.content(for: DraftModel()) == "draft")
    #expect(destinations.content(for: MessageModel()) == "message")
  }

  @Test func aSubclassIsShownByItsOwnDestinationWhenItWasRegisteredFirst() {
    let destinations = ScreenDestinations<String>()
      .destination(for: DraftModel.self) { _ in "draft" }
      .destination(for: MessageModel.self) { _ in "message" }
    #expect(destinations.content(for: DraftModel()) == "draft")
    #expect(destinations.content(for: MessageModel()) == "message")
  }

  @Test func aSubclassWithoutItsOwnDestinationIsShownByItsBaseClassDestination() {
    let destinations = ScreenDestinations<String>()
      .destination(for: String.self) { _ in "route" }
      .destination(for: MessageModel.self) { _ in "message" }
    #expect(destinations.content(for: DraftModel()) == "message")
    #expect(destinations.content(for: 7) == nil)
  }

  @Test func aTypeRegisteredTwiceIsShownByItsFirstRegistration() {
    let destinations = ScreenDestinations<String>()
      .destination(for: DraftModel.self) { _ in "first" }
      .destination(for: DraftModel.self) { _ in "second" }
    #expect(destinations.content(for: DraftModel()) == "first")
  }

  @Test func aModelTwoUnrelatedTypesTakeIsShownByTheFirstRegistration() {
    let protocolFirst = ScreenDestinations<String>()
      .destination(for: (any Titled).self) { _ in "titled" }
      .destination(for: MessageModel.self) { _ in "message" }
    let classFirst = ScreenDestinations<String>()
      .destination(for: MessageModel.self) { _ in "message" }
      .destination(for: (any Titled).self) { _ in "titled" }
    #expect(protocolFirst.content(for: TitledMessage()) == "titled")
    #expect(classFirst.content(for: TitledMessage()) == "message")
    #expect(classFirst.content(for: TitledModel()) == "titled")
  }

  @Test func onlyTheChosenDestinationMakesContent() {
    var made: [String] = []
    let destinations = ScreenDestinations<String>()
      .destination(for: MessageModel.self) { _ in
        made.append("message")
        return "message"
      }
      .destination(for: DraftModel.self) { _ in
        made.append("draft")
        return "draft"
      }
    _ = destinations.content(for: DraftModel())
    #expect(made == ["draft"])
  }
}
