import CoordinatorKit
import Observation
import Testing

/// A draft, the value a composer's model carries.
private struct Draft: Equatable {
  var to = ""
  var text = ""
}

/// A model with a second value of its own: subclassing stays possible.
@MainActor
private final class TitledModel: EventViewModel<Void, Draft> {
  let title: String

  init(title: String, handleEvent: @escaping () -> Void) {
    self.title = title
    super.init(Draft(), handleEvent: handleEvent)
  }
}

/// `EventViewModel<Event, Value>`: a screen's model that carries a value needs no class of its
/// own, is observed natively, and still reports its events.
@MainActor
@Suite("A view model that carries a value")
struct ValueViewModelTests {
  @Test func aModelCarriesItsValueWithoutASubclass() {
    var opened: [Int] = []
    let model = EventViewModel<Void, Int>(42) { opened.append(42) }
    #expect(model.value == 42)
    model.send()
    #expect(opened == [42])
    let plain = EventViewModel<String, Void> { opened.append($0.count) }
    plain.send("abc")
    #expect(opened == [42, 3])
  }

  @Test func changingTheValueIsObserved() {
    let model = EventViewModel<Void, Draft>(Draft()) {}
    let heard = Heard()
    withObservationTracking {
      _ = model.value.text
    } onChange: {
      heard.count += 1
    }
    model.value.text = "Hello"
    #expect(heard.count == 1)
    #expect(model.value == Draft(to: "", text: "Hello"))
  }

  @Test func aSubclassAddsWhatItNeeds() {
    let model = TitledModel(title: "New Message") {}
    model.value.to = "Ada"
    #expect(model.title == "New Message")
    #expect(model.value.to == "Ada")
  }
}

/// How many changes an observation heard. `withObservationTracking` calls `onChange`
/// synchronously, on the thread that makes the change, so the count needs no lock.
private final class Heard: @unchecked Sendable {
  var count = 0
}
