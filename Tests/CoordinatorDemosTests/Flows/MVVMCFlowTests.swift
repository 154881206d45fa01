import CoordinatorKit
import CoordinatorKitTesting
import Observation
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

@MainActor
@Suite("MVVM-C main/child flow, headless")
struct MVVMCFlowTests {
  @Test func pushedChildGoesBack() throws {
    let (demo, main) = try DemoFlowHarness.started(.mvvmc, firstScreen: \.main)
    main.send(.pushChild)
    #expect(demo.screens == ["mvvmc/main", "P mvvmc/child"])
    #expect(demo.tree == "MainCoordinator\n  ChildCoordinator")
    #expect(try !demo.top(\.child).isPresented)
    demo.trackTopScreen(as: "pushed child")
    try demo.top(\.child).send(.back)
    #expect(demo.screens == ["mvvmc/main"])
    #expect(main.status == "Child: closed")
    demo.leaks.expectAllReleased()
  }

  /// A view follows the status the coordinator writes back: it is observed.
  @Test func theStatusIsObservable() throws {
    let (demo, main) = try DemoFlowHarness.started(.mvvmc, firstScreen: \.main)
    let changes = ChangeCounter()
    withObservationTracking {
      _ = main.status
    } onChange: {
      changes.count += 1
    }
    main.send(.pushChild)
    try demo.top(\.child).send(.back)
    #expect(changes.count == 1)
    #expect(main.status == "Child: closed")
  }

  @Test func presentedChildAnswersDoneOrCancel() throws {
    let (demo, main) = try DemoFlowHarness.started(.mvvmc, firstScreen: \.main)
    main.send(.presentChild)
    #expect(demo.screens == ["mvvmc/main", "S mvvmc/child"])
    #expect(try demo.top(\.child).isPresented)
    demo.trackTopScreen(as: "done child")
    try demo.top(\.child).send(.done)
    #expect(main.status == "Child: Done")
    demo.leaks.expectAllReleased()

    main.send(.presentChild)
    try demo.top(\.child).send(.cancel)
    #expect(main.status == "Child: Cancel")

    main.send(.presentChild)
    demo.trackTopScreen(as: "swiped child")
    try demo.host.swipeDown()
    #expect(main.status == "Child: closed")
    #expect(demo.tree == "MainCoordinator")
    demo.leaks.expectAllReleased()
    demo.expectNoStrayObjects()
  }

  @Test func theAlertsActionRoutesBackToTheCoordinator() throws {
    let (demo, main) = try DemoFlowHarness.started(.mvvmc, firstScreen: \.main)
    main.send(.showAlert)
    #expect(demo.navigator.state.alert?.title == "Alert")
    #expect(demo.navigator.state.alert?.actions.map(\.title) == ["OK"])
    main.send(.pushChild)  // refused while the alert is up; nothing changes
    #expect(demo.screens == ["mvvmc/main"])
    #expect(demo.tree == "MainCoordinator")
    try demo.host.tapAlertAction("OK")
    #expect(demo.navigator.state.alert == nil)
    #expect(main.status == "Alert: OK")
  }
}
