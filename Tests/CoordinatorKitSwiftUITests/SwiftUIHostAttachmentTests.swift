import CoordinatorKit
import NavigationTestSupport
import Observation
import Testing

@testable import CoordinatorKitSwiftUI

/// A `NavigatorView` attaches its host when it appears, after SwiftUI has evaluated its first
/// body; the engine then shows the bare root and every step to the navigator's state. These
/// tests replay that order with what the host draws at each moment.
@MainActor
@Suite("SwiftUI host attachment")
struct SwiftUIHostAttachmentTests {
  /// Whether an observer of what `read` reads has been told of a change, as SwiftUI's would be.
  /// `withObservationTracking` calls `onChange` synchronously, on the thread that makes the
  /// change, so the flag needs no lock.
  private final class ChangeFlag: @unchecked Sendable {
    private(set) var fired = false

    init(tracking read: () -> Void) {
      withObservationTracking(read) { [self] in fired = true }
    }
  }

  /// A navigator already deep when its view appears (a restored or deep-linked launch). What the
  /// host draws, from its first body through the attachment and every step, only ever adds
  /// screens: no screen leaves and comes back, so each screen's content is made once, and no
  /// sheet of the initial state shows before the step that presents it.
  @Test func aDeepNavigatorDrawsEachScreenOnceFromTheFirstBodyOn() throws {
    let navigator = Navigator(try state("P2,P3,S4,P5,S6"))
    var drawn = [SwiftUIHostAttachment.drawnState(of: navigator, isAttached: false)]
    // onAppear, after the first body.
    navigator.attachHost(capabilities: SwiftUIHostAttachment.capabilities)
    drawn.append(SwiftUIHostAttachment.drawnState(of: navigator, isAttached: true))
    while let step = navigator.hosting.currentStep {
      navigator.hostDidShow(step.id)
      drawn.append(SwiftUIHostAttachment.drawnState(of: navigator, isAttached: true))
    }

    #expect(notation(drawn[0]) == "[P2,P3]", "the first body draws the first step: no layer")
    #expect(drawn[0] == drawn[1], "attaching changes nothing drawn")
    #expect(drawn.last == navigator.state)
    var onScreen: Set<ScreenID> = []
    var appearances: [ScreenID: Int] = [:]
    for state in drawn {
      let ids = Set(state.screens.map(\.id))
      for id in ids.subtracting(onScreen) { appearances[id, default: 0] += 1 }
      onScreen = ids
    }
    #expect(appearances.count == navigator.state.screens.count)
    #expect(appearances.values.allSatisfy { $0 == 1 }, "every screen is made once")
  }

  /// A tabbed state: the first body draws the tabs as the attached host's first step does.
  @Test func theFirstBodyOfATabbedNavigatorDrawsWhatTheAttachedHostDrawsFirst() throws {
    var start = try NavigationState(
      tabs: [Tab("inbox", root: "inbox"), Tab("contacts", root: "contacts")],
      selected: "contacts")
    try start.push("Ada")
    try start.present("card", as: .sheet)
    let navigator = Navigator(start)
    let first = SwiftUIHostAttachment.drawnState(of: navigator, isAttached: false)
    navigator.attachHost(capabilities: SwiftUIHostAttachment.capabilities)
    #expect(first == SwiftUIHostAttachment.drawnState(of: navigator, isAttached: true))
    #expect(first.tabs.count == 2 && first.selectedTab == "contacts")
    #expect(first.layers.isEmpty, "the sheet comes with its own step")

    // Nothing above the bare root: the bare root.
    let bare = Navigator(root: "home")
    let firstOfBare = SwiftUIHostAttachment.drawnState(of: bare, isAttached: false)
    bare.attachHost(capabilities: SwiftUIHostAttachment.capabilities)
    #expect(firstOfBare == SwiftUIHostAttachment.drawnState(of: bare, isAttached: true))
  }

  /// The first body reads what attaching changes, so SwiftUI draws again when the host
  /// attaches, and then follows the steps.
  @Test func theFirstBodyIsDrawnAgainWhenTheHostAttaches() throws {
    let navigator = Navigator(try state("P2,S3"))
    let flag = ChangeFlag(tracking: {
      _ = SwiftUIHostAttachment.drawnState(of: navigator, isAttached: false)
    })
    #expect(!flag.fired)
    navigator.attachHost(capabilities: SwiftUIHostAttachment.capabilities)
    #expect(flag.fired)
  }
}
